import { isSpace, isWordChar } from '../characters.ts'
import { NO_WORD_NUMBER, type WordNumbers } from './word-numbers.ts'

/**
 * Cue text → word tokens with the punctuation facts the lexicons need (sentence and clause starts,
 * questions, pauses). A token is a whitespace-separated piece that holds a letter or digit, the
 * same definition of a word as `countWords` in words.ts, so rates per word agree with word counts.
 */

/** What the punctuation after a word says. */
export type Stop = 'none' | 'pause' | 'end' | 'question' | 'ellipsis'

/**
 * One word. tokenizeText fills in what the cue text alone says; buildSpeech then sets the
 * sentence, clause and segment fields on the same object (one allocation per word).
 */
export interface Token {
  /** Lower-cased, edge punctuation trimmed, typographic apostrophes made straight. */
  norm: string
  /** Offsets of the whole whitespace-separated piece in the cue text (punctuation included). */
  from: number
  to: number
  /** First token of a sentence. */
  sentenceStart: boolean
  /** First token of a sentence or right after a comma, semicolon, colon or dash. */
  clauseStart: boolean
  /** Last token of its sentence (set when sentences are assembled). */
  sentenceEnd: boolean
  /** A comma, dash or ellipsis follows the word. */
  pauseAfter: boolean
  /** A full stop, question mark or exclamation mark follows the word (the speaker finished). */
  terminal: boolean
  /** The sentence this token belongs to ends with a question mark (set when sentences are assembled). */
  question: boolean
  /** Spelled-out letters in the AMI convention (`T_V_`). */
  spelled: boolean
  /** Holds a digit. */
  numeric: boolean
  /** Index of the speech segment (one cue's part of one sentence) and of the sentence. */
  segment: number
  sentence: number
  /** The punctuation right after the word. */
  stop: Stop
  /** Starts with an upper-case letter (decides whether an ellipsis ends a sentence). */
  upper: boolean
  /** Ends in a glued hyphen ("wh-"): cut off mid-word. */
  cut: boolean
  /** The number of `norm` in its meeting's WordNumbers; NO_WORD_NUMBER when tokenized without one. */
  word: number
}

const UNICODE_DIGIT = /\p{N}/u

/** Abbreviations whose period does not end a sentence (lower case, without the final period). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'sr',
  'jr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'approx',
  'inc',
  'ltd',
  'fig',
  'cf',
])

/** "dr", "e.g": a period after this word does not end a sentence. */
export function isAbbreviation(norm: string): boolean {
  return ABBREVIATIONS.has(norm)
}

function stopOf(norm: string, trailing: string): Stop {
  if (trailing === '') return 'none'
  if (trailing.includes('?')) return 'question'
  if (trailing.includes('!')) return 'end'
  if (trailing.includes('\u2026') || trailing.includes('...')) return 'ellipsis'
  if (trailing.includes('.')) return isAbbreviation(norm) ? 'none' : 'end'
  if (/[,;:\u2013\u2014-]/.test(trailing)) return 'pause'
  return 'none'
}

function markStop(prev: Token | undefined, piece: string): void {
  // A lone dash or ellipsis between words still marks a pause or a trailing-off.
  if (prev?.stop !== 'none') return
  if (piece.includes('\u2026') || piece.includes('...')) prev.stop = 'ellipsis'
  else if (/[.?!]/.test(piece)) prev.stop = piece.includes('?') ? 'question' : 'end'
  else prev.stop = 'pause'
}

/**
 * Splits one cue's text into word tokens. Hand-rolled over char codes (Unicode tests only for
 * non-ASCII characters) because this runs on every word of every meeting. With `words` (the
 * meeting's table) each token gets its word's number.
 */
export function tokenizeText(text: string, words?: WordNumbers): Token[] {
  const out: Token[] = []
  const n = text.length
  let i = 0
  while (i < n) {
    let code = text.charCodeAt(i)
    while (i < n && isSpace(code)) code = text.charCodeAt(++i)
    if (i >= n) break
    const from = i
    let first = -1
    let last = -1
    let numeric = false
    let spelled = false
    let wide = false
    while (i < n && !isSpace(code)) {
      let word: boolean
      if (code < 128) {
        const digit = code >= 48 && code <= 57
        if (digit) numeric = true
        else if (code === 95) spelled = true
        word = digit || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
      } else {
        wide = true
        word = isWordChar(text, i, code)
        if (word && !numeric && UNICODE_DIGIT.test(text[i] ?? '')) numeric = true
      }
      if (word) {
        if (first === -1) first = i
        last = i
      }
      code = text.charCodeAt(++i)
    }
    const to = i
    if (first === -1) {
      markStop(out[out.length - 1], text.slice(from, to))
      continue
    }
    // Include a low surrogate that belongs to the last word character.
    const lastCode = text.charCodeAt(last)
    const coreEnd = lastCode >= 0xd800 && lastCode <= 0xdbff ? last + 2 : last + 1
    let norm: string
    let word = NO_WORD_NUMBER
    if (words && !wide) {
      // An ASCII word is found in the meeting's table without slicing it: its tokens share one string.
      word = words.numberAscii(text, first, coreEnd)
      norm = words.words[word] as string
    } else {
      norm = text.slice(first, coreEnd).toLowerCase()
      if (wide && /[\u2018\u2019\u02bc]/.test(norm)) norm = norm.replace(/[\u2018\u2019\u02bc]/g, "'")
      if (words) word = words.number(norm)
    }
    const lead = text.charCodeAt(first)
    out.push({
      norm,
      from,
      to,
      sentenceStart: false,
      clauseStart: false,
      sentenceEnd: false,
      pauseAfter: false,
      terminal: false,
      question: false,
      spelled,
      numeric,
      segment: 0,
      sentence: 0,
      stop: coreEnd === to ? 'none' : stopOf(norm, text.slice(coreEnd, to)),
      upper: lead < 128 ? lead >= 65 && lead <= 90 : text[first] !== text[first]?.toLowerCase(),
      cut: coreEnd + 1 === to && text.charCodeAt(coreEnd) === 45,
      word,
    })
  }
  return out
}

/**
 * The one sentence-end rule (speech.ts and splitSentences both use it): a sentence ends after a word
 * followed by `.`, `?` or `!` (not an abbreviation such as "Dr." or "e.g.", not a decimal), and
 * after an ellipsis only when a capitalised word other than "I" follows in the same text, because
 * transcripts use an ellipsis for trailing off mid-sentence.
 */
export function endsSentence(token: Token, next: Token | undefined): boolean {
  if (token.stop === 'end' || token.stop === 'question') return true
  return token.stop === 'ellipsis' && next !== undefined && next.upper && next.norm !== 'i'
}
