import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor, Transaction } from '../../../db/database.ts'
import { people } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'

/** Raw rows as both drivers return them (counts may come back as strings from some drivers). */
const summaryRows = z.object({
  rows: z.array(
    z.object({
      metric_id: z.string(),
      meeting_count: z.coerce.number(),
      average_score: z.coerce.number(),
      first_score: z.coerce.number(),
      first_date: z.string(),
      latest_score: z.coerce.number(),
      latest_date: z.string(),
    }),
  ),
})
const weeklyRows = z.object({
  rows: z.array(
    z.object({
      dimension: z.string(),
      week: z.string(),
      score: z.coerce.number(),
      meeting_count: z.coerce.number(),
    }),
  ),
})

export interface DateRange {
  /** YYYY-MM-DD, included. */
  start: string
  /** YYYY-MM-DD, included. */
  end: string
}

export interface MetricSummaryRow {
  metricId: string
  meetingCount: number
  averageScore: number
  firstScore: number
  firstDate: string
  latestScore: number
  latestDate: string
}

export interface WeeklyDimensionRow {
  dimension: string
  /** Monday of the ISO week, YYYY-MM-DD. */
  week: string
  score: number
  meetingCount: number
}

async function personExists(tx: Transaction, tenantId: string, personId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
  return row !== undefined
}

/**
 * One person's scores over a date range, aggregated in the database. Every query runs inside the
 * tenant's scope and names the tenant. Each method answers null when the tenant has no such person:
 * asked only when the scores are empty (a score row of the tenant names an existing person, by its
 * foreign key), so a person with scores costs one round trip fewer.
 */
export function analyticsRepository(db: Executor) {
  return {
    /**
     * Per metric: meetings, mean, and the scores of the first and latest meeting day. Reads only
     * participant_metrics_person_idx (tenant, person, metric, day, meeting, score): an index-only
     * scan that already yields rows in (metric, day, meeting) order, so no step of the plan sorts.
     */
    async metricSummaries(
      tenantId: string,
      personId: string,
      range: DateRange,
    ): Promise<MetricSummaryRow[] | null> {
      return withTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          SELECT metric_id,
                 count(*) FILTER (WHERE new_meeting)::int AS meeting_count,
                 avg(score)::float8 AS average_score,
                 avg(score) FILTER (WHERE meeting_date = first_day)::float8 AS first_score,
                 to_char(min(first_day), 'YYYY-MM-DD') AS first_date,
                 avg(score) FILTER (WHERE meeting_date = latest_day)::float8 AS latest_score,
                 to_char(max(latest_day), 'YYYY-MM-DD') AS latest_date
          FROM (
            SELECT metric_id, meeting_date, score,
                   min(meeting_date) OVER per_metric AS first_day,
                   max(meeting_date) OVER per_metric AS latest_day,
                   -- Counts meetings, not rows, without a sort: a person heard twice in one meeting
                   -- has two rows there, and they sit side by side in index order.
                   meeting_id IS DISTINCT FROM lag(meeting_id) OVER in_order AS new_meeting
            FROM participant_metrics
            WHERE tenant_id = ${tenantId}
              AND person_id = ${personId}
              AND meeting_date BETWEEN ${range.start}::date AND ${range.end}::date
              AND score IS NOT NULL
            WINDOW per_metric AS (PARTITION BY metric_id),
                   in_order AS (PARTITION BY metric_id ORDER BY meeting_date, meeting_id)
          ) AS scored
          GROUP BY metric_id
        `)
        const { rows } = summaryRows.parse(result)
        if (rows.length === 0 && !(await personExists(tx, tenantId, personId))) return null
        return rows.map((r) => ({
          metricId: r.metric_id,
          meetingCount: r.meeting_count,
          averageScore: r.average_score,
          firstScore: r.first_score,
          firstDate: r.first_date,
          latestScore: r.latest_score,
          latestDate: r.latest_date,
        }))
      })
    },

    /**
     * Weekly means of each dimension score stored with the person's participations. Weeks start on
     * Monday (date_trunc); only meetings inside the range count, even when their week starts before it.
     */
    async weeklyDimensionScores(
      tenantId: string,
      personId: string,
      range: DateRange,
    ): Promise<WeeklyDimensionRow[] | null> {
      return withTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          SELECT d.value->>'name' AS dimension,
                 to_char(date_trunc('week', m.date::timestamp), 'YYYY-MM-DD') AS week,
                 avg((d.value->>'score')::float8)::float8 AS score,
                 count(DISTINCT m.id)::int AS meeting_count
          FROM meeting_participants mp
          JOIN meetings m ON m.id = mp.meeting_id AND m.tenant_id = mp.tenant_id
          CROSS JOIN LATERAL jsonb_array_elements(mp.dimensions) AS d(value)
          WHERE mp.tenant_id = ${tenantId}
            AND mp.person_id = ${personId}
            AND m.date BETWEEN ${range.start}::date AND ${range.end}::date
            AND jsonb_typeof(d.value->'score') = 'number'
          GROUP BY 1, 2
          ORDER BY 1, 2
        `)
        const { rows } = weeklyRows.parse(result)
        if (rows.length === 0 && !(await personExists(tx, tenantId, personId))) return null
        return rows.map((r) => ({
          dimension: r.dimension,
          week: r.week,
          score: r.score,
          meetingCount: r.meeting_count,
        }))
      })
    },
  }
}
