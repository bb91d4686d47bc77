import { SCORE_BANDS } from '@rapport/analysis/rules'
import { expect, test } from 'vitest'
import { formatScore, SCORE_LEGEND, scoreTone, toneFill, toneStyles } from './score-tone.ts'

test('the tone is the engine band: 8 and above high, at every boundary', () => {
  expect(scoreTone(10)).toBe('high')
  expect(scoreTone(8)).toBe('high')
  expect(scoreTone(7.99)).toBe('appropriate')
})

test('6 up to 8 is appropriate for the role, as the product says: 7.9 is not a warning', () => {
  expect(scoreTone(6)).toBe('appropriate')
  expect(scoreTone(7.9)).toBe('appropriate')
  expect(scoreTone(5.99)).toBe('low')
  expect(SCORE_BANDS.appropriate).toEqual({ from: 6, to: 8 })
})

test('4 up to 6 is low, below 4 very low', () => {
  expect(scoreTone(4)).toBe('low')
  expect(scoreTone(3.99)).toBe('veryLow')
  expect(scoreTone(1)).toBe('veryLow')
  expect(scoreTone(0)).toBe('veryLow')
})

test('no score has its own tone', () => {
  expect(scoreTone(null)).toBe('none')
  expect(scoreTone(undefined)).toBe('none')
  expect(scoreTone(Number.NaN)).toBe('none')
})

test('chips and charts read the same tokens, and no band is told by red against green', () => {
  for (const tone of ['high', 'appropriate', 'low', 'veryLow', 'none'] as const) {
    const token = toneFill[tone].match(/^var\(--color-(score-[a-z-]+)\)$/)?.[1]
    expect(token, tone).toBeDefined()
    expect(toneStyles[tone].mark).toBe(`fill-${token}`)
    expect(`${toneStyles[tone].chip} ${toneStyles[tone].bar}`).not.toMatch(/\b(red|green)-/)
  }
})

test('a score is shown with one decimal, and no score as a dash', () => {
  expect(formatScore(7)).toBe('7.0')
  expect(formatScore(8.46)).toBe('8.5')
  expect(formatScore(null)).toBe('—')
})

test('the legend names the bands highest first, with the words the product uses', () => {
  expect(SCORE_LEGEND.map((b) => [b.tone, b.label, b.words])).toEqual([
    ['high', '8 or above', 'above what the role asks'],
    ['appropriate', '6 to 8', 'appropriate for the role'],
    ['low', '4 to 6', 'below what the role asks'],
    ['veryLow', 'below 4', 'well below what the role asks'],
  ])
})
