/**
 * Cue text → word tokens with the punctuation facts the lexicons need (sentence and clause starts,
 * questions, pauses). A token is a whitespace-separated piece that holds a letter or digit, the
 * same definition of a word as `countWords` in words.ts, so rates per word agree with word counts.
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
}

/** What the punctuation after a word says. */
export type Stop = 'none' | 'pause' | 'end' | 'question' | 'ellipsis'

export interface RawToken {
  norm: string
  from: number
  to: number
  stop: Stop
  /** The piece starts with an upper-case letter (used to decide whether an ellipsis ends a sentence). */
  upper: boolean
  spelled: boolean
  numeric: boolean
}

const WORD_CHAR = /[\p{L}\p{N}]/u
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu
const APOSTROPHES = /[\u2018\u2019\u02bc]/g
const PIECE = /\S+/g
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'approx',
])

function stopOf(norm: string, trailing: string): Stop {
  if (trailing === '') return 'none'
  if (trailing.includes('?')) return 'question'
  if (trailing.includes('!')) return 'end'
  if (trailing.includes('\u2026') || trailing.includes('...')) return 'ellipsis'
  if (trailing.includes('.')) return ABBREVIATIONS.has(norm) ? 'none' : 'end'
  if (/[,;:\u2013\u2014-]/.test(trailing)) return 'pause'
  return 'none'
}

/** Splits one cue's text into word tokens. */
export function tokenizeText(text: string): RawToken[] {
  const out: RawToken[] = []
  PIECE.lastIndex = 0
  for (let m = PIECE.exec(text); m !== null; m = PIECE.exec(text)) {
    const piece = m[0]
    if (!WORD_CHAR.test(piece)) {
      // A lone dash or ellipsis between words still marks a pause or a trailing-off.
      const prev = out[out.length - 1]
      if (prev && prev.stop === 'none') {
        if (piece.includes('\u2026') || piece.includes('...')) prev.stop = 'ellipsis'
        else if (/[.?!]/.test(piece)) prev.stop = piece.includes('?') ? 'question' : 'end'
        else prev.stop = 'pause'
      }
      continue
    }
    let last = piece.length
    while (last > 0 && !WORD_CHAR.test(piece[last - 1] ?? '')) last--
    const norm = piece.replace(EDGE, '').replace(APOSTROPHES, "'").toLowerCase()
    const first = piece.search(WORD_CHAR)
    const lead = piece[first] ?? ''
    out.push({
      norm,
      from: m.index,
      to: m.index + piece.length,
      stop: stopOf(norm, piece.slice(last)),
      upper: lead !== lead.toLowerCase(),
      spelled: piece.includes('_'),
      numeric: /\p{N}/u.test(piece),
    })
  }
  return out
}
