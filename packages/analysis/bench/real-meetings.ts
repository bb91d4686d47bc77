/**
 * Real meetings for the benchmarks: the long fixtures in `fixtures/transcripts` (always present in a
 * clone), a real ~2-hour meeting made by joining two of them, and, only when the evaluation datasets
 * sit beside the repository, two MRDA meetings joined the same way. The files are read as bytes and
 * decoded as an upload is, so the analysis sees a flat string as in production.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mrdaDir } from '../eval/mrda.ts'
import { decodeTranscript } from '../src/decode-transcript.ts'

const here = dirname(fileURLToPath(import.meta.url))
const FIXTURES = resolve(here, '../../../fixtures/transcripts')

/** A benchmark case: its text, or why it was skipped. */
export interface RealMeeting {
  label: string
  text: string | null
  skipped?: string
}

function readVtt(path: string): string {
  return decodeTranscript(readFileSync(path)).text
}

export function fixture(file: string): string {
  return readVtt(join(FIXTURES, file))
}

const TIMING = /^(\d+):(\d\d):(\d\d)\.(\d\d\d) --> (\d+):(\d\d):(\d\d)\.(\d\d\d)(.*)$/

function seconds(h: string, m: string, s: string, ms: string): number {
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000
}

function clock(total: number): string {
  const ms = Math.round(total * 1000)
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor(ms / 60_000) % 60
  const s = Math.floor(ms / 1000) % 60
  const pad = (n: number, w: number) => String(n).padStart(w, '0')
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(ms % 1000, 3)}`
}

interface Cue {
  start: number
  end: number
  settings: string
  payload: string[]
}

/** The timed cues of a WebVTT file with `Name: text` or `<v Name>` payloads (ids are dropped). */
function cuesOf(text: string): Cue[] {
  const cues: Cue[] = []
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n')
    const at = lines.findIndex((l) => TIMING.test(l))
    if (at < 0) continue
    const t = TIMING.exec(lines[at] as string) as RegExpExecArray
    const [, h1, m1, s1, f1, h2, m2, s2, f2, settings] = t as unknown as string[]
    cues.push({
      start: seconds(h1 as string, m1 as string, s1 as string, f1 as string),
      end: seconds(h2 as string, m2 as string, s2 as string, f2 as string),
      settings: settings ?? '',
      payload: lines.slice(at + 1).filter((l) => l !== ''),
    })
  }
  return cues
}

/**
 * Two meetings as one file: the second starts `gapSeconds` after the first's last cue ends, cues are
 * renumbered 1..N, lines end in CRLF as Zoom writes them. Speakers keep their labels.
 */
export function joinMeetings(first: string, second: string, gapSeconds = 5): string {
  const a = cuesOf(first)
  const b = cuesOf(second)
  const endOfFirst = a.reduce((max, c) => Math.max(max, c.end), 0)
  const startOfSecond = b.reduce((min, c) => Math.min(min, c.start), Number.POSITIVE_INFINITY)
  const shift = endOfFirst + gapSeconds - startOfSecond
  const all = [...a, ...b.map((c) => ({ ...c, start: c.start + shift, end: c.end + shift }))]
  const out = ['WEBVTT', '']
  all.forEach((c, i) => {
    out.push(String(i + 1), `${clock(c.start)} --> ${clock(c.end)}${c.settings}`, ...c.payload, '')
  })
  return `${out.join('\r\n')}\r\n`
}

/** Two MRDA meetings (57 and 61 minutes) joined into one of just under two hours. */
const MRDA_PAIR = ['Bsr001', 'Btr001'] as const

function mrdaJoined(): RealMeeting {
  const label = `MRDA ${MRDA_PAIR.join(' + ')}, joined`
  // The evaluation scripts know where the datasets are (MRDA_DIR, or beside the repository).
  const root = mrdaDir()
  const paths = MRDA_PAIR.map((id) => (root ? join(root, `${id}.vtt`) : ''))
  if (!root || !paths.every((p) => existsSync(p)))
    return { label, text: null, skipped: 'skipped: dataset not present' }
  return { label, text: joinMeetings(readVtt(paths[0] as string), readVtt(paths[1] as string)) }
}

/** The label of the real ~2-hour case the targets are judged on. */
export const REAL_TWO_HOURS = 'Zoom ACDC 178 + AMI IS1000a'

/** Real meetings, longest first; the first is the real ~2-hour case of the targets. */
export function realMeetings(): RealMeeting[] {
  return [
    {
      label: REAL_TWO_HOURS,
      text: joinMeetings(
        fixture('zoom-ethereum-acdc-178-long.vtt'),
        fixture('ami-IS1000a-converted-zoom-style.vtt'),
      ),
    },
    mrdaJoined(),
    { label: 'Zoom ACDC 178 (92 min)', text: fixture('zoom-ethereum-acdc-178-long.vtt') },
    {
      label: 'Zoom trustless log (48 min)',
      text: fixture('zoom-ethereum-trustlesslogindex-002-one-presenter.vtt'),
    },
    { label: 'Zoom P2P 004 (45 min)', text: fixture('zoom-ethereum-p2pnetworking-004.vtt') },
    { label: 'AMI ES2004c Teams (39 min)', text: fixture('ami-ES2004c-converted-teams-style.vtt') },
  ]
}
