import { z } from 'zod'

/** Communication goals: one metric of one person, moved toward a target over their next meetings. */

export const goalDirections = ['increase', 'decrease', 'maintain'] as const
export const goalDirection = z.enum(goalDirections)
export type GoalDirection = z.infer<typeof goalDirection>

export const goalStatuses = ['active', 'completed'] as const
export const goalStatus = z.enum(goalStatuses)
export type GoalStatus = z.infer<typeof goalStatus>

/** 1 High, 2 Medium, 3 Low. */
export const goalPriority = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Priority must be 1 (High), 2 (Medium) or 3 (Low)',
})
export type GoalPriority = z.infer<typeof goalPriority>

export const DEFAULT_GOAL_PRIORITY: GoalPriority = 2
export const DEFAULT_GOAL_DIRECTION: GoalDirection = 'increase'
/** How many of a person's latest meetings make their "recent" values and average. */
export const RECENT_MEETINGS_FOR_GOALS = 5

/** The spec's target validation texts, shared so the server rejects with the words the form shows. */
export const goalTargetMessages = {
  required: 'Target value is required',
  outOfRange: (min: number, max: number, unit: string) =>
    `Target should be between ${min} and ${max} ${unit}`,
  excellent: 'Excellent target! This is an ambitious goal.',
  good: 'Good target! This is a solid improvement goal.',
  tooAmbitious: 'Very ambitious target! Consider setting a more achievable goal first.',
  notChallenging: 'Consider setting a more challenging target for meaningful improvement.',
  ok: 'Good target value!',
  /** Not in the spec: a target that moves the wrong way from where the person already is. */
  wrongWay: (direction: 'increase' | 'decrease', average: number, unit: string) =>
    `Your recent average is already ${Math.round(average * 10) / 10}${unit ? ` ${unit}` : ''}: ` +
    `to ${direction} it, set a target ${direction === 'increase' ? 'above' : 'below'} that.`,
  /** Not in the spec: a goal cannot be due before it is set. */
  pastDeadline: 'The deadline cannot be in the past. Choose today or a later date.',
} as const

export const goalTemplate = z.object({
  template_id: z.string(),
  template_name: z.string(),
  user_friendly_name: z.string(),
  description: z.string(),
  suggested_direction: goalDirection,
  sub_dimension: z.object({
    sub_dimension_id: z.string(),
    name: z.string(),
    measurement_unit: z.string(),
    dimension_name: z.string(),
  }),
})
export type GoalTemplate = z.infer<typeof goalTemplate>
export const goalTemplatesResponse = z.object({ templates: z.array(goalTemplate) })

export const goalMetric = z.object({
  sub_dimension_id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  measurement_unit: z.string(),
  typical_range: z.object({ min: z.number(), max: z.number() }),
  benchmarks: z.object({ good: z.number(), excellent: z.number() }),
  /** The chosen person's values in their latest meetings, oldest first (empty without a person). */
  recent_values: z.array(z.number()),
  suggested_direction: goalDirection,
})
export type GoalMetric = z.infer<typeof goalMetric>

export const goalMetricDimension = z.object({
  dimension_id: z.string(),
  dimension_name: z.string(),
  sub_dimensions: z.array(goalMetric),
})
export const goalMetricsQuery = z.object({ person_id: z.uuid().optional() })
export const goalMetricsResponse = z.object({ dimensions: z.array(goalMetricDimension) })
export type GoalMetricsResponse = z.infer<typeof goalMetricsResponse>

export const goalListQuery = z.object({
  status: goalStatus.optional(),
  person_id: z.uuid().optional(),
})
export type GoalListQuery = z.infer<typeof goalListQuery>

export const goalTarget = z.object({
  target_id: z.string(),
  person_id: z.string(),
  person_name: z.string(),
  /** Not in the spec: the account linked to the person ("This is me"); they may change the goal too. */
  person_user_id: z.string().nullable().optional(),
  title: z.string(),
  description: z.string(),
  motivation: z.string(),
  sub_dimension_id: z.string(),
  template_id: z.string().nullable(),
  target_direction: goalDirection,
  target_value: z.number(),
  /** YYYY-MM-DD or none. */
  target_deadline: z.string().nullable(),
  priority: goalPriority,
  status: goalStatus,
  progress_percentage: z.number(),
  /** The average of the latest tracked meetings; null until one is tracked. */
  current_value: z.number().nullable(),
  /** The person's recent average when the goal was set; null if they had no meetings then. */
  baseline_value: z.number().nullable(),
  meetings_tracked: z.number(),
  /** True when the latest tracked meetings meet the target: the UI suggests completing the goal. */
  target_reached: z.boolean(),
  /** The user who set the goal (they, or an admin, may delete it). */
  created_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  sub_dimension: z.object({
    sub_dimension_id: z.string(),
    name: z.string(),
    dimension_name: z.string(),
    measurement_unit: z.string(),
  }),
})
export type GoalTarget = z.infer<typeof goalTarget>
export const goalListResponse = z.object({ targets: z.array(goalTarget) })
export const goalResponse = z.object({ target: goalTarget })

const goalTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be 200 characters or fewer')
const goalTargetValue = z.number({
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? goalTargetMessages.required
      : 'Target value must be a number',
})
const goalDeadline = z.iso.date({ error: 'Deadline must be a date in the form YYYY-MM-DD' }).nullable()
const goalText = z.string().trim().max(2000)

export const createGoalRequest = z.object({
  person_id: z.uuid({ error: 'Choose a person' }),
  sub_dimension_id: z.string({ error: 'Choose a metric' }).min(1, 'Choose a metric').max(100),
  template_id: z.string().max(100).nullable().optional(),
  title: goalTitle,
  description: goalText.default(''),
  motivation: goalText.default(''),
  target_direction: goalDirection.default(DEFAULT_GOAL_DIRECTION),
  target_value: goalTargetValue,
  target_deadline: goalDeadline.optional(),
  priority: goalPriority.default(DEFAULT_GOAL_PRIORITY),
})
export type CreateGoalRequest = z.input<typeof createGoalRequest>

/** PUT /api/goals/{id}: edit any of these; `status` completes or reopens the goal. */
export const updateGoalRequest = z.object({
  title: goalTitle.optional(),
  description: goalText.optional(),
  motivation: goalText.optional(),
  target_direction: goalDirection.optional(),
  target_value: goalTargetValue.optional(),
  target_deadline: goalDeadline.optional(),
  priority: goalPriority.optional(),
  status: goalStatus.optional(),
})
export type UpdateGoalRequest = z.input<typeof updateGoalRequest>

export interface GoalTargetMetric {
  typical_range: { min: number; max: number }
  benchmarks: { good: number; excellent: number }
  measurement_unit: string
}

export type GoalTargetLevel = 'error' | 'warning' | 'success'
export interface GoalTargetFeedback {
  level: GoalTargetLevel
  message: string
}

export function average(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length
}

/**
 * Which way is "better" when a target is compared with the benchmarks: the goal's own direction,
 * and for a maintain goal the benchmarks' orientation (excellent beyond good). See
 * docs/decisions/006-goal-target-validation-direction.md.
 */
function betterSide(direction: GoalDirection, metric: GoalTargetMetric): 1 | -1 {
  if (direction === 'increase') return 1
  if (direction === 'decrease') return -1
  return metric.benchmarks.excellent >= metric.benchmarks.good ? 1 : -1
}

/**
 * The spec's target checks, in the order the issue fixes: empty, outside the typical range (error),
 * at or beyond excellent, at or beyond good, more than 50% from the recent average (warning), less
 * than 10% from it (warning), otherwise fine. "Beyond" is in the goal's direction. The deviation
 * checks need a non-zero recent average.
 */
export function goalTargetFeedback(input: {
  value: number | null | undefined
  direction: GoalDirection
  metric: GoalTargetMetric
  recentAverage: number | null
}): GoalTargetFeedback {
  const { value, direction, metric, recentAverage } = input
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { level: 'error', message: goalTargetMessages.required }
  }
  const { min, max } = metric.typical_range
  if (value < min || value > max) {
    return { level: 'error', message: goalTargetMessages.outOfRange(min, max, metric.measurement_unit) }
  }
  const side = betterSide(direction, metric)
  // An increase (decrease) goal whose target is not above (below) the recent average asks for no
  // change, or for a worse value: no benchmark or deviation praise applies to it.
  if (direction !== 'maintain' && recentAverage !== null && (value - recentAverage) * side <= 0) {
    return {
      level: 'warning',
      message: goalTargetMessages.wrongWay(direction, recentAverage, metric.measurement_unit),
    }
  }
  if ((value - metric.benchmarks.excellent) * side >= 0) {
    return { level: 'success', message: goalTargetMessages.excellent }
  }
  if ((value - metric.benchmarks.good) * side >= 0) {
    return { level: 'success', message: goalTargetMessages.good }
  }
  if (recentAverage !== null && recentAverage !== 0) {
    const deviation = Math.abs(value - recentAverage) / Math.abs(recentAverage)
    if (deviation > 0.5) return { level: 'warning', message: goalTargetMessages.tooAmbitious }
    if (deviation < 0.1) return { level: 'warning', message: goalTargetMessages.notChallenging }
  }
  return { level: 'success', message: goalTargetMessages.ok }
}

/**
 * Whether a deadline (YYYY-MM-DD) lies before `today` (YYYY-MM-DD, the caller's calendar day).
 * The web passes the browser's day; the server allows one day more, for time zones behind UTC.
 */
export function isPastDeadline(deadline: string | null | undefined, today: string): boolean {
  return deadline !== null && deadline !== undefined && deadline < today
}

/**
 * The target the form proposes: the recent average × 0.8 for a decrease goal, × 1.2 otherwise;
 * without a usable recent average (none, or zero, which no factor moves) the good benchmark; 1 as
 * the last fallback. Rounded to the form's step (0.1) and kept inside the typical range, so the
 * proposal never fails the range check.
 */
export function suggestedGoalTarget(input: {
  direction: GoalDirection
  recentAverage: number | null
  metric: GoalTargetMetric | null
}): number {
  const { direction, recentAverage, metric } = input
  let value: number
  if (recentAverage !== null && recentAverage !== 0 && Number.isFinite(recentAverage)) {
    value = recentAverage * (direction === 'decrease' ? 0.8 : 1.2)
  } else if (metric && Number.isFinite(metric.benchmarks.good)) {
    value = metric.benchmarks.good
  } else {
    return 1
  }
  if (metric) value = Math.min(metric.typical_range.max, Math.max(metric.typical_range.min, value))
  return Math.round(value * 10) / 10
}
