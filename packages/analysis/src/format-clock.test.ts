import { expect, test } from 'vitest'
import { formatClock as engineClock } from './metrics/format.ts'
import { formatClock } from './rules.ts'

test('a position in the recording is floored, as the transcript shows the line: 5070.9 s is 1:24:30, not 1:24:31 (issue 30)', () => {
  expect(formatClock(5070.9)).toBe('1:24:30')
  expect(formatClock(59.99)).toBe('0:59')
  expect(formatClock(75)).toBe('1:15')
  expect(formatClock(4394)).toBe('1:13:14')
  expect(formatClock(-1)).toBe('0:00')
  // The engine's texts write times through the same function.
  expect(engineClock).toBe(formatClock)
})
