import {
  apiErrorBody,
  availableDimensionsResponse,
  meetingScoresResponse,
  peopleResponse,
  performanceSummariesResponse,
  performanceTrendsResponse,
} from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { meetingParticipants, meetings, participantMetrics, people } from '../../../db/schema/index.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let ada = ''
let bob = ''
let cy = ''
const token = (email: string) => (acme.tokens[email] ?? globex.tokens[email] ?? '') as string

type Seeded = {
  date: string
  dimensions: Record<string, number | null>
  metrics: Record<string, { dimension: string; score: number | null }>
}

/** Writes one meeting with one participant straight into the tables analytics reads. */
async function seedMeeting(tenantId: string, personId: string, m: Seeded) {
  await seedParticipant(tenantId, await seedMeetingRow(tenantId, m.date), personId, m)
}

async function seedMeetingRow(tenantId: string, date: string): Promise<string> {
  const [meeting] = await t.database.db
    .insert(meetings)
    .values({
      tenantId,
      uploadTaskId: crypto.randomUUID(),
      name: `Meeting ${date}`,
      date,
      durationSeconds: 1800,
      participantCount: 1,
      totalWords: 1000,
    })
    .returning({ id: meetings.id })
  if (!meeting) throw new Error('no meeting')
  return meeting.id
}

async function seedParticipant(tenantId: string, meetingId: string, personId: string, m: Seeded) {
  const db = t.database.db
  const [participant] = await db
    .insert(meetingParticipants)
    .values({
      tenantId,
      meetingId,
      personId,
      meetingDate: m.date,
      position: 0,
      name: 'Ada',
      jobTitle: 'Engineer',
      role: 'contributor',
      talkTimeSeconds: 600,
      talkTimePercentage: 50,
      words: 500,
      speakingTurns: 20,
      scored: true,
      dimensions: Object.entries(m.dimensions).map(([name, score]) => ({
        id: name.toLowerCase(),
        name,
        score,
        confidence: score === null ? 0 : 0.8,
      })),
      insights: {},
      quotes: [],
      recommendations: [],
      summary: '',
    })
    .returning({ id: meetingParticipants.id })
  if (!participant) throw new Error('no participant')
  await db.insert(participantMetrics).values(
    Object.entries(m.metrics).map(([metricId, { dimension, score }]) => ({
      tenantId,
      meetingId,
      participantId: participant.id,
      personId,
      meetingDate: m.date,
      metricId,
      dimension,
      value: 1,
      score,
      formattedValue: '1',
      evidence: {},
    })),
  )
}

const hedging = (score: number | null) => ({ hedging_rate: { dimension: 'Authority', score } })

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'viewer@acme.test', role: 'viewer' },
      { email: 'user@acme.test', role: 'user' },
    ],
  }))
  const [adaRow, bobRow, cyRow] = await t.database.db
    .insert(people)
    .values([
      { tenantId: acme.tenant.id, fullName: 'Ada', nameKey: 'ada' },
      { tenantId: acme.tenant.id, fullName: 'Bob', nameKey: 'bob' },
      { tenantId: acme.tenant.id, fullName: 'Cy', nameKey: 'cy' },
    ])
    .returning({ id: people.id })
  ada = adaRow?.id ?? ''
  bob = bobRow?.id ?? ''
  cy = cyRow?.id ?? ''

  // The range used below is Monday 2026-03-02 to Sunday 2026-03-22: three ISO weeks.
  const series: Seeded[] = [
    // The day before the range: left out.
    {
      date: '2026-03-01',

      dimensions: { Authority: 1 },
      metrics: hedging(1),
    },
    // On the first day: counted. Week of 03-02.
    {
      date: '2026-03-02',

      dimensions: { Authority: 4, Clarity: 6 },
      metrics: { ...hedging(4), filler_words: { dimension: 'Clarity', score: 7 } },
    },
    {
      date: '2026-03-04',

      dimensions: { Authority: 6, Clarity: null },
      metrics: hedging(6),
    },
    // Nothing in the week of 03-09. Week of 03-16:
    {
      date: '2026-03-16',

      dimensions: { Authority: 7, Clarity: 8 },
      metrics: hedging(8),
    },
    // Two meetings on the last day: that day's score is their mean.
    {
      date: '2026-03-22',

      dimensions: { Authority: 5 },
      metrics: hedging(5),
    },
    {
      date: '2026-03-22',

      dimensions: { Authority: 9 },
      metrics: { ...hedging(9), filler_words: { dimension: 'Clarity', score: null } },
    },
    // The day after the range: left out.
    {
      date: '2026-03-23',

      dimensions: { Authority: 2 },
      metrics: hedging(2),
    },
  ]
  for (const m of series) await seedMeeting(acme.tenant.id, ada, m)

  // Cy speaks under two labels in one meeting (say "Cy" and "CY (guest)" both matched to Cy).
  const shared = await seedMeetingRow(acme.tenant.id, '2026-03-10')
  for (const score of [4, 6]) {
    await seedParticipant(acme.tenant.id, shared, cy, {
      date: '2026-03-10',
      dimensions: { Authority: score },
      metrics: hedging(score),
    })
  }
}, 120_000)
afterAll(() => t.close())

const get = (url: string, who = 'viewer@acme.test') =>
  t.app.inject({ method: 'GET', url, headers: bearer(token(who)) })
const range = (person: string, start = '2026-03-02', end = '2026-03-22') =>
  `person_id=${person}&start_date=${start}&end_date=${end}`

test('GET /api/analytics/available-dimensions lists the five dimensions with their metric counts', async () => {
  const res = await get('/api/analytics/available-dimensions')
  expect(res.statusCode).toBe(200)
  expect(availableDimensionsResponse.parse(res.json()).dimensions).toEqual([
    { dimension_name: 'Authority', sub_dimension_count: 7 },
    { dimension_name: 'Clarity', sub_dimension_count: 8 },
    { dimension_name: 'Engagement', sub_dimension_count: 4 },
    { dimension_name: 'Authenticity', sub_dimension_count: 4 },
    { dimension_name: 'Conciseness', sub_dimension_count: 3 },
  ])
})

test('GET /api/analytics/performance-summaries aggregates each metric over the range, both ends included', async () => {
  const res = await get(`/api/analytics/performance-summaries?${range(ada)}`)
  expect(res.statusCode).toBe(200)
  const body = performanceSummariesResponse.parse(res.json())
  expect(body).toMatchObject({ person_id: ada, start_date: '2026-03-02', end_date: '2026-03-22' })
  expect(body.summaries).toEqual([
    {
      dimension_name: 'Authority',
      sub_dimension_id: 'hedging_rate',
      sub_dimension_name: 'Hedging',
      // 4, 6, 8, 9, 5: the meetings of 03-01 and 03-23 are outside.
      meeting_count: 5,
      average_score: 6.4,
      // "First" and "latest" are weeks, as on the trends and the home (decision 020): the week of
      // 03-02 (4 and 6) and the week of 03-16 (8 on 03-16, 5 and 9 on 03-22). It was the latest
      // day's 7, while the same person's latest week read 7.33 on the dimension.
      first_score: 5,
      first_date: '2026-03-02',
      latest_score: 7.33,
      latest_date: '2026-03-22',
      score_change: 2.33,
    },
    {
      dimension_name: 'Clarity',
      sub_dimension_id: 'filler_words',
      sub_dimension_name: 'Filler words',
      // The meeting without a score (too little speech) does not count.
      meeting_count: 1,
      average_score: 7,
      first_score: 7,
      first_date: '2026-03-02',
      latest_score: 7,
      latest_date: '2026-03-02',
      // One week: no change to speak of.
      score_change: null,
    },
  ])
})

test('GET /api/analytics/performance-summaries on a one-day range counts just that day, with no change', async () => {
  const body = performanceSummariesResponse.parse(
    (await get(`/api/analytics/performance-summaries?${range(ada, '2026-03-22', '2026-03-22')}`)).json(),
  )
  expect(
    body.summaries.map((s) => [
      s.sub_dimension_id,
      s.meeting_count,
      s.first_score,
      s.latest_score,
      s.score_change,
    ]),
  ).toEqual([['hedging_rate', 2, 7, 7, null]])
})

test('GET /api/analytics/performance-trends gives weekly means per dimension, weeks starting on Monday', async () => {
  const res = await get(`/api/analytics/performance-trends?${range(ada)}&granularity=week`)
  expect(res.statusCode).toBe(200)
  const body = performanceTrendsResponse.parse(res.json())
  expect(body.granularity).toBe('week')
  expect(body.trends).toEqual([
    {
      name: 'Authority',
      data_points: [
        { date: '2026-03-02', score: 5, meeting_count: 2 },
        // No meeting in the week of 03-09: no point, rather than a zero.
        { date: '2026-03-16', score: 7, meeting_count: 3 },
      ],
    },
    {
      name: 'Clarity',
      data_points: [
        // The 03-04 meeting has no Clarity score: the mean is of the scored meeting only.
        { date: '2026-03-02', score: 6, meeting_count: 1 },
        { date: '2026-03-16', score: 8, meeting_count: 1 },
      ],
    },
  ])
})

test('GET /api/analytics/performance-trends labels a week that starts before the range by its Monday, counting only days inside', async () => {
  // Wednesday 03-04 to Monday 03-16: the week of 03-02 keeps only the 03-04 meeting.
  const body = performanceTrendsResponse.parse(
    (await get(`/api/analytics/performance-trends?${range(ada, '2026-03-04', '2026-03-16')}`)).json(),
  )
  expect(body.trends.find((tr) => tr.name === 'Authority')?.data_points).toEqual([
    { date: '2026-03-02', score: 6, meeting_count: 1 },
    { date: '2026-03-16', score: 7, meeting_count: 1 },
  ])
})

test('a person heard twice in one meeting counts one meeting, with both participations in the means', async () => {
  const { summaries } = performanceSummariesResponse.parse(
    (await get(`/api/analytics/performance-summaries?${range(cy)}`)).json(),
  )
  expect(
    summaries.map((s) => [s.sub_dimension_id, s.meeting_count, s.average_score, s.latest_score]),
  ).toEqual([['hedging_rate', 1, 5, 5]])
  const { trends } = performanceTrendsResponse.parse(
    (await get(`/api/analytics/performance-trends?${range(cy)}`)).json(),
  )
  expect(trends).toEqual([
    { name: 'Authority', data_points: [{ date: '2026-03-09', score: 5, meeting_count: 1 }] },
  ])
})

test('a person with no meetings, or no meetings in the range, gets empty summaries and trends', async () => {
  for (const url of [
    `/api/analytics/performance-summaries?${range(bob)}`,
    `/api/analytics/performance-summaries?${range(ada, '2025-01-01', '2025-12-31')}`,
  ]) {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(performanceSummariesResponse.parse(res.json()).summaries).toEqual([])
  }
  for (const url of [
    `/api/analytics/performance-trends?${range(bob)}`,
    `/api/analytics/performance-trends?${range(ada, '2025-01-01', '2025-12-31')}`,
  ]) {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(performanceTrendsResponse.parse(res.json()).trends).toEqual([])
  }
})

test('another tenant’s person, or an unknown one, answers 404 on both analytics endpoints', async () => {
  for (const path of ['performance-summaries', 'performance-trends']) {
    const other = await get(`/api/analytics/${path}?${range(ada)}`, 'boss@globex.test')
    expect(other.statusCode).toBe(404)
    expect(apiErrorBody.parse(other.json())).toMatchObject({ code: 'NOT_FOUND', error: 'Person not found' })
    const unknown = await get(`/api/analytics/${path}?${range(crypto.randomUUID())}`)
    expect(unknown.statusCode).toBe(404)
  }
})

test('analytics validates the query: ISO dates, start on or before end, a person id, weekly granularity', async () => {
  const cases: [string, string][] = [
    ['performance-summaries?start_date=2026-03-01&end_date=2026-03-31', 'person_id'],
    [`performance-summaries?person_id=nope&start_date=2026-03-01&end_date=2026-03-31`, 'person_id'],
    [`performance-summaries?${range(ada, '01/03/2026', '2026-03-31')}`, 'start_date'],
    [`performance-summaries?${range(ada, '2026-02-30', '2026-03-31')}`, 'start_date'],
    [`performance-summaries?person_id=${ada}&start_date=2026-03-01`, 'end_date'],
    [`performance-summaries?${range(ada, '2026-03-31', '2026-03-01')}`, 'end_date'],
    [`performance-trends?${range(ada, '2026-03-31', '2026-03-01')}`, 'end_date'],
    [`performance-trends?${range(ada, '2010-01-01', '2026-03-01')}`, 'end_date'],
    [`performance-trends?${range(ada)}&granularity=month`, 'granularity'],
  ]
  for (const [url, field] of cases) {
    const res = await get(`/api/analytics/${url}`)
    expect(res.statusCode, url).toBe(400)
    const body = apiErrorBody.parse(res.json())
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.error.startsWith(`${field}:`), `${url} → ${body.error}`).toBe(true)
  }
})

test('every member can read analytics (viewer included); without a session it is 401', async () => {
  for (const who of ['viewer@acme.test', 'user@acme.test']) {
    expect((await get('/api/analytics/available-dimensions', who)).statusCode).toBe(200)
    expect((await get(`/api/analytics/performance-summaries?${range(ada)}`, who)).statusCode).toBe(200)
    expect((await get(`/api/analytics/performance-trends?${range(ada)}`, who)).statusCode).toBe(200)
  }
  for (const url of [
    '/api/analytics/available-dimensions',
    `/api/analytics/performance-summaries?${range(ada)}`,
    `/api/analytics/performance-trends?${range(ada)}`,
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  }
})

test('after a real upload, the summaries and trends match the meeting’s own scores', async () => {
  const meetingId = await uploadMeeting(
    t.app,
    token('boss@globex.test'),
    fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    { name: 'RPC Standards', date: '2026-02-11' },
  )
  const who = 'boss@globex.test'
  const { scores } = meetingScoresResponse.parse((await get(`/api/meetings/${meetingId}/scores`, who)).json())
  const { people: everyone } = peopleResponse.parse((await get('/api/people', who)).json())
  const first = scores.find((s) => s.dimensions.some((d) => d.averageScore !== null))
  const person = everyone.find((p) => p.full_name === first?.name)
  if (!first || !person) throw new Error('no scored participant')

  const q = range(person.person_id, '2026-02-01', '2026-02-28')
  const { summaries } = performanceSummariesResponse.parse(
    (await get(`/api/analytics/performance-summaries?${q}`, who)).json(),
  )
  // Summaries come in catalogue order, the meeting's scores in the order they were stored.
  const byId = (a: (string | number)[], b: (string | number)[]) => String(a[1]).localeCompare(String(b[1]))
  const expected = first.dimensions
    .flatMap((d) =>
      d.subDimensions
        .filter((s) => s.score !== null)
        .map((s) => [d.name, s.id, Math.round((s.score ?? 0) * 100) / 100]),
    )
    .sort(byId)
  expect(summaries.map((s) => [s.dimension_name, s.sub_dimension_id, s.latest_score]).sort(byId)).toEqual(
    expected,
  )
  expect(
    summaries.every(
      (s) => s.meeting_count === 1 && s.latest_date === '2026-02-11' && s.score_change === null,
    ),
  ).toBe(true)

  const { trends } = performanceTrendsResponse.parse(
    (await get(`/api/analytics/performance-trends?${q}`, who)).json(),
  )
  expect(trends.map((tr) => [tr.name, tr.data_points])).toEqual(
    first.dimensions
      .filter((d) => d.averageScore !== null)
      .map((d) => [
        d.name,
        [{ date: '2026-02-09', score: Math.round((d.averageScore ?? 0) * 100) / 100, meeting_count: 1 }],
      ]),
  )
}, 120_000)
