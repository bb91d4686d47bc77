import { expect, test } from 'vitest'
import { formatDuration, formatMeetingDate, formatTimestamp, priorityLabel } from './format.ts'

test('durations in minutes show as Nh Nm, without an empty part', () => {
  expect(formatDuration(0)).toBe('0 min')
  expect(formatDuration(39)).toBe('39 min')
  expect(formatDuration(60)).toBe('1h')
  expect(formatDuration(95)).toBe('1h 35m')
  expect(formatDuration(120)).toBe('2h')
  expect(formatDuration(59.6)).toBe('1h')
})

test('a meeting date shows the calendar day it was held', () => {
  expect(formatMeetingDate('2025-03-12')).toBe('Mar 12, 2025')
  expect(formatMeetingDate('not a date')).toBe('not a date')
})

test('quote timestamps show as m:ss, and h:mm:ss past an hour', () => {
  expect(formatTimestamp(5)).toBe('0:05')
  expect(formatTimestamp(754)).toBe('12:34')
  expect(formatTimestamp(3725)).toBe('1:02:05')
})

test('priorities read 1 High, 2 Medium, 3 Low', () => {
  expect([priorityLabel(1), priorityLabel(2), priorityLabel(3)]).toEqual(['High', 'Medium', 'Low'])
})
