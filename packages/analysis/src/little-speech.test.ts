// biome-ignore lint/style/noRestrictedImports: the test reads a shared fixture file; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeTranscript } from './analyze.ts'
import { littleToGoOn, saidLittle } from './little-speech.ts'

const acdc = analyzeTranscript(
  readFileSync(
    new URL('../../../fixtures/transcripts/zoom-ethereum-acdc-178-long.vtt', import.meta.url),
    'utf8',
  ),
)

/** The summary's first paragraph says the note: first, or after their name when there is no narrative. */
function opensWith(summary: string, note: string): boolean {
  const first = summary.split('\n\n')[0] ?? ''
  return (
    first.startsWith(note) ||
    (/^[^,]+, t/.test(first) &&
      first.slice(first.indexOf(', ') + 2) === note.charAt(0).toLowerCase() + note.slice(1))
  )
}

test('little speech: under 200 words (twice the scoring floor), or at most 4 turns holding under 400 words', () => {
  expect(saidLittle({ speakingTurns: 20, words: 199 })).toBe(true)
  expect(saidLittle({ speakingTurns: 20, words: 200 })).toBe(false)
  expect(saidLittle({ speakingTurns: 4, words: 399 })).toBe(true)
  expect(saidLittle({ speakingTurns: 4, words: 400 })).toBe(false)
  expect(saidLittle({ speakingTurns: 5, words: 399 })).toBe(false)
})

test('a person with four turns in a 17-person call gets a short coaching that says so first: at most one strength, one change and one recommendation', () => {
  expect(acdc.participants).toHaveLength(17)
  const nico = acdc.participants.find((p) => p.name === 'Nico Flaig')
  if (!nico) throw new Error('Nico Flaig is missing')
  expect(nico.scored).toBe(true)
  expect(nico.speakingTurns).toBe(4)
  const note = littleToGoOn(nico)
  expect(note).toBe(
    `There was little to go on: 4 turns and ${nico.words} words in this meeting, so this is a short note, not a full picture.`,
  )
  // Up front: the summary begins with it, and so does the headline when there is a narrative (only
  // claims that hold make one, decision 027).
  if (nico.coaching) expect(nico.coaching.headline.startsWith(note)).toBe(true)
  expect(opensWith(nico.summary, note)).toBe(true)
  // At most one of each, in the narrative and in the lists.
  expect(nico.coaching?.worked.length ?? 0).toBeLessThanOrEqual(1)
  expect(nico.coaching?.change.length ?? 0).toBeLessThanOrEqual(1)
  expect(nico.insights.strengths.length).toBeLessThanOrEqual(1)
  expect(nico.insights.opportunities.length).toBeLessThanOrEqual(1)
  expect(nico.insights.actions.length).toBeLessThanOrEqual(1)
  expect(nico.recommendations).toHaveLength(1)
  // The one recommendation is the narrative's change; any opportunity or action left is on its metric.
  const lead = nico.recommendations[0]
  const change = nico.coaching?.change[0]
  if (change) expect(lead?.recommendation_text).toContain(change.instead)
  for (const item of [...nico.insights.opportunities, ...nico.insights.actions])
    expect(item.metric_id).toBe(lead?.metric_id)
  // Quotes only for the points kept.
  const kept = new Set([...nico.insights.strengths, ...nico.insights.opportunities].map((i) => i.metric_id))
  for (const q of nico.quotes) expect(kept.has(q.metric_id)).toBe(true)
  // Four short paragraphs: the headline with the note, what worked, what to change, the practice.
  expect(nico.summary.split('\n\n').length).toBeLessThanOrEqual(4)
})

test('everyone scored in the call who said little gets the short coaching; those who said more get the full one, without the note', () => {
  const scored = acdc.participants.filter((p) => p.scored)
  const little = scored.filter((p) => saidLittle(p))
  const more = scored.filter((p) => !saidLittle(p))
  expect(little.length).toBeGreaterThan(0)
  expect(more.length).toBeGreaterThan(0)
  for (const p of little) {
    expect(opensWith(p.summary, littleToGoOn(p)), p.name).toBe(true)
    expect(p.recommendations.length, p.name).toBeLessThanOrEqual(1)
    expect(p.insights.opportunities.length, p.name).toBeLessThanOrEqual(1)
    expect(p.insights.actions.length, p.name).toBeLessThanOrEqual(1)
    expect(p.coaching?.change.length ?? 0, p.name).toBeLessThanOrEqual(1)
  }
  for (const p of more) expect(p.summary, p.name).not.toContain('There was little to go on')
  // Who said too little to score is not coached at all, as before.
  for (const p of acdc.participants.filter((x) => !x.scored)) {
    expect(p.summary).toContain('Insufficient data')
    expect(p.recommendations).toEqual([])
  }
})
