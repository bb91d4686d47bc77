import { randomUUID } from 'node:crypto'
import { getMetric, METRICS } from '@rapport/analysis'
import {
  apiErrorBody,
  type GoalTarget,
  goalListResponse,
  goalMetricsResponse,
  goalResponse,
  goalTemplatesResponse,
  peopleResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { meetingParticipants, meetings, participantMetrics, people, users } from '../../../db/schema/index.ts'
import { withAllTenants } from '../../../db/tenant-scope.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let ada = ''
let bob = ''
let gus = ''
const token = (email: string) => (acme.tokens[email] ?? globex.tokens[email] ?? '') as string

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function addPerson(tenantId: string, fullName: string) {
  const [row] = await withAllTenants(t.database.db, (tx) =>
    tx
      .insert(people)
      .values({ tenantId, fullName, nameKey: fullName.toLowerCase() })
      .returning({ id: people.id }),
  )
  if (!row) throw new Error('no person')
  return row.id
}

/**
 * A stored meeting in which `personId` has these metric values (as the pipeline stores them). Given
 * a list, the person takes part once per entry: two speaker labels matched to the same person.
 */
async function addMeeting(
  tenantId: string,
  personId: string,
  date: string,
  participations: Record<string, number> | Record<string, number>[],
  /** The metrics' scores (5 unless given). */
  scores: Record<string, number> = {},
) {
  await withAllTenants(t.database.db, async (tx) => {
    const [meeting] = await tx
      .insert(meetings)
      .values({
        tenantId,
        uploadTaskId: randomUUID(),
        name: `Meeting ${date}`,
        date,
        durationSeconds: 1800,
        participantCount: 2,
        totalWords: 3000,
      })
      .returning({ id: meetings.id })
    if (!meeting) throw new Error('no meeting')
    const list = Array.isArray(participations) ? participations : [participations]
    for (const [position, values] of list.entries()) {
      const [participant] = await tx
        .insert(meetingParticipants)
        .values({
          tenantId,
          meetingId: meeting.id,
          personId,
          meetingDate: date,
          position,
          name: 'someone',
          jobTitle: 'Engineer',
          role: 'contributor',
          talkTimeSeconds: 600,
          talkTimePercentage: 50,
          words: 1500,
          speakingTurns: 40,
          scored: true,
          dimensions: [],
          insights: {},
          quotes: [],
          recommendations: [],
          summary: '',
        })
        .returning({ id: meetingParticipants.id })
      if (!participant) throw new Error('no participant')
      await tx.insert(participantMetrics).values(
        Object.entries(values).map(([metricId, value]) => ({
          tenantId,
          meetingId: meeting.id,
          participantId: participant.id,
          personId,
          meetingDate: date,
          metricId,
          dimension: getMetric(metricId)?.dimension ?? 'Authority',
          value,
          score: scores[metricId] ?? 5,
          formattedValue: String(value),
          evidence: {},
        })),
      )
    }
  })
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(token(who)), payload })

const errorOf = (res: { json(): unknown }) => apiErrorBody.parse(res.json()).error

async function createGoal(body: Record<string, unknown>, who = 'user@acme.test'): Promise<GoalTarget> {
  const res = await send('POST', '/api/goals', who, body)
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return goalResponse.parse(res.json()).target
}

async function goal(id: string): Promise<GoalTarget> {
  const { targets } = goalListResponse.parse((await send('GET', '/api/goals', 'viewer@acme.test')).json())
  const found = targets.find((g) => g.target_id === id)
  if (!found) throw new Error(`goal ${id} not listed`)
  return found
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'user@acme.test', role: 'user' },
      { email: 'other@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
      { email: 'admin@acme.test', role: 'admin' },
    ],
  }))
  ada = await addPerson(acme.tenant.id, 'Ada')
  bob = await addPerson(acme.tenant.id, 'Bob')
  gus = await addPerson(globex.tenant.id, 'Gus')
  // Ada's history before any goal: six meetings, so "recent" (the latest five) leaves the first out.
  const history = [9, 1, 2, 3, 4, 5]
  for (const [i, hedging] of history.entries()) {
    await addMeeting(acme.tenant.id, ada, day(-30 + i), {
      hedging_rate: hedging,
      questions_asked: 2,
      speaking_pace: 150,
    })
  }
}, 120_000)
afterAll(() => t.close())

test('GET /api/goals/templates: templates from the catalogue covering every dimension', async () => {
  const res = await send('GET', '/api/goals/templates', 'viewer@acme.test')
  expect(res.statusCode).toBe(200)
  const { templates } = goalTemplatesResponse.parse(res.json())
  expect(new Set(templates.map((x) => x.sub_dimension.dimension_name))).toEqual(
    new Set(['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness']),
  )
  for (const template of templates) {
    const metric = getMetric(template.sub_dimension.sub_dimension_id)
    expect(metric).toBeDefined()
    expect(template.suggested_direction).toBe(metric?.direction)
    expect(template.sub_dimension.measurement_unit).toBe(metric?.unit)
    expect(template.user_friendly_name.length).toBeGreaterThan(5)
  }
  expect(new Set(templates.map((x) => x.template_id)).size).toBe(templates.length)
  expect((await t.app.inject({ method: 'GET', url: '/api/goals/templates' })).statusCode).toBe(401)
})

test('GET /api/goals/templates?person_id: the person’s weakest metrics first, those never scored after', async () => {
  const tess = await addPerson(acme.tenant.id, 'Tess')
  await addMeeting(
    acme.tenant.id,
    tess,
    day(-3),
    { specificity: 1, filler_words: 4, signposting: 0.5 },
    { specificity: 6, filler_words: 3, signposting: 8 },
  )
  await addMeeting(
    acme.tenant.id,
    tess,
    day(-2),
    { specificity: 1, filler_words: 4, signposting: 0.5 },
    { specificity: 4, filler_words: 2, signposting: 8 },
  )
  const res = await send('GET', `/api/goals/templates?person_id=${tess}`, 'viewer@acme.test')
  expect(res.statusCode).toBe(200)
  const order = goalTemplatesResponse.parse(res.json()).templates.map((x) => x.sub_dimension.sub_dimension_id)
  // Means 2.5, 5 and 8, then the rest in the catalogue's order.
  expect(order.slice(0, 3)).toEqual(['filler_words', 'specificity', 'signposting'])
  const unscored = goalTemplatesResponse
    .parse((await send('GET', '/api/goals/templates', 'viewer@acme.test')).json())
    .templates.map((x) => x.sub_dimension.sub_dimension_id)
    .filter((id) => !['filler_words', 'specificity', 'signposting'].includes(id))
  expect(order.slice(3)).toEqual(unscored)
  expect((await send('GET', `/api/goals/templates?person_id=${gus}`, 'viewer@acme.test')).statusCode).toBe(
    404,
  )
})

test('GET /api/goals/metrics: the catalogue by dimension, with the person’s latest five values', async () => {
  const bare = goalMetricsResponse.parse((await send('GET', '/api/goals/metrics', 'viewer@acme.test')).json())
  expect(bare.dimensions.map((d) => d.dimension_name)).toEqual([
    'Authority',
    'Clarity',
    'Engagement',
    'Authenticity',
    'Conciseness',
  ])
  expect(bare.dimensions.flatMap((d) => d.sub_dimensions)).toHaveLength(METRICS.length)
  expect(bare.dimensions.flatMap((d) => d.sub_dimensions).every((m) => m.recent_values.length === 0)).toBe(
    true,
  )

  const res = await send('GET', `/api/goals/metrics?person_id=${ada}`, 'viewer@acme.test')
  expect(res.statusCode).toBe(200)
  const all = goalMetricsResponse.parse(res.json()).dimensions.flatMap((d) => d.sub_dimensions)
  const hedging = all.find((m) => m.sub_dimension_id === 'hedging_rate')
  expect(hedging).toMatchObject({
    name: 'Hedging',
    measurement_unit: 'per 100 words',
    typical_range: { min: 0, max: 6 },
    benchmarks: { good: 2.5, excellent: 1.5 },
    suggested_direction: 'decrease',
    recent_values: [1, 2, 3, 4, 5],
  })
  expect(all.find((m) => m.sub_dimension_id === 'filler_words')?.recent_values).toEqual([])
})

test("GET /api/goals/metrics: another tenant's person is 404, a malformed id 400", async () => {
  expect((await send('GET', `/api/goals/metrics?person_id=${gus}`, 'viewer@acme.test')).statusCode).toBe(404)
  expect((await send('GET', '/api/goals/metrics?person_id=nope', 'viewer@acme.test')).statusCode).toBe(400)
})

test('POST /api/goals records the recent average as baseline, with priority 2 and increase by default', async () => {
  const created = await createGoal({
    person_id: ada,
    sub_dimension_id: 'questions_asked',
    title: '  Ask more questions  ',
    target_value: 3,
  })
  expect(created).toMatchObject({
    person_id: ada,
    person_name: 'Ada',
    title: 'Ask more questions',
    description: '',
    motivation: '',
    target_direction: 'increase',
    target_value: 3,
    target_deadline: null,
    priority: 2,
    status: 'active',
    baseline_value: 2,
    current_value: null,
    meetings_tracked: 0,
    progress_percentage: 0,
    target_reached: false,
    sub_dimension: { dimension_name: 'Engagement', measurement_unit: 'per 10 min', name: 'Questions asked' },
  })
  const fromTemplate = await createGoal({
    person_id: bob,
    sub_dimension_id: 'hedging_rate',
    template_id: 'speak-with-confidence',
    title: 'Speak with more confidence',
    target_direction: 'decrease',
    target_value: 2,
    target_deadline: day(14),
    priority: 1,
    motivation: 'Promotion case',
  })
  // Bob has no meetings yet: no baseline.
  expect(fromTemplate).toMatchObject({
    baseline_value: null,
    template_id: 'speak-with-confidence',
    priority: 1,
    target_deadline: day(14),
    motivation: 'Promotion case',
  })
})

test('POST /api/goals validates as the form does: title and target required, target a number in range', async () => {
  const base = { person_id: ada, sub_dimension_id: 'hedging_rate', title: 'Hedge less', target_value: 2 }
  const post = (body: Record<string, unknown>) => send('POST', '/api/goals', 'user@acme.test', body)

  const noTitle = await post({ ...base, title: '   ' })
  expect(noTitle.statusCode).toBe(400)
  expect(errorOf(noTitle)).toContain('Title is required')
  const noTarget = await post({ ...base, target_value: undefined })
  expect(noTarget.statusCode).toBe(400)
  expect(errorOf(noTarget)).toContain('Target value is required')
  const text = await post({ ...base, target_value: 'lots' })
  expect(text.statusCode).toBe(400)
  expect(errorOf(text)).toContain('Target value must be a number')
  const outside = await post({ ...base, target_value: 7 })
  expect(outside.statusCode).toBe(400)
  expect(apiErrorBody.parse(outside.json())).toMatchObject({
    error: 'Target should be between 0 and 6 per 100 words',
    code: 'VALIDATION_ERROR',
  })
  expect((await post({ ...base, sub_dimension_id: 'charisma' })).statusCode).toBe(400)
  expect((await post({ ...base, template_id: 'no-such-template' })).statusCode).toBe(400)
  expect((await post({ ...base, template_id: 'cut-filler-words' })).statusCode).toBe(400)
  expect((await post({ ...base, priority: 4 })).statusCode).toBe(400)
  expect((await post({ ...base, target_direction: 'sideways' })).statusCode).toBe(400)
  expect((await post({ ...base, target_deadline: 'soon' })).statusCode).toBe(400)
  const past = await post({ ...base, target_deadline: '2020-01-01' })
  expect(past.statusCode).toBe(400)
  expect(apiErrorBody.parse(past.json())).toMatchObject({
    error: 'The deadline cannot be in the past. Choose today or a later date.',
    code: 'VALIDATION_ERROR',
  })
})

test("POST /api/goals: a viewer gets 403, another tenant's person 404", async () => {
  const body = { person_id: ada, sub_dimension_id: 'hedging_rate', title: 'Hedge less', target_value: 2 }
  expect((await send('POST', '/api/goals', 'viewer@acme.test', body)).statusCode).toBe(403)
  expect((await send('POST', '/api/goals', 'user@acme.test', { ...body, person_id: gus })).statusCode).toBe(
    404,
  )
  expect((await send('POST', '/api/goals', 'boss@globex.test', body)).statusCode).toBe(404)
})

test('progress of each direction follows the meetings held after the goal was set', async () => {
  const increase = await createGoal({
    person_id: ada,
    sub_dimension_id: 'questions_asked',
    title: 'More questions',
    target_value: 4,
  })
  const decrease = await createGoal({
    person_id: ada,
    sub_dimension_id: 'hedging_rate',
    title: 'Hedge less',
    target_direction: 'decrease',
    target_value: 1,
  })
  const maintain = await createGoal({
    person_id: ada,
    sub_dimension_id: 'speaking_pace',
    title: 'Steady pace',
    target_direction: 'maintain',
    target_value: 150,
  })
  expect(decrease.baseline_value).toBe(3) // mean of 1..5: the 9 is older than the latest five
  // Older history uploaded after the goal does not count as progress.
  await addMeeting(acme.tenant.id, ada, day(-20), { questions_asked: 8, hedging_rate: 0, speaking_pace: 150 })
  expect((await goal(increase.target_id)).meetings_tracked).toBe(0)

  const series = [
    { questions_asked: 2.5, hedging_rate: 2.5, speaking_pace: 150 },
    { questions_asked: 3.5, hedging_rate: 2, speaking_pace: 200 },
    { questions_asked: 4.5, hedging_rate: 1.5, speaking_pace: 155 },
  ]
  const seen: { inc: number; dec: number; keep: number }[] = []
  for (const [i, values] of series.entries()) {
    await addMeeting(acme.tenant.id, ada, day(i), values)
    const [inc, dec, keep] = await Promise.all([
      goal(increase.target_id),
      goal(decrease.target_id),
      goal(maintain.target_id),
    ])
    expect([inc.meetings_tracked, dec.meetings_tracked, keep.meetings_tracked]).toEqual([i + 1, i + 1, i + 1])
    seen.push({ inc: inc.progress_percentage, dec: dec.progress_percentage, keep: keep.progress_percentage })
  }
  // increase 2 → 4: averages 2.5, 3, 3.5; decrease 3 → 1: averages 2.5, 2.25, 2; maintain 150 ± 13
  expect(seen).toEqual([
    { inc: 25, dec: 25, keep: 100 },
    { inc: 50, dec: 38, keep: 50 },
    { inc: 75, dec: 50, keep: 67 },
  ])
  const inc = await goal(increase.target_id)
  expect(inc).toMatchObject({ current_value: 3.5, target_reached: false })
  await addMeeting(acme.tenant.id, ada, day(3), { questions_asked: 8, hedging_rate: 0, speaking_pace: 150 })
  const [incDone, decDone] = await Promise.all([goal(increase.target_id), goal(decrease.target_id)])
  expect(incDone).toMatchObject({ current_value: 4.63, progress_percentage: 100, target_reached: true })
  expect(decDone).toMatchObject({ current_value: 1.5, progress_percentage: 75, target_reached: false })
})

test('goal progress counts meetings held on or after the day the goal was set, not meetings uploaded after it', async () => {
  const cy = await addPerson(acme.tenant.id, 'Cy')
  await addMeeting(acme.tenant.id, cy, day(-10), { questions_asked: 2 })
  // Held today, uploaded before the goal: held after it was set (the same day), so it counts.
  await addMeeting(acme.tenant.id, cy, day(0), { questions_asked: 3 })
  const created = await createGoal({
    person_id: cy,
    sub_dimension_id: 'questions_asked',
    title: 'Ask more',
    target_value: 6,
  })
  expect(await goal(created.target_id)).toMatchObject({ meetings_tracked: 1, current_value: 3 })
  // Held yesterday and the week before, uploaded after the goal: history, not progress.
  await addMeeting(acme.tenant.id, cy, day(-1), { questions_asked: 9 })
  await addMeeting(acme.tenant.id, cy, day(-7), { questions_asked: 9 })
  expect(await goal(created.target_id)).toMatchObject({ meetings_tracked: 1, current_value: 3 })
  // Held tomorrow: progress.
  await addMeeting(acme.tenant.id, cy, day(1), { questions_asked: 5 })
  expect(await goal(created.target_id)).toMatchObject({ meetings_tracked: 2, current_value: 4 })
})

test('a person heard twice in one meeting counts once: the mean of their values in that meeting', async () => {
  // Dee speaks under two labels in her newest meeting (say "Dee" and "Dee (phone)").
  const dee = await addPerson(acme.tenant.id, 'Dee')
  for (const [i, hedging] of [1, 2, 3, 4, 5].entries()) {
    await addMeeting(acme.tenant.id, dee, day(-30 + i), { hedging_rate: hedging })
  }
  await addMeeting(acme.tenant.id, dee, day(-20), [{ hedging_rate: 4 }, { hedging_rate: 6 }])

  // The latest five meetings, not rows: the double meeting is one value (5), the 1 drops out.
  const metrics = goalMetricsResponse.parse(
    (await send('GET', `/api/goals/metrics?person_id=${dee}`, 'viewer@acme.test')).json(),
  )
  const hedging = metrics.dimensions
    .flatMap((d) => d.sub_dimensions)
    .find((m) => m.sub_dimension_id === 'hedging_rate')
  expect(hedging?.recent_values).toEqual([2, 3, 4, 5, 5])
  const created = await createGoal({
    person_id: dee,
    sub_dimension_id: 'hedging_rate',
    title: 'Hedge less',
    target_direction: 'decrease',
    target_value: 1,
  })
  expect(created.baseline_value).toBe(3.8)

  await addMeeting(acme.tenant.id, dee, day(0), [{ hedging_rate: 2 }, { hedging_rate: 4 }])
  expect(await goal(created.target_id)).toMatchObject({ meetings_tracked: 1, current_value: 3 })
  await addMeeting(acme.tenant.id, dee, day(1), { hedging_rate: 1 })
  // Two meetings (3 and 1), not three rows (2, 4 and 1).
  expect(await goal(created.target_id)).toMatchObject({
    meetings_tracked: 2,
    current_value: 2,
    progress_percentage: 64, // 3.8 → 1: 1.8 of 2.8
  })

  // A maintain goal counts the share of meetings inside its band, each meeting once.
  const steady = await createGoal({
    person_id: dee,
    sub_dimension_id: 'speaking_pace',
    title: 'Steady pace',
    target_direction: 'maintain',
    target_value: 150,
  })
  await addMeeting(acme.tenant.id, dee, day(2), [{ speaking_pace: 150 }, { speaking_pace: 155 }])
  await addMeeting(acme.tenant.id, dee, day(3), { speaking_pace: 250 })
  expect(await goal(steady.target_id)).toMatchObject({ meetings_tracked: 2, progress_percentage: 50 })
})

test('GET /api/goals filters by status and person; every member reads, other tenants see none', async () => {
  const list = async (qs: string, who = 'viewer@acme.test') =>
    goalListResponse.parse((await send('GET', `/api/goals${qs}`, who)).json()).targets
  const all = await list('')
  expect(all.length).toBeGreaterThanOrEqual(5)
  expect((await list(`?person_id=${bob}`)).map((g) => g.person_name)).toEqual(['Bob'])
  expect((await list('?status=completed')).length).toBe(0)
  expect((await list('?status=active')).length).toBe(all.length)
  expect(await list('', 'boss@globex.test')).toEqual([])
  expect((await send('GET', `/api/goals?person_id=${gus}`, 'viewer@acme.test')).statusCode).toBe(404)
  expect((await send('GET', '/api/goals?status=paused', 'viewer@acme.test')).statusCode).toBe(400)
})

test('PUT /api/goals/{id} edits, completes and reopens; a colleague or viewer 403, an admin 200, another tenant 404', async () => {
  const created = await createGoal({
    person_id: bob,
    sub_dimension_id: 'filler_words',
    title: 'Fewer ums',
    target_value: 3,
  })
  const put = (body: Record<string, unknown>, who = 'user@acme.test', id = created.target_id) =>
    send('PUT', `/api/goals/${id}`, who, body)

  const edited = await put({
    title: 'Fewer fillers',
    target_value: 2.5,
    target_direction: 'decrease',
    priority: 3,
  })
  expect(edited.statusCode).toBe(200)
  expect(goalResponse.parse(edited.json()).target).toMatchObject({
    title: 'Fewer fillers',
    target_value: 2.5,
    target_direction: 'decrease',
    priority: 3,
    status: 'active',
  })
  const outside = await put({ target_value: 80 })
  expect(outside.statusCode).toBe(400)
  expect(errorOf(outside)).toBe('Target should be between 0 and 8 %')
  expect((await put({ title: '' })).statusCode).toBe(400)

  const completed = goalResponse.parse((await put({ status: 'completed' })).json()).target
  expect(completed.status).toBe('completed')
  expect(completed.completed_at).not.toBeNull()
  const list = goalListResponse.parse(
    (await send('GET', '/api/goals?status=completed', 'viewer@acme.test')).json(),
  )
  expect(list.targets.map((g) => g.target_id)).toEqual([created.target_id])
  const reopened = goalResponse.parse((await put({ status: 'active' })).json()).target
  expect(reopened).toMatchObject({ status: 'active', completed_at: null })

  const colleague = await put({ title: 'Mine now' }, 'other@acme.test')
  expect(colleague.statusCode).toBe(403)
  expect(errorOf(colleague)).toBe('Only the person who set this goal or an administrator can change it.')
  expect((await goal(created.target_id)).title).toBe('Fewer fillers')
  const byAdmin = await put({ priority: 1 }, 'admin@acme.test')
  expect(byAdmin.statusCode).toBe(200)
  expect((await put({ status: 'completed' }, 'viewer@acme.test')).statusCode).toBe(403)
  expect((await put({ status: 'completed' }, 'boss@globex.test')).statusCode).toBe(404)
  expect((await put({ status: 'completed' }, 'user@acme.test', randomUUID())).statusCode).toBe(404)
  expect((await put({ status: 'done' })).statusCode).toBe(400)
})

test('DELETE /api/goals/{id}: by whoever set it or an admin; viewer 403, another tenant 404', async () => {
  const mine = await createGoal({
    person_id: bob,
    sub_dimension_id: 'filler_words',
    title: 'A',
    target_value: 3,
  })
  const theirs = await createGoal({
    person_id: bob,
    sub_dimension_id: 'filler_words',
    title: 'B',
    target_value: 3,
  })
  const del = (id: string, who: string) => send('DELETE', `/api/goals/${id}`, who)

  expect((await del(mine.target_id, 'viewer@acme.test')).statusCode).toBe(403)
  expect((await del(mine.target_id, 'boss@globex.test')).statusCode).toBe(404)
  expect((await del(mine.target_id, 'other@acme.test')).statusCode).toBe(403)
  const ok = await del(mine.target_id, 'user@acme.test')
  expect(ok.statusCode).toBe(200)
  expect(ok.json()).toEqual({ message: 'Goal deleted' })
  expect((await del(mine.target_id, 'user@acme.test')).statusCode).toBe(404)
  expect((await del(theirs.target_id, 'admin@acme.test')).statusCode).toBe(200)
})

test("a member's own person: only they or an admin set goals on them, and they change a colleague's earlier goal", async () => {
  const cleo = await addPerson(acme.tenant.id, 'Cleo')
  // Before Cleo is linked, a colleague sets a goal on her (the person was only a speaker then).
  const earlier = await createGoal({
    person_id: cleo,
    sub_dimension_id: 'filler_words',
    title: 'Earlier',
    target_value: 3,
  })
  const [other] = await withAllTenants(t.database.db, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, 'other@acme.test')),
  )
  if (!other) throw new Error('no other@acme.test')
  await withAllTenants(t.database.db, (tx) =>
    tx.update(people).set({ userId: other.id }).where(eq(people.id, cleo)),
  )
  const body = { person_id: cleo, sub_dimension_id: 'filler_words', title: 'Fewer ums', target_value: 3 }

  const byColleague = await send('POST', '/api/goals', 'user@acme.test', body)
  expect(byColleague.statusCode).toBe(403)
  expect(errorOf(byColleague)).toBe(
    'This person is a member of your team: only they or an administrator can set goals for them.',
  )
  expect((await send('POST', '/api/goals', 'other@acme.test', body)).statusCode).toBe(201)
  expect((await send('POST', '/api/goals', 'admin@acme.test', body)).statusCode).toBe(201)
  expect((await send('POST', '/api/goals', 'boss@globex.test', body)).statusCode).toBe(404)

  expect((await goal(earlier.target_id)).person_user_id).toBe(other.id)
  expect(
    (await send('PUT', `/api/goals/${earlier.target_id}`, 'other@acme.test', { priority: 1 })).statusCode,
  ).toBe(200)
  expect((await send('DELETE', `/api/goals/${earlier.target_id}`, 'viewer@acme.test')).statusCode).toBe(403)
  expect((await send('DELETE', `/api/goals/${earlier.target_id}`, 'other@acme.test')).statusCode).toBe(200)
})

test('a real upload: the metrics of a participant and a goal’s baseline come from the pipeline', async () => {
  await uploadMeeting(t.app, token('admin@acme.test'), fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
    name: 'RPC Standards',
    date: day(-1),
  })
  const { people: list } = peopleResponse.parse((await send('GET', '/api/people', 'viewer@acme.test')).json())
  const speakers = list.filter((p) => p.full_name !== 'Ada' && p.full_name !== 'Bob')
  expect(speakers.length).toBeGreaterThanOrEqual(2)
  const paces = await Promise.all(
    speakers.map(async (p) => {
      const res = await send('GET', `/api/goals/metrics?person_id=${p.person_id}`, 'viewer@acme.test')
      const all = goalMetricsResponse.parse(res.json()).dimensions.flatMap((d) => d.sub_dimensions)
      return all.find((m) => m.sub_dimension_id === 'speaking_pace')?.recent_values ?? []
    }),
  )
  const index = paces.findIndex((values) => values.length === 1)
  const speaker = speakers[index]
  const pace = paces[index]
  if (!speaker || !pace) throw new Error('no scored speaker from the upload')
  const created = await createGoal({
    person_id: speaker.person_id,
    sub_dimension_id: 'speaking_pace',
    title: 'Pace',
    target_direction: 'maintain',
    target_value: 150,
  })
  expect(created.baseline_value).toBeCloseTo(pace[0] ?? Number.NaN, 2)
}, 120_000)
