import {
  availableDimensionsResponse,
  type PerformanceSummary,
  type PerformanceTrend,
  peopleResponse,
  performanceSummariesResponse,
  performanceTrendsResponse,
} from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { apiUrl } from '../../../testing/api-handlers.ts'

// Fixtures pass through the contract schemas, so a contract change breaks them here, loudly.

export const ADA = '11111111-1111-4111-8111-111111111111'
export const GRACE = '22222222-2222-4222-8222-222222222222'

export const people = peopleResponse.parse({
  people: [
    { person_id: ADA, full_name: 'Ada Lovelace' },
    { person_id: GRACE, full_name: 'Grace Hopper' },
  ],
}).people

export const dimensions = availableDimensionsResponse.parse({
  dimensions: [
    { dimension_name: 'Authority', sub_dimension_count: 7 },
    { dimension_name: 'Clarity', sub_dimension_count: 8 },
    { dimension_name: 'Engagement', sub_dimension_count: 4 },
    { dimension_name: 'Authenticity', sub_dimension_count: 4 },
    { dimension_name: 'Conciseness', sub_dimension_count: 3 },
  ],
}).dimensions

const metric = (dimension: string, id: string, name: string, latest: number): PerformanceSummary => ({
  dimension_name: dimension,
  sub_dimension_id: id,
  sub_dimension_name: name,
  latest_score: latest,
  latest_date: '2026-03-16',
  average_score: latest - 0.5,
  first_score: latest - 1,
  first_date: '2026-02-02',
  score_change: 1,
  meeting_count: 4,
})

/** Seven Authority, eight Clarity, two Engagement metrics: more than 10 bars' worth for the default three. */
export const summaries: PerformanceSummary[] = [
  metric('Authority', 'talk_time_share', 'Share of talk time', 6.5),
  metric('Authority', 'hedging_rate', 'Hedging', 4.2),
  metric('Authority', 'hesitation_rate', 'Hesitations', 7.1),
  metric('Authority', 'apologies_disclaimers', 'Apologies and disclaimers', 8.8),
  metric('Authority', 'tag_questions', 'Tag questions and approval-seeking', 9.1),
  metric('Authority', 'directive_language', 'Directive language', 5.6),
  metric('Authority', 'uninterrupted_turns', 'Turns completed without being cut off', 8.2),
  metric('Clarity', 'speaking_pace', 'Speaking pace', 7.4),
  metric('Clarity', 'filler_words', 'Filler words', 3.3),
  metric('Clarity', 'sentence_length', 'Sentence length', 6.9),
  metric('Clarity', 'readability_grade', 'Readability grade', 7.7),
  metric('Clarity', 'complex_words', 'Complex words', 8.4),
  metric('Clarity', 'signposting', 'Signposting', 5.1),
  metric('Clarity', 'specificity', 'Specificity', 6.2),
  metric('Clarity', 'restarts_repetitions', 'Restarts and repetitions', 9.4),
  metric('Engagement', 'questions_asked', 'Questions asked', 6.0),
  metric('Engagement', 'inviting_others', 'Inviting others in', 2.9),
  metric('Authenticity', 'appreciation', 'Appreciation and acknowledgement', 7.5),
]

const points = (scores: [string, number, number][]) =>
  scores.map(([date, score, meeting_count]) => ({ date, score, meeting_count }))

export const trends: PerformanceTrend[] = [
  {
    name: 'Authority',
    data_points: points([
      ['2026-02-02', 5.5, 2],
      ['2026-02-16', 6.1, 1],
      ['2026-03-16', 6.8, 1],
    ]),
  },
  {
    name: 'Clarity',
    data_points: points([
      ['2026-02-02', 6.4, 2],
      ['2026-03-16', 6.0, 1],
    ]),
  },
  { name: 'Engagement', data_points: points([['2026-02-16', 4.5, 1]]) },
  { name: 'Authenticity', data_points: points([['2026-03-16', 7.5, 1]]) },
]

export type AnalyticsRequest = { path: string; params: Record<string, string> }

/** The four calls the page makes, answering from the fixtures (or `overrides`), and a log of what was asked. */
export function analyticsHandlers(
  overrides: {
    people?: typeof people
    summaries?: (personId: string) => PerformanceSummary[]
    trends?: (personId: string) => PerformanceTrend[]
  } = {},
) {
  const requests: AnalyticsRequest[] = []
  const record = (request: Request) => {
    const url = new URL(request.url)
    requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) })
    return url.searchParams
  }
  const range = (q: URLSearchParams) => ({
    person_id: q.get('person_id') ?? '',
    start_date: q.get('start_date') ?? '',
    end_date: q.get('end_date') ?? '',
  })
  const handlers = [
    http.get(apiUrl('/people'), () => HttpResponse.json({ people: overrides.people ?? people })),
    http.get(apiUrl('/analytics/available-dimensions'), () => HttpResponse.json({ dimensions })),
    http.get(apiUrl('/analytics/performance-summaries'), ({ request }) => {
      const q = record(request)
      const personId = q.get('person_id') ?? ''
      return HttpResponse.json(
        performanceSummariesResponse.parse({
          ...range(q),
          summaries: overrides.summaries ? overrides.summaries(personId) : summaries,
        }),
      )
    }),
    http.get(apiUrl('/analytics/performance-trends'), ({ request }) => {
      const q = record(request)
      const personId = q.get('person_id') ?? ''
      return HttpResponse.json(
        performanceTrendsResponse.parse({
          ...range(q),
          granularity: q.get('granularity'),
          trends: overrides.trends ? overrides.trends(personId) : trends,
        }),
      )
    }),
  ]
  return { handlers, requests }
}
