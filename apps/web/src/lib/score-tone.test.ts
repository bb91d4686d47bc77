import { expect, test } from 'vitest'
import { formatScore, SCORE_LEGEND, scoreTone } from './score-tone.ts'

test('scores of 8 and above are green, at every boundary', () => {
  expect(scoreTone(10)).toBe('green')
  expect(scoreTone(8)).toBe('green')
  expect(scoreTone(7.99)).toBe('amber')
})

test('scores from 6 up to 8 are amber', () => {
  expect(scoreTone(6)).toBe('amber')
  expect(scoreTone(5.99)).toBe('orange')
})

test('scores from 4 up to 6 are orange', () => {
  expect(scoreTone(4)).toBe('orange')
  expect(scoreTone(3.99)).toBe('red')
})

test('scores below 4 are red', () => {
  expect(scoreTone(1)).toBe('red')
  expect(scoreTone(0)).toBe('red')
})

test('no score is grey', () => {
  expect(scoreTone(null)).toBe('grey')
  expect(scoreTone(undefined)).toBe('grey')
  expect(scoreTone(Number.NaN)).toBe('grey')
})

test('a score is shown with one decimal, and no score as a dash', () => {
  expect(formatScore(7)).toBe('7.0')
  expect(formatScore(8.46)).toBe('8.5')
  expect(formatScore(null)).toBe('—')
})

test('the legend names the bands highest first, in the spec words', () => {
  expect(SCORE_LEGEND.map((b) => [b.tone, b.label])).toEqual([
    ['green', '8 or above'],
    ['amber', '6 to 8'],
    ['orange', '4 to 6'],
    ['red', 'below 4'],
  ])
})
