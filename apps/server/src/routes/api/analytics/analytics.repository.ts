import { and, eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../../db/database.ts'
import { people } from '../../../db/schema/index.ts'
import { readInTenant } from '../../../db/tenant-scope.ts'

/** Raw rows as both drivers return them (counts may come back as strings from some drivers). */
const summaryRows = z.object({
  rows: z.array(
    z.object({
      metric_id: z.string(),
      meeting_count: z.coerce.number(),
      average_score: z.coerce.number(),
      first_score: z.coerce.number(),
      first_date: z.string(),
      first_week: z.string(),
      latest_score: z.coerce.number(),
      latest_date: z.string(),
      latest_week: z.string(),
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
  /** The mean of the first week's meetings (weeks from Monday, days inside the range). */
  firstScore: number
  firstDate: string
  /** Monday of the first week. */
  firstWeek: string
  /** The mean of the latest week's meetings: "latest" as the trends and the home read it (decision 020). */
  latestScore: number
  latestDate: string
  /** Monday of the latest week. */
  latestWeek: string
}

export interface WeeklyDimensionRow {
  dimension: string
  /** Monday of the ISO week, YYYY-MM-DD. */
  week: string
  score: number
  meetingCount: number
}

async function personExists(tx: Executor, tenantId: string, personId: string): Promise<boolean> {
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
    /** The person's name, or null when the tenant has no such person. */
    async personName(tenantId: string, personId: string): Promise<string | null> {
      const [row] = await readInTenant(db, tenantId, (tx) =>
        tx
          .select({ name: people.fullName })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.id, personId))),
      )
      return row?.name ?? null
    },

    /**
     * Per metric: meetings, mean, and the means of the first and the latest week with meetings
     * (weeks from Monday, only days inside the range), the week being what "latest" means on every
     * screen (decision 020; it was the latest meeting day's mean). The
     * aggregates come from one pass over participant_metrics_person_idx (tenant, person, metric,
     * day, meeting, score), an index-only scan already in metric order; each metric's first and
     * latest week's scores are then two probes of the same index. (Window functions over the whole
     * range took 2.4 times as long: 1.3 ms against 0.55 ms for a year of meetings.)
     */
    async metricSummaries(
      tenantId: string,
      personId: string,
      range: DateRange,
    ): Promise<MetricSummaryRow[] | null> {
      return readInTenant(db, tenantId, async (tx) => {
        const daysMean = (from: SQL, to: SQL) => sql`(
          SELECT avg(d.score) FROM participant_metrics d
          WHERE d.tenant_id = ${tenantId} AND d.person_id = ${personId} AND d.metric_id = g.metric_id
            AND d.meeting_date BETWEEN ${from} AND ${to} AND d.score IS NOT NULL)::float8`
        const monday = (day: SQL) => sql`date_trunc('week', ${day}::timestamp)::date`
        const result = await tx.execute(sql`
          SELECT g.metric_id, g.meeting_count, g.average_score,
                 ${daysMean(sql`g.first_day`, sql`least(${monday(sql`g.first_day`)} + 6, ${range.end}::date)`)} AS first_score,
                 to_char(g.first_day, 'YYYY-MM-DD') AS first_date,
                 to_char(${monday(sql`g.first_day`)}, 'YYYY-MM-DD') AS first_week,
                 ${daysMean(sql`greatest(${monday(sql`g.latest_day`)}, ${range.start}::date)`, sql`g.latest_day`)} AS latest_score,
                 to_char(g.latest_day, 'YYYY-MM-DD') AS latest_date,
                 to_char(${monday(sql`g.latest_day`)}, 'YYYY-MM-DD') AS latest_week
          FROM (
            -- A person heard twice in one meeting has two rows there: meetings are counted, not rows.
            SELECT metric_id,
                   count(DISTINCT meeting_id)::int AS meeting_count,
                   avg(score)::float8 AS average_score,
                   min(meeting_date) AS first_day,
                   max(meeting_date) AS latest_day
            FROM participant_metrics
            WHERE tenant_id = ${tenantId}
              AND person_id = ${personId}
              AND meeting_date BETWEEN ${range.start}::date AND ${range.end}::date
              AND score IS NOT NULL
            GROUP BY metric_id
          ) AS g
        `)
        const { rows } = summaryRows.parse(result)
        if (rows.length === 0 && !(await personExists(tx, tenantId, personId))) return null
        return rows.map((r) => ({
          metricId: r.metric_id,
          meetingCount: r.meeting_count,
          averageScore: r.average_score,
          firstScore: r.first_score,
          firstDate: r.first_date,
          firstWeek: r.first_week,
          latestScore: r.latest_score,
          latestDate: r.latest_date,
          latestWeek: r.latest_week,
        }))
      })
    },

    /**
     * Weekly means of each dimension score stored with the person's participations. Weeks start on
     * Monday (date_trunc); only meetings inside the range count, even when their week starts before it.
     * The participations of the range come from meeting_participants_person_idx (tenant, person, date).
     */
    async weeklyDimensionScores(
      tenantId: string,
      personId: string,
      range: DateRange,
    ): Promise<WeeklyDimensionRow[] | null> {
      return readInTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          SELECT d.name AS dimension,
                 to_char(w.week, 'YYYY-MM-DD') AS week,
                 avg(d.score)::float8 AS score,
                 count(DISTINCT mp.meeting_id)::int AS meeting_count
          FROM meeting_participants mp
          CROSS JOIN LATERAL (SELECT date_trunc('week', mp.meeting_date::timestamp) AS week) AS w
          CROSS JOIN LATERAL jsonb_to_recordset(mp.dimensions) AS d(name text, score float8)
          WHERE mp.tenant_id = ${tenantId}
            AND mp.person_id = ${personId}
            AND mp.meeting_date BETWEEN ${range.start}::date AND ${range.end}::date
            AND d.score IS NOT NULL
          GROUP BY d.name, w.week
          ORDER BY d.name, w.week
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
