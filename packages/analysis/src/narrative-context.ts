import type { TranscriptMeasurement } from './measure.ts'
import { cutOffTurns } from './metrics/authority.ts'
import type { MeetingMoments } from './moments.ts'
import type { CutOff, NarrativeInput } from './narrative.ts'
import type { Cue } from './transcript.ts'

/** What every person's narrative reads of the meeting, worked out once per meeting. */
export type NarrativeContext = Pick<NarrativeInput, 'meeting' | 'cues' | 'cutOffs' | 'nextOther' | 'actsOf'>

export function narrativeContext(
  measurement: TranscriptMeasurement,
  meeting: MeetingMoments,
): NarrativeContext {
  const { transcript, acts } = measurement
  const cues = new Map<string, Cue>()
  for (const cue of transcript.cues) cues.set(cue.id, cue)
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
  const cutOffs = new Map<string, CutOff[]>()
  for (const p of measurement.participants) {
    const { cutOff } = cutOffTurns({
      transcript,
      speech: p.speech,
      stats: p.stats,
      talkSeconds: p.talkSeconds,
      talkSecondsTotal: measurement.talkSecondsTotal,
      participantCount: measurement.participants.length,
      acts,
    })
    const list: CutOff[] = []
    for (const t of cutOff) {
      const turn = p.speech.turns[t]?.turn
      const cueId = turn?.cueIds[turn.cueIds.length - 1]
      const by = cueId ? nextOther.get(cueId) : undefined
      if (cueId && by) list.push({ cueId, by })
    }
    cutOffs.set(p.name, list)
  }
  return {
    meeting,
    cues,
    cutOffs,
    nextOther,
    actsOf(cueId, text) {
      const sentence = acts.byCueId.get(cueId)?.sentences.find((s) => s.text === text)
      return sentence?.acts ?? []
    },
  }
}
