import { getMetric } from '@rapport/analysis'
import {
  coachingResponse,
  dimensionInsightsResponse,
  type MeetingTranscript,
  meetingListResponse,
  meetingResponse,
  meetingScoresResponse,
  meetingTranscriptResponse,
  participantListResponse,
  peopleResponse,
  personCoaching,
  TRANSCRIPT_MAX_PAGE_SIZE,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  meetingParticipants,
  meetings,
  participantMetrics,
  transcriptCues,
  uploadChunks,
  uploadTasks,
} from '../../../db/schema/index.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let shortId = ''
let longId = ''
const token = (email: string) => (acme.tokens[email] ?? globex.tokens[email] ?? '') as string

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'other@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
      { email: 'admin@acme.test', role: 'admin' },
    ],
  }))
  shortId = await uploadMeeting(
    t.app,
    token('owner@acme.test'),
    fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    {
      name: 'RPC Standards',
      date: '2026-02-09',
    },
  )
  longId = await uploadMeeting(
    t.app,
    token('owner@acme.test'),
    fixture('ami-IS1000a-converted-zoom-style.vtt'),
    {
      name: 'Kick-off',
      date: '2026-03-01',
    },
  )
}, 120_000)
afterAll(() => t.close())

const get = (url: string, who = 'viewer@acme.test') =>
  t.app.inject({ method: 'GET', url, headers: bearer(token(who)) })

/** The meeting's whole transcript, page by page (transcript.test.ts tests the paging itself). */
async function transcriptOf(id: string) {
  const cues: MeetingTranscript['cues'] = []
  let from: number | null = 0
  while (from !== null) {
    const page: MeetingTranscript = meetingTranscriptResponse.parse(
      (await get(`/api/meetings/${id}/transcript?from=${from}&limit=${TRANSCRIPT_MAX_PAGE_SIZE}`)).json(),
    )
    cues.push(...page.cues)
    from = page.nextFrom
  }
  return { cues }
}

test('GET /api/meetings lists the tenant’s meetings with search and every sort both ways', async () => {
  const list = async (qs: string) =>
    meetingListResponse.parse((await get(`/api/meetings${qs}`)).json()).meetings.map((m) => m.name)
  expect(await list('')).toEqual(['Kick-off', 'RPC Standards'])
  expect(await list('?sort=date&order=asc')).toEqual(['RPC Standards', 'Kick-off'])
  expect(await list('?sort=name&order=asc')).toEqual(['Kick-off', 'RPC Standards'])
  expect(await list('?sort=name&order=desc')).toEqual(['RPC Standards', 'Kick-off'])
  expect(await list('?sort=duration&order=asc')).toEqual(['RPC Standards', 'Kick-off'])
  expect(await list('?sort=duration&order=desc')).toEqual(['Kick-off', 'RPC Standards'])
  expect(await list('?search=rpc')).toEqual(['RPC Standards'])
  expect(await list('?search=%25')).toEqual([])
  expect((await get('/api/meetings?sort=loudness')).statusCode).toBe(400)
})

test('GET /api/meetings is paginated (page, limit) and lean: no warnings, sources or token usage per meeting', async () => {
  const page = async (qs: string) => meetingListResponse.parse((await get(`/api/meetings${qs}`)).json())
  const first = await page('?limit=1')
  expect(first.meetings.map((m) => m.name)).toEqual(['Kick-off'])
  expect(first.pagination).toEqual({ total: 2, page: 1, pages: 2, hasNext: true, hasPrev: false })
  const second = await page('?limit=1&page=2')
  expect(second.meetings.map((m) => m.name)).toEqual(['RPC Standards'])
  expect(second.pagination).toEqual({ total: 2, page: 2, pages: 2, hasNext: false, hasPrev: true })
  const beyond = await page('?limit=1&page=5')
  expect(beyond.meetings).toEqual([])
  expect(beyond.pagination).toMatchObject({ total: 2, hasNext: false })
  expect((await page('?search=rpc&limit=1')).pagination.total).toBe(1)
  const raw = (await get('/api/meetings')).json() as { meetings: Record<string, unknown>[] }
  expect(Object.keys(raw.meetings[0] ?? {}).sort()).toEqual(
    [
      'analyzer',
      'createdBy',
      'date',
      'duration',
      'id',
      'meetingType',
      'name',
      'participantCount',
      'totalWords',
      'withMe',
    ].sort(),
  )
  for (const qs of ['?limit=0', '?limit=101', '?page=0', '?page=x']) {
    expect((await get(`/api/meetings${qs}`)).statusCode, qs).toBe(400)
  }
})

test('GET /api/meetings/{id} gives the meeting in the spec’s shape', async () => {
  const { meeting } = meetingResponse.parse((await get(`/api/meetings/${shortId}`)).json())
  expect(meeting).toMatchObject({
    id: shortId,
    name: 'RPC Standards',
    date: '2026-02-09',
    duration: 15,
    participantCount: 3,
    analyzer: 'builtin',
  })
  expect(meeting.totalWords).toBeGreaterThan(1000)
})

test('participants and scores: every participant, every dimension with its sub-dimensions', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${longId}/participants`)).json(),
  )
  expect(participants.map((p) => p.name).sort()).toEqual(['Anna', 'Mael', 'Matthew', 'Nanne'])
  expect(participants.reduce((sum, p) => sum + p.talkTimePercentage, 0)).toBeCloseTo(100, 0)
  const { scores } = meetingScoresResponse.parse((await get(`/api/meetings/${longId}/scores`)).json())
  expect(scores).toHaveLength(4)
  for (const s of scores) {
    expect(s.dimensions.map((d) => d.name)).toEqual([
      'Authority',
      'Clarity',
      'Engagement',
      'Authenticity',
      'Conciseness',
    ])
    expect(s.dimensions.map((d) => d.subDimensions.length)).toEqual([7, 8, 4, 4, 3])
    for (const d of s.dimensions) {
      expect(d.averageScore).toBeGreaterThanOrEqual(1)
      expect(d.averageScore).toBeLessThanOrEqual(10)
      for (const sub of d.subDimensions) expect(sub.description.length).toBeGreaterThan(20)
    }
  }
})

test('dimension insights (URL-encoded name) and the coaching summary come from that participant', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${longId}/participants`)).json(),
  )
  const nanne = participants.find((p) => p.name === 'Nanne')
  const res = await get(
    `/api/meetings/${longId}/participants/${nanne?.id}/dimensions/${encodeURIComponent('Clarity')}/insights`,
  )
  expect(res.statusCode).toBe(200)
  const insights = dimensionInsightsResponse.parse(res.json())
  expect(insights.confidence_score).toBeGreaterThan(0)
  for (const q of insights.quotes) expect(q.dimension_name).toBe('Clarity')
  const coaching = coachingResponse.parse(
    (await get(`/api/meetings/${longId}/participants/${nanne?.id}/coaching`)).json(),
  )
  expect(coaching.name).toBe('Nanne')
  expect(coaching.summary).toContain('Nanne')
  expect(coaching.recommendations.length).toBeGreaterThan(0)
  // Each item names its metric, so "Make this my goal" can open the wizard on it.
  for (const item of [
    ...coaching.insights.strengths,
    ...coaching.insights.opportunities,
    ...coaching.quotes,
    ...coaching.recommendations,
  ]) {
    expect(getMetric(item.metric_id ?? '')?.dimension).toBe(item.dimension_name)
  }
  expect(
    (await get(`/api/meetings/${longId}/participants/${nanne?.id}/dimensions/Charisma/insights`)).statusCode,
  ).toBe(404)
})

test('the coaching narrative is the one stored at upload; a stored value that fails the contract reads as null, never 500', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${longId}/participants`)).json(),
  )
  const coachingOf = async (pid: string) => {
    const res = await get(`/api/meetings/${longId}/participants/${pid}/coaching`)
    expect(res.statusCode, res.body).toBe(200)
    return coachingResponse.parse(res.json())
  }
  const storedOf = async (pid: string) =>
    (
      await t.database.db
        .select({ coaching: meetingParticipants.coaching })
        .from(meetingParticipants)
        .where(eq(meetingParticipants.id, pid))
    )[0]?.coaching
  const transcript = await transcriptOf(longId)
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
  let narratives = 0
  for (const p of participants) {
    const view = await coachingOf(p.id)
    expect(view.coaching, p.name).toEqual(personCoaching.nullable().parse((await storedOf(p.id)) ?? null))
    if (!p.scored) {
      expect(view.coaching, p.name).toBeNull()
      continue
    }
    // The engine's narrative, as stored at upload: every quote is this person's words, from one
    // of their cues at its time; the practice names a catalogue metric, target beyond today's value.
    const narrative = view.coaching
    // Only claims that hold make a narrative (decision 027): a scored person may have none.
    if (!narrative) continue
    narratives++
    expect(narrative.headline.length, p.name).toBeGreaterThan(0)
    for (const point of [...narrative.worked, ...narrative.change]) {
      const cue = transcript.cues.find(
        (c) => c.participantId === p.id && squash(c.text).includes(squash(point.quote)),
      )
      expect(cue, `${p.name}: “${point.quote}”`).toBeDefined()
      expect(Math.abs((cue?.start ?? Number.NaN) - point.at), point.quote).toBeLessThanOrEqual(2)
    }
    expect(getMetric(narrative.practice.metric), narrative.practice.metric).toBeDefined()
    const { target, current, direction } = narrative.practice
    expect(direction === 'increase' ? target > current : target < current, p.name).toBe(true)
  }
  expect(narratives).toBeGreaterThan(0)

  const nanne = participants.find((p) => p.name === 'Nanne')
  if (!nanne) throw new Error('Nanne missing')
  const kept = await storedOf(nanne.id)
  const before = await coachingOf(nanne.id)
  for (const broken of [{ headline: 42 }, 'a headline', [1, 2], { headline: 'h', worked: [], change: [] }]) {
    await t.database.db
      .update(meetingParticipants)
      .set({ coaching: broken })
      .where(eq(meetingParticipants.id, nanne.id))
    const view = await coachingOf(nanne.id)
    expect(view.coaching, JSON.stringify(broken)).toBeNull()
    // The rest of the coaching is unaffected.
    expect(view.summary).toBe(before.summary)
    expect(view.recommendations).toEqual(before.recommendations)
  }
  await t.database.db
    .update(meetingParticipants)
    .set({ coaching: kept ?? null })
    .where(eq(meetingParticipants.id, nanne.id))
  expect((await coachingOf(nanne.id)).coaching).toEqual(before.coaching)
})

test('"See why": a dimension’s metrics with the sentences behind them, each a cue of the transcript', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${longId}/participants`)).json(),
  )
  const nanne = participants.find((p) => p.name === 'Nanne')
  const insights = dimensionInsightsResponse.parse(
    (await get(`/api/meetings/${longId}/participants/${nanne?.id}/dimensions/Authority/insights`)).json(),
  )
  expect(insights.evidence.length).toBe(7)
  const transcript = await transcriptOf(longId)
  const cues = new Map(transcript.cues.map((c) => [c.id, c]))
  const examples = insights.evidence.flatMap((m) => m.examples)
  expect(examples.length).toBeGreaterThan(0)
  for (const e of examples) {
    const cue = cues.get(e.cueId)
    expect(cue?.participantId).toBe(nanne?.id)
    expect(cue?.start).toBe(e.start)
  }
  for (const m of insights.evidence) expect(m.summary.length).toBeGreaterThan(0)
})

test('the list and the meeting say which meetings the signed-in user took part in (withMe)', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${longId}/participants`)).json(),
  )
  const nanne = participants.find((p) => p.name === 'Nanne')
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token('owner@acme.test')) })
  const ownerId = (me.json() as { user: { user_id: string } }).user.user_id
  const link = await t.app.inject({
    method: 'PUT',
    url: `/api/people/${nanne?.personId}/user`,
    headers: bearer(token('owner@acme.test')),
    payload: { user_id: ownerId },
  })
  expect(link.statusCode).toBe(200)
  const mine = async (who: string) =>
    meetingListResponse
      .parse((await get('/api/meetings', who)).json())
      .meetings.map((m) => [m.name, m.withMe])
  expect(await mine('owner@acme.test')).toEqual([
    ['Kick-off', true],
    ['RPC Standards', false],
  ])
  expect(await mine('viewer@acme.test')).toEqual([
    ['Kick-off', false],
    ['RPC Standards', false],
  ])
  const one = meetingResponse.parse((await get(`/api/meetings/${longId}`, 'owner@acme.test')).json())
  expect(one.meeting.withMe).toBe(true)
})

test('GET /api/people lists the tenant’s people only', async () => {
  const { people } = peopleResponse.parse((await get('/api/people')).json())
  expect(people.map((p) => p.full_name)).toContain('Nanne')
  const theirs = peopleResponse.parse((await get('/api/people', 'boss@globex.test')).json())
  expect(theirs.people).toEqual([])
})

test('another tenant gets 404 for every meeting endpoint', async () => {
  const { participants } = participantListResponse.parse(
    (await get(`/api/meetings/${shortId}/participants`)).json(),
  )
  const pid = participants[0]?.id
  const mine = coachingResponse.parse(
    (await get(`/api/meetings/${shortId}/participants/${pid}/coaching`)).json(),
  )
  const theirs = await get(`/api/meetings/${shortId}/participants/${pid}/coaching`, 'boss@globex.test')
  expect(theirs.statusCode).toBe(404)
  // Nothing of the narrative reaches the other tenant.
  expect(theirs.body).not.toContain('headline')
  if (mine.coaching) expect(theirs.body).not.toContain(mine.coaching.headline)
  for (const url of [
    `/api/meetings/${shortId}`,
    `/api/meetings/${shortId}/participants`,
    `/api/meetings/${shortId}/scores`,
    `/api/meetings/${shortId}/transcript`,
    `/api/meetings/${shortId}/participants/${pid}/dimensions/Authority/insights`,
    `/api/meetings/${shortId}/participants/${pid}/coaching`,
  ]) {
    expect((await get(url, 'boss@globex.test')).statusCode, url).toBe(404)
  }
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${shortId}`,
    headers: bearer(token('boss@globex.test')),
  })
  expect(del.statusCode).toBe(404)
  const list = meetingListResponse.parse((await get('/api/meetings', 'boss@globex.test')).json())
  expect(list.meetings).toEqual([])
})

test('the transcript is 404 once its upload is gone, and on a malformed id 400', async () => {
  const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, shortId))
  const [task] = await t.database.db
    .select()
    .from(uploadTasks)
    .where(eq(uploadTasks.id, meeting?.uploadTaskId ?? ''))
  if (!task) throw new Error('no upload')
  const chunks = await t.database.db.select().from(uploadChunks).where(eq(uploadChunks.uploadTaskId, task.id))
  const cues = await t.database.db
    .select()
    .from(transcriptCues)
    .where(eq(transcriptCues.uploadTaskId, task.id))
  expect(cues.length).toBe(task.transcriptCueCount)
  // Deleting the task deletes its transcript's chunks and lines (cascade): all are put back below.
  await t.database.db.delete(uploadTasks).where(eq(uploadTasks.id, task.id))
  expect(
    await t.database.db.select().from(uploadChunks).where(eq(uploadChunks.uploadTaskId, task.id)),
  ).toEqual([])
  const res = await get(`/api/meetings/${shortId}/transcript`)
  expect(res.statusCode).toBe(404)
  expect(res.json().error).toBe('The transcript of this meeting is no longer available.')
  await t.database.db.insert(uploadTasks).values(task)
  await t.database.db.insert(uploadChunks).values(chunks)
  await t.database.db.insert(transcriptCues).values(cues)
  expect((await get(`/api/meetings/${shortId}/transcript`)).statusCode).toBe(200)
  expect((await get('/api/meetings/not-a-uuid/transcript')).statusCode).toBe(400)
})

test('only the uploader or an admin may delete (403 otherwise), and deleting removes everything derived', async () => {
  for (const who of ['viewer@acme.test', 'other@acme.test']) {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${shortId}`,
      headers: bearer(token(who)),
    })
    expect(res.statusCode, who).toBe(403)
  }
  const ok = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${shortId}`,
    headers: bearer(token('owner@acme.test')),
  })
  expect(ok.statusCode).toBe(200)
  expect((await get(`/api/meetings/${shortId}`)).statusCode).toBe(404)
  expect(
    await t.database.db.select().from(participantMetrics).where(eq(participantMetrics.meetingId, shortId)),
  ).toEqual([])
  expect(await t.database.db.select().from(uploadTasks).where(eq(uploadTasks.meetingId, shortId))).toEqual([])

  const byAdmin = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${longId}`,
    headers: bearer(token('admin@acme.test')),
  })
  expect(byAdmin.statusCode).toBe(200)
})
