/**
 * Word counting and sentence splitting shared by the parser and every metric, so that "words" means
 * the same thing everywhere: a whitespace-separated token that contains at least one letter or digit
 * ("…", "-" and "&" alone are not words; "don't", "T_V_", "R&D" and "2026" are one word each).
 * tokenizeWords and splitSentences are built on the one tokenizer (metrics/tokenize.ts) and its
 * sentence-end rule, which the metrics use too.
 */

import { ASCII_CLASS, isSpace, isWordChar } from './characters.ts'
import { endsSentence, type Token, tokenizeText } from './metrics/tokenize.ts'

export { ASCII_CLASS, isSpace, isWordChar } from './characters.ts'

/**
 * `text.split(/\s+/).length` without making the array: one more than the runs of white space (as
 * \s sees it). The coaching counts a sentence's words that way.
 */
export function splitCount(text: string): number {
  let runs = 0
  let inRun = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const space = code < 128 ? ASCII_CLASS[code] === 1 : isSpace(code) || code === 0xfeff
    if (space && !inRun) runs++
    inRun = space
  }
  return runs + 1
}

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

/**
 * The words of `text`, lower-cased, with punctuation trimmed from both ends ("Okay," → "okay",
 * "'Kay" → "kay") and typographic apostrophes made straight ("don’t" → "don't").
 * `tokenizeWords(t).length === countWords(t)` always holds.
 */
export function tokenizeWords(text: string): string[] {
  return tokenizeText(text).map((token) => token.norm)
}

/**
 * Splits text into sentences with the tokenizer's sentence-end rule (see endsSentence): `.`, `?` or
 * `!` after a word (abbreviations such as "Dr." and "e.g." and decimals such as "3.5" do not count),
 * an ellipsis only before a capitalised word. Each sentence is a trimmed slice of the text that keeps
 * its end punctuation and closing quotes; empty input gives [].
 */
export function splitSentences(text: string): string[] {
  const tokens = tokenizeText(text)
  const sentences: string[] = []
  let from = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token
    if (!endsSentence(token, tokens[i + 1])) continue
    const sentence = text.slice(from, token.to).trim()
    if (sentence !== '') sentences.push(sentence)
    from = token.to
  }
  const last = text.slice(from).trim()
  if (last !== '') sentences.push(last)
  return sentences
}
