import { z } from 'zod'

/** The date ranges the Analytics page offers, in days; 90 is the default (spec §9). */
export const ANALYTICS_RANGES = [30, 60, 90, 180, 365] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 90
/** The widest range the API answers: five years of weekly points is still a small reply. */
export const MAX_ANALYTICS_RANGE_DAYS = 1827
/** What the charts show at most (spec §9). */
export const MAX_ANALYTICS_BARS = 10
export const MAX_ANALYTICS_TREND_LINES = 3

const isoDate = z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' })

/** Whole days from `start` to `end` (both YYYY-MM-DD). */
function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000)
}

const rangeShape = {
  person_id: z.uuid({ error: 'must be a person id' }),
  start_date: isoDate,
  end_date: isoDate,
}

/** start ≤ end, and not wider than the API answers. */
function validRange<T extends z.ZodType<{ start_date: string; end_date: string }>>(schema: T) {
  return schema
    .refine((q) => q.start_date <= q.end_date, {
      path: ['end_date'],
      error: 'must be on or after start_date',
    })
    .refine((q) => daysBetween(q.start_date, q.end_date) <= MAX_ANALYTICS_RANGE_DAYS, {
      path: ['end_date'],
      error: `must be at most ${MAX_ANALYTICS_RANGE_DAYS} days after start_date`,
    })
}

/**
 * GET /api/analytics/performance-summaries. Both dates are included: a meeting dated `start_date`
 * or `end_date` counts.
 */
export const analyticsQuery = validRange(z.object(rangeShape))
export type AnalyticsQuery = z.infer<typeof analyticsQuery>

export const analyticsGranularities = ['week'] as const
/** GET /api/analytics/performance-trends: the same range, in weekly buckets. */
export const analyticsTrendsQuery = validRange(
  z.object({ ...rangeShape, granularity: z.enum(analyticsGranularities).default('week') }),
)
export type AnalyticsTrendsQuery = z.infer<typeof analyticsTrendsQuery>

/**
 * GET /api/analytics/scores.csv (issue 32): the scores behind Analytics for the screen's filters,
 * the range of performance-summaries and the dimensions chosen (names, comma-separated; every
 * dimension when absent).
 */
export const analyticsExportQuery = validRange(
  z.object({
    ...rangeShape,
    dimensions: z.string().max(500, { error: 'must be at most 500 characters' }).optional(),
  }),
)
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuery>

/** GET /api/analytics/available-dimensions */
export const availableDimension = z.object({
  dimension_name: z.string(),
  sub_dimension_count: z.number().int(),
})
export type AvailableDimension = z.infer<typeof availableDimension>
export const availableDimensionsResponse = z.object({ dimensions: z.array(availableDimension) })

/**
 * One metric (sub-dimension) of one person over the range; scores 1–10, meetings without a score
 * left out. Meetings carry a day, not a time: when several fall on the first or the latest day,
 * that day's score is their mean.
 */
export const performanceSummary = z.object({
  dimension_name: z.string(),
  sub_dimension_id: z.string(),
  sub_dimension_name: z.string(),
  /** The score on the newest meeting day of the range. */
  latest_score: z.number(),
  /** That day, YYYY-MM-DD. */
  latest_date: z.string(),
  /** Mean of every meeting's score over the range. */
  average_score: z.number(),
  /** The score on the oldest meeting day of the range. */
  first_score: z.number(),
  /** That day, YYYY-MM-DD. */
  first_date: z.string(),
  /** latest_score − first_score; null when all the meetings fall on one day. */
  score_change: z.number().nullable(),
  /** Meetings in the range that scored this metric. */
  meeting_count: z.number().int(),
})
export type PerformanceSummary = z.infer<typeof performanceSummary>
export const performanceSummariesResponse = z.object({
  person_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  summaries: z.array(performanceSummary),
})
export type PerformanceSummariesResponse = z.infer<typeof performanceSummariesResponse>

/** A week's mean dimension score; `date` is the Monday that starts the (ISO) week. */
export const trendPoint = z.object({
  date: z.string(),
  score: z.number(),
  meeting_count: z.number().int(),
})
export type TrendPoint = z.infer<typeof trendPoint>
/** One dimension's line; only dimensions with at least one scored meeting in the range are listed. */
export const performanceTrend = z.object({
  name: z.string(),
  data_points: z.array(trendPoint),
})
export type PerformanceTrend = z.infer<typeof performanceTrend>
export const performanceTrendsResponse = z.object({
  person_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  granularity: z.enum(analyticsGranularities),
  trends: z.array(performanceTrend),
})
export type PerformanceTrendsResponse = z.infer<typeof performanceTrendsResponse>
