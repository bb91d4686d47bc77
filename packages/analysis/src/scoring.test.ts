import { expect, test } from 'vitest'
import { MIN_TALK_SECONDS_FOR_SCORING, MIN_WORDS_FOR_SCORING } from './rules.ts'
import { scoreParticipant } from './scoring.ts'
import { type CueRow, measureRows } from './test-transcript.ts'

const contributor = { role: 'contributor' as const, participantCount: 2 }

function scoreOf(rows: readonly CueRow[], name: string, id: string): number | null {
  const m = measureRows(rows).participants.find((p) => p.name === name)
  if (!m) throw new Error(`no ${name}`)
  return scoreParticipant(m, contributor).metrics.find((x) => x.id === id)?.score ?? null
}

function dimensionOf(rows: readonly CueRow[], name: string, dimension: string) {
  const m = measureRows(rows).participants.find((p) => p.name === name)
  if (!m) throw new Error(`no ${name}`)
  return scoreParticipant(m, contributor).dimensions.find((d) => d.name === dimension)
}

const base = 'We looked at the numbers for the new release and the costs are lower than planned'
const bob: CueRow = ['Bob', 200, 240, 'That sounds fine to me and I have nothing more to add on it today.']

test('adding filler words lowers the filler score', () => {
  const plain: CueRow[] = [
    ['Ann', 0, 40, `${base}. ${base}. ${base}. ${base}. ${base}. ${base}. ${base}.`],
    bob,
  ]
  const filled: CueRow[] = [
    [
      'Ann',
      0,
      40,
      `You know, ${base}. Basically, ${base}. It was, like, ${base}. ${base}. ${base}. ${base}. ${base}.`,
    ],
    bob,
  ]
  const before = scoreOf(plain, 'Ann', 'filler_words') ?? 0
  const after = scoreOf(filled, 'Ann', 'filler_words') ?? 0
  expect(after).toBeLessThan(before)
})

test('more hedges lower the hedging score', () => {
  const firm: CueRow[] = [
    ['Ann', 0, 40, `${base}. ${base}. ${base}. ${base}. ${base}. ${base}. We ship it on Friday.`],
    bob,
  ]
  const soft: CueRow[] = [
    [
      'Ann',
      0,
      40,
      `I think maybe ${base}. I guess ${base}, sort of. ${base}. ${base}. ${base}. ${base}. Perhaps we ship it on Friday, probably.`,
    ],
    bob,
  ]
  expect(scoreOf(soft, 'Ann', 'hedging_rate') ?? 0).toBeLessThan(scoreOf(firm, 'Ann', 'hedging_rate') ?? 0)
})

test('splitting one long turn with another speaker’s interjection raises the conciseness score', () => {
  const long = Array.from({ length: 12 }, () => `${base}.`).join(' ')
  const half = Array.from({ length: 7 }, () => `${base}.`).join(' ')
  const monologue: CueRow[] = [['Ann', 0, 180, long], bob]
  const split: CueRow[] = [
    ['Ann', 0, 90, half],
    ['Bob', 90.5, 92, 'Sorry, which release do you mean?'],
    ['Ann', 92.5, 180, half],
    bob,
  ]
  const before = dimensionOf(monologue, 'Ann', 'Conciseness')?.score ?? 0
  const after = dimensionOf(split, 'Ann', 'Conciseness')?.score ?? 0
  expect(after).toBeGreaterThan(before)
})

test('a participant with under 30 seconds of talk is listed but not scored', () => {
  const m = measureRows([
    ['Ann', 0, 60, `${base}. ${base}.`],
    ['Bob', 70, 80, 'Fine by me.'],
  ]).participants.find((p) => p.name === 'Bob')
  if (!m) throw new Error('no Bob')
  const s = scoreParticipant(m, contributor)
  expect(s.scored).toBe(false)
  expect(s.metrics).toHaveLength(26)
  expect(s.metrics.every((x) => x.score === null)).toBe(true)
  expect(s.dimensions.every((d) => d.score === null && d.confidence === 0)).toBe(true)
})

test('thirty seconds of cue time with a few words is listed, not scored: speech is counted in words', () => {
  // "Hello, guys." before the call, then "I have to go.": 40 s of cues, six words.
  const m = measureRows([
    ['Ann', 0, 200, Array.from({ length: 8 }, () => `${base}.`).join(' ')],
    ['Bob', 200, 230, 'Hello, guys.'],
    ['Bob', 900, 910, 'I have to go.'],
  ]).participants.find((p) => p.name === 'Bob')
  if (!m) throw new Error('no Bob')
  expect(m.talkSeconds).toBeGreaterThanOrEqual(MIN_TALK_SECONDS_FOR_SCORING)
  expect(m.words).toBeLessThan(MIN_WORDS_FOR_SCORING)
  const s = scoreParticipant(m, contributor)
  expect(s.scored).toBe(false)
  expect(s.dimensions.every((d) => d.score === null)).toBe(true)
})

test('a dimension score is the mean of its metric scores', () => {
  const m = measureRows([['Ann', 0, 60, Array.from({ length: 7 }, () => `${base}.`).join(' ')], bob])
    .participants[0]
  if (!m) throw new Error('no Ann')
  const s = scoreParticipant(m, contributor)
  for (const d of s.dimensions) {
    const scores = s.metrics.filter((x) => x.dimension === d.name).map((x) => x.score ?? 0)
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length
    expect(d.score).toBeCloseTo(Math.round(mean * 10) / 10, 5)
  }
})

test('confidence grows with the amount of speech', () => {
  const short = measureRows([['Ann', 0, 40, Array.from({ length: 7 }, () => `${base}.`).join(' ')], bob])
    .participants[0]
  const long = measureRows([['Ann', 0, 400, Array.from({ length: 60 }, () => `${base}.`).join(' ')], bob])
    .participants[0]
  if (!short || !long) throw new Error('missing')
  const c1 = scoreParticipant(short, contributor).dimensions[0]?.confidence ?? 0
  const c2 = scoreParticipant(long, contributor).dimensions[0]?.confidence ?? 0
  expect(c1).toBeGreaterThan(0)
  expect(c2).toBeGreaterThan(c1)
  expect(c2).toBeLessThanOrEqual(1)
})
