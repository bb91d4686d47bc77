/**
 * Word counting and sentence splitting shared by the parser and every metric, so that "words" means
 * the same thing everywhere: a whitespace-separated token that contains at least one letter or digit
 * ("…", "-" and "&" alone are not words; "don't", "T_V_", "R&D" and "2026" are one word each).
 */

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** White space for word splitting (the parser's fused scan uses the same definition). */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  )
}

function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** A letter or digit at `i` (`code` is the UTF-16 unit there). */
export function isWordChar(text: string, i: number, code: number): boolean {
  if (code < 128) return isAsciiAlnum(code)
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(i) ?? code))
}

// ASCII character classes: 1 = white space, 2 = letter or digit, 0 = anything else.
export const ASCII_CLASS = new Uint8Array(128)
for (let c = 9; c <= 13; c++) ASCII_CLASS[c] = 1
ASCII_CLASS[32] = 1
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = 2
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = 2
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = 2

/** Number of words in `text` (see the module comment for what counts as a word). */
export function countWords(text: string): number {
  let count = 0
  let inToken = false
  let counted = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    let kind: number
    if (code < 128) kind = ASCII_CLASS[code] as number
    else if (isSpace(code)) kind = 1
    else kind = counted ? 0 : isWordChar(text, i, code) ? 2 : 0
    if (kind === 1) {
      inToken = false
      counted = false
      continue
    }
    if (!inToken) {
      inToken = true
      counted = false
    }
    if (kind === 2 && !counted) {
      count++
      counted = true
    }
  }
  return count
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/**
 * The words of `text`, lower-cased, with punctuation trimmed from both ends ("Okay," → "okay",
 * "'Kay" → "kay") and typographic apostrophes made straight ("don’t" → "don't").
 * `tokenizeWords(t).length === countWords(t)` always holds.
 */
export function tokenizeWords(text: string): string[] {
  const words: string[] = []
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const atEnd = i === text.length
    if (atEnd || isSpace(text.charCodeAt(i))) {
      if (start !== -1) {
        const token = text.slice(start, i)
        const word = token.replace(EDGE_PUNCTUATION, '').replace(/[\u2018\u2019\u02bc]/g, "'")
        if (word !== '') words.push(word.toLowerCase())
        start = -1
      }
    } else if (start === -1) {
      start = i
    }
  }
  return words
}

// Lower-case forms, without the final period.
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

const CLOSERS = new Set(['"', "'", ')', ']', '\u2019', '\u201d', '\u00bb'])

function isUpperStart(text: string, i: number): boolean {
  const ch = text[i]
  if (ch === undefined) return false
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase()
}

/**
 * Splits text into sentences. A sentence ends at `.`, `?` or `!` (possibly repeated and followed by a
 * closing quote or bracket) before white space or the end of the text. An ellipsis (`…` or `...`)
 * ends a sentence only before a capital letter or at the end, because transcripts use it for
 * trailing off mid-sentence. Common abbreviations ("Dr.", "e.g.") and decimals ("3.5") do not end a
 * sentence. Each sentence is trimmed and keeps its end punctuation; empty input gives [].
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let start = 0
  const n = text.length
  let i = 0
  while (i < n) {
    const ch = text[i]
    if (ch !== '.' && ch !== '?' && ch !== '!' && ch !== '\u2026') {
      i++
      continue
    }
    const markStart = i
    let ellipsis = ch === '\u2026'
    let dots = 0
    let strong = false
    while (i < n) {
      const c = text[i]
      if (c === '.') dots++
      else if (c === '?' || c === '!') strong = true
      else if (c === '\u2026') ellipsis = true
      else break
      i++
    }
    if (dots >= 3) ellipsis = true
    while (i < n && CLOSERS.has(text[i] ?? '')) i++
    const atEnd = i >= n
    if (!atEnd && !isSpace(text.charCodeAt(i))) continue
    let j = i
    while (j < n && isSpace(text.charCodeAt(j))) j++
    if (!strong) {
      if (ellipsis) {
        if (j < n && !isUpperStart(text, j)) continue
      } else if (dots === 1) {
        let w = markStart
        while (w > start && !isSpace(text.charCodeAt(w - 1))) w--
        const previous = text
          .slice(w, markStart)
          .replace(/^[("'\u2018\u201c]+/, '')
          .toLowerCase()
        if (ABBREVIATIONS.has(previous)) continue
      }
    }
    const sentence = text.slice(start, i).trim()
    if (sentence !== '') sentences.push(sentence)
    start = j
    i = j
  }
  const rest = text.slice(start).trim()
  if (rest !== '') sentences.push(rest)
  return sentences
}
