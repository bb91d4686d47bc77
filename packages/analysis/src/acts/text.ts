/**
 * The little text handling the act layer needs: lower-cased words of an utterance, and the sentences
 * inside one cue as verbatim slices (so evidence built from them is found word for word).
 */

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*(?:-[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*)*/gu

const ASCII_WORD = /[a-z0-9]+(?:'[a-z]+)*(?:-[a-z0-9]+(?:'[a-z]+)*)*/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range
const ASCII = /^[\x00-\x7f]*$/

/** Lower-cased words, apostrophes folded to ', hyphenated words kept whole ("mm-hmm"). */
export function actWords(text: string): string[] {
  const lower = text.toLowerCase()
  // Most captions are ASCII: a plain pattern is several times faster than the Unicode one.
  if (ASCII.test(lower)) return lower.match(ASCII_WORD) ?? []
  const out: string[] = []
  for (const m of lower.matchAll(WORD)) out.push(m[0].replace(/\u2019/g, "'"))
  return out
}

const MAYBE_BREAK = /[.!?\u2026]\s/

export interface SentenceSpan {
  /** Verbatim slice of the cue text. */
  text: string
  from: number
  to: number
}

/**
 * Sentences inside one cue: a break after ".", "!", "?" or "…" followed by a space and a capital,
 * a digit or a quote. A single letter before the stop is an initial or a spelled letter
 * ("the p. C keyboard"), not a sentence end.
 */
export function cueSentences(text: string): SentenceSpan[] {
  if (!MAYBE_BREAK.test(text)) {
    const trimmed = text.trim()
    if (trimmed === '') return []
    const from = text.length - text.trimStart().length
    return [{ text: trimmed, from, to: from + trimmed.length }]
  }
  const out: SentenceSpan[] = []
  let from = 0
  const re = /([.!?\u2026]+)(\s+)(?=["'\u201c\p{Lu}\p{N}])/gu
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + (m[1]?.length ?? 0)
    const before = text.slice(Math.max(0, (m.index ?? 0) - 2), m.index ?? 0)
    if (m[1] === '.' && /(^|[^\p{L}])\p{L}$/u.test(before)) continue
    const piece = text.slice(from, end).trim()
    if (piece !== '')
      out.push({
        text: piece,
        from: from + (text.slice(from).length - text.slice(from).trimStart().length),
        to: end,
      })
    from = end + (m[2]?.length ?? 0)
  }
  const rest = text.slice(from).trim()
  if (rest !== '') out.push({ text: rest, from, to: from + text.slice(from).trimEnd().length })
  return out
}
