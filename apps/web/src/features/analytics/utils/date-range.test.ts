import { expect, test } from 'vitest'
import { parseRange, rangeEndingOn } from './date-range.ts'

test('a range of N days ends today and starts N − 1 days earlier, across month and year ends', () => {
  expect(rangeEndingOn(90, new Date(2026, 2, 31))).toEqual({ start: '2026-01-01', end: '2026-03-31' })
  expect(rangeEndingOn(30, new Date(2026, 0, 10))).toEqual({ start: '2025-12-12', end: '2026-01-10' })
  expect(rangeEndingOn(365, new Date(2024, 11, 31))).toEqual({ start: '2024-01-02', end: '2024-12-31' })
})

test('only the offered ranges are read from the URL; anything else is the default 90', () => {
  expect(parseRange('30')).toBe(30)
  expect(parseRange('365')).toBe(365)
  expect(parseRange(null)).toBe(90)
  expect(parseRange('45')).toBe(90)
  expect(parseRange('abc')).toBe(90)
})
