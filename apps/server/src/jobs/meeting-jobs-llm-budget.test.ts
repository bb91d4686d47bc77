import {
  llmUsageResponse,
  meetingResponse,
  participantAnalysisStatus,
  uploadResponse,
} from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { modelReplies } from '../llm/analyzer/fake-model-replies.ts'
import { type FakeLlmServer, startFakeLlmServer } from '../llm/testing/fake-llm-server.ts'
import { bearer, login, seedTenant } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { multipartFile } from '../test/multipart.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

/**
 * The language-model budgets through the whole upload: requests per upload are capped, a tenant's
 * month is capped, a cancelled upload's requests still count, and the operator sees the spend.
 * A small local model (8k context) reads a long transcript in many parts, as a 4.7 MB file would.
 */

const PER_UPLOAD = 6
const PER_MONTH = 20

let t: TestApp
let fake: FakeLlmServer
let admin = ''
const tokens = { user: '', tenantAdmin: '', other: '' }

beforeAll(async () => {
  t = await createTestApp({
    LLM_CALLS_PER_UPLOAD: String(PER_UPLOAD),
    LLM_CALLS_PER_TENANT_MONTH: String(PER_MONTH),
  })
  fake = await startFakeLlmServer('openai', { apiKey: 'sk-fake-key-1234' })
  fake.respond(modelReplies)
  const acme = await seedTenant(t.app, t.database.db, {
    slug: 'budget-acme',
    members: [
      { email: 'user@budget.test', role: 'user' },
      { email: 'admin@budget.test', role: 'admin' },
    ],
  })
  tokens.user = acme.tokens['user@budget.test'] ?? ''
  tokens.tenantAdmin = acme.tokens['admin@budget.test'] ?? ''
  const other = await seedTenant(t.app, t.database.db, {
    slug: 'budget-other',
    members: [{ email: 'user@other-budget.test', role: 'user' }],
  })
  tokens.other = other.tokens['user@other-budget.test'] ?? ''
  admin = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/llm/providers',
    headers: bearer(admin),
    payload: {
      provider_name: 'openai_compatible',
      model_name: 'llama3.1:8b',
      display_name: 'Local model',
      api_key: 'sk-fake-key-1234',
      is_default: true,
      settings: { base_url: fake.baseUrl },
    },
  })
  expect(created.statusCode, created.body).toBe(201)
}, 60_000)
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('gave up waiting')
}

/** Upload and participant analysis (the review), as the user does before configuring. */
async function uploadAndAnalyse(token: string, name: string, transcript: Buffer | string) {
  const headers = bearer(token)
  const body = multipartFile(`${name}.vtt`, transcript)
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  expect(up.statusCode, up.body).toBe(201)
  const { taskId } = uploadResponse.parse(up.json())
  await t.app.inject({ method: 'POST', url: '/api/vtt/analyze-participants', headers, payload: { taskId } })
  const review = await until(
    async () =>
      participantAnalysisStatus.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/participant-analysis`, headers })
        ).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  return { taskId, review }
}

async function usage(token = admin) {
  return t.app.inject({ method: 'GET', url: '/api/admin/llm/usage', headers: bearer(token) })
}

async function acmeCalls(): Promise<number> {
  const body = llmUsageResponse.parse((await usage()).json())
  return body.tenants.find((x) => x.tenant_slug === 'budget-acme')?.calls ?? 0
}

test('a long transcript read in many parts sends at most the per-upload budget of requests; the built-in analyzer writes the rest, and the meeting says so', async () => {
  const before = fake.requests.length
  const id = await uploadMeeting(t.app, tokens.user, fixture('zoom-ethereum-acdc-178-long.vtt'), {
    name: 'Long meeting',
    date: '2026-11-20',
  })
  const sent = fake.requests.length - before
  expect(sent).toBeGreaterThan(0)
  expect(sent).toBeLessThanOrEqual(PER_UPLOAD)
  const meeting = meetingResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/meetings/${id}`, headers: bearer(tokens.user) })).json(),
  ).meeting
  const reasons = [
    meeting.analysisSources?.participants.fallbackReason,
    ...(meeting.analysisSources?.coaching ?? []).map((c) => c.fallbackReason),
  ]
  expect(reasons).toContain('budget_upload')
  expect(meeting.warnings).toContainEqual(
    `This upload reached its language-model budget (${PER_UPLOAD} requests), so the built-in analyzer wrote the rest of the analysis.`,
  )
  expect(await acmeCalls()).toBe(sent)
}, 120_000)

test('upload, analyse and cancel, again and again: every run counts toward the tenant’s month until it is spent', async () => {
  let spent = await acmeCalls()
  let runs = 0
  for (;;) {
    const before = fake.requests.length
    const { taskId, review } = await uploadAndAnalyse(
      tokens.user,
      `Cancelled ${runs}`,
      fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    )
    const sent = fake.requests.length - before
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${taskId}/cancel`,
      headers: bearer(tokens.user),
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await acmeCalls()).toBe(spent + sent)
    spent += sent
    runs++
    if (sent === 0) {
      // The month is spent: the built-in analyzer wrote the review, which says why.
      expect(review.suggestedBy ?? null).toBeNull()
      expect(review.analysis?.warnings.join(' ')).toMatch(
        new RegExp(`language-model budget for this month \\(${PER_MONTH} requests\\) is spent`),
      )
      break
    }
    expect(runs).toBeLessThan(PER_MONTH)
  }
  expect(spent).toBeGreaterThan(PER_MONTH - PER_UPLOAD)
  expect(spent).toBeLessThanOrEqual(PER_MONTH)
  // Another tenant's month is its own.
  const before = fake.requests.length
  await uploadAndAnalyse(tokens.other, 'Other tenant', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  expect(fake.requests.length).toBeGreaterThan(before)
}, 240_000)

test('the spend is the operator’s to see: super admins only', async () => {
  const ok = await usage()
  expect(ok.statusCode).toBe(200)
  const body = llmUsageResponse.parse(ok.json())
  expect(body.limits).toEqual({ calls_per_upload: PER_UPLOAD, calls_per_tenant_month: PER_MONTH })
  expect(body.month).toBe(new Date().toISOString().slice(0, 7))
  expect(body.tenants.find((x) => x.tenant_slug === 'budget-acme')?.uploads).toBeGreaterThan(1)
  for (const token of [tokens.user, tokens.tenantAdmin, tokens.other])
    expect((await usage(token)).statusCode).toBe(403)
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/llm/usage' })).statusCode).toBe(401)
  const lastYear = await t.app.inject({
    method: 'GET',
    url: '/api/admin/llm/usage?month=2025-01',
    headers: bearer(admin),
  })
  expect(llmUsageResponse.parse(lastYear.json()).tenants).toEqual([])
  const bad = await t.app.inject({
    method: 'GET',
    url: '/api/admin/llm/usage?month=2025-13',
    headers: bearer(admin),
  })
  expect(bad.statusCode).toBe(400)
})
