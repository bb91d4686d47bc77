import type { Transcript } from './transcript.ts'

/**
 * The transcript with speakers renamed (old name → new name), as the user named them on the
 * review screen, so metrics, the coaching prose ("Ada, you asked…") and quotes all use the names
 * the meeting is stored under. A rename onto a name another speaker keeps is skipped: it would
 * merge two people.
 */
export function renameSpeakers(transcript: Transcript, renames: ReadonlyMap<string, string>): Transcript {
  const kept = new Set(transcript.speakers.map((s) => s.name).filter((name) => !renames.has(name)))
  const applied = new Map<string, string>()
  const taken = new Set(kept)
  for (const speaker of transcript.speakers) {
    const next = renames.get(speaker.name)?.trim()
    if (!next || next === speaker.name || taken.has(next)) continue
    applied.set(speaker.name, next)
    taken.add(next)
  }
  if (applied.size === 0) return transcript
  const rename = <T extends string | null>(name: T): T | string =>
    name === null ? name : (applied.get(name) ?? name)
  return {
    ...transcript,
    cues: transcript.cues.map((cue) => ({ ...cue, speaker: rename(cue.speaker) })),
    turns: transcript.turns.map((turn) => ({ ...turn, speaker: rename(turn.speaker) })),
    speakers: transcript.speakers.map((speaker) => ({ ...speaker, name: rename(speaker.name) })),
  }
}
