import {
  type GoalMetric,
  type GoalTarget,
  type GoalTemplate,
  goalMetric,
  goalTarget,
  goalTemplate,
  type Person,
} from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { apiUrl } from '../../../testing/api-handlers.ts'

// Fixtures pass through the contract schemas, so a contract change breaks them here, loudly.

export const people = [
  { person_id: '00000000-0000-4000-8000-00000000000a', full_name: 'Ada Lovelace' },
  { person_id: '00000000-0000-4000-8000-00000000000b', full_name: 'Grace Hopper' },
]
export const [ada, grace] = people as [(typeof people)[number], (typeof people)[number]]

export function makeGoal(overrides: Partial<GoalTarget> = {}): GoalTarget {
  return goalTarget.parse({
    target_id: 'goal-1',
    person_id: ada.person_id,
    person_name: ada.full_name,
    title: 'Hedge less',
    description: '',
    motivation: '',
    sub_dimension_id: 'hedging_rate',
    template_id: null,
    target_direction: 'decrease',
    target_value: 1.5,
    target_deadline: null,
    priority: 2,
    status: 'active',
    progress_percentage: 50,
    current_value: 2.25,
    baseline_value: 3,
    meetings_tracked: 2,
    target_reached: false,
    created_by: 'user-1',
    created_at: '2025-05-01T10:00:00.000Z',
    completed_at: null,
    sub_dimension: {
      sub_dimension_id: 'hedging_rate',
      name: 'Hedging',
      dimension_name: 'Authority',
      measurement_unit: 'per 100 words',
    },
    ...overrides,
  })
}

export function makeMetric(overrides: Partial<GoalMetric> = {}): GoalMetric {
  return goalMetric.parse({
    sub_dimension_id: 'questions_asked',
    name: 'Questions asked',
    description: 'How often you ask questions.',
    category: 'interaction',
    measurement_unit: 'per 10 min',
    typical_range: { min: 0, max: 8 },
    benchmarks: { good: 1.5, excellent: 3 },
    recent_values: [],
    suggested_direction: 'increase',
    ...overrides,
  })
}

/** Hedging: lower is better (good 2.5 above excellent 1.5). */
export const hedgingMetric = (recent: number[] = []) =>
  makeMetric({
    sub_dimension_id: 'hedging_rate',
    name: 'Hedging',
    description: 'Qualifiers that soften what you say.',
    category: 'language',
    measurement_unit: 'per 100 words',
    typical_range: { min: 0, max: 6 },
    benchmarks: { good: 2.5, excellent: 1.5 },
    recent_values: recent,
    suggested_direction: 'decrease',
  })

export const templates: GoalTemplate[] = [
  goalTemplate.parse({
    template_id: 'speak-with-confidence',
    template_name: 'Reduce hedging',
    user_friendly_name: 'Speak with more confidence',
    description: 'Cut qualifiers.',
    suggested_direction: 'decrease',
    sub_dimension: {
      sub_dimension_id: 'hedging_rate',
      name: 'Hedging',
      measurement_unit: 'per 100 words',
      dimension_name: 'Authority',
    },
  }),
  goalTemplate.parse({
    template_id: 'ask-more-questions',
    template_name: 'More questions',
    user_friendly_name: 'Ask more questions',
    description: 'Questions draw others in.',
    suggested_direction: 'increase',
    sub_dimension: {
      sub_dimension_id: 'questions_asked',
      name: 'Questions asked',
      measurement_unit: 'per 10 min',
      dimension_name: 'Engagement',
    },
  }),
]

export type GoalRequests = { created: unknown[]; updated: { id: string; body: unknown }[]; deleted: string[] }

/** Handlers for the goals API; `metrics` answers per person id (the same list without one). */
export function goalHandlers(
  options: {
    goals?: GoalTarget[]
    metrics?: (personId: string | null) => GoalMetric[]
    people?: Person[]
  } = {},
) {
  const requests: GoalRequests = { created: [], updated: [], deleted: [] }
  let goals = options.goals ?? []
  const metricsFor = options.metrics ?? (() => [hedgingMetric([3, 3]), makeMetric({ recent_values: [2, 3] })])
  const handlers = [
    http.get(apiUrl('/people'), () => HttpResponse.json({ people: options.people ?? people })),
    // For a person, the server puts their weakest metrics first: here, the list reversed.
    http.get(apiUrl('/goals/templates'), ({ request }) =>
      HttpResponse.json({
        templates: new URL(request.url).searchParams.get('person_id') ? [...templates].reverse() : templates,
      }),
    ),
    http.get(apiUrl('/goals/metrics'), ({ request }) => {
      const personId = new URL(request.url).searchParams.get('person_id')
      const all = metricsFor(personId)
      const byDimension = new Map<string, GoalMetric[]>()
      for (const m of all) {
        const dimension = m.sub_dimension_id === 'hedging_rate' ? 'Authority' : 'Engagement'
        byDimension.set(dimension, [...(byDimension.get(dimension) ?? []), m])
      }
      return HttpResponse.json({
        dimensions: [...byDimension].map(([name, subs]) => ({
          dimension_id: name.toLowerCase(),
          dimension_name: name,
          sub_dimensions: subs,
        })),
      })
    }),
    http.get(apiUrl('/goals'), ({ request }) => {
      const personId = new URL(request.url).searchParams.get('person_id')
      return HttpResponse.json({ targets: goals.filter((g) => !personId || g.person_id === personId) })
    }),
    http.post(apiUrl('/goals'), async ({ request }) => {
      const body = await request.json()
      requests.created.push(body)
      const goal = makeGoal({ target_id: `goal-${requests.created.length + 100}` })
      goals = [goal, ...goals]
      return HttpResponse.json({ target: goal }, { status: 201 })
    }),
    http.put(apiUrl('/goals/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { status?: 'active' | 'completed' }
      const id = String(params.id)
      requests.updated.push({ id, body })
      goals = goals.map((g) => (g.target_id === id ? { ...g, ...body } : g))
      const goal = goals.find((g) => g.target_id === id)
      return HttpResponse.json({ target: goal })
    }),
    http.delete(apiUrl('/goals/:id'), ({ params }) => {
      const id = String(params.id)
      requests.deleted.push(id)
      goals = goals.filter((g) => g.target_id !== id)
      return HttpResponse.json({ message: 'Goal deleted' })
    }),
  ]
  return { handlers, requests }
}
