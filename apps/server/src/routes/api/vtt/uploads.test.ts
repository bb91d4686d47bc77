import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import {
  participantAnalysisStatus,
  processingStatus,
  uploadListResponse,
  uploadResponse,
} from '@rapport/contracts'
import { and, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  auditLog,
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  subscriptions,
  tenants,
  uploadTasks,
  users,
} from '../../../db/schema/index.ts'
import {
  bearer,
  register,
  type SeededTenant,
  seedTenant,
  seedTwoTenants,
  startTrial,
} from '../../../test/auth-helpers.ts'
import { uploadMeeting } from '../../../test/meeting-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

const fixtures = new URL('../../../../../../fixtures/transcripts/', import.meta.url)
const shortCall = readFileSync(new URL('zoom-ethereum-rpcstandards-020-short.vtt', fixtures))

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let owner = ''

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'colleague@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
      { email: 'admin@acme.test', role: 'admin' },
    ],
  }))
  owner = acme.tokens['owner@acme.test'] ?? ''
})
afterAll(() => t.close())

async function upload(app: FastifyInstance, token: string, filename: string, content: Buffer | string) {
  const body = multipartFile(filename, content)
  return app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  })
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}

const analysisOf = async (token: string, taskId: string) =>
  participantAnalysisStatus.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/vtt/tasks/${taskId}/participant-analysis`,
        headers: bearer(token),
      })
    ).json(),
  )
/** Cleanup Failed, as the upload history's button sends it: what it answers. */
const cleanupAbandoned = async (token: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/system/cleanup/abandoned', headers: bearer(token) })
  ).json()

const statusOf = async (token: string, taskId: string) =>
  processingStatus.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/status`, headers: bearer(token) })
    ).json(),
  )

async function uploadAndAnalyse(token: string) {
  const res = await upload(t.app, token, 'rpc-standards.vtt', shortCall)
  expect(res.statusCode).toBe(201)
  const { taskId } = uploadResponse.parse(res.json())
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: bearer(token),
    payload: { taskId },
  })
  expect(started.statusCode).toBe(202)
  const analysis = await poll(
    () => analysisOf(token, taskId),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  expect(analysis.status).toBe('completed')
  if (!analysis.analysis) throw new Error('no analysis')
  return { taskId, analysis: analysis.analysis }
}

test('a transcript goes from upload to a stored, analysed meeting with the user’s edits', async () => {
  const { taskId, analysis } = await uploadAndAnalyse(owner)
  expect(analysis.participants.map((p) => p.name)).toEqual([
    'Chase Wright',
    'Tullio | Erigon',
    'Chanderprakash',
  ])
  expect(analysis.meeting_title.length).toBeGreaterThan(0)

  const again = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: bearer(owner),
    payload: { taskId },
  })
  expect(again.statusCode).toBe(200)
  expect(again.json().analysis).toEqual(analysis)
  expect(again.json().suggestedBy).toBeNull()

  const edited = {
    ...analysis,
    participants: analysis.participants.map((p, i) =>
      i === 0 ? { ...p, job_title: 'Working Group Lead', organizational_role: 'Facilitator' } : p,
    ),
  }
  const configured = await t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: bearer(owner),
    payload: {
      name: 'RPC Standards #20',
      date: '2026-02-09',
      description: 'Weekly call',
      participantAnalysis: edited,
    },
  })
  expect(configured.statusCode).toBe(202)
  const final = await poll(
    () => statusOf(owner, taskId),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  expect(final).toMatchObject({ status: 'completed', progress: 100, error: null })
  expect(final.meetingId).toBeTruthy()

  const [meeting] = await t.database.db
    .select()
    .from(meetings)
    .where(eq(meetings.id, final.meetingId ?? ''))
  expect(meeting).toMatchObject({
    name: 'RPC Standards #20',
    date: '2026-02-09',
    tenantId: acme.tenant.id,
    participantCount: 3,
  })
  const participants = await t.database.db
    .select()
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meeting?.id ?? ''))
    .orderBy(meetingParticipants.position)
  expect(participants[0]).toMatchObject({
    name: 'Chase Wright',
    jobTitle: 'Working Group Lead',
    role: 'Facilitator',
    scored: true,
  })
  const [metricRows] = await t.database.db
    .select({ n: count() })
    .from(participantMetrics)
    .where(eq(participantMetrics.participantId, participants[0]?.id ?? ''))
  expect(metricRows?.n).toBe(26)
  const folks = await t.database.db.select().from(people).where(eq(people.tenantId, acme.tenant.id))
  expect(folks.map((p) => p.nameKey).sort()).toEqual(['chanderprakash', 'chase wright', 'tullio | erigon'])

  const history = uploadListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(owner) })).json(),
  )
  expect(history.uploads[0]).toMatchObject({
    id: taskId,
    status: 'completed',
    meetingName: 'RPC Standards #20',
    isTerminal: true,
    canRetry: false,
    awaitingReview: false,
  })
})

test('the history says which uploads still wait for their user to review the participants', async () => {
  const { taskId } = await uploadAndAnalyse(owner)
  const listed = async () =>
    uploadListResponse
      .parse((await t.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(owner) })).json())
      .uploads.find((u) => u.id === taskId)
  expect(await listed()).toMatchObject({ status: 'pending', awaitingReview: true, canRetry: false })
  await t.app.inject({ method: 'POST', url: `/api/uploads/${taskId}/cancel`, headers: bearer(owner) })
  expect(await listed()).toMatchObject({ status: 'cancelled', awaitingReview: false, canRetry: true })
})

test('a second meeting with the same people links them to the same persons, whatever the case and spacing', async () => {
  const before = await t.database.db
    .select({ n: count() })
    .from(people)
    .where(eq(people.tenantId, acme.tenant.id))
  const renamed = shortCall.toString('utf8').replaceAll('Chase Wright:', 'CHASE   wright:')
  const res = await upload(t.app, owner, 'again.vtt', renamed)
  const { taskId } = uploadResponse.parse(res.json())
  await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: bearer(owner),
    payload: { taskId },
  })
  const done = await poll(
    () => analysisOf(owner, taskId),
    (s) => s.status === 'completed',
  )
  await t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: bearer(owner),
    payload: { name: 'Again', date: '2026-02-16', participantAnalysis: done.analysis },
  })
  await poll(
    () => statusOf(owner, taskId),
    (s) => s.status === 'completed',
  )
  const after = await t.database.db
    .select({ n: count() })
    .from(people)
    .where(eq(people.tenantId, acme.tenant.id))
  expect(after[0]?.n).toBe(before[0]?.n)
})

test('uploads are refused with a clear 4xx: extension, size, not WebVTT, no speakers, too short', async () => {
  const wrong = await upload(t.app, owner, 'notes.txt', shortCall)
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().error).toBe('File must have a .vtt extension')

  const huge = await upload(t.app, owner, 'huge.vtt', Buffer.alloc(52_428_801, 'a'))
  expect(huge.statusCode).toBe(413)
  expect(huge.json()).toEqual({ error: 'File size must be less than 50MB', code: 'PAYLOAD_TOO_LARGE' })

  const notVtt = await upload(t.app, owner, 'bad.vtt', 'hello world\n')
  expect(notVtt.statusCode).toBe(400)
  expect(notVtt.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The file does not start with "WEBVTT" (its first line is "hello world"), so it is not a WebVTT transcript. Upload the .vtt transcript file from your meeting tool.',
    details: { reason: 'NOT_WEBVTT' },
  })

  const cues = Array.from(
    { length: 40 },
    (_, i) =>
      `${i + 1}\n00:${String(i).padStart(2, '0')}:00.000 --> 00:${String(i).padStart(2, '0')}:30.000\nsome words here`,
  ).join('\n\n')
  const noSpeakers = await upload(t.app, owner, 'nospeakers.vtt', `WEBVTT\n\n${cues}\n`)
  expect(noSpeakers.statusCode).toBe(400)
  expect(noSpeakers.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The transcript\'s 40 cues have no speaker names (it looks like a Zoom transcript saved without speaker names). Rapport needs to know who said what: export the transcript with speaker tags such as <v Jane Doe> or "Jane Doe:" at the start of each cue (in Zoom and Teams, turn on speaker names or identification before recording or downloading).',
    details: { reason: 'NO_SPEAKERS' },
  })

  const short = await upload(
    t.app,
    owner,
    'short.vtt',
    'WEBVTT\n\n1\n00:00:01.000 --> 00:00:05.000\nAda: Hello there\n\n2\n00:00:06.000 --> 00:00:09.000\nBob: Hi Ada\n',
  )
  expect(short.statusCode).toBe(400)
  expect(short.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The transcript covers 8 s of conversation; at least 5 min are needed for reliable feedback. Upload a longer meeting.',
    details: { reason: 'TOO_SHORT' },
  })

  const notMultipart = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: bearer(owner),
    payload: { file: 'x' },
  })
  expect(notMultipart.statusCode).toBe(400)
})

test('a UTF-16 transcript with a byte-order mark is read like UTF-8', async () => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(shortCall.toString('utf8'), 'utf16le')])
  const res = await upload(t.app, owner, 'utf16.vtt', utf16)
  expect(res.statusCode).toBe(201)
})

/** A tenant whose one member (`one@<slug>.test`) may start `limit` meeting analyses a month. */
async function tenantAllowing(limit: number, slug: string, role: 'user' | 'admin' = 'user') {
  const email = `one@${slug}.test`
  const seeded = await seedTenant(t.app, t.database.db, { slug, members: [{ email, role }] })
  await t.database.db
    .update(tenants)
    .set({ maxMeetingsPerMonth: limit })
    .where(eq(tenants.id, seeded.tenant.id))
  return { tenant: seeded.tenant, token: seeded.tokens[email] ?? '' }
}

test('the monthly meeting limit is enforced at upload with a clear message', async () => {
  const { token } = await tenantAllowing(1, 'small')
  expect((await upload(t.app, token, 'a.vtt', shortCall)).statusCode).toBe(201)
  const refused = await upload(t.app, token, 'b.vtt', shortCall)
  expect(refused.statusCode).toBe(403)
  expect(refused.json()).toMatchObject({
    code: 'LIMIT_REACHED',
    error: expect.stringContaining('all 1 meeting analyses for this month'),
  })
})

test('an upload whose transcript was never stored (the server killed while storing) stops counting, and cleanup fails it', async () => {
  const { token } = await tenantAllowing(1, 'cut', 'admin')
  const { taskId } = uploadResponse.parse((await upload(t.app, token, 'cut.vtt', shortCall)).json())
  // As a process killed between counting the upload and writing its chunks leaves it.
  await t.database.executeSql('DELETE FROM upload_chunks WHERE upload_task_id = $1', [taskId])
  await t.database.db
    .update(uploadTasks)
    .set({ transcriptChunks: 0, createdAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(uploadTasks.id, taskId))
  // Still within the minutes a store can take: it counts, so a second upload is refused.
  expect((await upload(t.app, token, 'next.vtt', shortCall)).statusCode).toBe(403)
  await t.database.db
    .update(uploadTasks)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(uploadTasks.id, taskId))
  expect(await cleanupAbandoned(token)).toEqual({ cleaned_tasks: 1 })
  expect((await statusOf(token, taskId)).status).toBe('failed')
  expect((await upload(t.app, token, 'again.vtt', shortCall)).statusCode).toBe(201)
})

/** Every request that reads or acts on one upload task by its id. */
const actionsOnTask = (taskId: string) => [
  { method: 'POST' as const, url: '/api/vtt/analyze-participants', payload: { taskId } },
  { method: 'GET' as const, url: `/api/vtt/tasks/${taskId}/participant-analysis` },
  { method: 'GET' as const, url: `/api/vtt/tasks/${taskId}/status` },
  {
    method: 'POST' as const,
    url: `/api/vtt/tasks/${taskId}/configure`,
    payload: {
      name: 'x',
      date: '2026-01-01',
      participantAnalysis: { meeting_title: 'x', meeting_objective: '', participants: [], warnings: [] },
    },
  },
  { method: 'POST' as const, url: `/api/uploads/${taskId}/retry` },
  { method: 'POST' as const, url: `/api/uploads/${taskId}/cancel` },
]

test('a viewer cannot upload (403) and another tenant’s task answers 404 everywhere', async () => {
  const viewer = acme.tokens['viewer@acme.test'] ?? ''
  expect((await upload(t.app, viewer, 'v.vtt', shortCall)).statusCode).toBe(403)
  const { taskId } = uploadResponse.parse((await upload(t.app, owner, 'mine.vtt', shortCall)).json())
  const stranger = globex.tokens['boss@globex.test'] ?? ''
  const attempts = actionsOnTask(taskId)
  for (const attempt of attempts) {
    const res = await t.app.inject({ ...attempt, headers: bearer(stranger) })
    expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404)
  }
  for (const attempt of [attempts[0], attempts[3], attempts[4], attempts[5]]) {
    if (!attempt) continue
    const res = await t.app.inject({ ...attempt, headers: bearer(viewer) })
    expect(res.statusCode, `viewer ${attempt.method} ${attempt.url}`).toBe(403)
  }
  const list = uploadListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(stranger) })).json(),
  )
  expect(list.uploads.map((u) => u.id)).not.toContain(taskId)
})

test('a colleague in the same tenant cannot read, configure, cancel or retry my upload (404); an admin can', async () => {
  const { taskId } = uploadResponse.parse((await upload(t.app, owner, 'mine.vtt', shortCall)).json())
  const colleague = acme.tokens['colleague@acme.test'] ?? ''
  const admin = acme.tokens['admin@acme.test'] ?? ''
  const attempts = actionsOnTask(taskId)
  for (const attempt of attempts) {
    const res = await t.app.inject({ ...attempt, headers: bearer(colleague) })
    expect(res.statusCode, `colleague ${attempt.method} ${attempt.url}`).toBe(404)
    expect(res.json().error).toBe('Upload not found')
  }
  const [row] = await t.database.db.select().from(uploadTasks).where(eq(uploadTasks.id, taskId))
  expect(row?.status).toBe('pending')
  expect(row?.analysisState).toBe('idle')
  // The tenant's admin acts on every upload of the tenant.
  const status = await t.app.inject({ ...attempts[2], headers: bearer(admin) })
  expect(status.statusCode).toBe(200)
  const cancel = await t.app.inject({ ...attempts[5], headers: bearer(admin) })
  expect(cancel.statusCode, cancel.body).toBe(200)
  const mine = await t.app.inject({ ...attempts[4], headers: bearer(colleague) })
  expect(mine.statusCode).toBe(404)
})

test('cancel stops a task, retry runs it again to a single meeting', async () => {
  const paused = await createTestApp({}, { worker: false })
  try {
    const team = await seedTenant(paused.app, paused.database.db, {
      slug: 'paused',
      members: [{ email: 'p@paused.test', role: 'user' }],
    })
    const token = team.tokens['p@paused.test'] ?? ''
    const { taskId } = uploadResponse.parse((await upload(paused.app, token, 'c.vtt', shortCall)).json())
    await paused.app.inject({
      method: 'POST',
      url: '/api/vtt/analyze-participants',
      headers: bearer(token),
      payload: { taskId },
    })
    await paused.jobs.analyzeParticipants.handler(
      { tenantId: team.tenant.id, taskId },
      { id: 'manual', attempt: 1 },
    )
    const review = participantAnalysisStatus.parse(
      (
        await paused.app.inject({
          method: 'GET',
          url: `/api/vtt/tasks/${taskId}/participant-analysis`,
          headers: bearer(token),
        })
      ).json(),
    )
    await paused.app.inject({
      method: 'POST',
      url: `/api/vtt/tasks/${taskId}/configure`,
      headers: bearer(token),
      payload: { name: 'Cancelled one', date: '2026-03-01', participantAnalysis: review.analysis },
    })
    const cancel = await paused.app.inject({
      method: 'POST',
      url: `/api/uploads/${taskId}/cancel`,
      headers: bearer(token),
    })
    expect(cancel.statusCode).toBe(200)
    // A job that still runs after the cancel stops at its next step and writes nothing.
    await paused.jobs.processMeeting.handler({ tenantId: team.tenant.id, taskId }, { id: 'late', attempt: 1 })
    const list = uploadListResponse.parse(
      (await paused.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(token) })).json(),
    )
    expect(list.uploads[0]).toMatchObject({ status: 'cancelled', canRetry: true, isTerminal: true })
    expect(await paused.database.db.select().from(meetings)).toHaveLength(0)
    expect(
      (
        await paused.app.inject({
          method: 'POST',
          url: `/api/uploads/${taskId}/cancel`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(409)

    const retry = await paused.app.inject({
      method: 'POST',
      url: `/api/uploads/${taskId}/retry`,
      headers: bearer(token),
    })
    expect(retry.statusCode).toBe(200)
    // Two workers pick the same task up at once (a crashed one's job resumed beside a retry).
    const ref = { tenantId: team.tenant.id, taskId }
    await Promise.all([
      paused.jobs.processMeeting.handler(ref, { id: 'a', attempt: 1 }),
      paused.jobs.processMeeting.handler(ref, { id: 'b', attempt: 2 }),
    ])
    const saved = await paused.database.db.select().from(meetings).where(eq(meetings.uploadTaskId, taskId))
    expect(saved).toHaveLength(1)
    const [task] = await paused.database.db
      .select()
      .from(uploadTasks)
      .where(and(eq(uploadTasks.id, taskId)))
    expect(task).toMatchObject({ status: 'completed', meetingId: saved[0]?.id })
  } finally {
    await paused.close()
  }
})

test('cleanup marks abandoned and orphaned tasks failed so they can be retried', async () => {
  const admin = acme.tokens['admin@acme.test'] ?? ''
  const { taskId } = uploadResponse.parse((await upload(t.app, owner, 'stuck.vtt', shortCall)).json())
  await t.database.db
    .update(uploadTasks)
    .set({ status: 'processing', updatedAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(uploadTasks.id, taskId))
  expect(await cleanupAbandoned(admin)).toEqual({ cleaned_tasks: 1 })
  const status = await statusOf(owner, taskId)
  expect(status.status).toBe('failed')
  expect(status.error).toMatch(/abandoned/)

  await t.database.db
    .update(uploadTasks)
    .set({ status: 'completed', meetingId: null })
    .where(eq(uploadTasks.id, taskId))
  const orphaned = await t.app.inject({
    method: 'POST',
    url: '/api/admin/cleanup-orphaned',
    headers: bearer(admin),
  })
  expect(orphaned.json()).toEqual({ cleaned_count: 1 })
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'upload.cleanup_orphaned'))
  expect(entry).toMatchObject({
    tenantId: acme.tenant.id,
    actorEmail: 'admin@acme.test',
    details: { cleaned_count: 1, scope: 'tenant' },
  })
  const stranger = await t.app.inject({
    method: 'POST',
    url: '/api/admin/cleanup-orphaned',
    headers: bearer(globex.tokens['boss@globex.test'] ?? ''),
  })
  expect(stranger.json()).toEqual({ cleaned_count: 0 })
})

/** The bytes a client gets back before it has sent any of the body it announced. */
function answerBeforeBody(port: number, head: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let received = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer before the body was sent; got: ${received}`))
    }, 5000)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8')
      const split = received.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN)
      if (split < 0 || received.length - split - 4 < length) return
      clearTimeout(timer)
      socket.destroy()
      resolve({
        status: Number(received.slice(9, 12)),
        body: JSON.parse(received.slice(split + 4, split + 4 + length)),
      })
    })
    socket.on('error', reject)
  })
}

test('an upload announcing more than 50 MB is refused before any of its body is read', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  const answer = await answerBeforeBody(
    address.port,
    [
      'POST /api/vtt/upload HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${owner}`,
      'Content-Type: multipart/form-data; boundary=----rapport',
      'Content-Length: 60000000',
      '',
      '',
    ].join('\r\n'),
  )
  expect(answer).toEqual({
    status: 413,
    body: { error: 'File size must be less than 50MB', code: 'PAYLOAD_TOO_LARGE' },
  })
})

test('a JSON body too large for any other route gets a 413 that says so, not the upload’s file message', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@acme.test', password: 'x'.repeat(1_100_000) },
  })
  expect(res.statusCode).toBe(413)
  expect(res.json()).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' })
})

async function configure(token: string, taskId: string, participantAnalysis: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: bearer(token),
    payload: { name: 'Configured', date: '2026-04-01', participantAnalysis },
  })
}

test('a participant renamed on the review screen is stored and linked to a person by the new name, with the title and role edits', async () => {
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'renames',
    members: [{ email: 'r@renames.test', role: 'user' }],
  })
  const token = team.tokens['r@renames.test'] ?? ''
  const { taskId, analysis } = await uploadAndAnalyse(token)
  const renamedAt = analysis.participants.findIndex((p) => p.name === 'Tullio | Erigon')
  const edited = {
    ...analysis,
    participants: analysis.participants.map((p, i) =>
      i === renamedAt
        ? { name: 'Ada Lovelace', job_title: 'Protocol Researcher', organizational_role: 'Facilitator' }
        : p,
    ),
  }
  expect((await configure(token, taskId, edited)).statusCode).toBe(202)
  const final = await poll(
    () => statusOf(token, taskId),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  expect(final.status).toBe('completed')
  const stored = await t.database.db
    .select()
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, final.meetingId ?? ''))
  expect(stored.map((p) => p.name).sort()).toEqual(['Ada Lovelace', 'Chanderprakash', 'Chase Wright'])
  const ada = stored.find((p) => p.name === 'Ada Lovelace')
  expect(ada).toMatchObject({ jobTitle: 'Protocol Researcher', role: 'Facilitator', scored: true })
  // The coaching speaks to them by the new name, and nobody's mentions the old one.
  expect(ada?.summary).toMatch(/(?:^|\. )Ada, /)
  for (const participant of stored) expect(JSON.stringify(participant)).not.toContain('Tullio')
  const folks = await t.database.db.select().from(people).where(eq(people.tenantId, team.tenant.id))
  expect(folks.map((p) => p.fullName).sort()).toEqual(['Ada Lovelace', 'Chanderprakash', 'Chase Wright'])
  expect(ada?.personId).toBe(folks.find((p) => p.fullName === 'Ada Lovelace')?.id)
  const [metricRows] = await t.database.db
    .select({ n: count() })
    .from(participantMetrics)
    .where(eq(participantMetrics.participantId, ada?.id ?? ''))
  expect(metricRows?.n).toBe(26)
})

test('configure refuses a participant list that does not line up with the analysis (400, clear message)', async () => {
  const { taskId, analysis } = await uploadAndAnalyse(owner)
  const [first, second] = analysis.participants
  if (!first || !second) throw new Error('too few participants')

  const fewer = await configure(owner, taskId, { ...analysis, participants: [first, second] })
  expect(fewer.statusCode).toBe(400)
  expect(fewer.json().error).toBe(
    'This meeting has 3 participants: send all of them, in the order the participant analysis listed them (2 received).',
  )

  const twice = analysis.participants.map((p, i) =>
    i === 1 ? { ...p, name: ` ${first.name.toUpperCase()} ` } : p,
  )
  const duplicate = await configure(owner, taskId, { ...analysis, participants: twice })
  expect(duplicate.statusCode).toBe(400)
  expect(duplicate.json().error).toBe(
    `Two participants are called "${first.name.toUpperCase()}": give each participant a different name.`,
  )

  const blank = analysis.participants.map((p, i) => (i === 0 ? { ...p, name: '   ' } : p))
  const unnamed = await configure(owner, taskId, { ...analysis, participants: blank })
  expect(unnamed.statusCode).toBe(400)
  expect(unnamed.json().error).toBe('participantAnalysis.participants.0.name: Participant name is required')

  // None of those was saved: the task still waits for its review.
  expect(await analysisOf(owner, taskId)).toMatchObject({ status: 'completed' })
  expect((await configure(owner, taskId, analysis)).statusCode).toBe(202)
})

test('configuring a cancelled upload says it was cancelled, not that it is being processed', async () => {
  const { taskId, analysis } = await uploadAndAnalyse(owner)
  await t.app.inject({ method: 'POST', url: `/api/uploads/${taskId}/cancel`, headers: bearer(owner) })
  const res = await configure(owner, taskId, analysis)
  expect(res.statusCode).toBe(409)
  expect(res.json().error).toBe('This upload was cancelled. Retry it from the upload history.')
})

test('an upload is resumed at any point of its participant analysis, and refused once its review is over', async () => {
  const paused = await createTestApp({}, { worker: false })
  try {
    const team = await seedTenant(paused.app, paused.database.db, {
      slug: 'resume',
      members: [{ email: 'r@resume.test', role: 'user' }],
    })
    const token = team.tokens['r@resume.test'] ?? ''
    const analyze = (taskId: string) =>
      paused.app.inject({
        method: 'POST',
        url: '/api/vtt/analyze-participants',
        headers: bearer(token),
        payload: { taskId },
      })
    const review = async (taskId: string) =>
      participantAnalysisStatus.parse(
        (
          await paused.app.inject({
            method: 'GET',
            url: `/api/vtt/tasks/${taskId}/participant-analysis`,
            headers: bearer(token),
          })
        ).json(),
      )
    const analysisJobs = async () =>
      (await paused.database.executeSql("SELECT id FROM pgboss.job WHERE name = 'analyze-participants'")).rows
        .length
    const { taskId } = uploadResponse.parse((await upload(paused.app, token, 'r.vtt', shortCall)).json())

    // Not started: the call starts it.
    expect(await review(taskId)).toMatchObject({ status: 'pending', analysis: null, filename: 'r.vtt' })
    const started = await analyze(taskId)
    expect(started.statusCode).toBe(202)
    expect(started.json()).toEqual({ success: true, message: 'Participant analysis started' })
    // Running: the call queues nothing more.
    const again = await analyze(taskId)
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual({ success: true, message: 'Participant analysis is running' })
    expect(await analysisJobs()).toBe(1)
    expect(await review(taskId)).toMatchObject({ status: 'processing' })
    // Done: the call gives the analysis to review.
    await paused.jobs.analyzeParticipants.handler(
      { tenantId: team.tenant.id, taskId },
      { id: 'm', attempt: 1 },
    )
    const done = await analyze(taskId)
    expect(done.statusCode).toBe(200)
    const { analysis } = done.json()
    expect(analysis.participants).toHaveLength(3)
    expect(await review(taskId)).toMatchObject({ status: 'completed', analysis })

    // Configured: the review is over.
    const configured = await paused.app.inject({
      method: 'POST',
      url: `/api/vtt/tasks/${taskId}/configure`,
      headers: bearer(token),
      payload: { name: 'Resumed', date: '2026-04-02', participantAnalysis: analysis },
    })
    expect(configured.statusCode).toBe(202)
    const late = await analyze(taskId)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({
      error: 'This upload has already been configured and is being processed.',
      code: 'CONFLICT',
      // The meeting it is becoming, so a reopened upload flow follows its processing.
      details: { meetingName: 'Resumed' },
    })

    // Cancelled: the same, with the way back.
    const other = uploadResponse.parse((await upload(paused.app, token, 'c.vtt', shortCall)).json()).taskId
    await paused.app.inject({ method: 'POST', url: `/api/uploads/${other}/cancel`, headers: bearer(token) })
    const cancelled = await analyze(other)
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json()).toEqual({
      error: 'This upload was cancelled. Retry it from the upload history.',
      code: 'CONFLICT',
    })
    expect(await review(other)).toMatchObject({ status: 'cancelled', error: 'This upload was cancelled.' })
  } finally {
    await paused.close()
  }
})

test('retry is an upload again: refused at the month’s limit and without a trial or subscription', async () => {
  const { token } = await tenantAllowing(1, 'retry-limit')
  const first = uploadResponse.parse((await upload(t.app, token, 'a.vtt', shortCall)).json()).taskId
  await t.app.inject({ method: 'POST', url: `/api/uploads/${first}/cancel`, headers: bearer(token) })
  expect((await upload(t.app, token, 'b.vtt', shortCall)).statusCode).toBe(201)
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${first}/retry`,
    headers: bearer(token),
  })
  expect(refused.statusCode).toBe(403)
  expect(refused.json()).toMatchObject({
    code: 'LIMIT_REACHED',
    error:
      'Your organization has used all 1 meeting analyses for this month. The allowance renews on the 1st.',
  })

  const solo = await register(t.app, 'solo@retry-billing.test')
  await startTrial(t.app, solo.access_token)
  const mine = uploadResponse.parse(
    (await upload(t.app, solo.access_token, 's.vtt', shortCall)).json(),
  ).taskId
  await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${mine}/cancel`,
    headers: bearer(solo.access_token),
  })
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'solo@retry-billing.test'))
  await t.database.db
    .update(subscriptions)
    .set({ status: 'canceled', trialEndsAt: new Date(Date.now() - 86_400_000), canceledAt: new Date() })
    .where(eq(subscriptions.tenantId, me?.tenantId ?? ''))
  const unpaid = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${mine}/retry`,
    headers: bearer(solo.access_token),
  })
  expect(unpaid.statusCode).toBe(402)
  expect(unpaid.json().code).toBe('PAYMENT_REQUIRED')
})

test('deleting a meeting does not give its analysis back, and its upload keeps no transcript', async () => {
  const small = await tenantAllowing(1, 'deleter')
  const { token } = small
  const meetingId = await uploadMeeting(t.app, token, shortCall, { name: 'Gone', date: '2026-04-03' })
  const [task] = await t.database.db
    .select()
    .from(uploadTasks)
    .where(eq(uploadTasks.tenantId, small.tenant.id))
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${meetingId}`,
    headers: bearer(token),
  })
  expect(deleted.statusCode).toBe(200)

  const refused = await upload(t.app, token, 'again.vtt', shortCall)
  expect(refused.statusCode).toBe(403)
  expect(refused.json().code).toBe('LIMIT_REACHED')

  // What the user could see of it is gone: the history, the task's status, the transcript.
  const history = uploadListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(token) })).json(),
  )
  expect(history.uploads).toEqual([])
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/vtt/tasks/${task?.id}/status`, headers: bearer(token) }))
      .statusCode,
  ).toBe(404)
  const [kept] = await t.database.db
    .select()
    .from(uploadTasks)
    .where(eq(uploadTasks.id, task?.id ?? ''))
  expect(kept).toMatchObject({
    transcriptChunks: 0,
    filename: '',
    analysis: null,
    configuration: null,
    meetingId: null,
  })
})

test('two uploads at the last analysis of the month: exactly one is accepted', async () => {
  const busy = await tenantAllowing(20, 'busy')
  await t.database.db.insert(uploadTasks).values(
    Array.from({ length: 19 }, (_, i) => ({
      tenantId: busy.tenant.id,
      filename: `earlier-${i}.vtt`,
      fileSize: 1,
      status: 'completed' as const,
    })),
  )
  const { token } = busy
  // PGlite runs one statement at a time in this process, so the race shows on PostgreSQL (the CI's
  // second pass): without the lock both uploads counted 19 and both were accepted.
  const answers = await Promise.all([
    upload(t.app, token, 'x.vtt', shortCall),
    upload(t.app, token, 'y.vtt', shortCall),
  ])
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403])
})
