/**
 * Character classes shared by the tokenizer (metrics/tokenize.ts), countWords and the parser's fused
 * scan, so that white space and "letter or digit" mean the same thing everywhere.
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
