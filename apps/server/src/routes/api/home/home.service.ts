import { getMetric } from '@rapport/analysis'
import {
  HOME_TREND_WEEKS,
  type HomeHeadlineItem,
  type HomeMeeting,
  type HomeResponse,
  latestDayOnEarth,
  type PersonCoachingView,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { analyticsRepository } from '../analytics/analytics.repository.ts'
import { weeklyTrends } from '../analytics/analytics.service.ts'
import { goalsService } from '../goals/goals.service.ts'
import { storedNarrative } from '../meetings/stored-narrative.ts'
import { homeRepository } from './home.repository.ts'

const storedDimensions = z.array(z.object({ name: z.string(), score: z.number().nullable() }).loose())
const storedInsight = z.object({
  title: z.string(),
  description: z.string(),
  dimension_name: z.string(),
  metric_id: z.string().optional(),
})
const storedCoaching = z.object({
  insights: z.object({
    strengths: z.array(storedInsight).default([]),
    opportunities: z.array(storedInsight).default([]),
  }),
  quotes: z.array(
    z.object({
      quote_text: z.string(),
      context_type: z.string(),
      dimension_name: z.string(),
      timestamp: z.number(),
      metric_id: z.string().optional(),
    }),
  ),
  recommendations: z.array(
    z.object({
      recommendation_text: z.string(),
      priority: z.number(),
      dimension_name: z.string(),
      metric_id: z.string().optional(),
    }),
  ),
})
type StoredCoaching = z.infer<typeof storedCoaching>

function meetingOf(row: {
  participantId: string
  meetingId: string
  name: string
  date: string
  dimensions: unknown
}): HomeMeeting {
  const dimensions = storedDimensions.parse(row.dimensions).map((d) => ({ name: d.name, score: d.score }))
  const scored = dimensions.flatMap((d) => (d.score === null ? [] : [d.score]))
  return {
    meeting_id: row.meetingId,
    participant_id: row.participantId,
    name: row.name,
    date: row.date,
    overall: scored.length ? Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 10) / 10 : null,
    dimensions,
  }
}

/** The insight with the quote that shows it: the same metric's quote of that kind, else the dimension's. */
function headline(
  coaching: StoredCoaching,
  item: z.infer<typeof storedInsight> | undefined,
  kind: 'strength' | 'opportunity',
): HomeHeadlineItem | null {
  if (!item) return null
  const ofKind = coaching.quotes.filter((q) => q.context_type === kind)
  const quote =
    (item.metric_id ? ofKind.find((q) => q.metric_id === item.metric_id) : undefined) ??
    ofKind.find((q) => q.dimension_name === item.dimension_name) ??
    null
  return {
    title: item.title,
    description: item.description,
    dimension_name: item.dimension_name,
    metric_id: item.metric_id && getMetric(item.metric_id) ? item.metric_id : null,
    quote: quote ? { text: quote.quote_text, timestamp: quote.timestamp } : null,
    instead: null,
  }
}

/** A catalogue metric's id and dimension; nulls for an id the catalogue does not know. */
function metricOf(id: string | null): { metric_id: string | null; dimension_name: string } {
  const metric = id ? getMetric(id) : undefined
  return metric
    ? { metric_id: metric.id, dimension_name: metric.dimension }
    : { metric_id: null, dimension_name: '' }
}

/**
 * The latest meeting's lead from its narrative (issue 29), so /home says what the meeting page says:
 * the headline, what worked first, the first change with its quote, time and line to use instead,
 * and the practice with its measure.
 */
function fromNarrative(n: PersonCoachingView) {
  const worked = n.worked.find((w) => w.quote.trim() !== '')
  const change = n.change.find((c) => c.quote.trim() !== '' && c.instead.trim() !== '')
  const point = (
    p: { text: string; quote: string; at: number; metric: string | null },
    instead: string | null,
  ) => ({
    title: p.text,
    description: '',
    ...metricOf(p.metric),
    quote: { text: p.quote, timestamp: p.at },
    instead,
  })
  return {
    headline: n.headline,
    strength: worked ? point(worked, null) : null,
    change: change ? point(change, change.instead) : null,
    practice: {
      text: n.practice.text,
      ...metricOf(n.practice.metric),
      target: n.practice.target,
      current: n.practice.current,
      direction: n.practice.direction,
    },
  }
}

/** The coaching home: your latest headline and practice, goals, trend and recent meetings. */
export function homeService(app: FastifyInstance) {
  const repo = homeRepository(app.deps.database.db)
  const analytics = analyticsRepository(app.deps.database.db)
  const goals = goalsService(app)

  /**
   * Your dimensions' weekly means over the past year, as Analytics reads them, the last
   * HOME_TREND_WEEKS weeks of each: one definition of "latest" and of a trend on both screens.
   */
  async function trendsOf(tenantId: string, personId: string): Promise<HomeResponse['trends']> {
    const end = latestDayOnEarth()
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10)
    const rows = await analytics.weeklyDimensionScores(tenantId, personId, { start, end })
    return weeklyTrends(rows ?? []).map((t) => ({
      ...t,
      data_points: t.data_points.slice(-HOME_TREND_WEEKS),
    }))
  }

  return {
    async read(auth: AuthContext): Promise<HomeResponse> {
      const { me, hasMeetings, rows, coaching } = await repo.read(auth.tenantId, auth.user.id)
      const meetings = rows.map(meetingOf)
      const first = meetings[0]
      let latest: HomeResponse['latest'] = null
      const narrative = storedNarrative(coaching?.narrative)
      if (first && narrative) {
        latest = { ...first, ...fromNarrative(narrative) }
      } else if (first) {
        // Meetings stored before the narrative (and people not scored): the coaching's first items.
        const parsed = storedCoaching.safeParse(coaching ?? {})
        const c = parsed.success ? parsed.data : null
        const practice = c ? [...c.recommendations].sort((a, b) => a.priority - b.priority)[0] : undefined
        latest = {
          ...first,
          headline: null,
          strength: c ? headline(c, c.insights.strengths[0], 'strength') : null,
          change: c ? headline(c, c.insights.opportunities[0], 'opportunity') : null,
          practice: practice
            ? {
                text: practice.recommendation_text,
                dimension_name: practice.dimension_name,
                metric_id: practice.metric_id && getMetric(practice.metric_id) ? practice.metric_id : null,
                target: null,
                current: null,
                direction: null,
              }
            : null,
        }
      }
      const targets = me
        ? (await goals.list(auth, { status: 'active', person_id: me.person_id })).targets
        : []
      const trends = me ? await trendsOf(auth.tenantId, me.person_id) : []
      return {
        me,
        has_meetings: hasMeetings,
        latest,
        trends,
        goals: targets.map((g) => ({
          target_id: g.target_id,
          title: g.title,
          metric_name: g.sub_dimension.name,
          progress_percentage: g.progress_percentage,
          meetings_tracked: g.meetings_tracked,
          target_reached: g.target_reached,
        })),
        meetings,
      }
    },
  }
}
