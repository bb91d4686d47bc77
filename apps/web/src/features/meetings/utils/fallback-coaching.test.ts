import { expect, test } from 'vitest'
import { makeScores } from '../testing/fixtures.ts'
import { buildFallbackCoaching } from './fallback-coaching.ts'

test('the fallback names the strongest dimensions and the weakest to work on first', () => {
  const fallback = buildFallbackCoaching(makeScores('p', 'Ada Lovelace', [8.4, 6.2, 4.5, 3.1, null]))
  expect(fallback.strengths.map((d) => d.name)).toEqual(['Authority', 'Clarity'])
  expect(fallback.focusAreas.map((d) => d.name)).toEqual(['Authenticity', 'Engagement'])
  expect(fallback.unscored.map((d) => d.name)).toEqual(['Conciseness'])
  expect(fallback.summary).toEqual([
    'Ada Lovelace averaged 5.6 out of 10 across 4 scored dimensions. Scores from 6 to 8 are appropriate for the role.',
    'Strongest: Authority (8.4), Clarity (6.2).',
    'Work on first: Authenticity (3.1), Engagement (4.5).',
  ])
})

test('someone who was not scored gets a plain note instead', () => {
  const fallback = buildFallbackCoaching(makeScores('p', 'Grace Hopper', [null, null, null, null, null]))
  expect(fallback.summary).toEqual([
    'Grace Hopper spoke too little in this meeting to be scored on any dimension.',
  ])
})
