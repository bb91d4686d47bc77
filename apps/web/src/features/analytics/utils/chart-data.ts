import {
  MAX_ANALYTICS_BARS,
  MAX_ANALYTICS_TREND_LINES,
  type PerformanceSummary,
  type PerformanceTrend,
} from '@rapport/contracts'
import { type DimensionTrendSummary, summarizeTrend } from '../../../lib/dimension-trend.ts'

/**
 * The metrics the bar chart shows: those of the chosen dimensions, at most 10. With more, the 10
 * lowest latest scores, where coaching helps most; they keep the catalogue order the server sends.
 */
export function chartBars(summaries: readonly PerformanceSummary[], dimensions: readonly string[]) {
  const chosen = summaries.filter((s) => dimensions.includes(s.dimension_name))
  if (chosen.length <= MAX_ANALYTICS_BARS) return { bars: chosen, total: chosen.length }
  const lowest = new Set(
    [...chosen]
      .map((s, index) => ({ s, index }))
      .sort((a, b) => a.s.latest_score - b.s.latest_score || a.index - b.index)
      .slice(0, MAX_ANALYTICS_BARS)
      .map(({ s }) => s),
  )
  return { bars: chosen.filter((s) => lowest.has(s)), total: chosen.length }
}

export type TrendRow = { date: string } & Record<string, number | string>

/**
 * One row per week for the line chart: `{ date, Authority: 6.2, Clarity: 7.1 }`; a week without a
 * score has no key. The lines are the first three chosen dimensions (in the order of the checkboxes,
 * which is the catalogue's, as the server sends the trends) that have a score in the range; `omitted`
 * names the chosen ones with scores that do not fit.
 */
export function trendRows(trends: readonly PerformanceTrend[], dimensions: readonly string[]) {
  const candidates = trends.filter((t) => dimensions.includes(t.name) && t.data_points.length > 0)
  const lines = candidates.slice(0, MAX_ANALYTICS_TREND_LINES)
  const byDate = new Map<string, TrendRow>()
  for (const line of lines) {
    for (const point of line.data_points) {
      const row = byDate.get(point.date) ?? { date: point.date }
      row[line.name] = point.score
      byDate.set(point.date, row)
    }
  }
  const rows = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date))
  return {
    lines: lines.map((l) => l.name),
    rows,
    omitted: candidates.slice(MAX_ANALYTICS_TREND_LINES).map((l) => l.name),
  }
}

export type DimensionTile = { name: string } & DimensionTrendSummary

/** A tile per chosen dimension, from its weekly means: the latest value and trend the home shows too. */
export function dimensionTiles(trends: readonly PerformanceTrend[], dimensions: readonly string[]) {
  return dimensions.map(
    (name): DimensionTile => ({
      name,
      ...summarizeTrend(trends.find((t) => t.name === name)?.data_points ?? []),
    }),
  )
}

/** Meetings in the range with any dimension score (each dimension counts the same meetings at most). */
export function meetingsInRange(trends: readonly PerformanceTrend[]): number {
  return Math.max(0, ...trends.map((t) => t.data_points.reduce((n, p) => n + p.meeting_count, 0)))
}
