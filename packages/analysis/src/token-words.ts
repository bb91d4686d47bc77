/**
 * The words of a text as `/[\p{L}][\p{L}\p{N}'’-]*|\d+(?:\.\d+)?/gu` finds them (uptake.ts's
 * TOKEN), scanned over char codes: the uptake reads every sentence of a meeting this way, and the
 * expression's match objects cost more than the words. Unicode classes are tested only for
 * non-ASCII characters.
 */

const LETTER = /\p{L}/uy
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/uy

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/** A letter starts at `i` (`code` is the UTF-16 unit there). */
function letterAt(text: string, i: number, code: number): boolean {
  if (code < 128) return isAsciiLetter(code)
  LETTER.lastIndex = i
  return LETTER.test(text)
}

/** A character that carries a word on starts at `i`: a letter, a number, ' , ’ or -. */
function wordCharAt(text: string, i: number, code: number): boolean {
  if (code < 128) return isAsciiLetter(code) || isDigit(code) || code === 39 || code === 45
  if (code === 0x2019) return true
  LETTER_OR_NUMBER.lastIndex = i
  return LETTER_OR_NUMBER.test(text)
}

/** UTF-16 units of the code point at `i`. */
function widthAt(text: string, i: number, code: number): number {
  if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) return 1
  const low = text.charCodeAt(i + 1)
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1
}

export function tokenWords(text: string): string[] {
  return scan(text, 0) as string[]
}

/**
 * tokenWords, with every word made of ASCII characters only that is shorter than `shortest` given
 * as null, not sliced out (a caller that wants no word that short need not make a string of it).
 */
export function tokenWordsAtLeast(text: string, shortest: number): (string | null)[] {
  return scan(text, shortest)
}

function scan(text: string, shortest: number): (string | null)[] {
  const out: (string | null)[] = []
  const n = text.length
  let i = 0
  while (i < n) {
    const code = text.charCodeAt(i)
    if (letterAt(text, i, code)) {
      const from = i
      let ascii = code < 128
      i += widthAt(text, i, code)
      while (i < n) {
        const c = text.charCodeAt(i)
        if (!wordCharAt(text, i, c)) break
        if (c >= 128) ascii = false
        i += widthAt(text, i, c)
      }
      out.push(ascii && i - from < shortest ? null : text.slice(from, i))
    } else if (isDigit(code)) {
      const from = i
      i++
      while (i < n && isDigit(text.charCodeAt(i))) i++
      if (i + 1 < n && text.charCodeAt(i) === 46 && isDigit(text.charCodeAt(i + 1))) {
        i += 2
        while (i < n && isDigit(text.charCodeAt(i))) i++
      }
      out.push(i - from < shortest ? null : text.slice(from, i))
    } else i += widthAt(text, i, code)
  }
  return out
}
