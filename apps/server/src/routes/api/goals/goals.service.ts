import { getMetric, METRICS, type MetricInfo, metricCatalogue } from '@rapport/analysis'
import {
  average,
  type CreateGoalRequest,
  type GoalDirection,
  type GoalListQuery,
  type GoalMetricsResponse,
  type GoalPriority,
  type GoalTarget,
  type GoalTargetMetric,
  goalTargetFeedback,
  goalTargetMessages,
  isPastDeadline,
  type UpdateGoalRequest,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.ts'
import { type AuthContext, hasRole } from '../../../plugins/app/auth/index.ts'
import { goalProgress } from './goal-progress.ts'
import { findGoalTemplate, goalTemplates } from './goal-templates.ts'
import { type GoalChanges, type GoalWithTracking, goalsRepository } from './goals.repository.ts'

type CreateGoal = Omit<
  Required<CreateGoalRequest>,
  'template_id' | 'target_deadline' | 'priority' | 'target_value'
> & {
  template_id?: string | null | undefined
  target_deadline?: string | null | undefined
  priority: GoalPriority
  target_value: number
}

type UpdateGoal = Omit<UpdateGoalRequest, 'priority'> & { priority?: GoalPriority | undefined }

function targetMetric(metric: MetricInfo): GoalTargetMetric {
  return { typical_range: metric.typicalRange, benchmarks: metric.benchmarks, measurement_unit: metric.unit }
}

function metricOf(id: string): MetricInfo {
  const metric = getMetric(id)
  if (!metric) throw new ValidationError(`Unknown metric "${id}"`, { field: 'sub_dimension_id' })
  return metric
}

/** The server's half of the form's target check: an error-level finding (empty, out of range) rejects. */
function checkTarget(value: number, direction: GoalDirection, metric: MetricInfo) {
  const feedback = goalTargetFeedback({ value, direction, metric: targetMetric(metric), recentAverage: null })
  if (feedback.level === 'error') throw new ValidationError(feedback.message, { field: 'target_value' })
}

/** Refuses a deadline before yesterday (UTC): one day of slack for people west of UTC. */
function checkDeadline(deadline: string | null | undefined) {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  if (isPastDeadline(deadline, yesterday)) {
    throw new ValidationError(goalTargetMessages.pastDeadline, { field: 'target_deadline' })
  }
}

export function goalsService(app: FastifyInstance) {
  const repo = goalsRepository(app.deps.database.db)

  async function personOf(auth: AuthContext, personId: string) {
    const person = await repo.findPerson(auth.tenantId, personId)
    if (!person) throw new NotFoundError('Person')
    return person
  }

  async function goalOf(auth: AuthContext, id: string): Promise<GoalTarget> {
    const [row] = await repo.list(auth.tenantId, { id })
    if (!row) throw new NotFoundError('Goal')
    return present(row)
  }

  return {
    /**
     * The goal templates; for a person, their weakest metrics first (lowest mean score over their
     * latest meetings), then the metrics never scored for them, in the catalogue's order.
     */
    async templates(auth: AuthContext, personId: string | undefined) {
      const templates = goalTemplates()
      if (!personId) return { templates }
      await personOf(auth, personId)
      const scores = await repo.recentScores(auth.tenantId, personId)
      const scoreOf = (t: (typeof templates)[number]) =>
        scores.get(t.sub_dimension.sub_dimension_id) ?? Number.POSITIVE_INFINITY
      // Array.prototype.sort is stable: equal scores keep the catalogue's order.
      return { templates: [...templates].sort((a, b) => scoreOf(a) - scoreOf(b)) }
    },

    async metrics(auth: AuthContext, personId: string | undefined): Promise<GoalMetricsResponse> {
      let recent = new Map<string, number[]>()
      if (personId) {
        await personOf(auth, personId)
        recent = await repo.recentValues(
          auth.tenantId,
          personId,
          METRICS.map((m) => m.id),
        )
      }
      return {
        dimensions: metricCatalogue().map((d) => ({
          dimension_id: d.id,
          dimension_name: d.name,
          sub_dimensions: d.metrics.map((m) => ({
            sub_dimension_id: m.id,
            name: m.name,
            description: m.description,
            category: m.category,
            measurement_unit: m.unit,
            typical_range: m.typicalRange,
            benchmarks: m.benchmarks,
            recent_values: recent.get(m.id) ?? [],
            suggested_direction: m.direction,
          })),
        })),
      }
    },

    async list(auth: AuthContext, query: GoalListQuery) {
      if (query.person_id) await personOf(auth, query.person_id)
      const rows = await repo.list(auth.tenantId, { status: query.status, personId: query.person_id })
      return { targets: rows.map(present) }
    },

    async create(auth: AuthContext, body: CreateGoal) {
      const metric = metricOf(body.sub_dimension_id)
      if (body.template_id) {
        const template = findGoalTemplate(body.template_id)
        if (!template)
          throw new ValidationError(`Unknown goal template "${body.template_id}"`, { field: 'template_id' })
        if (template.sub_dimension.sub_dimension_id !== metric.id) {
          throw new ValidationError('The template tracks a different metric', { field: 'sub_dimension_id' })
        }
      }
      checkTarget(body.target_value, body.target_direction, metric)
      checkDeadline(body.target_deadline)
      const person = await personOf(auth, body.person_id)
      if (!maySetGoalFor(auth, person.userId)) throw new ForbiddenError(TEAMMATES_GOALS)
      const recent = await repo.recentValues(auth.tenantId, body.person_id, [metric.id])
      const baseline = average(recent.get(metric.id) ?? [])
      const id = await repo.insert(auth.tenantId, {
        personId: body.person_id,
        createdBy: auth.user.id,
        metricId: metric.id,
        templateId: body.template_id ?? null,
        title: body.title,
        description: body.description,
        motivation: body.motivation,
        direction: body.target_direction,
        targetValue: body.target_value,
        baselineValue: baseline === null ? null : Math.round(baseline * 100) / 100,
        deadline: body.target_deadline ?? null,
        priority: body.priority,
      })
      return { target: await goalOf(auth, id) }
    },

    async update(auth: AuthContext, id: string, body: UpdateGoal) {
      const goal = await goalOf(auth, id)
      if (!mayChange(auth, goal)) {
        throw new ForbiddenError('Only the person who set this goal or an administrator can change it.')
      }
      if (body.target_value !== undefined || body.target_direction !== undefined) {
        checkTarget(
          body.target_value ?? goal.target_value,
          body.target_direction ?? goal.target_direction,
          metricOf(goal.sub_dimension_id),
        )
      }
      // A goal already overdue may keep its deadline; a new one must not lie in the past.
      if (body.target_deadline !== undefined && body.target_deadline !== goal.target_deadline) {
        checkDeadline(body.target_deadline)
      }
      const changes: GoalChanges = {}
      if (body.title !== undefined) changes.title = body.title
      if (body.description !== undefined) changes.description = body.description
      if (body.motivation !== undefined) changes.motivation = body.motivation
      if (body.target_direction !== undefined) changes.direction = body.target_direction
      if (body.target_value !== undefined) changes.targetValue = body.target_value
      if (body.target_deadline !== undefined) changes.deadline = body.target_deadline
      if (body.priority !== undefined) changes.priority = body.priority
      if (body.status !== undefined) changes.status = body.status
      if (Object.keys(changes).length > 0) await repo.update(auth.tenantId, id, changes)
      return { target: await goalOf(auth, id) }
    },

    async remove(auth: AuthContext, id: string) {
      const goal = await goalOf(auth, id)
      if (!mayChange(auth, goal)) {
        throw new ForbiddenError('Only the person who set this goal or an administrator can delete it.')
      }
      await repo.remove(auth.tenantId, id)
      return { message: 'Goal deleted' }
    },
  }
}

const TEAMMATES_GOALS =
  'This person is a member of your team: only they or an administrator can set goals for them.'

/**
 * A person linked to a member ("This is me") is that member's own: only they or an admin set goals
 * on them, so no colleague's goal lands on someone's home where they cannot change it.
 */
function maySetGoalFor(auth: AuthContext, linkedUserId: string | null): boolean {
  return linkedUserId === null || linkedUserId === auth.user.id || hasRole(auth.role, 'admin')
}

/**
 * Every member reads the tenant's goals; whoever set one, the member the goal is about, or an admin
 * of the tenant, changes it.
 */
function mayChange(auth: AuthContext, goal: GoalTarget): boolean {
  if (hasRole(auth.role, 'admin')) return true
  if (!hasRole(auth.role, 'user')) return false
  return goal.created_by === auth.user.id || goal.person_user_id === auth.user.id
}

function present(row: GoalWithTracking): GoalTarget {
  const metric = getMetric(row.metric_id)
  const typicalRange = metric?.typicalRange ?? { min: 0, max: 0 }
  const progress = goalProgress({
    direction: row.direction,
    target: row.target_value,
    baseline: row.baseline_value,
    recentValues: row.recent ?? [],
    typicalRange,
  })
  return {
    target_id: row.id,
    person_id: row.person_id,
    person_name: row.person_name,
    person_user_id: row.person_user_id,
    title: row.title,
    description: row.description,
    motivation: row.motivation,
    sub_dimension_id: row.metric_id,
    template_id: row.template_id,
    target_direction: row.direction,
    target_value: row.target_value,
    target_deadline: row.deadline,
    priority: (row.priority === 1 || row.priority === 3 ? row.priority : 2) as GoalPriority,
    status: row.status,
    progress_percentage: progress.percentage,
    current_value: progress.currentValue,
    baseline_value: row.baseline_value,
    meetings_tracked: row.tracked,
    target_reached: progress.targetReached,
    created_by: row.created_by,
    created_at: row.created_at,
    completed_at: row.completed_at,
    sub_dimension: {
      sub_dimension_id: row.metric_id,
      name: metric?.name ?? row.metric_id,
      dimension_name: metric?.dimension ?? '',
      measurement_unit: metric?.unit ?? '',
    },
  }
}
