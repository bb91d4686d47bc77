import { expect, test } from 'vitest'
import { createGoalRequest, goalTargetFeedback, suggestedGoalTarget } from './goals.ts'

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
  expect(feedback(5, 'decrease', hedging, 3)).toBe(
    'Very ambitious target! Consider setting a more achievable goal first.',
  )
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
