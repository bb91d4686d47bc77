import { expect, test } from 'vitest'
import { createGoalRequest, goalTargetFeedback, isPastDeadline, suggestedGoalTarget } from './goals.ts'

// Hedging: lower is better (excellent 1.5 below good 2.5); questions: higher is better.
const hedging = {
  typical_range: { min: 0, max: 6 },
  benchmarks: { good: 2.5, excellent: 1.5 },
  measurement_unit: 'per 100 words',
}
const questions = {
  typical_range: { min: 0, max: 8 },
  benchmarks: { good: 1.5, excellent: 3 },
  measurement_unit: 'per 10 min',
}

const feedback = (
  value: number | null,
  direction: 'increase' | 'decrease' | 'maintain',
  metric = questions,
  recentAverage: number | null = 1,
) => goalTargetFeedback({ value, direction, metric, recentAverage }).message

test('target checks apply in the issue’s order for an increase goal', () => {
  expect(feedback(null, 'increase')).toBe('Target value is required')
  expect(feedback(9, 'increase')).toBe('Target should be between 0 and 8 per 10 min')
  expect(feedback(3, 'increase')).toBe('Excellent target! This is an ambitious goal.')
  expect(feedback(1.5, 'increase')).toBe('Good target! This is a solid improvement goal.')
  expect(feedback(1.4, 'increase', questions, 0.8)).toBe(
    'Very ambitious target! Consider setting a more achievable goal first.',
  )
  expect(feedback(1.05, 'increase')).toBe(
    'Consider setting a more challenging target for meaningful improvement.',
  )
  expect(feedback(1.3, 'increase')).toBe('Good target value!')
  // without a recent average the deviation checks do not apply
  expect(feedback(0.1, 'increase', questions, null)).toBe('Good target value!')
})

test('for a decrease goal "at or above" a benchmark reads "at or below" it', () => {
  expect(feedback(1.5, 'decrease', hedging, 3)).toBe('Excellent target! This is an ambitious goal.')
  expect(feedback(2.5, 'decrease', hedging, 3)).toBe('Good target! This is a solid improvement goal.')
  expect(feedback(2.6, 'decrease', hedging, 3.5)).toBe('Good target value!')
  expect(feedback(0.5, 'decrease', hedging, 3)).toBe('Excellent target! This is an ambitious goal.')
})

test('a target on the wrong side of the recent average is not praised: the check knows the direction', () => {
  // Issue 21: 0.2 questions per 10 min against an average of 1 read 'Very ambitious target!'.
  expect(feedback(0.2, 'increase', questions, 1)).toBe(
    'Your recent average is already 1 per 10 min: to increase it, set a target above that.',
  )
  // Already past the excellent benchmark: a lower target is still not an increase.
  expect(feedback(3.5, 'increase', questions, 4)).toBe(
    'Your recent average is already 4 per 10 min: to increase it, set a target above that.',
  )
  expect(feedback(1, 'increase', questions, 1)).toContain('set a target above that')
  expect(feedback(5, 'decrease', hedging, 3)).toBe(
    'Your recent average is already 3 per 100 words: to decrease it, set a target below that.',
  )
  expect(
    goalTargetFeedback({ value: 0.2, direction: 'increase', metric: questions, recentAverage: 1 }).level,
  ).toBe('warning')
  // maintain has no direction: holding near the average is its point
  expect(feedback(1, 'maintain', questions, 1)).not.toContain('recent average is already')
})

test('a deadline before the given day is in the past; none, that day and later are not', () => {
  expect(isPastDeadline('2026-11-24', '2026-11-25')).toBe(true)
  expect(isPastDeadline('2026-11-25', '2026-11-25')).toBe(false)
  expect(isPastDeadline('2027-01-01', '2026-11-25')).toBe(false)
  expect(isPastDeadline(null, '2026-11-25')).toBe(false)
  expect(isPastDeadline(undefined, '2026-11-25')).toBe(false)
})

test('a maintain goal reads the benchmarks the way they point', () => {
  expect(feedback(1, 'maintain', hedging, 3)).toBe('Excellent target! This is an ambitious goal.')
  expect(feedback(3, 'maintain', questions, 1)).toBe('Excellent target! This is an ambitious goal.')
})

test('the suggested target: ×0.8 to decrease, ×1.2 otherwise, else the good benchmark, else 1', () => {
  expect(suggestedGoalTarget({ direction: 'decrease', recentAverage: 3, metric: hedging })).toBe(2.4)
  expect(suggestedGoalTarget({ direction: 'increase', recentAverage: 1, metric: questions })).toBe(1.2)
  expect(suggestedGoalTarget({ direction: 'maintain', recentAverage: 1, metric: questions })).toBe(1.2)
  expect(suggestedGoalTarget({ direction: 'increase', recentAverage: null, metric: questions })).toBe(1.5)
  expect(suggestedGoalTarget({ direction: 'increase', recentAverage: 0, metric: questions })).toBe(1.5)
  expect(suggestedGoalTarget({ direction: 'increase', recentAverage: null, metric: null })).toBe(1)
  // kept inside the typical range
  expect(suggestedGoalTarget({ direction: 'increase', recentAverage: 7.5, metric: questions })).toBe(8)
})

test('the create request defaults priority 2 and direction increase', () => {
  const parsed = createGoalRequest.parse({
    person_id: '7d0f0f4e-4a39-4c43-9d5e-0c3c0a9f1b11',
    sub_dimension_id: 'hedging_rate',
    title: 'x',
    target_value: 2,
  })
  expect(parsed).toMatchObject({ priority: 2, target_direction: 'increase', description: '', motivation: '' })
})
