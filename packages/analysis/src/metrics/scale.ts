import { formatCount } from './format.ts'
import type { LexiconMatch } from './lexicon.ts'
import type { Speech } from './speech.ts'
import type { Evidence, EvidenceExample, Measured, MeasureInput, RoleKind, ScoreContext } from './types.ts'

/** Shared scoring curves, role expectations and evidence helpers for the metric files. */

export type Point = readonly [value: number, score: number]

/** Linear interpolation through (value, score) points sorted by value; flat beyond the ends. */
export function piecewise(points: readonly Point[], value: number): number {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return 5
  if (value <= first[0]) return first[1]
  if (value >= last[0]) return last[1]
  for (let i = 1; i < points.length; i++) {
    const b = points[i]
    const a = points[i - 1]
    if (!a || !b) continue
    if (value <= b[0]) {
      const t = b[0] === a[0] ? 1 : (value - a[0]) / (b[0] - a[0])
      return a[1] + t * (b[1] - a[1])
    }
  }
  return last[1]
}

/** Scores are shown with one decimal and always sit in 1..10. */
export function finalScore(raw: number): number {
  if (!Number.isFinite(raw)) return 5
  return Math.round(Math.min(10, Math.max(1, raw)) * 10) / 10
}

/**
 * Lower is better. At or under `excellent` scores 9+, at `good` 7.5 (inside the 6–8 "appropriate"
 * band), at `poor` 4 and at `worst` 1.
 */
export function lowerIsBetter(
  value: number,
  b: { excellent: number; good: number; poor: number; worst: number },
) {
  return finalScore(
    piecewise(
      [
        [0, 10],
        [b.excellent, 9],
        [b.good, 7.5],
        [b.poor, 4],
        [b.worst, 1],
      ],
      value,
    ),
  )
}

/** Higher is better: `none` (usually 0) scores `floor`, `good` 7.5, `excellent` 9, `best` 10. */
export function higherIsBetter(
  value: number,
  b: { floor: number; some: number; good: number; excellent: number; best: number },
) {
  return finalScore(
    piecewise(
      [
        [0, b.floor],
        [b.some, 5.5],
        [b.good, 7.5],
        [b.excellent, 9],
        [b.best, 10],
      ],
      value,
    ),
  )
}

/**
 * Stay inside a band: the centre scores 9, the band edges 7, and the score falls to 4 at
 * `far` outside on each side and to 1 at twice that.
 */
export function inBand(value: number, b: { min: number; max: number; farBelow: number; farAbove: number }) {
  const mid = (b.min + b.max) / 2
  return finalScore(
    piecewise(
      [
        [b.min - 2 * b.farBelow, 1],
        [b.min - b.farBelow, 4],
        [b.min, 7],
        [mid, 9],
        [b.max, 7],
        [b.max + b.farAbove, 4],
        [b.max + 2 * b.farAbove, 1],
      ],
      value,
    ),
  )
}

/**
 * Rare events (a few per 1,000 words) are noisy in short speech: two "right?"s in 150 words is a
 * rate of 13 per 1,000 but says little. Below `fullAt` words the score is pulled towards neutral in
 * proportion to how much was said.
 */
export function shrinkForSmallSamples(score: number, words: number | undefined, fullAt = 500): number {
  if (words === undefined || words >= fullAt) return score
  const weight = Math.max(0, words) / fullAt
  return finalScore(NEUTRAL_SCORE + (score - NEUTRAL_SCORE) * weight)
}

/** Neutral score when there was nothing to measure (no questions, no completed turns). */
export const NEUTRAL_SCORE = 5.5

export function hasNoBasis(context: ScoreContext): boolean {
  return context.basis !== undefined && context.basis <= 0
}

/**
 * The talk share (%) we expect for a role: fair share is 100 / people, a facilitator or presenter
 * is expected to hold more, a quiet participant less. The band widens for small groups, where one
 * voice naturally carries more.
 */
export function expectedTalkShare(role: RoleKind, people: number): { min: number; max: number } {
  const n = Math.max(2, people)
  const fair = 100 / n
  switch (role) {
    case 'presenter':
      // In a big meeting a presenter may hold one agenda item, not the whole hour.
      return { min: Math.min(40, Math.max(fair * 2, 10)), max: 80 }
    case 'facilitator':
      return { min: fair * 0.8, max: Math.min(Math.max(fair * 2, 40), 65) }
    case 'contributor':
      return { min: fair * 0.5, max: Math.min(fair * 1.6, 60) }
    case 'participant':
      return { min: fair * 0.3, max: fair * 1.3 }
    case 'observer':
      return { min: 0, max: fair * 0.8 }
  }
}

/** How much more (or less) than a contributor a role is expected to ask, invite and direct. */
export function roleFactor(
  role: RoleKind,
  kind: 'questions' | 'invitations' | 'directives' | 'turn-length',
): number {
  const table: Record<RoleKind, Record<typeof kind, number>> = {
    facilitator: { questions: 1.8, invitations: 2.2, directives: 1.4, 'turn-length': 1.2 },
    presenter: { questions: 0.7, invitations: 1, directives: 1, 'turn-length': 2.5 },
    contributor: { questions: 1, invitations: 1, directives: 1, 'turn-length': 1 },
    participant: { questions: 0.8, invitations: 0.6, directives: 0.7, 'turn-length': 0.8 },
    observer: { questions: 0.4, invitations: 0.3, directives: 0.4, 'turn-length': 0.6 },
  }
  return table[role][kind]
}

/**
 * In a big meeting each person gets fewer chances to ask or invite; expectations for
 * per-meeting-time counts shrink with the square root of the group size beyond four people.
 */
export function groupFactor(people: number): number {
  return people <= 4 ? 1 : Math.sqrt(4 / people)
}

/** Picks up to `limit` items spread over the list (first, last and evenly between), in order. */
export function spread<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items]
  const out: T[] = []
  for (let k = 0; k < limit; k++) {
    const item = items[Math.round((k * (items.length - 1)) / (limit - 1))]
    if (item !== undefined) out.push(item)
  }
  return out
}

export const MAX_EXAMPLES = 6

/** Examples for token positions: the segment each sits in, one per segment. */
export function examplesAt(
  speech: Speech,
  positions: readonly { token: number; length?: number }[],
  limit = MAX_EXAMPLES,
): EvidenceExample[] {
  const seen = new Set<number>()
  const unique: { token: number; length: number; segment: number }[] = []
  for (const p of positions) {
    const tok = speech.tokens[p.token]
    if (!tok || seen.has(tok.segment)) continue
    const seg = speech.segments[tok.segment]
    if (!seg || seg.text === '') continue
    seen.add(tok.segment)
    unique.push({ token: p.token, length: p.length ?? 1, segment: tok.segment })
  }
  return spread(unique, limit).map((u) => {
    const seg = speech.segments[u.segment]
    const words: string[] = []
    for (let k = u.token; k < u.token + u.length; k++) words.push(speech.tokens[k]?.norm ?? '')
    return { text: seg?.text ?? '', start: seg?.start ?? 0, cueId: seg?.cueId ?? '', match: words.join(' ') }
  })
}

/** Examples for whole sentences (questions, invitations): their first segment. */
export function examplesForSentences(
  speech: Speech,
  sentenceIndices: readonly number[],
  limit = MAX_EXAMPLES,
): EvidenceExample[] {
  const out: EvidenceExample[] = []
  for (const si of spread(sentenceIndices, limit)) {
    const sentence = speech.sentences[si]
    if (!sentence) continue
    // The last segment carries the question mark; prefer a sentence that fits in one cue.
    const seg = speech.segments[sentence.segTo - 1] ?? speech.segments[sentence.segFrom]
    if (!seg || seg.text === '') continue
    out.push({ text: seg.text, start: seg.start, cueId: seg.cueId })
  }
  return out
}

/** `a.localeCompare(b)`, with the collator made once (localeCompare makes one per call). */
const collate = new Intl.Collator().compare

/** How often each matched phrase occurs, most frequent first. */
export function phraseCounts(
  speech: Speech,
  matches: readonly LexiconMatch[],
  limit = 5,
): { text: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const m of matches) {
    // Most matches are one word ("um", "maybe"): its norm is the key, with no array to join.
    let key = m.length > 0 ? (speech.tokens[m.start]?.norm ?? '') : ''
    for (let k = m.start + 1; k < m.start + m.length; k++) key += ` ${speech.tokens[k]?.norm ?? ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || collate(a[0], b[0]))
    .slice(0, limit)
    .map(([text, count]) => ({ text, count }))
}

/** The phrases as listed in a summary: "'i think' ×5, 'maybe' ×3". */
function listPhrases(phrases: readonly { text: string; count: number }[]): string {
  return phrases.map((p) => `"${p.text}" ×${p.count}`).join(', ')
}

/** "'i think' ×5, 'maybe' ×3" */
export function topPhrases(speech: Speech, matches: readonly LexiconMatch[], limit = 3): string {
  return listPhrases(phraseCounts(speech, matches, limit))
}

/** Rate per `per` words, 0 when there are no words. */
export function ratePer(count: number, words: number, per: number): number {
  return words > 0 ? (count * per) / words : 0
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}

/**
 * Evidence for a phrase-list metric: "N hedges in M words: 'maybe' ×3…", the counts, the
 * commonest phrases and examples. `wholePhrase: false` marks only the first word of each match.
 */
export function matchEvidence(
  speech: Speech,
  words: number,
  matches: readonly LexiconMatch[],
  label: {
    none: string
    one: string
    many?: string
    key: string
    wholePhrase?: boolean
    /** Further counts to show, between the match count and the word count. */
    extraCounts?: Record<string, number>
  },
): Evidence {
  const wordCount = plural(words, 'word')
  // Counted once: the summary lists the first three of the five phrases the evidence gives.
  const phrases = phraseCounts(speech, matches)
  return {
    summary:
      matches.length === 0
        ? `${label.none} in ${wordCount}.`
        : `${plural(matches.length, label.one, label.many)} in ${wordCount}: ${listPhrases(phrases.slice(0, 3))}.`,
    counts: { [label.key]: matches.length, ...label.extraCounts, words },
    phrases,
    examples: examplesAt(
      speech,
      matches.map((m) =>
        label.wholePhrase === false ? { token: m.start } : { token: m.start, length: m.length },
      ),
    ),
  }
}

/**
 * The measure of a phrase-list metric: matches per `per` words (rounded to 2 places), resting on
 * the word count, with matchEvidence as the explanation.
 */
export function phraseRate(
  matchesOf: (stats: MeasureInput['stats']) => readonly LexiconMatch[],
  per: number,
  label: Parameters<typeof matchEvidence>[3],
) {
  return ({ speech, stats }: MeasureInput): Measured => {
    const matches = matchesOf(stats)
    return {
      value: round(ratePer(matches.length, stats.words, per), 2),
      basis: stats.words,
      evidence: matchEvidence(speech, stats.words, matches, label),
    }
  }
}

/** Scoring for a rate that should rise, pulled towards neutral when it rests on few words. */
export function risingRate(points: Parameters<typeof higherIsBetter>[1]) {
  return (value: number, context: ScoreContext): number =>
    shrinkForSmallSamples(higherIsBetter(value, points), context.basis)
}

/** Scoring for a rate that should fall, pulled towards neutral when it rests on few words. */
export function fallingRate(points: Parameters<typeof lowerIsBetter>[1]) {
  return (value: number, context: ScoreContext): number =>
    shrinkForSmallSamples(lowerIsBetter(value, points), context.basis)
}
