import { expect, test } from 'vitest'
import { minutesRemaining, processingPollInterval } from './poll-interval.ts'

const at = (progress: number, estimatedTimeRemaining: number | null = null, currentStep = 'Scoring') =>
  processingPollInterval({ progress, estimatedTimeRemaining, currentStep })

test('progress at or below 30 polls every 2 s, whatever the estimate', () => {
  expect(at(0)).toBe(2000)
  expect(at(30, 600)).toBe(2000)
  expect(at(12, null, 'Receiving AI response')).toBe(2000)
})

test('progress above 90 polls every 2 s', () => {
  expect(at(91, 600)).toBe(2000)
  expect(at(100)).toBe(2000)
})

test('between 31 and 90 the estimate picks 3 s, 5 s or 8 s at 60 s and 180 s', () => {
  expect(at(31, 1)).toBe(3000)
  expect(at(50, 60)).toBe(3000)
  expect(at(50, 61)).toBe(5000)
  expect(at(90, 180)).toBe(5000)
  expect(at(60, 181)).toBe(8000)
})

test('between 31 and 90 without an estimate the AI steps poll every 6 s, others every 4 s', () => {
  expect(at(50, null, 'Running AI analysis')).toBe(6000)
  expect(at(50, null, 'Receiving AI response')).toBe(6000)
  expect(at(50, 0, 'Waiting for Claude')).toBe(6000)
  expect(at(50, null, 'Calculating metrics')).toBe(4000)
  expect(at(50, null, '')).toBe(4000)
})

test('the estimate is shown in whole minutes, rounded up', () => {
  expect(minutesRemaining(null)).toBeNull()
  expect(minutesRemaining(0)).toBeNull()
  expect(minutesRemaining(1)).toBe(1)
  expect(minutesRemaining(60)).toBe(1)
  expect(minutesRemaining(61)).toBe(2)
  expect(minutesRemaining(150)).toBe(3)
})
