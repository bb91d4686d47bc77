import type { TrendPoint } from '@rapport/contracts'

/**
 * One definition of a dimension's "latest" value and of its trend, for the home and Analytics alike
 * (issue 30, decision 020): both read the server's weekly means (the mean of the week's meetings,
 * weeks from Monday). The latest value is the newest week's mean; a trend needs meetings in two
 * different weeks, and its change runs from the first week to the newest. The home showed the latest
 * meeting's score and drew a line through two meetings while Analytics showed a week's mean and
 * wanted two weeks, so one screen said 5.3 and the other 6.7 for the same "latest".
 */
export const trendWords = {
  /** Beside the latest value, on both screens. */
  latest: 'latest week',
  oneWeek: 'One week of meetings',
  needsTwoWeeks: 'A trend needs meetings in two different weeks',
  noScore: 'No score in this range',
} as const

export type DimensionTrendSummary = {
  /** The newest week's mean; null without a scored week. */
  latest: number | null
  /** The Monday of that week, YYYY-MM-DD. */
  latestWeek: string | null
  /** Newest week minus the first, to one decimal; null until there are two weeks. */
  change: number | null
  /** Meetings counted over the weeks. */
  meetings: number
}

/** Two weeks or more: a trend (one week is a point, not a trend). */
export function isTrend(points: readonly TrendPoint[]): boolean {
  return points.length >= 2
}

/** A dimension's weekly means (oldest first) summed up: its latest value, and its change once it is a trend. */
export function summarizeTrend(points: readonly TrendPoint[]): DimensionTrendSummary {
  const first = points[0]
  const last = points.at(-1)
  return {
    latest: last?.score ?? null,
    latestWeek: last?.date ?? null,
    change: first && last && isTrend(points) ? Math.round((last.score - first.score) * 10) / 10 : null,
    meetings: points.reduce((n, p) => n + p.meeting_count, 0),
  }
}
