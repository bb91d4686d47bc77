/**
 * The transcript model every part of the analysis works on. The parser produces it; metrics,
 * participant inference and coaching only read it.
 */

/** Where a problem or a piece of evidence sits in the source file (1-based line). */
export interface SourceLocation {
  line: number
}

export interface Cue {
  /**
   * Cue identifier: the label written in the file (or the 1-based index when the file has none),
   * made unique within the transcript ("12", then "12 (2)" for a repeated label), so a lookup by id
   * never finds another cue. Order and identity come from the file, not from the label.
   */
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
  /** ISO 639-1 code of the language spoken ("en", "de", "ja"), or "und" when it cannot be told. */
  language: string
  /**
   * False when the times cannot be believed: a pace beyond human speech over the meeting, or cues
   * denser than people speak (see rules.ts). Pace-based figures should then not be scored.
   */
  timingReliable: boolean
  /** What reading the file changed or doubted (cues dropped, encoding assumed…), for the user. */
  warnings: TranscriptWarning[]
}

export type TranscriptWarningCode =
  | 'MANY_PARTICIPANTS'
  | 'NOT_SCORED'
  | 'UNIDENTIFIED_CUES'
  | 'ENCODING_ASSUMED'
  | 'INVALID_TIMING'
  | 'OVERLAPPING_CUES'
  | 'SPEAKER_VARIANTS'
  | 'NOT_ENGLISH'
  | 'TIMING_UNRELIABLE'

/** Something the user should know about an accepted transcript. `message` is shown as is. */
export interface TranscriptWarning {
  code: TranscriptWarningCode
  message: string
  /** The speakers concerned (NOT_SCORED), in transcript order. */
  speakers?: string[]
  /** How many cues are concerned (UNIDENTIFIED_CUES, INVALID_TIMING, OVERLAPPING_CUES). */
  count?: number
  /** 1-based source lines concerned (INVALID_TIMING, OVERLAPPING_CUES), first few only. */
  lines?: number[]
}
