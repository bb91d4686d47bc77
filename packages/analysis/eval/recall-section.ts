/**
 * The recall section of `npm run eval`: for every detector a coaching claim is made from (the count
 * behind "you asked N questions", "no recommendations or decisions", "you thanked others once"),
 * precision and recall per cue against human labels: the MRDA meetings set aside from tuning, all
 * MRDA meetings, and the AMI meetings (labels mapped as below). An absence or low-count claim is
 * only made from a detector whose recall is at least ABSENCE_RECALL_FLOOR on every labelled set
 * (src/detector-recall.ts holds the figures the coach reads; this section checks them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import {
  ABSENCE_RECALL_FLOOR,
  CLAIM_DETECTORS,
  type ClaimDetector,
  DETECTOR_RECALL,
} from '../src/detector-recall.ts'
import { measureTranscript, type ParticipantMeasurement } from '../src/measure.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { HELD_OUT, loadMeeting, meetingIds } from './mrda.ts'
import type { EvalSection } from './section.ts'

/** The cue ids where a detector found its behaviour, over everyone in the meeting. */
function detectedCues(people: readonly ParticipantMeasurement[], d: ClaimDetector): Set<string> {
  const out = new Set<string>()
  for (const m of people) {
    const { speech, stats } = m
    const ofSentences = (list: readonly number[]) => {
      for (const si of list) {
        const s = speech.sentences[si]
        if (!s) continue
        for (let k = s.segFrom; k < s.segTo; k++) {
          const seg = speech.segments[k]
          if (seg) out.add(seg.cueId)
        }
      }
    }
    const ofTokens = (tokens: readonly number[]) => {
      for (const t of tokens) {
        const seg = speech.segments[speech.tokens[t]?.segment ?? -1]
        if (seg) out.add(seg.cueId)
      }
    }
    switch (d) {
      case 'questions_asked':
        ofSentences(stats.questions)
        break
      case 'open_question_share':
        ofSentences(stats.openQuestions)
        break
      case 'inviting_others':
        ofSentences(stats.invitations)
        break
      case 'directive_language':
        ofTokens(stats.matches.directive.map((x) => x.start))
        break
      case 'ownership_language':
        ofTokens(stats.matches.ownership.map((x) => x.start))
        break
      case 'appreciation':
        ofTokens(stats.matches.appreciation.map((x) => x.start))
        break
      default:
        break
    }
  }
  return out
}

/** Which human labels each detector is scored against, in MRDA acts (see mrda.ts) and AMI classes. */
const GOLD: Partial<Record<ClaimDetector, { mrda: readonly string[]; ami: readonly string[] }>> = {
  questions_asked: {
    mrda: ['question'],
    ami: ['elicit-inform', 'elicit-assessment', 'elicit-offer-or-suggestion', 'elicit-comment-understanding'],
  },
  open_question_share: { mrda: ['open_question'], ami: [] },
  directive_language: { mrda: ['directive', 'commitment'], ami: ['suggest', 'offer'] },
  ownership_language: { mrda: ['commitment'], ami: ['offer'] },
  appreciation: { mrda: ['appreciation'], ami: ['be-positive'] },
}

interface Tally {
  tp: number
  fp: number
  fn: number
}

function add(t: Tally, gold: boolean, found: boolean): void {
  if (gold && found) t.tp++
  else if (found) t.fp++
  else if (gold) t.fn++
}

const AmiActs = z.object({
  cues: z.array(z.object({ index: z.number(), ami_act: z.string().nullable() })),
})

export interface RecallRow {
  detector: ClaimDetector
  heldOut: Tally | null
  mrda: Tally | null
  ami: Tally | null
}

export function measureRecall(mrda: string, ami: string | null): RecallRow[] {
  const tallies = new Map<ClaimDetector, RecallRow>()
  for (const d of CLAIM_DETECTORS) {
    const labelled = GOLD[d]
    tallies.set(d, {
      detector: d,
      heldOut: labelled ? { tp: 0, fp: 0, fn: 0 } : null,
      mrda: labelled ? { tp: 0, fp: 0, fn: 0 } : null,
      ami: labelled && labelled.ami.length > 0 && ami ? { tp: 0, fp: 0, fn: 0 } : null,
    })
  }
  for (const id of meetingIds(mrda)) {
    const meeting = loadMeeting(mrda, id)
    const people = measureTranscript(parseWebVtt(meeting.vtt)).participants
    for (const d of CLAIM_DETECTORS) {
      const row = tallies.get(d)
      const labels = GOLD[d]?.mrda
      if (!row?.mrda || !labels) continue
      const found = detectedCues(people, d)
      for (const g of meeting.gold) {
        if (labels.some((a) => g.skip.has(a as never))) continue
        const gold = labels.some((a) => g.acts.has(a as never))
        add(row.mrda, gold, found.has(g.id))
        if (row.heldOut && HELD_OUT.includes(id)) add(row.heldOut, gold, found.has(g.id))
      }
    }
  }
  if (ami)
    for (const file of readdirSync(ami).filter((f) => f.endsWith('.acts.json'))) {
      const id = file.slice(0, -'.acts.json'.length)
      const labels = AmiActs.parse(JSON.parse(readFileSync(join(ami, file), 'utf8')))
      const people = measureTranscript(parseWebVtt(readFileSync(join(ami, `${id}.vtt`), 'utf8'))).participants
      for (const d of CLAIM_DETECTORS) {
        const row = tallies.get(d)
        const classes = GOLD[d]?.ami
        if (!row?.ami || !classes) continue
        const found = detectedCues(people, d)
        for (const c of labels.cues) {
          if (c.ami_act === null) continue
          add(row.ami, classes.includes(c.ami_act), found.has(String(c.index)))
        }
      }
    }
  return [...tallies.values()]
}

function pr(t: Tally | null): string {
  if (!t) return `${'–'.padStart(7)}${'–'.padStart(7)}`
  const p = t.tp + t.fp > 0 ? t.tp / (t.tp + t.fp) : 0
  const r = t.tp + t.fn > 0 ? t.tp / (t.tp + t.fn) : 0
  return `${p.toFixed(2).padStart(7)}${r.toFixed(2).padStart(7)}`
}

export function recallOf(t: Tally | null): number | null {
  if (!t) return null
  return t.tp + t.fn > 0 ? t.tp / (t.tp + t.fn) : 0
}

/** The AMI folder beside the MRDA one, or null. */
export function amiDir(mrda: string): string | null {
  const dir = process.env.AMI_DIR ?? resolve(mrda, '../ami')
  return existsSync(dir) ? dir : null
}

export const recallSection: EvalSection = {
  name: 'Recall of the detectors coaching claims are made from (per cue, human labels)',
  run(dir) {
    const rows = measureRecall(dir, amiDir(dir))
    const lines = [
      `  ${'detector'.padEnd(22)}${'MRDA held-out'.padStart(14)}${'MRDA all'.padStart(14)}${'AMI'.padStart(14)}   min R  recorded  absence claims`,
      `  ${''.padEnd(22)}${'      P      R'.padStart(14)}${'      P      R'.padStart(14)}${'      P      R'.padStart(14)}`,
    ]
    for (const row of rows) {
      const recalls = [row.heldOut, row.mrda, row.ami].map(recallOf).filter((r) => r !== null)
      const min = recalls.length > 0 ? Math.min(...recalls) : null
      const recorded = DETECTOR_RECALL[row.detector]
      const drift = min !== null && recorded !== null && Math.abs(min - recorded) > 0.02 ? ' (update)' : ''
      lines.push(
        `  ${row.detector.padEnd(22)}${pr(row.heldOut)}${pr(row.mrda)}${pr(row.ami)}${(min === null ? 'no labels' : min.toFixed(2)).padStart(10)}${(recorded === null ? '–' : recorded.toFixed(2)).padStart(10)}  ${recorded !== null && recorded >= ABSENCE_RECALL_FLOOR ? 'made' : 'not made'}${drift}`,
      )
    }
    lines.push(
      `  An absence or low-count claim needs recall ≥ ${ABSENCE_RECALL_FLOOR} on every labelled set; "no labels": never made.`,
    )
    return lines
  },
}
