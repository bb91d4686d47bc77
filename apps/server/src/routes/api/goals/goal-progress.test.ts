import { expect, test } from 'vitest'
import { goalProgress, maintainBand } from './goal-progress.ts'

const range = { min: 0, max: 10 }

/** The progress after each meeting of a series, the latest `window` meetings counting. */
function series(
  values: number[],
  goal: { direction: 'increase' | 'decrease' | 'maintain'; target: number; baseline: number | null },
  window = 5,
) {
  return values.map((_, i) =>
    goalProgress({ ...goal, typicalRange: range, recentValues: values.slice(0, i + 1).slice(-window) }),
  )
}

test('before any tracked meeting a goal has no current value and 0% progress', () => {
  expect(
    goalProgress({ direction: 'increase', target: 5, baseline: 2, recentValues: [], typicalRange: range }),
  ).toEqual({
    currentValue: null,
    percentage: 0,
    targetReached: false,
  })
})

test('increase: progress follows the recent average from the baseline to the target', () => {
  const steps = series([3, 4, 5, 6, 8], { direction: 'increase', target: 6, baseline: 2 })
  // averages 3, 3.5, 4, 4.5, 5.2 over a way of 4 from 2 to 6
  expect(steps.map((s) => s.currentValue)).toEqual([3, 3.5, 4, 4.5, 5.2])
  expect(steps.map((s) => s.percentage)).toEqual([25, 38, 50, 63, 80])
  expect(steps.every((s) => !s.targetReached)).toBe(true)
  const later = series([3, 4, 5, 6, 8, 7, 7], { direction: 'increase', target: 6, baseline: 2 }).at(-1)
  expect(later).toEqual({ currentValue: 6.6, percentage: 100, targetReached: true })
})

test('increase: going backwards stays at 0, never negative', () => {
  const steps = series([1, 0.5], { direction: 'increase', target: 6, baseline: 2 })
  expect(steps.map((s) => s.percentage)).toEqual([0, 0])
})

test('decrease: progress counts downward from the baseline toward a lower target', () => {
  const steps = series([4, 3, 2], { direction: 'decrease', target: 1, baseline: 5 })
  // averages 4, 3.5, 3 over a way of 4 from 5 down to 1
  expect(steps.map((s) => s.percentage)).toEqual([25, 38, 50])
  const done = series([4, 3, 2, 0.5, 0, 0, 0, 0], { direction: 'decrease', target: 1, baseline: 5 }).at(-1)
  expect(done).toMatchObject({ percentage: 100, targetReached: true })
  expect(series([6, 7], { direction: 'decrease', target: 1, baseline: 5 }).map((s) => s.percentage)).toEqual([
    0, 0,
  ])
})

test('maintain: progress is the share of the latest meetings inside the band around the target', () => {
  // band 5 ± 1 (10% of a range of 10)
  expect(maintainBand(5, range)).toEqual({ min: 4, max: 6 })
  const steps = series([5, 8, 4.5, 6, 3], { direction: 'maintain', target: 5, baseline: 5 })
  expect(steps.map((s) => s.percentage)).toEqual([100, 50, 67, 75, 60])
  expect(steps.map((s) => s.targetReached)).toEqual([true, false, false, false, false])
  // once the out-of-band meetings leave the window of the latest five, the goal is met again
  const recovered = series([5, 8, 4.5, 6, 3, 5, 5, 5, 5, 5], {
    direction: 'maintain',
    target: 5,
    baseline: null,
  })
  expect(recovered.at(-1)).toMatchObject({ percentage: 100, targetReached: true })
})

test('without a baseline the way starts at the far end of the typical range', () => {
  expect(
    goalProgress({ direction: 'increase', target: 8, baseline: null, recentValues: [4], typicalRange: range })
      .percentage,
  ).toBe(50)
  expect(
    goalProgress({ direction: 'decrease', target: 2, baseline: null, recentValues: [6], typicalRange: range })
      .percentage,
  ).toBe(50)
})

test('a target not beyond the baseline is all-or-nothing', () => {
  const goal = { direction: 'increase' as const, target: 3, baseline: 4, typicalRange: range }
  expect(goalProgress({ ...goal, recentValues: [2] }).percentage).toBe(0)
  expect(goalProgress({ ...goal, recentValues: [3] })).toMatchObject({ percentage: 100, targetReached: true })
})

test('a value just short of the target never rounds up to 100%', () => {
  const p = goalProgress({
    direction: 'increase',
    target: 10,
    baseline: 0,
    recentValues: [9.999],
    typicalRange: range,
  })
  expect(p).toMatchObject({ percentage: 99, targetReached: false })
})
