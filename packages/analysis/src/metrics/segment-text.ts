import { isSpace } from '../characters.ts'

/**
 * A segment's text: its slice of the cue with the leading white space and punctuation and the
 * trailing white space, commas, dashes and ellipsis left out. Read over char codes, not with two
 * regular expressions per segment (the regular expressions it replaces are in its test).
 */

/** White space as \s sees it (the engine's isSpace plus U+FEFF). */
function space(code: number): boolean {
  return isSpace(code) || code === 0xfeff
}

/** Left out at the start: white space, "…", ".", ",", ";", ":", "-". */
function leading(code: number): boolean {
  return (
    space(code) || code === 0x2026 || code === 46 || code === 44 || code === 59 || code === 58 || code === 45
  )
}

/** Left out at the end: white space, ",", ";", ":", "–", "—", "…", "-" (a full stop stays). */
function trailing(code: number): boolean {
  return (
    space(code) ||
    code === 44 ||
    code === 59 ||
    code === 58 ||
    code === 0x2013 ||
    code === 0x2014 ||
    code === 0x2026 ||
    code === 45
  )
}

/** The text of [from, to) trimmed as a segment's is; a final "..." goes when nothing else trails. */
export function segmentText(text: string, from: number, to: number): string {
  let a = from
  while (a < to && leading(text.charCodeAt(a))) a++
  let b = to
  if (b > a && trailing(text.charCodeAt(b - 1))) {
    while (b > a && trailing(text.charCodeAt(b - 1))) b--
  } else if (
    b - a >= 3 &&
    text.charCodeAt(b - 1) === 46 &&
    text.charCodeAt(b - 2) === 46 &&
    text.charCodeAt(b - 3) === 46
  )
    b -= 3
  return text.slice(a, b)
}
