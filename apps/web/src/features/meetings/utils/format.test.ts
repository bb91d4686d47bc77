import { expect, test } from 'vitest'
import { formatDuration, priorityLabel } from './format.ts'

test('durations in minutes show as Nh Nm, without an empty part', () => {
  expect(formatDuration(0)).toBe('0 min')
  expect(formatDuration(39)).toBe('39 min')
  expect(formatDuration(60)).toBe('1h')
  expect(formatDuration(95)).toBe('1h 35m')
  expect(formatDuration(120)).toBe('2h')
  expect(formatDuration(59.6)).toBe('1h')
})

test('priorities read 1 High, 2 Medium, 3 Low', () => {
  expect([priorityLabel(1), priorityLabel(2), priorityLabel(3)]).toEqual(['High', 'Medium', 'Low'])
})
