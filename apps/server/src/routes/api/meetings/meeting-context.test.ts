import { MEETING_TYPES } from '@rapport/analysis'
import {
  meetingResponse,
  meetingScoresResponse,
  meetingTypes,
  participantAnalysisStatus,
  processingStatus,
  type StoredMetricTarget,
  uploadResponse,
} from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  uploadTasks,
} from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture } from '../../../test/meeting-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { analyticsRepository } from '../analytics/analytics.repository.ts'
import { goalsRepository } from '../goals/goals.repository.ts'

/**
 * The meeting's type and what its transcript could not show, as stored and read back: old rows
 * (before either was recorded) still read, a metric not measured never carries a score, and goals
 * and analytics leave such values out.
 */

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
const token = (email: string) => (acme.tokens[email] ?? globex.tokens[email] ?? '') as string

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
    ],
  }))
}, 60_000)
afterAll(() => t.close())

const get = (url: string, who = 'viewer@acme.test') =>
  t.app.inject({ method: 'GET', url, headers: bearer(token(who)) })

interface MetricRow {
  metricId: string
  value: number
  score: number | null
  measured?: boolean
  reason?: string | null
  target?: StoredMetricTarget | null
}

let personId = ''

/** A meeting written straight to the tables, as an older release (no type, no measurability) or this one stores it. */
async function storeMeeting(date: string, metrics: MetricRow[], meetingType?: string) {
  const tenantId = acme.tenant.id
  return withTenant(t.database.db, tenantId, async (tx) => {
    if (!personId) {
      const [person] = await tx
        .insert(people)
        .values({ tenantId, fullName: 'Grace Hopper', nameKey: 'grace hopper' })
        .returning()
      personId = person?.id ?? ''
    }
    const [upload] = await tx
      .insert(uploadTasks)
      .values({ tenantId, filename: 'call.vtt', fileSize: 6, status: 'completed' })
      .returning()
    const [meeting] = await tx
      .insert(meetings)
      .values({
        tenantId,
        uploadTaskId: upload?.id ?? '',
        name: `Sync ${date}`,
        date,
        durationSeconds: 600,
        participantCount: 1,
        totalWords: 900,
        ...(meetingType ? { meetingType: meetingType as 'discussion' } : {}),
      })
      .returning()
    const [participant] = await tx
      .insert(meetingParticipants)
      .values({
        tenantId,
        meetingId: meeting?.id ?? '',
        personId,
        meetingDate: date,
        position: 0,
        name: 'Grace Hopper',
        jobTitle: 'Engineer',
        role: 'Contributor',
        talkTimeSeconds: 300,
        talkTimePercentage: 50,
        words: 900,
        speakingTurns: 12,
        scored: true,
        dimensions: [{ id: 'authority', name: 'Authority', score: 6, confidence: 0.7 }],
        insights: { strengths: [], opportunities: [], actions: [] },
        quotes: [],
        recommendations: [],
        summary: '',
      })
      .returning()
    await tx.insert(participantMetrics).values(
      metrics.map((m) => ({
        tenantId,
        meetingId: meeting?.id ?? '',
        participantId: participant?.id ?? '',
        personId,
        meetingDate: date,
        metricId: m.metricId,
        dimension: 'Authority',
        value: m.value,
        score: m.score,
        formattedValue: String(m.value),
        evidence: {},
        ...(m.measured === undefined ? {} : { measured: m.measured }),
        ...(m.reason === undefined ? {} : { reason: m.reason }),
        ...(m.target === undefined ? {} : { target: m.target }),
      })),
    )
    return meeting?.id ?? ''
  })
}

const authorityOf = async (meetingId: string) => {
  const res = await get(`/api/meetings/${meetingId}/scores`)
  expect(res.statusCode).toBe(200)
  const [grace] = meetingScoresResponse.parse(res.json()).scores
  return grace?.dimensions.find((d) => d.name === 'Authority')?.subDimensions ?? []
}

test('a meeting stored before types and measurability were recorded reads as measured, with no type or target', async () => {
  const id = await storeMeeting('2026-01-05', [{ metricId: 'hesitation_rate', value: 2, score: 6 }])
  const res = await get(`/api/meetings/${id}`)
  expect(res.statusCode).toBe(200)
  expect(res.json().meeting.meetingType).toBeNull()
  expect(meetingResponse.parse(res.json()).meeting.meetingType).toBeNull()
  expect(await authorityOf(id)).toEqual([
    expect.objectContaining({ id: 'hesitation_rate', score: 6, measured: true, reason: null, target: null }),
  ])
})

test('a metric stored as not measured reads with its reason and no score; its target reads as text and source', async () => {
  const reason = 'Nobody in this transcript says “um” or “uh” even once.'
  const target = {
    text: 'up to about 76 seconds',
    source: 'Meeting-coach tools flag monologues over 60 s.',
    metricId: 'longest_monologue',
    good: 76,
  }
  const id = await storeMeeting(
    '2026-01-12',
    [
      { metricId: 'hesitation_rate', value: 0, score: null, measured: false, reason },
      { metricId: 'longest_monologue', value: 40, score: 8, target },
    ],
    'stand_up',
  )
  expect((await get(`/api/meetings/${id}`)).json().meeting.meetingType).toBe('stand_up')
  const metrics = await authorityOf(id)
  expect(metrics.find((m) => m.id === 'hesitation_rate')).toMatchObject({
    score: null,
    measured: false,
    reason,
    target: null,
  })
  expect(metrics.find((m) => m.id === 'longest_monologue')).toMatchObject({
    score: 8,
    measured: true,
    reason: null,
    target: { text: target.text, source: target.source },
  })
})

test('the database refuses a score on a metric that was not measured', async () => {
  await expect(
    storeMeeting('2026-01-13', [
      { metricId: 'hesitation_rate', value: 0, score: 5, measured: false, reason: 'No filled pauses.' },
    ]),
  ).rejects.toThrow()
})

test('goals and analytics leave out the values that were not measured', async () => {
  // Grace so far: 2026-01-05 measured (value 2, score 6), 2026-01-12 not measured (value 0).
  const range = { start: '2026-01-01', end: '2026-01-31' }
  const summaries = await analyticsRepository(t.database.db).metricSummaries(acme.tenant.id, personId, range)
  expect(summaries?.find((s) => s.metricId === 'hesitation_rate')).toMatchObject({
    meetingCount: 1,
    averageScore: 6,
    latestDate: '2026-01-05',
  })
  const recent = await goalsRepository(t.database.db).recentValues(acme.tenant.id, personId, [
    'hesitation_rate',
  ])
  expect(recent.get('hesitation_rate')).toEqual([2])
})

/** An upload of this tenant analysed and waiting for review: its id and the analysis to configure with. */
async function uploadForReview(who: string) {
  const headers = bearer(token(who))
  const body = multipartFile('rpc.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  expect(up.statusCode).toBe(201)
  const { taskId } = uploadResponse.parse(up.json())
  await t.app.inject({ method: 'POST', url: '/api/vtt/analyze-participants', headers, payload: { taskId } })
  for (let i = 0; i < 300; i++) {
    const status = participantAnalysisStatus.parse(
      (await get(`/api/vtt/tasks/${taskId}/participant-analysis`, who)).json(),
    )
    if (status.analysis) return { taskId, analysis: status.analysis }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('participant analysis did not finish')
}

test('configure refuses a meeting type not on the list (400), another tenant’s upload (404) and a viewer (403)', async () => {
  const { taskId, analysis } = await uploadForReview('owner@acme.test')
  const configure = (who: string, meetingType: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/vtt/tasks/${taskId}/configure`,
      headers: bearer(token(who)),
      payload: {
        name: 'RPC',
        date: '2026-02-09',
        participantAnalysis: { ...analysis, meeting_type: meetingType },
      },
    })
  const bad = await configure('owner@acme.test', 'board_meeting')
  expect(bad.statusCode).toBe(400)
  expect(bad.body).toContain('meeting type')
  expect((await configure('owner@acme.test', 42)).statusCode).toBe(400)
  expect((await configure('boss@globex.test', 'stand_up')).statusCode).toBe(404)
  expect((await configure('viewer@acme.test', 'stand_up')).statusCode).toBe(403)
  // Nothing was configured by those refusals: the owner still can.
  expect((await configure('owner@acme.test', 'stand_up')).statusCode).toBe(202)
}, 60_000)

test('the meeting types offered are the engine’s', () => {
  expect([...meetingTypes]).toEqual([...MEETING_TYPES])
})

test('the review offers the inferred type; the type chosen is stored, targets follow it, and what the file cannot show is not scored', async () => {
  const { taskId, analysis } = await uploadForReview('owner@acme.test')
  expect(analysis.meeting_type).toBe('presentation')
  expect(analysis.meeting_type_reason).toMatch(/talk time/)
  const headers = bearer(token('owner@acme.test'))
  const configured = await t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers,
    payload: {
      name: 'RPC',
      date: '2026-02-09',
      participantAnalysis: { ...analysis, meeting_type: 'stand_up' },
    },
  })
  expect(configured.statusCode).toBe(202)
  let meetingId: string | null = null
  for (let i = 0; i < 600 && !meetingId; i++) {
    meetingId = processingStatus.parse(
      (await get(`/api/vtt/tasks/${taskId}/status`, 'owner@acme.test')).json(),
    ).meetingId
    if (!meetingId) await new Promise((r) => setTimeout(r, 100))
  }
  if (!meetingId) throw new Error('processing did not finish')
  expect(meetingResponse.parse((await get(`/api/meetings/${meetingId}`)).json()).meeting.meetingType).toBe(
    'stand_up',
  )
  const scores = meetingScoresResponse.parse((await get(`/api/meetings/${meetingId}/scores`)).json()).scores
  const metrics = scores.flatMap((p) => p.dimensions.flatMap((d) => d.subDimensions))
  const pauses = metrics.filter((m) => m.id === 'hesitation_rate')
  expect(pauses.length).toBe(scores.length)
  for (const m of pauses) {
    expect(m).toMatchObject({ measured: false, score: null })
    expect(m.reason).toMatch(/“um” or “uh”/)
  }
  const monologue = metrics.find((m) => m.id === 'longest_monologue' && m.measured)
  expect(monologue?.target?.text).toMatch(/stand-up/)
  expect(monologue?.target?.source).not.toBe('')
}, 90_000)
