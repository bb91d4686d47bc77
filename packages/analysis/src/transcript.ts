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

/** A named speaker. Transcript.speakers lists them in order of first appearance. */
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

/**
 * Which tool the file most likely came from, judged from its shape (cue ids, NOTE blocks, labels).
 * Only used to word messages ("looks like an older Teams/Stream export").
 */
export type TranscriptSource = 'zoom' | 'teams' | 'stream' | 'webvtt'

export interface Transcript {
  /** Sorted by start time (then end time); several voices in one cue become several cues. */
  cues: Cue[]
  turns: Turn[]
  speakers: Speaker[]
  /** From the first cue's start to the latest cue end, seconds. */
  durationSeconds: number
  totalWords: number
  convention: SpeakerConvention
  /** Cues without a speaker that stayed unidentified. */
  unidentifiedCues: number
  /** Optional so hand-built transcripts in tests need not set it; the parser always does. */
  source?: TranscriptSource
}
