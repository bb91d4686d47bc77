import { RECENT_MEETINGS_FOR_GOALS } from '@rapport/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../../db/database.ts'
import { goals, people } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'

/** Raw rows as both drivers return them (numbers may come back as strings, arrays as text). */
const float = z.coerce.number()
const recentRows = z.object({
  rows: z.array(z.object({ metric_id: z.string(), values: z.array(float) })),
})
const scoreRows = z.object({ rows: z.array(z.object({ metric_id: z.string(), score: float })) })
const goalRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      person_id: z.string(),
      person_name: z.string(),
      person_user_id: z.string().nullable(),
      metric_id: z.string(),
      template_id: z.string().nullable(),
      title: z.string(),
      description: z.string(),
      motivation: z.string(),
      direction: z.enum(['increase', 'decrease', 'maintain']),
      target_value: float,
      baseline_value: float.nullable(),
      deadline: z.string().nullable(),
      priority: z.coerce.number(),
      status: z.enum(['active', 'completed']),
      created_at: z.string(),
      completed_at: z.string().nullable(),
      created_by: z.string().nullable(),
      tracked: z.coerce.number(),
      recent: z.array(float).nullable(),
    }),
  ),
})

export type GoalWithTracking = z.infer<typeof goalRows>['rows'][number]

export interface NewGoal {
  personId: string
  createdBy: string
  metricId: string
  templateId: string | null
  title: string
  description: string
  motivation: string
  direction: 'increase' | 'decrease' | 'maintain'
  targetValue: number
  baselineValue: number | null
  deadline: string | null
  priority: number
}

export type GoalChanges = Partial<
  Pick<
    NewGoal,
    'title' | 'description' | 'motivation' | 'direction' | 'targetValue' | 'deadline' | 'priority'
  > & { status: 'active' | 'completed' }
>

const RECENT = RECENT_MEETINGS_FOR_GOALS

/**
 * Rows (value, meeting_date, meeting_id, created_at) of a person's latest scored meetings for one
 * metric, newest first, at most RECENT: one row per meeting, whose value is the mean of the person's
 * participations in it. A person can take part twice in one meeting (two speaker labels matched to
 * them; nothing makes (meeting, person) unique), and that is still one meeting.
 *
 * The plan this is written for: the person index walked backwards with Unique on (day, meeting),
 * each meeting looked up by key, an incremental sort on the meeting's creation within a day, then
 * the limit, so only about RECENT index entries and meetings are read. The values are fetched after
 * the limit (one index probe per kept meeting). Grouping the rows instead (GROUP BY with avg) reads
 * five times as many rows, as the limit no longer reaches the sort: +70% for the Goals list.
 */
function latestMeetings(where: {
  tenantId: SQL
  personId: SQL
  metricId: SQL
  /** Only meetings dated on or after this day. */
  since?: SQL
}): SQL {
  const { tenantId, personId, metricId } = where
  return sql`
    SELECT d.meeting_date, d.meeting_id, m.created_at,
           (SELECT avg(x.value)::float8
            FROM participant_metrics x
            WHERE x.tenant_id = ${tenantId}
              AND x.person_id = ${personId}
              AND x.metric_id = ${metricId}
              AND x.meeting_date = d.meeting_date
              AND x.meeting_id = d.meeting_id
              AND x.score IS NOT NULL) AS value
    FROM (
      SELECT DISTINCT pm.meeting_date, pm.meeting_id
      FROM participant_metrics pm
      WHERE pm.tenant_id = ${tenantId}
        AND pm.person_id = ${personId}
        AND pm.metric_id = ${metricId}
        ${where.since ? sql`AND pm.meeting_date >= ${where.since}` : sql``}
        AND pm.score IS NOT NULL
      ORDER BY pm.meeting_date DESC, pm.meeting_id DESC
    ) d
    JOIN meetings m ON m.id = d.meeting_id AND m.tenant_id = ${tenantId}
    ORDER BY d.meeting_date DESC, m.created_at DESC, d.meeting_id DESC
    LIMIT ${RECENT}
  `
}

/**
 * Goals and the metric values they track, always within one tenant (RLS scope plus an explicit
 * tenant condition on every table). A person's meetings are ordered by meeting date, then by when
 * the meeting was stored, so two meetings on one day still have an order. Only scored
 * participations count: a person who spoke too little to score has no reliable value. A meeting in
 * which the person took part twice counts once (see latestMeetings), as in analytics.
 */
export function goalsRepository(db: Executor) {
  return {
    /** The person, with the account linked to them ("This is me"), or null when not in the tenant. */
    async findPerson(tenantId: string, personId: string): Promise<{ userId: string | null } | null> {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select({ userId: people.userId })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
        return row ?? null
      })
    },

    /**
     * Per metric, the person's mean score over their latest RECENT meetings that scored it: how
     * strong they are on it now, for ordering goal templates weakest first.
     */
    async recentScores(tenantId: string, personId: string): Promise<Map<string, number>> {
      return withTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          SELECT r.metric_id, avg(r.score)::float8 AS score
          FROM (
            SELECT pm.metric_id, pm.score,
                   row_number() OVER (
                     PARTITION BY pm.metric_id ORDER BY pm.meeting_date DESC, pm.meeting_id DESC
                   ) AS n
            FROM participant_metrics pm
            WHERE pm.tenant_id = ${tenantId}::uuid
              AND pm.person_id = ${personId}::uuid
              AND pm.score IS NOT NULL
          ) r
          WHERE r.n <= ${RECENT}
          GROUP BY r.metric_id
        `)
        return new Map(scoreRows.parse(result).rows.map((r) => [r.metric_id, r.score]))
      })
    },

    /**
     * Per metric, the person's value in each of their latest meetings, oldest first. One
     * statement: for each metric id the person index is walked backwards and stops after a few rows.
     */
    async recentValues(
      tenantId: string,
      personId: string,
      metricIds: readonly string[],
    ): Promise<Map<string, number[]>> {
      if (metricIds.length === 0) return new Map()
      const ids = sql.join(
        metricIds.map((id) => sql`${id}`),
        sql`, `,
      )
      return withTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          SELECT ids.metric_id, r.values
          FROM unnest(ARRAY[${ids}]::text[]) AS ids(metric_id)
          CROSS JOIN LATERAL (
            SELECT array_agg(v.value ORDER BY v.meeting_date, v.created_at, v.meeting_id) AS values
            FROM (${latestMeetings({
              tenantId: sql`${tenantId}::uuid`,
              personId: sql`${personId}::uuid`,
              metricId: sql`ids.metric_id`,
            })}) v
          ) r
          WHERE r.values IS NOT NULL
        `)
        return new Map(recentRows.parse(result).rows.map((r) => [r.metric_id, r.values]))
      })
    },

    /**
     * Goals with what their progress needs, in one statement: per goal the number of meetings
     * tracked since it was set (distinct meetings, not participations) and the values of the
     * latest ones (newest first). A meeting is tracked when it was held on or after the day the goal
     * was set (issue 30: its meeting date, whenever it was uploaded; older history uploaded later
     * is not progress, a meeting of that day uploaded before the goal is). The day is the goal's
     * creation day in UTC: the server does not know the user's time zone.
     * The count reads, per goal, one range of the person index (meeting_id and score are in its
     * key). The planner must not turn that into one join of all goals with participant_metrics: it
     * then scans the whole table (every metric row of the tenant, 208k in the bench) instead of the
     * ranges, 3 to 5 times slower with 200 goals. `OFFSET 0` keeps the lateral subquery a range scan
     * per goal. The first tracked day (`since`) is computed once per
     * goal: under row-level security PostgreSQL 15 does not bound an index scan with an expression
     * that is not leakproof (the time zone conversion), so it read every row of the person's metric.
     * The latest values walk that index backwards and stop after a few meetings (latestMeetings).
     */
    async list(
      tenantId: string,
      filter: { status?: 'active' | 'completed' | undefined; personId?: string | undefined; id?: string },
    ): Promise<GoalWithTracking[]> {
      return withTenant(db, tenantId, async (tx) => {
        const result = await tx.execute(sql`
          WITH g AS (
            SELECT goals.*, (created_at AT TIME ZONE 'UTC')::date AS since FROM goals
            WHERE tenant_id = ${tenantId}
              ${filter.status ? sql`AND status = ${filter.status}` : sql``}
              ${filter.personId ? sql`AND person_id = ${filter.personId}` : sql``}
              ${filter.id ? sql`AND id = ${filter.id}` : sql``}
          ),
          counts AS (
            SELECT g.id AS goal_id, count(*)::int AS tracked
            FROM g
            CROSS JOIN LATERAL (
              SELECT DISTINCT pm.meeting_date, pm.meeting_id
              FROM participant_metrics pm
              WHERE pm.tenant_id = g.tenant_id
                AND pm.person_id = g.person_id
                AND pm.metric_id = g.metric_id
                AND pm.meeting_date >= g.since
                AND pm.score IS NOT NULL
              OFFSET 0
            ) pm
            GROUP BY g.id
          )
          SELECT g.id, g.person_id, p.full_name AS person_name, p.user_id AS person_user_id, g.metric_id, g.template_id, g.title,
                 g.description, g.motivation, g.direction, g.target_value, g.baseline_value,
                 to_char(g.deadline, 'YYYY-MM-DD') AS deadline, g.priority, g.status,
                 to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
                 to_char(g.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at,
                 g.created_by, coalesce(c.tracked, 0) AS tracked, r.recent
          FROM g
          JOIN people p ON p.id = g.person_id AND p.tenant_id = g.tenant_id
          LEFT JOIN counts c ON c.goal_id = g.id
          LEFT JOIN LATERAL (
            SELECT array_agg(v.value ORDER BY v.meeting_date DESC, v.created_at DESC, v.meeting_id DESC) AS recent
            FROM (${latestMeetings({
              tenantId: sql`g.tenant_id`,
              personId: sql`g.person_id`,
              metricId: sql`g.metric_id`,
              since: sql`g.since`,
            })}) v
          ) r ON true
          ORDER BY g.status ASC, g.priority ASC, g.deadline ASC NULLS LAST, g.created_at DESC, g.id
        `)
        return goalRows.parse(result).rows
      })
    },

    async insert(tenantId: string, goal: NewGoal): Promise<string> {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .insert(goals)
          .values({ tenantId, ...goal })
          .returning({ id: goals.id })
        if (!row) throw new Error('goal insert returned nothing')
        return row.id
      })
    },

    async update(tenantId: string, id: string, changes: GoalChanges): Promise<boolean> {
      return withTenant(db, tenantId, async (tx) => {
        const completedAt =
          changes.status === 'completed'
            ? sql`coalesce(${goals.completedAt}, now())`
            : changes.status === 'active'
              ? null
              : undefined
        const rows = await tx
          .update(goals)
          .set({ ...changes, ...(completedAt !== undefined ? { completedAt } : {}), updatedAt: sql`now()` })
          .where(and(eq(goals.tenantId, tenantId), eq(goals.id, id)))
          .returning({ id: goals.id })
        return rows.length > 0
      })
    },

    async remove(tenantId: string, id: string): Promise<boolean> {
      return withTenant(db, tenantId, async (tx) => {
        const rows = await tx
          .delete(goals)
          .where(and(eq(goals.tenantId, tenantId), eq(goals.id, id)))
          .returning({ id: goals.id })
        return rows.length > 0
      })
    },
  }
}
