/**
 * The narrative section of `npm run eval`: every meeting of the AMI, Zoom-call and MRDA folders
 * beside the MRDA one analysed, and each scored person's narrative audited (src/narrative-audit.ts:
 * a headline, what worked, what to change, quotes in one of their cues, a line to use that differs,
 * a practice that moves the right way). For AMI it also measures the moments against the human
 * labels: how many of the summary's decisions and action items have a proposal, decision or
 * commitment moment on a cue the annotators linked to them, and the proposal and commitment
 * moments' precision and recall against the acts labelled `suggest` and `offer`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { analyzeParsedTranscript } from '../src/analyze.ts'
import { measureTranscript } from '../src/measure.ts'
import { findMoments, type MomentKind } from '../src/moments.ts'
import { addressNames } from '../src/names.ts'
import { auditNarratives } from '../src/narrative-audit.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import type { Transcript } from '../src/transcript.ts'
import { meetingIds } from './mrda.ts'
import type { EvalSection } from './section.ts'

const amiSummary = z.object({
  decisions: z.array(z.string()),
  actions: z.array(z.string()),
  links: z.array(z.object({ sentence: z.string(), section: z.string(), cues: z.array(z.number()) })),
})
const amiActs = z.object({
  cues: z.array(z.object({ index: z.number(), ami_act: z.string().nullable() })),
})

interface Tally {
  meetings: number
  scored: number
  withNarrative: number
  points: number
  headlines: number
  distinctChanges: Set<string>
  changes: number
  problems: string[]
}

function tally(): Tally {
  return {
    meetings: 0,
    scored: 0,
    withNarrative: 0,
    points: 0,
    headlines: 0,
    distinctChanges: new Set(),
    changes: 0,
    problems: [],
  }
}

function audit(t: Tally, id: string, transcript: Transcript): void {
  const analysis = analyzeParsedTranscript(transcript)
  const result = auditNarratives(transcript, analysis)
  t.meetings++
  t.scored += result.scored
  t.withNarrative += result.withNarrative
  t.points += result.points
  for (const p of analysis.participants) {
    if (!p.coaching) continue
    t.headlines++
    for (const c of p.coaching.change) {
      t.changes++
      // The advice without its times and quoted words: how many different things we tell people.
      t.distinctChanges.add(c.text.replace(/\d+:\d\d(?::\d\d)?/g, '').replace(/“[^”]*”/g, ''))
    }
  }
  for (const p of result.problems) t.problems.push(`${id} ${p.person}: ${p.problem}`)
}

function report(name: string, t: Tally): string[] {
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((a * 100) / b)}%`)
  return [
    `${name}: ${t.meetings} meetings, ${t.scored} people scored, ${t.withNarrative} with a narrative (${pct(t.withNarrative, t.scored)}), ${t.points} points checked, ${t.problems.length} problems`,
    `  distinct change texts (times and quotes aside): ${t.distinctChanges.size} of ${t.changes} (${pct(t.distinctChanges.size, t.changes)})`,
    ...t.problems.slice(0, 8).map((p) => `  ${p}`),
  ]
}

const ANSWERS_DECISIONS: readonly MomentKind[] = ['proposal', 'decision', 'commitment']

function amiSection(dir: string): string[] {
  const t = tally()
  let linked = 0
  let found = 0
  const counts = {
    proposal: { tp: 0, moments: 0, gold: 0 },
    commitment: { tp: 0, moments: 0, gold: 0 },
  }
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.vtt'))
    .map((f) => f.slice(0, -4))
    .sort()
  for (const id of ids) {
    const transcript = parseWebVtt(readFileSync(join(dir, `${id}.vtt`), 'utf8'))
    audit(t, id, transcript)
    const measurement = measureTranscript(transcript)
    const meeting = findMoments(
      measurement.transcript,
      measurement.acts,
      addressNames(measurement.participants.map((p) => p.name)),
    )
    const kindsAt = new Map<string, Set<MomentKind>>()
    for (const m of meeting.moments) {
      const set = kindsAt.get(m.cueId) ?? new Set()
      set.add(m.kind)
      kindsAt.set(m.cueId, set)
    }
    const summaryFile = join(dir, `${id}.summary.json`)
    if (existsSync(summaryFile)) {
      const summary = amiSummary.parse(JSON.parse(readFileSync(summaryFile, 'utf8')))
      for (const link of summary.links) {
        if (link.section !== 'decisions' && link.section !== 'actions') continue
        linked++
        if (
          link.cues.some((c) =>
            [...(kindsAt.get(String(c)) ?? [])].some((k) => ANSWERS_DECISIONS.includes(k)),
          )
        )
          found++
      }
    }
    const actsFile = join(dir, `${id}.acts.json`)
    if (existsSync(actsFile)) {
      const gold = amiActs.parse(JSON.parse(readFileSync(actsFile, 'utf8')))
      for (const cue of gold.cues) {
        const kinds = kindsAt.get(String(cue.index)) ?? new Set<MomentKind>()
        const proposal = kinds.has('proposal') || kinds.has('decision')
        const commitment = kinds.has('commitment')
        if (proposal) counts.proposal.moments++
        if (commitment) counts.commitment.moments++
        if (cue.ami_act === 'suggest') {
          counts.proposal.gold++
          if (proposal) counts.proposal.tp++
        }
        if (cue.ami_act === 'offer') {
          counts.commitment.gold++
          if (commitment) counts.commitment.tp++
        }
      }
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(2))
  return [
    ...report('AMI', t),
    `  moments on the decisions and action items of the human summaries: ${found} of ${linked} (recall ${ratio(found, linked)})`,
    `  proposal or decision moments vs acts labelled suggest: precision ${ratio(counts.proposal.tp, counts.proposal.moments)}, recall ${ratio(counts.proposal.tp, counts.proposal.gold)} (${counts.proposal.moments} moments, ${counts.proposal.gold} labelled)`,
    `  commitment moments vs acts labelled offer: precision ${ratio(counts.commitment.tp, counts.commitment.moments)}, recall ${ratio(counts.commitment.tp, counts.commitment.gold)} (${counts.commitment.moments} moments, ${counts.commitment.gold} labelled)`,
  ]
}

function folderSection(name: string, dir: string, ids: readonly string[]): string[] {
  const t = tally()
  for (const id of ids) audit(t, id, parseWebVtt(readFileSync(join(dir, `${id}.vtt`), 'utf8')))
  return report(name, t)
}

export const narrativeSection: EvalSection = {
  name: 'narratives (headline, what worked, what to change, practice), checked against the transcripts',
  run(mrdaDir) {
    const root = dirname(mrdaDir)
    const lines = folderSection('MRDA', mrdaDir, meetingIds(mrdaDir))
    const zoom = join(root, 'zoom-calls')
    if (existsSync(zoom)) {
      const ids = readdirSync(zoom)
        .filter((f) => f.endsWith('.vtt'))
        .map((f) => f.slice(0, -4))
        .sort()
      lines.push(...folderSection('Zoom calls', zoom, ids))
    }
    const ami = join(root, 'ami')
    if (existsSync(ami)) lines.push(...amiSection(ami))
    return lines
  },
}
