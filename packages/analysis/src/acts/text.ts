import { endsSentence, type Token, tokenizeText } from '../metrics/tokenize.ts'

/**
 * The act layer's words and sentences, both from the engine's one tokenizer and sentence-end rule
 * (metrics/tokenize.ts), so an act reads the same words and sentences the metrics count. Sentences
 * are verbatim slices of the cue text, so evidence built from them is found word for word.
 */

/** Lower-cased words of a piece of text (the tokenizer's `norm`: "Mm-hmm," → "mm-hmm"). */
export function actWords(text: string): string[] {
  return tokenizeText(text).map((token) => token.norm)
}

export interface SentenceSpan {
  /** Verbatim slice of the cue text. */
  text: string
  from: number
  to: number
  /** Lower-cased words (the tokens' `norm`). */
  words: string[]
}

function norms(tokens: readonly Token[], from: number, to: number): string[] {
  const out: string[] = new Array(to - from)
  for (let i = from; i < to; i++) out[i - from] = (tokens[i] as Token).norm
  return out
}

/** Start of the first and end of the last non-space character in [from, to). */
function trimmed(text: string, from: number, to: number): SentenceSpan | null {
  let a = from
  let b = to
  while (a < b && /\s/.test(text[a] ?? '')) a++
  while (b > a && /\s/.test(text[b - 1] ?? '')) b--
  return a < b ? { text: text.slice(a, b), from: a, to: b, words: [] } : null
}

/**
 * Sentences inside one cue, cut where the tokenizer's sentence-end rule (endsSentence) says; the
 * punctuation that follows the last word ("really ?") stays with its sentence. `tokens` are the
 * cue's tokens when the caller has them already (they are not changed).
 */
export function cueSentences(text: string, tokens: readonly Token[] = tokenizeText(text)): SentenceSpan[] {
  const out: SentenceSpan[] = []
  let first = 0
  let from = 0
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1]
    if (next !== undefined && !endsSentence(tokens[i] as Token, next)) continue
    const to = next === undefined ? text.length : next.from
    const span = trimmed(text, from, to)
    if (span) {
      span.words = norms(tokens, first, i + 1)
      out.push(span)
    }
    first = i + 1
    from = to
  }
  if (tokens.length === 0) {
    const span = trimmed(text, 0, text.length)
    if (span) out.push(span)
  }
  return out
}
