import { type InferredParticipant, speakerSamples, type TranscriptMeasurement } from '@rapport/analysis'
import type { SpeakerSample } from '@rapport/contracts'

/**
 * The review's speakers (talk share and a characteristic line), position for position with the
 * review's participants, read from the parsed and measured transcript in the analysis thread. A
 * participant the measurement does not know (none today) gets no line rather than someone else's.
 */
export function reviewSpeakers(
  people: readonly Pick<InferredParticipant, 'name'>[],
  measurement: TranscriptMeasurement,
): SpeakerSample[] {
  const byName = new Map(speakerSamples(measurement).map((s) => [s.name, s]))
  return people.map((person) => {
    const sample = byName.get(person.name)
    return {
      name: person.name.slice(0, 200),
      talk_share: Math.min(100, Math.max(0, sample?.talkShare ?? 0)),
      sample_line: sample?.line ?? null,
    }
  })
}
