/** The dialogue-act section of `npm run eval`: per act precision, recall and F1 against MRDA labels. */
import { dialogueActs } from '../src/acts/dialogue-acts.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { HELD_OUT, loadMeeting, meetingIds } from './mrda.ts'
import { type ActScore, ActTally } from './score.ts'
import type { EvalSection } from './section.ts'

/** The F1 the issue asks for on the held-out meetings. */
export const F1_TARGETS: Record<string, number> = {
  question: 0.92,
  open_question: 0.75,
  tag_question: 0.6,
  backchannel: 0.8,
  appreciation: 0.6,
  apology: 0.9,
  thanks: 0.95,
  commitment: 0.5,
  directive: 0.45,
  agreement: 0.55,
  disagreement: 0.4,
}

function table(title: string, scores: readonly ActScore[]): string[] {
  const lines = [
    title,
    `  ${'act'.padEnd(15)}${'gold'.padStart(7)}${'found'.padStart(7)}${'P'.padStart(7)}${'R'.padStart(7)}${'F1'.padStart(7)}${'target'.padStart(8)}`,
  ]
  for (const s of scores) {
    const target = F1_TARGETS[s.act] ?? 0
    lines.push(
      `  ${s.act.padEnd(15)}${String(s.tp + s.fn).padStart(7)}${String(s.tp + s.fp).padStart(7)}${s.precision.toFixed(3).padStart(7)}${s.recall.toFixed(3).padStart(7)}${s.f1.toFixed(3).padStart(7)}${target.toFixed(2).padStart(7)}${s.f1 >= target ? ' ' : '*'}`,
    )
  }
  return lines
}

export interface ActsEvalResult {
  tuning: ActScore[]
  heldOut: ActScore[]
}

export function evaluateActs(dir: string): ActsEvalResult {
  const tuning = new ActTally()
  const heldOut = new ActTally()
  for (const id of meetingIds(dir)) {
    const meeting = loadMeeting(dir, id)
    const acts = dialogueActs(parseWebVtt(meeting.vtt))
    const tally = HELD_OUT.includes(id) ? heldOut : tuning
    for (const gold of meeting.gold) tally.add(gold, new Set(acts.byCueId.get(gold.id)?.acts ?? []))
  }
  return { tuning: tuning.scores(), heldOut: heldOut.scores() }
}

export const actsSection: EvalSection = {
  name: 'Dialogue acts (MRDA)',
  run(dir) {
    const { tuning, heldOut } = evaluateActs(dir)
    const all = meetingIds(dir)
    return [
      ...table(`Tuning meetings (${all.length - HELD_OUT.length})`, tuning),
      '',
      ...table(`Held-out meetings (${HELD_OUT.length}: ${HELD_OUT.join(' ')})`, heldOut),
      '  * below the target',
    ]
  },
}
