export type { TranscriptErrorCode } from './errors.ts'
export { isTranscriptError, TranscriptError } from './errors.ts'
export { decodeEntities, normalizeText, stripTags } from './normalize-text.ts'
export { parseWebVtt } from './parse-webvtt.ts'
export {
  MAX_DURATION_SECONDS,
  MAX_FILE_BYTES,
  MIN_DURATION_SECONDS,
  MIN_SPEAKERS,
  MIN_TALK_SECONDS_FOR_SCORING,
  RECOMMENDED_MAX_PARTICIPANTS,
  TURN_GAP_SECONDS,
} from './rules.ts'
export { isSpeakerLabel, splitSpeakerLabel } from './speaker-label.ts'
export type {
  Cue,
  SourceLocation,
  Speaker,
  SpeakerConvention,
  Transcript,
  TranscriptSource,
  Turn,
} from './transcript.ts'
export { buildTranscript, buildTurns, sortCues, summarizeSpeakers } from './turns.ts'
export type { TranscriptWarning, TranscriptWarningCode } from './validate-transcript.ts'
export { formatDuration, validateTranscript } from './validate-transcript.ts'
export { countWords, splitSentences, tokenizeWords } from './words.ts'
