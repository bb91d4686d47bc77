import { expect, test } from 'vitest'
import { deadlineLabel, deadlineProblem, formatValue, localToday, progressTone } from './goal-display.ts'

test('deadline labels: Overdue, Due today, N days left, with the colour change at 7 days', () => {
  const today = '2026-03-10'
  expect(deadlineLabel('2026-03-09', today)).toEqual({ label: 'Overdue', tone: 'overdue' })
  expect(deadlineLabel('2026-03-10', today)).toEqual({ label: 'Due today', tone: 'soon' })
  // The spec's 'N days left' word for word, 1 included.
  expect(deadlineLabel('2026-03-11', today)).toEqual({ label: '1 days left', tone: 'soon' })
  expect(deadlineLabel('2026-03-17', today)).toEqual({ label: '7 days left', tone: 'soon' })
  expect(deadlineLabel('2026-03-18', today)).toEqual({ label: '8 days left', tone: 'later' })
  // across a daylight-saving change the count is still in calendar days
  expect(deadlineLabel('2026-04-01', '2026-03-25')).toEqual({ label: '7 days left', tone: 'soon' })
})

test('progress colours change at 80, 60 and 40', () => {
  expect([100, 80, 79, 60, 59, 40, 39, 0].map(progressTone)).toEqual([
    'green',
    'green',
    'blue',
    'blue',
    'amber',
    'amber',
    'red',
    'red',
  ])
})

test('values show at most two decimals with their unit', () => {
  expect(formatValue(2.456, 'per 100 words')).toBe('2.46 per 100 words')
  expect(formatValue(25, '%')).toBe('25%')
  // A percentage is written as on every other screen (issue 30): whole, or the metric's own way.
  expect(formatValue(44.33, '%')).toBe('44%')
  expect(formatValue(44.33, '%', 'open_question_share')).toBe('44%')
  expect(formatValue(2.46, '%', 'filler_words')).toBe('2.5%')
  expect(formatValue(null, '%')).toBe('—')
})

test('today is the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
})

test('a deadline before today cannot be saved, except the one an overdue goal already has', () => {
  const today = '2026-03-10'
  expect(deadlineProblem('2026-03-09', null, today)).toBe(
    'The deadline cannot be in the past. Choose today or a later date.',
  )
  expect(deadlineProblem('2026-03-10', null, today)).toBeNull()
  expect(deadlineProblem('', null, today)).toBeNull()
  expect(deadlineProblem('2026-03-01', '2026-03-01', today)).toBeNull()
  expect(deadlineProblem('2026-03-02', '2026-03-01', today)).not.toBeNull()
})
