import { parseWebVtt } from '../parse-webvtt.ts'
import { dialogueActs } from './dialogue-acts.ts'
import type { DialogueAct } from './vocabulary.ts'

export interface CueActsEntry {
  /** 1-based position of the cue in the file. */
  index: number
  id: string
  speaker: string | null
  /** Seconds from the start of the recording. */
  start: number
  acts: readonly DialogueAct[]
}

/**
 * The acts of every cue of a WebVTT file, one entry per cue in file order: what
 * `npm run analyze -- --acts file.vtt` prints. Throws TranscriptError when the text is not WebVTT.
 */
export function webVttActs(text: string): { cues: CueActsEntry[] } {
  const { cues } = dialogueActs(parseWebVtt(text))
  return {
    cues: cues.map((c) => ({ index: c.index, id: c.id, speaker: c.speaker, start: c.start, acts: c.acts })),
  }
}
