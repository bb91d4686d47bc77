import { expect, test } from 'vitest'
import {
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatShortDate,
} from './format.ts'

test('a calendar day reads "Nov 27, 2026" whatever the time zone, and an instant its local day', () => {
  expect(formatDate('2026-11-27')).toBe('Nov 27, 2026')
  expect(formatDate('2025-03-02')).toBe('Mar 2, 2025')
  const instant = new Date(2025, 2, 8, 9, 30)
  expect(formatDate(instant.toISOString())).toBe('Mar 8, 2025')
  expect(formatDate('not a date')).toBe('Invalid Date')
})

test('an axis tick drops the year; a moment adds the time of day', () => {
  expect(formatShortDate('2026-11-27')).toBe('Nov 27')
  expect(formatDateTime(new Date(2026, 10, 27, 15, 4).toISOString())).toBe('Nov 27, 2026, 3:04 PM')
})

test('a quote time is floored, so 1:24:30.9 reads 1:24:30 on every screen (it read 1:24:31 in the coaching texts)', () => {
  expect(formatClock(5070.9)).toBe('1:24:30')
  expect(formatClock(5)).toBe('0:05')
  expect(formatClock(754.99)).toBe('12:34')
  expect(formatClock(3725)).toBe('1:02:05')
  expect(formatClock(-3)).toBe('0:00')
})

test('a percentage is a whole percent everywhere: 44.3 reads 44%, 44.45 reads 45% (kept to one decimal first)', () => {
  expect(formatPercent(44.3)).toBe('44%')
  expect(formatPercent(44.45)).toBe('45%')
  expect(formatPercent(100)).toBe('100%')
})

test('days written by hand read as Intl writes them in en-US, on every day of a leap year and across the years', () => {
  const long = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
  const days: Date[] = []
  for (let day = 0; day < 366; day++) days.push(new Date(2028, 0, 1 + day))
  for (const year of [1970, 1999, 2000, 2026, 2100, 9999]) days.push(new Date(year, 11, 31))
  for (const date of days) {
    const iso = `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    expect(formatDate(iso)).toBe(long.format(date))
    expect(formatShortDate(iso)).toBe(short.format(date))
    expect(formatDate(date.toISOString())).toBe(long.format(date))
  }
})

test('a count reads as toLocaleString writes it in en-US: 7, 999, 1,000, 12,345, 1,234,567', () => {
  for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, 987654321]) {
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
  }
})
