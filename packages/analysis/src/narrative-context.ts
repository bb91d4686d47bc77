import { chairedRoundTurns } from './chaired-rounds.ts'
import type { TranscriptMeasurement } from './measure.ts'
import type { MeetingMoments } from './moments.ts'
import type { CutOff, NarrativeInput } from './narrative.ts'
import type { Cue } from './transcript.ts'
import { meetingTerms } from './uptake.ts'

/** What every person's narrative reads of the meeting, worked out once per meeting. */
export type NarrativeContext = Pick<
  NarrativeInput,
  'meeting' | 'cues' | 'cuesBySpeaker' | 'cutOffs' | 'nextOther' | 'actsOf' | 'terms' | 'rounds'
>

export function narrativeContext(
  measurement: TranscriptMeasurement,
  meeting: MeetingMoments,
): NarrativeContext {
  const { transcript, acts } = measurement
  const cues = new Map<string, Cue>()
  const cuesBySpeaker = new Map<string, Cue[]>()
  for (const cue of transcript.cues) {
    cues.set(cue.id, cue)
    if (cue.speaker === null) continue
    const list = cuesBySpeaker.get(cue.speaker) ?? []
    list.push(cue)
    cuesBySpeaker.set(cue.speaker, list)
  }
  // The next cue of another speaker that is more than a back-channel.
  const nextOther = new Map<string, Cue>()
  const backchannel = (cue: Cue) => acts.byCueId.get(cue.id)?.acts.includes('backchannel') === true
  // Walking backwards: the latest cue of each other speaker seen so far is the next one.
  let next: Cue | null = null
  let nextDifferent: Cue | null = null
  for (let i = transcript.cues.length - 1; i >= 0; i--) {
    const cue = transcript.cues[i] as Cue
    if (cue.speaker === null || backchannel(cue)) continue
    if (next && next.speaker !== cue.speaker) nextDifferent = next
    if (nextDifferent && nextDifferent.speaker !== cue.speaker) nextOther.set(cue.id, nextDifferent)
    next = cue
  }
  // Agreeing over someone ("Is spongiest, yeah.") is not talking over them.
  const minor = (cue: Cue) =>
    backchannel(cue) ||
    acts.byCueId.get(cue.id)?.acts.includes('agreement') === true ||
    cue.text.trim().split(/\s+/).length < 5
  const cutOffs = talkedOver(transcript.cues, minor)
  return {
    meeting,
    cues,
    cuesBySpeaker,
    cutOffs,
    nextOther,
    terms: meetingTerms(transcript.cues, acts),
    rounds: chairedRoundTurns(transcript.cues, backchannel),
    actsOf(cueId, text) {
      const sentence = acts.byCueId.get(cueId)?.sentences.find((s) => s.text === text)
      return sentence?.acts ?? []
    },
  }
}

/** How far into someone's cue another must start to have talked over them, seconds. */
const OVERLAP_SECONDS = 0.3
const FINISHED = /[.?!]["”’']?$/

/**
 * Turns someone else talked over: the other speaker started while the cue was still running, and
 * the cue ends unfinished (no closing punctuation). Answering a call ("…maybe one of you did, so")
 * after it ended is not talking over anyone; a back-channel or an agreement (`minor`) is not either.
 */
export function talkedOver(cues: readonly Cue[], minor: (cue: Cue) => boolean): Map<string, CutOff[]> {
  const out = new Map<string, CutOff[]>()
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i] as Cue
    if (cue.speaker === null || FINISHED.test(cue.text.trim()) || cue.text.trim().split(/\s+/).length < 3)
      continue
    for (let j = i + 1; j < cues.length; j++) {
      const next = cues[j] as Cue
      if (next.start >= cue.end - OVERLAP_SECONDS) break
      if (next.speaker === null || next.speaker === cue.speaker || minor(next)) continue
      const list = out.get(cue.speaker) ?? []
      list.push({ cueId: cue.id, by: next })
      out.set(cue.speaker, list)
      break
    }
  }
  return out
}
