import { ASCII_CLASS, countWords, isSpace, isWordChar } from './words.ts'

/**
 * Cue payload → plain text. Order matters (transcript-formats.md): strip tags first, then decode
 * entities (so "&lt;b&gt;" stays visible text), then fold white space and apply NFC.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  cent: '\u00a2',
  deg: '\u00b0',
  times: '\u00d7',
  shy: '\u00ad',
}

const MAX_ENTITY_LENGTH = 32

function isTagStart(code: number): boolean {
  // `<` opens a tag only before a letter, `/` or a digit (timestamp tags); "a < b" stays text.
  return (
    (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 47 || (code >= 48 && code <= 57)
  )
}

/** Removes `<…>` tags, keeping their text. A `<` without a closing `>` is kept as text. */
export function stripTags(text: string): string {
  let open = text.indexOf('<')
  if (open === -1) return text
  let out = ''
  let from = 0
  while (open !== -1) {
    if (isTagStart(text.charCodeAt(open + 1))) {
      const close = text.indexOf('>', open + 1)
      if (close === -1) break
      out += text.slice(from, open)
      from = close + 1
      open = text.indexOf('<', from)
    } else {
      open = text.indexOf('<', open + 1)
    }
  }
  return out + text.slice(from)
}

function decodeNumeric(body: string): string | undefined {
  const hex = body[1] === 'x' || body[1] === 'X'
  const digits = body.slice(hex ? 2 : 1)
  if (digits === '' || !(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined
  const code = Number.parseInt(digits, hex ? 16 : 10)
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

let decodedFoldable = false

/** Whether the last decodeEntities call produced white space or invisible characters (&nbsp;, &lrm;…). */
export function lastDecodeAddedSpace(): boolean {
  return decodedFoldable
}

/** Decodes `&amp;`-style and numeric entities. Unknown entities and a raw `&` ("P&L") stay as written. */
export function decodeEntities(text: string): string {
  decodedFoldable = false
  let amp = text.indexOf('&')
  if (amp === -1) return text
  let out = ''
  let from = 0
  // The next `;` is cached: searching afresh from every `&` is quadratic on "&&&&…" input.
  let semi = text.indexOf(';', amp + 1)
  while (amp !== -1 && semi !== -1) {
    if (semi < amp) semi = text.indexOf(';', amp + 1)
    if (semi === -1) break
    if (semi - amp <= MAX_ENTITY_LENGTH) {
      const body = text.slice(amp + 1, semi)
      const decoded = body[0] === '#' ? decodeNumeric(body) : NAMED_ENTITIES[body]
      if (decoded !== undefined) {
        if (isFoldable(decoded.charCodeAt(0))) decodedFoldable = true
        out += text.slice(from, amp) + decoded
        from = semi + 1
        amp = text.indexOf('&', from)
        continue
      }
    }
    amp = text.indexOf('&', amp + 1)
  }
  return out + text.slice(from)
}

function isFoldable(code: number): boolean {
  return (
    code <= 32 ||
    code === 0x7f ||
    (code >= 0x80 && code <= 0xa0) ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    (code >= 0x205f && code <= 0x2060) ||
    code === 0x3000 ||
    code === 0xfeff ||
    code === 0xad
  )
}

function isInvisible(code: number): boolean {
  // Zero-width, direction marks, BOM and soft hyphen vanish; other foldable characters become a space.
  return (
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2060 ||
    code === 0xfeff ||
    code === 0xad ||
    (code >= 0x202a && code <= 0x202e)
  )
}

/** Folds runs of white space and control characters into one space, drops invisible marks, trims. */
export function foldWhitespace(text: string): string {
  let clean = true
  let previousSpace = true
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 32) {
      if (previousSpace) {
        clean = false
        break
      }
      previousSpace = true
    } else if (isFoldable(code)) {
      clean = false
      break
    } else {
      previousSpace = false
    }
  }
  if (clean) return previousSpace && text.length > 0 ? text.slice(0, -1) : text
  let out = ''
  let pendingSpace = false
  let segmentStart = -1
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32
    if (i < text.length && !isFoldable(code)) {
      if (segmentStart === -1) {
        if (pendingSpace && out !== '') out += ' '
        pendingSpace = false
        segmentStart = i
      }
      continue
    }
    if (segmentStart !== -1) {
      out += text.slice(segmentStart, i)
      segmentStart = -1
    }
    if (!isInvisible(code)) pendingSpace = true
  }
  return out
}

// Flags returned by scanRange: which normalisation steps a piece of text needs.
export const HAS_LT = 1
export const HAS_AMP = 2
export const NEEDS_FOLD = 4
export const NON_ASCII = 8

// Local aliases: some loaders (tsx) turn imported bindings into getters, too slow for a per-character loop.
const ASCII_KIND = ASCII_CLASS
const isSpaceCode = isSpace
const isLetterOrDigitAt = isWordChar

let scannedWords = 0

// ASCII classes for scanRange's branch-free loop, as bits: 1 ends a word (white space for
// countWords), 2 letter or digit, 4 `<`, 8 `&`, 16 control character or DEL (needs folding).
const SCAN_CLASS = new Uint8Array(128)
for (let c = 0; c < 32; c++) SCAN_CLASS[c] = ASCII_CLASS[c] === 1 ? 17 : 16
SCAN_CLASS[127] = 16
SCAN_CLASS[32] = 1
SCAN_CLASS[60] = 4
SCAN_CLASS[38] = 8
for (let c = 33; c < 127; c++) if (ASCII_CLASS[c] === 2) SCAN_CLASS[c] = 2

/**
 * One pass over text[from, to) to find which normalisation steps it needs at all (the flags above),
 * counting its words (countWords' definition) on the way; read the count with lastScanWords(). The
 * parser calls this on ranges of the whole file: reading a flat string by offset is about twice as
 * fast as reading a slice of it, and nothing is allocated.
 *
 * ASCII is read without branches on the character (word boundaries in prose are unpredictable);
 * the first non-ASCII character hands over to scanRest. After a control character the fold flag is
 * already set, so whether it counts as a preceding space no longer matters.
 */
export function scanRange(text: string, from: number, to: number): number {
  const table = SCAN_CLASS
  let seen = 0
  let words = 0
  let counted = 0
  let previousSpace = 1
  let fold = 0
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i)
    if (code >= 128) {
      const flags = (seen & 4 ? HAS_LT : 0) | (seen & 8 ? HAS_AMP : 0) | (fold | (seen & 16) ? NEEDS_FOLD : 0)
      return scanRest(text, i, to, flags, previousSpace === 1, counted === 1, words)
    }
    const kind = table[code] as number
    const space = kind & 1
    const word = (kind >> 1) & 1
    words += word & (counted ^ 1)
    counted = (counted | word) & (space ^ 1)
    fold |= space & previousSpace
    previousSpace = space
    seen |= kind
  }
  scannedWords = words
  return (
    (seen & 4 ? HAS_LT : 0) | (seen & 8 ? HAS_AMP : 0) | (fold | previousSpace | (seen & 16) ? NEEDS_FOLD : 0)
  )
}

/** scanRange's general loop, from the first non-ASCII character on. */
function scanRest(
  text: string,
  from: number,
  to: number,
  initialFlags: number,
  wasSpace: boolean,
  wasCounted: boolean,
  wordsSoFar: number,
): number {
  let flags = initialFlags
  let previousSpace = wasSpace
  let words = wordsSoFar
  let counted = wasCounted
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i)
    if (code > 32 && code < 127) {
      previousSpace = false
      if (code === 60) flags |= HAS_LT
      else if (code === 38) flags |= HAS_AMP
      else if (!counted && ASCII_KIND[code] === 2) {
        words++
        counted = true
      }
    } else if (code === 32) {
      if (previousSpace) flags |= NEEDS_FOLD
      previousSpace = true
      counted = false
    } else {
      if (code >= 128) flags |= NON_ASCII
      if (isFoldable(code)) flags |= NEEDS_FOLD
      previousSpace = false
      if (isSpaceCode(code)) counted = false
      else if (!counted && isLetterOrDigitAt(text, i, code)) {
        words++
        counted = true
      }
    }
  }
  if (previousSpace) flags |= NEEDS_FOLD
  scannedWords = words
  return flags
}

/** Words counted by the last scanRange call. */
export function lastScanWords(): number {
  return scannedWords
}

function scan(text: string): number {
  return scanRange(text, 0, text.length)
}

let normalizedWords = 0

/** countWords() of the string the last normalizeText call returned (read right after the call). */
export function lastNormalizedWordCount(): number {
  return normalizedWords
}

/** Full cue-text normalisation: tags, entities, white space, NFC. */
export function normalizeText(raw: string): string {
  let text = raw
  let flags = scan(text)
  if (flags & (HAS_LT | HAS_AMP)) {
    if (flags & HAS_LT) text = stripTags(text)
    if (flags & HAS_AMP) text = decodeEntities(text)
    flags = scan(text)
  }
  let words = scannedWords
  if (flags & NEEDS_FOLD) {
    text = foldWhitespace(text)
    words = countWords(text)
  }
  if (flags & NON_ASCII) {
    const composed = text.normalize('NFC')
    if (composed !== text) {
      text = composed
      words = countWords(text)
    }
  }
  normalizedWords = words
  return text
}
