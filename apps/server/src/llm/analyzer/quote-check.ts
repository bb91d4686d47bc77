import { type Cue, splitSentences, type Transcript } from '@rapport/analysis'

/**
 * Every quote a model returns must be found word for word in that participant's own speech. The
 * comparison ignores case, punctuation, white space and the kind of quote mark or apostrophe, never
 * the words or their order; the quote we store is then the participant's text itself, cut from the
 * cue it came from, so what the dashboard shows is verbatim even when the model tidied it. A quote
 * may run over several cues of one turn but never across turns (that would join separate remarks).
 */

export const MIN_QUOTE_WORDS = 3
export const MAX_QUOTE_WORDS = 60

const WORD = /[\p{L}\p{N}]+(?:['\u2019\u02bc][\p{L}\p{N}]+)*/gu
const AFTER = /^[.?!\u2026]+["\u201d\u2019']?/

interface Token {
  word: string
  from: number
  to: number
}

interface Passage {
  text: string
  tokens: Token[]
  /** Cue start times and where each cue's text begins in `text`. */
  cues: { start: number; offset: number }[]
}

export interface SpeechIndex {
  speaker: string
  passages: Passage[]
  /** Passages by their first word's position, to find quote starts quickly. */
  byWord: Map<string, { passage: number; token: number }[]>
}

export interface VerifiedQuote {
  /** The participant's own words, as in the transcript. */
  text: string
  /** Start of the cue the quote begins in, seconds. */
  start: number
}

function normalizeWord(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2019\u02bc]/g, "'")
}

function tokenize(text: string): Token[] {
  const out: Token[] = []
  for (const m of text.matchAll(WORD)) {
    out.push({ word: normalizeWord(m[0]), from: m.index, to: m.index + m[0].length })
  }
  return out
}

/** One speaker's turns, ready to look quotes up in. */
export function speechIndex(transcript: Transcript, speaker: string): SpeechIndex {
  const cueById = new Map<string, Cue>(transcript.cues.map((c) => [c.id, c]))
  const passages: Passage[] = []
  for (const turn of transcript.turns) {
    if (turn.speaker !== speaker) continue
    let text = ''
    const cues: Passage['cues'] = []
    for (const id of turn.cueIds) {
      const cue = cueById.get(id)
      if (!cue || cue.text === '') continue
      if (text !== '') text += ' '
      cues.push({ start: cue.start, offset: text.length })
      text += cue.text
    }
    if (text !== '') passages.push({ text, tokens: tokenize(text), cues })
  }
  const byWord = new Map<string, { passage: number; token: number }[]>()
  passages.forEach((p, passage) => {
    p.tokens.forEach((t, token) => {
      const list = byWord.get(t.word)
      if (list) list.push({ passage, token })
      else byWord.set(t.word, [{ passage, token }])
    })
  })
  return { speaker, passages, byWord }
}

/** The quote as this participant said it, or null when they did not say it (or it is too short or long). */
export function findVerbatim(index: SpeechIndex, quote: string): VerifiedQuote | null {
  const words = tokenize(quote).map((t) => t.word)
  const first = words[0]
  if (first === undefined || words.length < MIN_QUOTE_WORDS || words.length > MAX_QUOTE_WORDS) return null
  for (const at of index.byWord.get(first) ?? []) {
    const passage = index.passages[at.passage]
    if (!passage || at.token + words.length > passage.tokens.length) continue
    let same = true
    for (let i = 1; i < words.length; i++) {
      if (passage.tokens[at.token + i]?.word !== words[i]) {
        same = false
        break
      }
    }
    if (!same) continue
    const from = passage.tokens[at.token]?.from ?? 0
    let to = passage.tokens[at.token + words.length - 1]?.to ?? from
    to += AFTER.exec(passage.text.slice(to))?.[0].length ?? 0
    let start = passage.cues[0]?.start ?? 0
    for (const cue of passage.cues) if (cue.offset <= from) start = cue.start
    return { text: passage.text.slice(from, to), start }
  }
  return null
}

const QUOTED = /\u201c([^\u201d]*)\u201d|"([^"]*)"/g

/**
 * A summary is prose, but a quotation in it is still a quote: a sentence that puts words in
 * quotation marks (four words or more) that the participant did not say is removed.
 */
export function dropInventedQuotations(
  summary: string,
  index: SpeechIndex,
): { text: string; dropped: number } {
  let dropped = 0
  const paragraphs = summary
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const kept = splitSentences(paragraph).filter((sentence) => {
        for (const m of sentence.matchAll(QUOTED)) {
          const quoted = m[1] ?? m[2] ?? ''
          if (tokenize(quoted).length >= 4 && !findVerbatim(index, quoted)) {
            dropped++
            return false
          }
        }
        return true
      })
      return kept.join(' ')
    })
    .filter((p) => p !== '')
  return { text: paragraphs.join('\n\n'), dropped }
}
