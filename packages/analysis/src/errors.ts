import type { SourceLocation } from './transcript.ts'

export type TranscriptErrorCode =
  | 'NOT_WEBVTT'
  | 'NO_CUES'
  | 'NO_SPEAKERS'
  | 'TOO_FEW_SPEAKERS'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'TOO_MANY_WORDS'
  | 'TOO_MANY_CUES'
  | 'TOO_MANY_SPEAKERS'
  | 'INVALID_TIMING'
  | 'TOO_LITTLE_SPEECH'

/**
 * A transcript the product cannot analyse. `message` is shown to the user as is: it says what was
 * found and what is needed, in plain words.
 */
export class TranscriptError extends Error {
  override readonly name = 'TranscriptError'
  readonly code: TranscriptErrorCode
  readonly location?: SourceLocation

  constructor(code: TranscriptErrorCode, message: string, location?: SourceLocation) {
    super(message)
    this.code = code
    if (location) this.location = location
  }
}

export function isTranscriptError(error: unknown): error is TranscriptError {
  return error instanceof TranscriptError
}
