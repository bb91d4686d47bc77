import { detect } from 'tinyld/light'
import {
  COACHING_LANGUAGE,
  LANGUAGE_MIN_CHARS,
  LANGUAGE_SAMPLE_CHARS,
  MAX_CUE_WORDS_PER_SECOND,
  MAX_DENSE_CUE_SHARE,
  MAX_PLAUSIBLE_WPM,
  MIN_WORDS_FOR_DENSITY,
  TRANSCRIPT_MESSAGES,
} from './rules.ts'
import type { Cue, TranscriptWarning } from './transcript.ts'

/**
 * What the model builder can tell about a transcript as a whole: the language spoken and whether
 * its times can be believed. Detects and warns only; the scoring decides what not to measure.
 */

/** A typical cue's length in characters, for spreading the language sample. */
const SAMPLE_CUE_CHARS = 40

/**
 * English function words that are rare as words in other languages ("in", "is", "was", "die",
 * "to", "i", "a" are left out: they are German, Dutch, Polish or Romance words too).
 */
const ENGLISH_MARKERS = new Set(
  "the and that it you it's this what with have not they but just there yeah okay know think don't i'm would about because which if that's we're".split(
    ' ',
  ),
)

/**
 * Share of ENGLISH_MARKERS among the words of the language sample at or above which the meeting is
 * English, whatever the letter model says. The model (tinyld) reads real English speech as Hindi
 * when it is full of "uh", "um", "uhhuh", cut-off words and transcriber markup (4 of the 51 MRDA
 * meetings). Measured on the samples of every meeting in the evaluation datasets (MRDA, AMI, Zoom
 * calls) and the fixtures: English 0.19 to 0.36 (median 0.26); the German and Japanese fixtures 0.
 */
const ENGLISH_MARKER_SHARE = 0.08

/** Share of the sample's words that are ENGLISH_MARKERS. */
export function englishMarkerShare(sample: string): number {
  const words =
    sample
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}']+/gu) ?? []
  if (words.length === 0) return 0
  let markers = 0
  for (const word of words) if (ENGLISH_MARKERS.has(word)) markers++
  return markers / words.length
}

/**
 * ISO 639-1 code of the cue text's language, or "und" with too little text to tell. Reads up to
 * LANGUAGE_SAMPLE_CHARS from cues spread over the meeting. A sample whose words are English
 * function words often enough (ENGLISH_MARKER_SHARE) is English; any other goes to tinyld's light
 * model (about half a millisecond).
 */
export function detectLanguage(cues: readonly Cue[]): string {
  const parts: string[] = []
  let length = 0
  // Every step-th cue, so that cues of about SAMPLE_CUE_CHARS reach the end of the meeting.
  const step = Math.max(1, Math.floor((cues.length * SAMPLE_CUE_CHARS) / LANGUAGE_SAMPLE_CHARS))
  for (let i = 0; i < cues.length && length < LANGUAGE_SAMPLE_CHARS; i += step) {
    const text = (cues[i] as Cue).text
    if (text === '') continue
    parts.push(text)
    length += text.length + 1
  }
  const sample = parts.join(' ').slice(0, LANGUAGE_SAMPLE_CHARS)
  if (!hasLetters(sample, LANGUAGE_MIN_CHARS)) return 'und'
  if (englishMarkerShare(sample) >= ENGLISH_MARKER_SHARE) return 'en'
  const code = detect(sample)
  return /^[a-z]{2}$/.test(code) ? code : 'und'
}

const NOT_SPACE_PUNCTUATION_OR_NUMBER = /[^\s\p{P}\p{N}]/gu

/**
 * Whether `text` holds at least `min` UTF-16 units outside white space, punctuation and numbers;
 * stops reading as soon as it does, rather than stripping the whole sample.
 */
function hasLetters(text: string, min: number): boolean {
  let count = 0
  for (const match of text.matchAll(NOT_SPACE_PUNCTUATION_OR_NUMBER)) {
    count += match[0].length
    if (count >= min) return true
  }
  return false
}

/** A warning when the language is known and is not the one the coaching is written for. */
export function languageWarning(language: string): TranscriptWarning | null {
  if (language === 'und' || language === COACHING_LANGUAGE) return null
  return { code: 'NOT_ENGLISH', message: TRANSCRIPT_MESSAGES.notEnglish(language) }
}

/**
 * Timing is unreliable when the meeting's pace (words per minute of speaking time) is beyond
 * MAX_PLAUSIBLE_WPM, or when more than MAX_DENSE_CUE_SHARE of the cues (of MIN_WORDS_FOR_DENSITY
 * words or more) are denser than MAX_CUE_WORDS_PER_SECOND. `words` holds each cue's word count in the same order.
 */
export function assessTiming(
  cues: readonly Cue[],
  words: readonly number[],
  speakingSeconds: number,
): { reliable: boolean; warning: TranscriptWarning | null } {
  let total = 0
  let dense = 0
  let firstDenseLine = 0
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i] as Cue
    const n = words[i] ?? 0
    total += n
    const seconds = cue.end - cue.start
    if (n >= MIN_WORDS_FOR_DENSITY && n > seconds * MAX_CUE_WORDS_PER_SECOND) {
      if (dense === 0) firstDenseLine = cue.line
      dense++
    }
  }
  const wpm = speakingSeconds > 0 ? (total * 60) / speakingSeconds : 0
  let reason = ''
  if (total >= MIN_WORDS_FOR_DENSITY && (speakingSeconds <= 0 || wpm > MAX_PLAUSIBLE_WPM)) {
    reason =
      speakingSeconds <= 0
        ? `${total} words in no speaking time`
        : `${Math.round(wpm).toLocaleString('en-US')} words a minute; people speak at most about ${MAX_PLAUSIBLE_WPM}`
  } else if (dense > 0 && dense >= cues.length * MAX_DENSE_CUE_SHARE) {
    reason = `${dense === 1 ? 'a cue' : `${dense} cues`} from line ${firstDenseLine} ${dense === 1 ? 'holds' : 'hold'} more than ${MAX_CUE_WORDS_PER_SECOND} words a second`
  }
  if (reason === '') return { reliable: true, warning: null }
  return {
    reliable: false,
    warning: { code: 'TIMING_UNRELIABLE', message: TRANSCRIPT_MESSAGES.timingUnreliable(reason) },
  }
}
