import { participantAnalysisStatus, uploadResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { meetings } from '../db/schema/index.ts'
import { LlmError } from '../llm/llm-client.ts'
import { bearer, seedTenant } from '../test/auth-helpers.ts'
import { fixture } from '../test/meeting-helpers.ts'
import { multipartFile } from '../test/multipart.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { meetingJobs } from './meeting-jobs.ts'

/**
 * The jobs run by hand (no worker) with a provider lookup we count: the built-in path costs one
 * lookup per job and nothing else, and a provider whose key no longer opens leaves the built-in
 * analyzer's work with the reason recorded.
 */

let t: TestApp
let tenantId = ''
let token = ''

beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'lookup',
    members: [{ email: 'u@lookup.test', role: 'user' }],
  })
  tenantId = team.tenant.id
  token = team.tokens['u@lookup.test'] ?? ''
}, 60_000)
afterAll(() => t.close())

/** Upload, analyse and configure with `jobs`, returning the stored meeting row. */
async function run(jobs: ReturnType<typeof meetingJobs>, name: string) {
  const body = multipartFile(`${name}.vtt`, fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  })
  const { taskId } = uploadResponse.parse(up.json())
  await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: bearer(token),
    payload: { taskId },
  })
  await jobs.analyzeParticipants.handler({ tenantId, taskId }, { id: 'manual', attempt: 1 })
  const review = participantAnalysisStatus.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/vtt/tasks/${taskId}/participant-analysis`,
        headers: bearer(token),
      })
    ).json(),
  )
  await t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: bearer(token),
    payload: { name, date: '2026-03-05', participantAnalysis: review.analysis },
  })
  await jobs.processMeeting.handler({ tenantId, taskId }, { id: 'manual', attempt: 1 })
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.uploadTaskId, taskId))
  if (!row) throw new Error('no meeting stored')
  return row
}

test('without a provider each job looks the provider up once and the built-in analyzer writes everything', async () => {
  let lookups = 0
  const jobs = meetingJobs(t.database, {
    loadLlm: async () => {
      lookups++
      return null
    },
  })
  const row = await run(jobs, 'No provider')
  expect(lookups).toBe(2)
  expect(row.analyzer).toBe('builtin')
  expect(row.analysisSources?.participants).toMatchObject({ analyzer: 'builtin', fallbackReason: null })
  expect(row.analysisSources?.coaching.map((c) => c.analyzer)).toEqual(['builtin', 'builtin', 'builtin'])
  expect(row.tokenUsage).toEqual({ inputTokens: 0, outputTokens: 0, calls: 0 })
}, 60_000)

test('a provider whose key no longer opens (APP_SECRET changed) leaves the built-in work, recording why', async () => {
  const jobs = meetingJobs(t.database, {
    loadLlm: async () => {
      throw new LlmError('auth', 'the stored key cannot be opened with this APP_SECRET')
    },
  })
  const row = await run(jobs, 'Unusable provider')
  expect(row.analyzer).toBe('builtin')
  expect(row.analysisSources?.participants).toMatchObject({ analyzer: 'builtin', fallbackReason: 'auth' })
  // Everyone scored records why the model was not used; someone below the scoring floor was not coached at all.
  const reasons = new Set(row.analysisSources?.coaching.map((c) => c.fallbackReason))
  expect(reasons.has('auth')).toBe(true)
  expect([...reasons].every((r) => r === 'auth' || r === 'not_scored')).toBe(true)
}, 60_000)
