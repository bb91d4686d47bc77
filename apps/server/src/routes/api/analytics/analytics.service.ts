import { DIMENSIONS, getMetric, METRICS } from '@rapport/analysis'
import type {
  AnalyticsExportQuery,
  AnalyticsQuery,
  AnalyticsTrendsQuery,
  AvailableDimension,
  PerformanceSummariesResponse,
  PerformanceTrendsResponse,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { fileSlug, scoreCsv } from '../../../exports/score-csv.ts'
import { scoreRowsRepository } from '../../../exports/score-rows.repository.ts'
import { NotFoundError } from '../../../lib/errors.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { analyticsRepository, type WeeklyDimensionRow } from './analytics.repository.ts'

/** Catalogue position of each metric and dimension: the order every list comes back in. */
const metricOrder = new Map(METRICS.map((m, i) => [m.id, i]))
const dimensionOrder = new Map<string, number>(DIMENSIONS.map((d, i) => [d, i]))
const orderOf = (order: Map<string, number>, key: string) => order.get(key) ?? Number.MAX_SAFE_INTEGER

/** Scores are shown with one decimal; two keep the rounding of means honest without float noise. */
const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Each dimension's weekly means, oldest week first, in catalogue order: the one definition of a
 * dimension's trend, and of its latest value (the last week's mean), that Analytics and the home
 * both answer with (issue 30: the home showed the latest meeting's score, Analytics a week's mean).
 */
export function weeklyTrends(rows: readonly WeeklyDimensionRow[]): PerformanceTrendsResponse['trends'] {
  const byDimension = new Map<string, PerformanceTrendsResponse['trends'][number]>()
  for (const row of rows) {
    let trend = byDimension.get(row.dimension)
    if (!trend) {
      trend = { name: row.dimension, data_points: [] }
      byDimension.set(row.dimension, trend)
    }
    trend.data_points.push({ date: row.week, score: round2(row.score), meeting_count: row.meetingCount })
  }
  for (const trend of byDimension.values()) trend.data_points.sort((a, b) => a.date.localeCompare(b.date))
  return [...byDimension.values()].sort(
    (a, b) => orderOf(dimensionOrder, a.name) - orderOf(dimensionOrder, b.name),
  )
}

export function analyticsService(app: FastifyInstance) {
  const repo = analyticsRepository(app.deps.database.db)
  const scoreRows = scoreRowsRepository(app.deps.database.db)

  /** A person of another tenant answers exactly like one that does not exist. */
  function found<T>(rows: T | null): T {
    if (rows === null) throw new NotFoundError('Person')
    return rows
  }

  return {
    availableDimensions(): { dimensions: AvailableDimension[] } {
      return {
        dimensions: DIMENSIONS.map((name) => ({
          dimension_name: name,
          sub_dimension_count: METRICS.filter((m) => m.dimension === name).length,
        })),
      }
    },

    async summaries(auth: AuthContext, query: AnalyticsQuery): Promise<PerformanceSummariesResponse> {
      const rows = found(
        await repo.metricSummaries(auth.tenantId, query.person_id, {
          start: query.start_date,
          end: query.end_date,
        }),
      )
      rows.sort((a, b) => orderOf(metricOrder, a.metricId) - orderOf(metricOrder, b.metricId))
      return {
        person_id: query.person_id,
        start_date: query.start_date,
        end_date: query.end_date,
        // A metric id the catalogue no longer knows has no dimension to show it under.
        summaries: rows.flatMap((r) => {
          const metric = getMetric(r.metricId)
          if (!metric) return []
          return [
            {
              dimension_name: metric.dimension,
              sub_dimension_id: r.metricId,
              sub_dimension_name: metric.name,
              latest_score: round2(r.latestScore),
              latest_date: r.latestDate,
              average_score: round2(r.averageScore),
              first_score: round2(r.firstScore),
              first_date: r.firstDate,
              // A change needs two weeks, as a trend does (decision 020).
              score_change: r.firstWeek < r.latestWeek ? round2(r.latestScore - r.firstScore) : null,
              meeting_count: r.meetingCount,
            },
          ]
        }),
      }
    },

    /**
     * The scores behind the summaries, one row per meeting and metric (issue 32): the same person,
     * days and dimensions, so each metric's mean of the CSV's scores is the screen's average.
     */
    async scoresCsv(
      auth: AuthContext,
      query: AnalyticsExportQuery,
    ): Promise<{ filename: string; csv: string }> {
      const name = found(await repo.personName(auth.tenantId, query.person_id))
      const wanted = query.dimensions?.split(',').map((d) => d.trim().toLowerCase())
      const dimensions = wanted ? DIMENSIONS.filter((d) => wanted.includes(d.toLowerCase())) : undefined
      const rows = await scoreRows.rows(auth.tenantId, {
        personId: query.person_id,
        start: query.start_date,
        end: query.end_date,
        dimensions,
      })
      return {
        filename: `${fileSlug(name)}-${query.start_date}-to-${query.end_date}-scores.csv`,
        csv: scoreCsv(rows),
      }
    },

    async trends(auth: AuthContext, query: AnalyticsTrendsQuery): Promise<PerformanceTrendsResponse> {
      const rows = found(
        await repo.weeklyDimensionScores(auth.tenantId, query.person_id, {
          start: query.start_date,
          end: query.end_date,
        }),
      )
      return {
        person_id: query.person_id,
        start_date: query.start_date,
        end_date: query.end_date,
        granularity: query.granularity,
        trends: weeklyTrends(rows),
      }
    },
  }
}
