import type { GoalDirection } from '@rapport/contracts'

/**
 * How far a goal has come, from what the database gathered for it: the values of the person's
 * latest tracked meetings (meetings held on or after the day the goal was set). Pure, so every direction is
 * tested over series of meetings without a database.
 */

export interface GoalProgressInput {
  direction: GoalDirection
  target: number
  /** The person's recent average when the goal was set; null when they had no meetings then. */
  baseline: number | null
  /** The metric's value in the latest tracked meetings (at most RECENT_MEETINGS_FOR_GOALS). */
  recentValues: readonly number[]
  typicalRange: { min: number; max: number }
}

export interface GoalProgress {
  /** Average of `recentValues`, to 2 decimals; null before the first tracked meeting. */
  currentValue: number | null
  /** 0–100, whole number. */
  percentage: number
  /** The latest tracked meetings meet the target (the UI suggests completing the goal). */
  targetReached: boolean
}

/** A maintain goal holds its value within ±10% of the metric's typical range around the target. */
export const MAINTAIN_TOLERANCE_SHARE = 0.1

export function maintainBand(target: number, typicalRange: { min: number; max: number }) {
  const tolerance = (typicalRange.max - typicalRange.min) * MAINTAIN_TOLERANCE_SHARE
  return { min: target - tolerance, max: target + tolerance }
}

const clamp = (value: number) => Math.min(100, Math.max(0, value))
const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * - increase / decrease: the share of the way from the baseline to the target that the current
 *   value has come, in the goal's direction. Without a baseline the way starts at the far end of the
 *   typical range (its minimum for increase, maximum for decrease). A target not beyond the
 *   baseline is all-or-nothing: 100 once the current value is at or beyond it.
 * - maintain: the share of the latest tracked meetings whose value stays inside the band.
 * Capped to 0–100; 0 before any meeting is tracked.
 */
export function goalProgress(input: GoalProgressInput): GoalProgress {
  const { direction, target, recentValues, typicalRange } = input
  if (recentValues.length === 0) return { currentValue: null, percentage: 0, targetReached: false }
  const current = recentValues.reduce((sum, v) => sum + v, 0) / recentValues.length

  if (direction === 'maintain') {
    const band = maintainBand(target, typicalRange)
    const inside = recentValues.filter((v) => v >= band.min && v <= band.max).length
    const percentage = Math.round(clamp((inside / recentValues.length) * 100))
    return { currentValue: round2(current), percentage, targetReached: inside === recentValues.length }
  }

  const side = direction === 'increase' ? 1 : -1
  const reached = (current - target) * side >= 0
  const start = input.baseline ?? (direction === 'increase' ? typicalRange.min : typicalRange.max)
  const way = (target - start) * side
  if (reached) return { currentValue: round2(current), percentage: 100, targetReached: true }
  // Not reached: never shown as 100 by rounding.
  const percentage = way <= 0 ? 0 : Math.min(99, Math.round(clamp((((current - start) * side) / way) * 100)))
  return { currentValue: round2(current), percentage, targetReached: false }
}
