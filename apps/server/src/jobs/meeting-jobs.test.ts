import {
  participantAnalysisStatus,
  processingStatus,
  uploadListResponse,
  uploadResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { DatabaseHandle } from '../db/database.ts'
import { meetings, uploadTasks } from '../db/schema/index.ts'
import { bearer, seedTenant } from '../test/auth-helpers.ts'
import { fixture } from '../test/meeting-helpers.ts'
import { multipartFile } from '../test/multipart.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { replaceTranscript } from '../test/transcripts.ts'
import { ANALYSIS_FAILURE_MESSAGE, FAILURE_MESSAGE } from '../uploads/failure-messages.ts'
import { JOB_STATE_TRUSTED_MS } from '../uploads/uploads.service.ts'
import type { JobFailure } from './job-log.ts'
import { meetingJobs } from './meeting-jobs.ts'

/**
 * The jobs' side of an upload's life, with no worker running: each test runs the handlers itself
 * (as a worker would, with the attempt it would pass) and reads what the user then sees.
 */

let t: TestApp
let tenantId = ''
let token = ''

beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'jobs',
    members: [{ email: 'u@jobs.test', role: 'user' }],
  })
  tenantId = team.tenant.id
  token = team.tokens['u@jobs.test'] ?? ''
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

async function upload(): Promise<string> {
  const body = multipartFile('call.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  })
  expect(res.statusCode).toBe(201)
  return uploadResponse.parse(res.json()).taskId
}

const review = async (taskId: string) =>
  participantAnalysisStatus.parse((await call('GET', `/api/vtt/tasks/${taskId}/participant-analysis`)).json())

async function listed(taskId: string) {
  const { uploads } = uploadListResponse.parse((await call('GET', '/api/uploads?limit=1000')).json())
  return uploads.find((u) => u.id === taskId)
}

async function row(taskId: string) {
  const [task] = await t.database.db.select().from(uploadTasks).where(eq(uploadTasks.id, taskId))
  if (!task) throw new Error(`no task ${taskId}`)
  return task
}

/** Jobs whose language model lookup always fails: the analysis cannot finish, attempt after attempt. */
const broken = () =>
  meetingJobs(t.database, {
    loadLlm: async () => {
      throw new Error('the model host is unreachable')
    },
  })

test('a participant analysis that fails for good fails its upload with a message the user understands; retry runs it again', async () => {
  const taskId = await upload()
  expect((await call('POST', '/api/vtt/analyze-participants', { taskId })).statusCode).toBe(202)
  const ref = { tenantId, taskId }

  // An attempt with retries left changes nothing the user sees.
  await expect(broken().analyzeParticipants.handler(ref, { id: 'a1', attempt: 1 })).rejects.toThrow()
  expect(await listed(taskId)).toMatchObject({ status: 'pending', awaitingReview: true })

  // The last attempt fails the upload, so the history offers Retry and stops counting it.
  await expect(broken().analyzeParticipants.handler(ref, { id: 'a3', attempt: 3 })).rejects.toThrow()
  expect(await listed(taskId)).toMatchObject({
    status: 'failed',
    errorMessage: ANALYSIS_FAILURE_MESSAGE,
    canRetry: true,
    isTerminal: true,
    awaitingReview: false,
  })
  expect(await review(taskId)).toMatchObject({ status: 'failed', error: ANALYSIS_FAILURE_MESSAGE })

  const before = await row(taskId)
  const retry = await call('POST', `/api/uploads/${taskId}/retry`)
  expect(retry.statusCode).toBe(200)
  expect(retry.json()).toEqual({ message: 'Participant analysis restarted' })
  const after = await row(taskId)
  expect(after).toMatchObject({ status: 'pending', analysisState: 'running', errorMessage: null })
  expect(after.analysisJobId).toBeTruthy()
  expect(after.analysisJobId).not.toBe(before.analysisJobId)
  const queued = await t.queue.getJob(t.jobs.analyzeParticipants.name, after.analysisJobId ?? '')
  expect(queued?.state).toBe('created')

  await t.jobs.analyzeParticipants.handler(ref, { id: 'again', attempt: 1 })
  expect(await review(taskId)).toMatchObject({ status: 'completed' })
  expect(await listed(taskId)).toMatchObject({ status: 'pending', awaitingReview: true })
})

test('a transcript the analysis cannot read fails the upload with the parser’s message', async () => {
  const taskId = await upload()
  await call('POST', '/api/vtt/analyze-participants', { taskId })
  await replaceTranscript(t.database.db, taskId, 'hello')
  await t.jobs.analyzeParticipants.handler({ tenantId, taskId }, { id: 'x', attempt: 1 })
  const failed = await listed(taskId)
  expect(failed).toMatchObject({ status: 'failed', canRetry: true })
  expect(failed?.errorMessage).toMatch(/^The file does not start with "WEBVTT"/)
  expect((await review(taskId)).error).toBe(failed?.errorMessage)
})

test('an analysis job that ended failed without its handler saying so (its worker died) reads as failed', async () => {
  const taskId = await upload()
  await call('POST', '/api/vtt/analyze-participants', { taskId })
  const { analysisJobId } = await row(taskId)
  expect(analysisJobId).toBeTruthy()
  expect(await review(taskId)).toMatchObject({ status: 'processing' })

  await t.database.executeSql("UPDATE pgboss.job SET state = 'failed' WHERE id = $1", [analysisJobId])
  expect(await review(taskId)).toMatchObject({ status: 'failed', error: ANALYSIS_FAILURE_MESSAGE })
  expect(await listed(taskId)).toMatchObject({ status: 'failed', errorMessage: ANALYSIS_FAILURE_MESSAGE })
})

test('a processing job that ended failed without its handler saying so reads as failed, the queue asked at most every few seconds', async () => {
  const taskId = await upload()
  const jobId = await t.queue.send(t.jobs.processMeeting, { tenantId, taskId })
  await t.database.db
    .update(uploadTasks)
    .set({ status: 'processing', progress: 40, jobId })
    .where(eq(uploadTasks.id, taskId))
  const poll = async () =>
    processingStatus.parse((await call('GET', `/api/vtt/tasks/${taskId}/status`)).json())
  const asked = vi.spyOn(t.queue, 'getJob')
  try {
    expect(await poll()).toMatchObject({ status: 'processing' })
    expect(await poll()).toMatchObject({ status: 'processing' })
    // The second poll, within the window, trusted the first one's answer: one question, not two.
    expect(asked).toHaveBeenCalledTimes(1)

    await t.database.executeSql("UPDATE pgboss.job SET state = 'failed' WHERE id = $1", [jobId])
    const later = Date.now() + JOB_STATE_TRUSTED_MS
    vi.spyOn(Date, 'now').mockReturnValue(later)
    expect(await poll()).toMatchObject({ status: 'failed', error: FAILURE_MESSAGE })
    expect(asked).toHaveBeenCalledTimes(2)
  } finally {
    vi.restoreAllMocks()
  }
  expect(await listed(taskId)).toMatchObject({ status: 'failed', errorMessage: FAILURE_MESSAGE })
})

test('cleanup fails pending uploads whose participant analysis is stuck or failed, not those awaiting review', async () => {
  const stuck = await upload()
  const failed = await upload()
  const awaiting = await upload()
  const longAgo = new Date(Date.now() - 31 * 60_000)
  await t.database.db
    .update(uploadTasks)
    .set({ analysisState: 'running', updatedAt: longAgo })
    .where(eq(uploadTasks.id, stuck))
  // As a failed analysis was left before it failed its task.
  await t.database.db
    .update(uploadTasks)
    .set({ analysisState: 'failed', analysisError: 'The analysis broke.' })
    .where(eq(uploadTasks.id, failed))
  await t.database.db
    .update(uploadTasks)
    .set({ analysisState: 'done', analysis: {}, updatedAt: longAgo })
    .where(eq(uploadTasks.id, awaiting))

  const cleaned = await call('POST', '/api/system/cleanup/abandoned')
  expect(cleaned.json()).toEqual({ cleaned_tasks: 2 })
  expect(await listed(stuck)).toMatchObject({ status: 'failed', canRetry: true })
  expect(await review(stuck)).toMatchObject({ status: 'failed', error: expect.stringMatching(/abandoned/) })
  expect(await listed(failed)).toMatchObject({ status: 'failed', errorMessage: 'The analysis broke.' })
  expect(await listed(awaiting)).toMatchObject({ status: 'pending', awaitingReview: true })
})

/**
 * The database as the jobs see it, with `before(n)` run just before their n-th transaction: a way
 * to land a user's action between two statements of a job.
 */
function interleaved(database: DatabaseHandle, before: (n: number) => Promise<void>): DatabaseHandle {
  let n = 0
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver)
      return async (...args: Parameters<typeof target.transaction>) => {
        n += 1
        await before(n)
        return target.transaction(...args)
      }
    },
  })
  return { ...database, db }
}

test('a cancel landing between the job’s check and its progress write stays cancelled, and no meeting is saved', async () => {
  const taskId = await upload()
  const ref = { tenantId, taskId }
  await call('POST', '/api/vtt/analyze-participants', { taskId })
  await t.jobs.analyzeParticipants.handler(ref, { id: 'a', attempt: 1 })
  const { analysis } = await review(taskId)
  const configured = await call('POST', `/api/vtt/tasks/${taskId}/configure`, {
    name: 'Raced',
    date: '2026-04-04',
    participantAnalysis: analysis,
  })
  expect(configured.statusCode).toBe(202)

  // Transaction 1 is the job's check that the task is live; the cancel lands right after it.
  const jobs = meetingJobs(
    interleaved(t.database, async (n) => {
      if (n === 2) expect((await call('POST', `/api/uploads/${taskId}/cancel`)).statusCode).toBe(200)
    }),
  )
  await jobs.processMeeting.handler(ref, { id: 'p', attempt: 1 })
  expect(await row(taskId)).toMatchObject({ status: 'cancelled', meetingId: null })
  expect(await t.database.db.select().from(meetings).where(eq(meetings.uploadTaskId, taskId))).toEqual([])
})

test('every failed attempt of a processing job tells the operators why, with the job and the upload, never the transcript', async () => {
  const taskId = await upload()
  const ref = { tenantId, taskId }
  await call('POST', '/api/vtt/analyze-participants', { taskId })
  await t.jobs.analyzeParticipants.handler(ref, { id: 'a', attempt: 1 })
  const { analysis } = await review(taskId)
  const configured = await call('POST', `/api/vtt/tasks/${taskId}/configure`, {
    name: 'Logged',
    date: '2026-04-05',
    participantAnalysis: analysis,
  })
  expect(configured.statusCode).toBe(202)

  const failures: JobFailure[] = []
  const jobs = meetingJobs(t.database, {
    loadLlm: async () => {
      throw new Error('the model host is unreachable')
    },
    log: { info: () => {}, error: (failure) => failures.push(failure) },
  })
  await expect(jobs.processMeeting.handler(ref, { id: 'p1', attempt: 1 })).rejects.toThrow()
  await expect(jobs.processMeeting.handler(ref, { id: 'p1', attempt: 3 })).rejects.toThrow()
  expect(await listed(taskId)).toMatchObject({ status: 'failed', errorMessage: FAILURE_MESSAGE })

  const said = { job: 'process-meeting', jobId: 'p1', tenantId, uploadId: taskId }
  expect(failures).toEqual([
    {
      ...said,
      attempt: 1,
      retrying: true,
      err: expect.objectContaining({ message: 'the model host is unreachable' }),
    },
    {
      ...said,
      attempt: 3,
      retrying: false,
      err: expect.objectContaining({ message: 'the model host is unreachable' }),
    },
  ])
  const transcript = fixture('zoom-ethereum-rpcstandards-020-short.vtt').toString('utf8')
  const firstLine = transcript.split('\n').find((line) => line.includes('Chase Wright:')) ?? ''
  expect(firstLine).not.toBe('')
  expect(JSON.stringify(failures)).not.toContain(firstLine.slice(0, 40))
})
