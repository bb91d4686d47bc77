/**
 * The transcript model every part of the analysis works on. The parser produces it; metrics,
 * participant inference and coaching only read it.
 */

/** Where a problem or a piece of evidence sits in the source file (1-based line). */
export interface SourceLocation {
  line: number
}

export interface Cue {
  /** Cue identifier as written in the file, or the 1-based index when the file has none. */
  id: string
  /** Seconds from the start of the recording. */
  start: number
  end: number
  /** Display name as it appears in the file; null when the cue carries no speaker. */
  speaker: string | null
  /** Plain text: tags stripped, entities decoded, white space folded, NFC. */
  text: string
  /** 1-based line of the timing line in the source. */
  line: number
}

/** Consecutive cues of one speaker merged (gap under TURN_GAP_SECONDS). */
export interface Turn {
  index: number
  speaker: string | null
  start: number
  end: number
  text: string
  cueIds: string[]
  words: number
}

export interface Speaker {
  name: string
  cueCount: number
  turnCount: number
  words: number
  /** Sum of the speaker's cue durations (overlaps within one speaker counted once). */
  talkSeconds: number
}

export type SpeakerConvention =
  | 'voice-span' // <v Name>text</v> (Teams, W3C)
  | 'name-colon' // Name: text (Zoom)
  | 'first-cue-only' // only the first cue of a turn is labelled; the label carries over
  | 'mixed'
  | 'none'

export interface Transcript {
  cues: Cue[]
  turns: Turn[]
  speakers: Speaker[]
  /** From the first cue's start to the latest cue end, seconds. */
  durationSeconds: number
  totalWords: number
  convention: SpeakerConvention
  /** Cues without a speaker that stayed unidentified. */
  unidentifiedCues: number
}
