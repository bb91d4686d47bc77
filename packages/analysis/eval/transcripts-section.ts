/**
 * The transcripts section of `npm run eval`: what the parser and the meeting overview make of every
 * meeting in ../shared/datasets (MRDA, AMI, Zoom calls; the folders next to the MRDA one) and of the
 * repository's fixtures, where no human label is needed to tell right from wrong:
 * - English meetings the language check takes for another language (aim 0), and whether the German
 *   and Japanese fixtures are still found;
 * - cues left without a speaker (every cue in these files has one, so aim 0);
 * - files whose filled pauses are taken as removed by the captioning tool (all Zoom calls; no MRDA
 *   or AMI meeting, where transcribers kept every "um");
 * - titles that start with a back-channel or a filler, or that only say which meeting it is
 *   ("Second meeting"), aim 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nameWords } from '../src/analyze.ts'
import { decodeTranscript } from '../src/decode-transcript.ts'
import { transcriptConditions } from '../src/measurability.ts'
import { measureTranscript } from '../src/measure.ts'
import {
  FILLERS_AND_BACKCHANNELS,
  genericLabel,
  meetingOverview,
  topicPhrases,
} from '../src/meeting-overview.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import type { EvalSection } from './section.ts'

/** Fixtures that are not English, and the language each must be found to be. */
const NOT_ENGLISH: Record<string, string> = { 'german.vtt': 'de', 'japanese.vtt': 'ja' }

export interface MeetingRead {
  set: string
  file: string
  language: string
  cues: number
  unlabelledCues: number
  filledPausesRemoved: boolean
  title: string
  objective: string
}

/** Every .vtt of a folder, read as an upload is; files the parser refuses are left out. */
export function readMeetings(set: string, dir: string): MeetingRead[] {
  const out: MeetingRead[] = []
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.vtt'))
    .sort()) {
    let transcript: ReturnType<typeof parseWebVtt>
    try {
      transcript = parseWebVtt(decodeTranscript(new Uint8Array(readFileSync(join(dir, file)))).text)
    } catch {
      continue
    }
    const measurement = measureTranscript(transcript)
    const overview = meetingOverview(
      transcript,
      measurement,
      topicPhrases(transcript, measurement, nameWords(transcript)),
    )
    out.push({
      set,
      file,
      language: transcript.language ?? 'und',
      cues: transcript.cues.length,
      unlabelledCues: transcript.cues.filter((c) => c.speaker === null).length,
      filledPausesRemoved: transcriptConditions(transcript).filledPausesRemoved,
      title: overview.title,
      objective: overview.objective,
    })
  }
  return out
}

/** The title starts with a back-channel or a filler ("Uhhuh and Data"). */
export function titleStartsWithFiller(title: string): boolean {
  const first =
    title
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^\p{L}'-]/gu, '') ?? ''
  return FILLERS_AND_BACKCHANNELS.has(first)
}

const SHOWN = 5

function line(label: string, value: string | number): string {
  return `  ${label.padEnd(48)}${String(value).padStart(10)}`
}

function cases(list: readonly string[]): string[] {
  return list.slice(0, SHOWN).map((c) => `      ${c}`)
}

export const transcriptsSection: EvalSection = {
  name: 'transcripts (languages, speaker labels, filled pauses, titles)',
  run(mrdaDir) {
    const datasets = dirname(mrdaDir)
    const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
    const folders: [string, string][] = [
      ['mrda', mrdaDir],
      ['ami', join(datasets, 'ami')],
      ['zoom-calls', join(datasets, 'zoom-calls')],
      ['fixtures', join(repo, 'fixtures/transcripts')],
      ['fixtures/messy', join(repo, 'fixtures/messy')],
    ]
    const out: string[] = []
    const all: MeetingRead[] = []
    for (const [set, dir] of folders) {
      if (!existsSync(dir)) {
        out.push(`  ${set}: not found (${dir})`)
        continue
      }
      const read = readMeetings(set, dir)
      all.push(...read)
      const removed = read.filter((m) => m.filledPausesRemoved).length
      out.push(
        `  ${set.padEnd(16)}${String(read.length).padStart(4)} files, filled pauses taken as removed in ${removed}`,
      )
    }
    const english = all.filter((m) => !(m.set === 'fixtures/messy' && NOT_ENGLISH[m.file]))
    const flagged = english.filter((m) => m.language !== 'en' && m.language !== 'und')
    const others = all.filter((m) => m.set === 'fixtures/messy' && NOT_ENGLISH[m.file])
    const missed = others.filter((m) => m.language !== NOT_ENGLISH[m.file])
    const unlabelled = all.filter((m) => m.unlabelledCues > 0 && m.set !== 'fixtures/messy')
    const fillerTitles = all.filter((m) => titleStartsWithFiller(m.title))
    // "Team Meeting" is the neutral title for a meeting with nothing to go on, said as such.
    const ordinalTitles = all.filter((m) => m.title !== 'Team Meeting' && genericLabel(m.title))
    out.push(
      line('English meetings read as another language', `${flagged.length} of ${english.length}`),
      ...cases(flagged.map((m) => `${m.set}/${m.file}: ${m.language}`)),
      line('German and Japanese fixtures not found', `${missed.length} of ${others.length}`),
      ...cases(missed.map((m) => `${m.file}: ${m.language}`)),
      line('dataset files with cues left without speaker', unlabelled.length),
      ...cases(unlabelled.map((m) => `${m.set}/${m.file}: ${m.unlabelledCues} of ${m.cues} cues`)),
      line('titles starting with a back-channel or filler', `${fillerTitles.length} of ${all.length}`),
      ...cases(fillerTitles.map((m) => `${m.set}/${basename(m.file)}: ${m.title}`)),
      line('titles that only say which meeting it is', ordinalTitles.length),
      ...cases(ordinalTitles.map((m) => `${m.set}/${basename(m.file)}: ${m.title}`)),
    )
    return out
  },
}
