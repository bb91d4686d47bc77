import type { ParticipantMeasurement, TranscriptMeasurement } from './measure.ts'
import { STOPWORDS } from './metrics/stopwords.ts'
import { isMeetingLogistics, quotableSentence } from './quotes.ts'
import { roundShare } from './rules.ts'

/**
 * What the review step shows of each speaker so the uploader can tell who is who (an anonymous
 * "Speaker B" included): their share of the talk and one line they said.
 */
export interface SpeakerSample {
  name: string
  /** Share of everyone's talk time, 0–100. */
  talkShare: number
  /** A whole sentence that sounds like them; null when they never said more than a few words. */
  line: string | null
}

/** A line longer than this is cut at a word, with an ellipsis. */
export const SAMPLE_LINE_MAX_CHARS = 220
/** Lines of about this many words read best: long enough to recognise, short enough to scan. */
const IDEAL_WORDS = { min: 8, max: 28 }

function content(norm: string): boolean {
  return norm.length >= 3 && !STOPWORDS.has(norm) && /\p{L}/u.test(norm)
}

/** For each content word, how many of the speakers used it. */
function speakersPerWord(participants: readonly ParticipantMeasurement[]): Map<string, number> {
  const count = new Map<string, number>()
  for (const p of participants) {
    const seen = new Set<string>()
    for (const token of p.speech.tokens) if (content(token.norm)) seen.add(token.norm)
    for (const word of seen) count.set(word, (count.get(word) ?? 0) + 1)
  }
  return count
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`
}

/** Words that carry no voice of their own; a line full of them says little about who spoke. */
const FILLERS = new Set([
  'like',
  'you',
  'know',
  'um',
  'uh',
  'erm',
  'yeah',
  'so',
  'okay',
  'ok',
  'kind',
  'sort',
  'mean',
  'just',
  'basically',
  'actually',
  'right',
  'well',
  'guess',
  'gonna',
  'stuff',
  'things',
  'thing',
])

/** At most this much of a line's score comes from its content words, so length alone never wins. */
const MAX_CONTENT_SCORE = 6

/**
 * The speaker's most characteristic whole sentence: among their finished sentences (never a
 * check of the equipment such as "Can you hear me?"), the one with the most content words that
 * few others used, preferring a readable length, few fillers and a line shown whole. A speaker
 * with no whole sentence gets their longest cue instead, and one who said nothing worth showing
 * gets null.
 */
function characteristicLine(
  p: ParticipantMeasurement,
  shared: Map<string, number>,
  speakers: number,
): string | null {
  const { speech } = p
  let best: { text: string; score: number } | null = null
  for (let i = 0; i < speech.sentences.length; i++) {
    const sentence = quotableSentence(speech, i)
    const span = speech.sentences[i]
    if (!sentence || !span || isMeetingLogistics(sentence.text)) continue
    const words = span.tokenTo - span.tokenFrom
    const distinct = new Set<string>()
    let fillers = 0
    for (let t = span.tokenFrom; t < span.tokenTo; t++) {
      const norm = speech.tokens[t]?.norm ?? ''
      if (FILLERS.has(norm)) fillers++
      else if (content(norm)) distinct.add(norm)
    }
    if (distinct.size < 2) continue
    // A word only this speaker used counts 1, one everybody used counts little.
    let score = 0
    for (const word of distinct) score += 1 - ((shared.get(word) ?? 1) - 1) / Math.max(1, speakers)
    score = Math.min(score, MAX_CONTENT_SCORE)
    if (words < IDEAL_WORDS.min) score *= words / IDEAL_WORDS.min
    if (words > IDEAL_WORDS.max) score *= IDEAL_WORDS.max / words
    score *= 1 - fillers / words
    // A line that has to be cut is shown only when nothing shorter will do.
    if (sentence.text.length > SAMPLE_LINE_MAX_CHARS) score *= 0.3
    if (!best || score > best.score) best = { text: sentence.text, score }
  }
  if (best) return clip(best.text, SAMPLE_LINE_MAX_CHARS)
  let longest = ''
  for (const segment of speech.segments) if (segment.text.length > longest.length) longest = segment.text
  return countContent(longest) >= 2 ? clip(longest, SAMPLE_LINE_MAX_CHARS) : null
}

function countContent(text: string): number {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(content).length
}

/** Talk share and a characteristic line for every measured speaker, in the measurement's order. */
export function speakerSamples(measurement: TranscriptMeasurement): SpeakerSample[] {
  const shared = speakersPerWord(measurement.participants)
  const speakers = measurement.participants.length
  return measurement.participants.map((p) => ({
    name: p.name,
    talkShare: roundShare(p.talkTimePercentage),
    line: characteristicLine(p, shared, speakers),
  }))
}
