import {
  availableLlmProvidersResponse,
  llmProviderListResponse,
  llmProviderResponse,
  sessionResponse,
  testLlmProviderResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { auditLog, llmProviders, tenants, users } from '../../../db/schema/index.ts'
import { hashPassword } from '../../../lib/passwords.ts'
import { loadDefaultLlmClient } from '../../../llm/create-llm-client.ts'
import { LlmError } from '../../../llm/llm-client.ts'
import { createSecretBox } from '../../../llm/secret-box.ts'
import { type FakeLlmServer, startFakeLlmServer } from '../../../llm/testing/fake-llm-server.ts'
import { bearer, login, seedTenant } from '../../../test/auth-helpers.ts'
import { LOOPBACK } from '../../../test/loopback-egress.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

const KEY = 'sk-valid-key-0123456789wxyz'
const APP_SECRET = 'test-secret-test-secret-test-secret-0123'
const URL = '/api/admin/llm/providers'

let t: TestApp
let openai: FakeLlmServer
let anthropic: FakeLlmServer
let root: string
let defaultTenantId: string
const home: Record<string, string> = {}
let acme: Awaited<ReturnType<typeof seedTenant>>

/** Members of the `default` tenant itself, signed in. */
async function seedDefaultMember(email: string, role: 'admin' | 'user' | 'viewer') {
  await t.database.db.insert(users).values({
    tenantId: defaultTenantId,
    email,
    firstName: role,
    passwordHash: await hashPassword('member-pass'),
    role,
  })
  home[role] = (await login(t.app, email, 'member-pass')).access_token
}

beforeAll(async () => {
  t = await createTestApp()
  openai = await startFakeLlmServer('openai', { apiKey: KEY, defaultText: 'OK' })
  anthropic = await startFakeLlmServer('anthropic', { apiKey: KEY, defaultText: 'OK' })
  const session = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  root = session.access_token
  defaultTenantId = session.tenant.tenant_id
  await seedDefaultMember('admin@default.test', 'admin')
  await seedDefaultMember('user@default.test', 'user')
  await seedDefaultMember('viewer@default.test', 'viewer')
  acme = await seedTenant(t.app, t.database.db, {
    slug: 'acme',
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'chief@acme.test', role: 'super_admin' },
    ],
  })
})
afterAll(async () => {
  await openai.close()
  await anthropic.close()
  await t.close()
})
beforeEach(async () => {
  await t.database.db.delete(llmProviders)
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) })

const openaiProvider = (extra: object = {}) => ({
  provider_name: 'openai',
  model_name: 'gpt-5-mini',
  display_name: 'OpenAI',
  api_key: KEY,
  is_default: false,
  settings: { base_url: openai.baseUrl },
  ...extra,
})

async function create(payload: object = openaiProvider(), token = root) {
  const res = await call('POST', URL, token, payload)
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return llmProviderResponse.parse(res.json()).provider
}

async function list(token = root) {
  const res = await call('GET', URL, token)
  expect(res.statusCode).toBe(200)
  return llmProviderListResponse.parse(res.json()).providers
}

async function impersonate(token: string, tenantId: string) {
  const res = await call('POST', '/api/admin/impersonate-tenant', token, { tenant_id: tenantId })
  expect(res.statusCode).toBe(200)
  return sessionResponse.parse(res.json()).access_token
}

test('every LLM endpoint: 401 without a session, 403 for users and viewers of the default tenant', async () => {
  const calls: [Method, string, object?][] = [
    ['GET', URL],
    ['GET', `${URL}/available`],
    ['POST', `${URL}/test`, { provider_name: 'openai', api_key: KEY }],
    ['POST', URL, openaiProvider()],
    ['PUT', `${URL}/00000000-0000-4000-8000-000000000000`, { is_default: true }],
    ['DELETE', `${URL}/00000000-0000-4000-8000-000000000000`],
  ]
  for (const [method, url, payload] of calls) {
    expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401)
    for (const role of ['user', 'viewer']) {
      const res = await call(method, url, home[role] ?? '', payload)
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403)
    }
  }
  expect(await list()).toEqual([])
})

test('other tenants get 403: their admins, and a super_admin impersonating them', async () => {
  const bossToken = acme.tokens['boss@acme.test'] ?? ''
  // Impersonating revokes the token it started from: use a session of its own.
  const fresh = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  const inAcme = await impersonate(fresh, acme.tenant.id)
  for (const token of [bossToken, inAcme]) {
    const res = await call('GET', URL, token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'LLM providers are configured by the default tenant only.',
    })
    expect((await call('POST', URL, token, openaiProvider())).statusCode).toBe(403)
    expect(
      (await call('POST', `${URL}/test`, token, { provider_name: 'openai', api_key: KEY })).statusCode,
    ).toBe(403)
    expect((await call('GET', `${URL}/available`, token)).statusCode).toBe(403)
  }
  expect(await list()).toEqual([])
})

test('an admin of the default tenant, and a super_admin from elsewhere impersonating it, may configure', async () => {
  await create(openaiProvider({ display_name: 'By admin' }), home.admin)
  const chief = acme.tokens['chief@acme.test'] ?? ''
  expect((await call('GET', URL, chief)).statusCode).toBe(403)
  const inDefault = await impersonate(chief, defaultTenantId)
  const names = (await list(inDefault)).map((p) => p.display_name)
  expect(names).toEqual(['By admin'])
})

test('GET /available lists every provider with its name and models', async () => {
  const res = await call('GET', `${URL}/available`, root)
  expect(res.statusCode).toBe(200)
  const available = availableLlmProvidersResponse.parse(res.json())
  expect(Object.keys(available).sort()).toEqual(['anthropic', 'google', 'openai', 'openai_compatible'])
  expect(available.anthropic).toMatchObject({
    name: 'Anthropic',
    api_key_required: true,
    base_url_required: false,
  })
  expect(available.openai_compatible).toMatchObject({ api_key_required: false, base_url_required: true })
  for (const entry of Object.values(available)) expect(entry.models.length).toBeGreaterThan(0)
})

test('POST /test answers connected only after a real call succeeded, failed (with the reason) otherwise', async () => {
  const before = openai.requests.length
  const ok = await call('POST', `${URL}/test`, root, {
    provider_name: 'openai',
    api_key: KEY,
    model_name: 'gpt-5-mini',
    settings: { base_url: openai.baseUrl },
  })
  expect(ok.statusCode).toBe(200)
  expect(ok.json()).toEqual({ connection_status: 'connected' })
  expect(openai.requests.length).toBe(before + 1)
  expect(openai.requests.at(-1)?.model).toBe('gpt-5-mini')

  const wrong = await call('POST', `${URL}/test`, root, {
    provider_name: 'openai',
    api_key: 'sk-wrong-key-000000000000',
    settings: { base_url: openai.baseUrl },
  })
  expect(wrong.statusCode).toBe(200)
  const failed = testLlmProviderResponse.parse(wrong.json())
  expect(failed).toMatchObject({ connection_status: 'failed', error_kind: 'auth' })
  expect(wrong.body).not.toContain('sk-wrong-key')
  // No model named: the first model the catalogue offers.
  expect(openai.requests.at(-1)?.model).toBe('gpt-5.1')

  anthropic.enqueue({ status: 429, message: 'Slow down', headers: { 'retry-after': '5' } })
  const limited = await call('POST', `${URL}/test`, root, {
    provider_name: 'anthropic',
    api_key: KEY,
    settings: { base_url: anthropic.baseUrl },
  })
  expect(limited.json()).toMatchObject({ connection_status: 'failed', error_kind: 'rate_limited' })
})

test('POST /test and POST validate their input: provider, key, base URL, max_output_tokens', async () => {
  const bad: [string, object][] = [
    ['unknown provider', { provider_name: 'cohere', api_key: KEY }],
    ['missing key', { provider_name: 'anthropic' }],
    ['blank key', { provider_name: 'openai', api_key: '   ' }],
    ['compatible without base URL', { provider_name: 'openai_compatible' }],
    [
      'base URL not http',
      { provider_name: 'openai', api_key: KEY, settings: { base_url: 'file:///etc/passwd' } },
    ],
    ['max tokens 0', { provider_name: 'openai', api_key: KEY, settings: { max_output_tokens: 0 } }],
    [
      'max tokens too many',
      { provider_name: 'openai', api_key: KEY, settings: { max_output_tokens: 200_001 } },
    ],
    ['max tokens fraction', { provider_name: 'openai', api_key: KEY, settings: { max_output_tokens: 1.5 } }],
  ]
  for (const [label, payload] of bad) {
    const res = await call('POST', `${URL}/test`, root, payload)
    expect(res.statusCode, label).toBe(400)
    expect(res.json().code, label).toBe('VALIDATION_ERROR')
    const saved = await call('POST', URL, root, { model_name: 'm', display_name: 'X', ...payload })
    expect(saved.statusCode, `save: ${label}`).toBe(400)
  }
  const noModel = await call('POST', URL, root, { ...openaiProvider(), model_name: '' })
  expect(noModel.statusCode).toBe(400)
  const noName = await call('POST', URL, root, { ...openaiProvider(), display_name: '  ' })
  expect(noName.statusCode).toBe(400)
  expect(await list()).toEqual([])
})

test('max_output_tokens: 1 and 200000 are kept, blank (null or absent) means the model default', async () => {
  const low = await create(openaiProvider({ settings: { base_url: openai.baseUrl, max_output_tokens: 1 } }))
  expect(low.settings.max_output_tokens).toBe(1)
  const high = await create(
    openaiProvider({ settings: { base_url: openai.baseUrl, max_output_tokens: 200_000 } }),
  )
  expect(high.settings.max_output_tokens).toBe(200_000)
  const blank = await create(
    openaiProvider({ settings: { base_url: openai.baseUrl, max_output_tokens: null } }),
  )
  expect(blank.settings).toEqual({ base_url: openai.baseUrl })
})

test('a keyless OpenAI-compatible server can be tested and saved', async () => {
  const local = await startFakeLlmServer('openai', { defaultText: 'OK' })
  try {
    const payload = {
      provider_name: 'openai_compatible',
      model_name: 'llama3.1:8b',
      settings: { base_url: local.baseUrl },
    }
    expect((await call('POST', `${URL}/test`, root, payload)).json()).toEqual({
      connection_status: 'connected',
    })
    const saved = await create({ ...payload, display_name: 'Ollama' })
    expect(saved).toMatchObject({
      has_api_key: false,
      api_key_last4: null,
      provider_name: 'openai_compatible',
    })
    expect(local.requests.every((r) => r.headers.authorization === undefined)).toBe(true)
  } finally {
    await local.close()
  }
})

test('saving tests the connection first: a key that fails is not stored', async () => {
  const res = await call('POST', URL, root, openaiProvider({ api_key: 'sk-wrong-key-000000000000' }))
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    error: 'Connection test failed. Please check your API key and try again.',
    details: { error_kind: 'auth' },
  })
  expect(res.body).not.toContain('sk-wrong-key')
  expect(await list()).toEqual([])
})

test('the API key is stored only encrypted, never returned, and not written to the audit log', async () => {
  const created = await create()
  expect(created).toMatchObject({
    has_api_key: true,
    api_key_last4: 'wxyz',
    is_default: true,
    is_active: true,
  })
  expect(created).not.toHaveProperty('api_key')
  const responses = [
    (await call('GET', URL, root)).body,
    (await call('PUT', `${URL}/${created.id}`, root, { is_default: true })).body,
  ]
  for (const body of responses) {
    expect(body).not.toContain(KEY)
    expect(body).not.toContain('0123456789')
    expect(body).not.toContain('"api_key"')
  }
  const [row] = await t.database.db.select().from(llmProviders).where(eq(llmProviders.id, created.id))
  expect(row?.apiKeyEncrypted).toBeTruthy()
  expect(row?.apiKeyEncrypted).not.toContain(KEY)
  expect(JSON.stringify(row)).not.toContain('0123456789')
  expect(createSecretBox(APP_SECRET).open(row?.apiKeyEncrypted ?? '', created.id)).toBe(KEY)
  const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.id))
  expect(audits.map((a) => a.action)).toContain('llm_provider.create')
  expect(JSON.stringify(audits)).not.toContain(KEY)
})

test('exactly one default: the first provider becomes it, a new one saved as default takes it over', async () => {
  const first = await create(openaiProvider({ display_name: 'First' }))
  expect(first.is_default).toBe(true)
  const second = await create(openaiProvider({ display_name: 'Second' }))
  expect(second.is_default).toBe(false)
  const third = await create(openaiProvider({ display_name: 'Third', is_default: true }))
  expect(third.is_default).toBe(true)
  const providers = await list()
  expect(providers.filter((p) => p.is_default).map((p) => p.display_name)).toEqual(['Third'])
  // The default comes first, then the others oldest first.
  expect(providers.map((p) => p.display_name)).toEqual(['Third', 'First', 'Second'])
})

test('PUT /{id} makes another provider the default; only is_default true is accepted', async () => {
  const first = await create(openaiProvider({ display_name: 'First' }))
  const second = await create(openaiProvider({ display_name: 'Second' }))
  const res = await call('PUT', `${URL}/${second.id}`, root, { is_default: true })
  expect(res.statusCode).toBe(200)
  expect(llmProviderResponse.parse(res.json()).provider).toMatchObject({ id: second.id, is_default: true })
  expect((await list()).map((p) => [p.display_name, p.is_default])).toEqual([
    ['Second', true],
    ['First', false],
  ])
  // Again on the default: no change, still one default.
  expect((await call('PUT', `${URL}/${second.id}`, root, { is_default: true })).statusCode).toBe(200)
  expect((await list()).filter((p) => p.is_default)).toHaveLength(1)

  expect((await call('PUT', `${URL}/${first.id}`, root, { is_default: false })).statusCode).toBe(400)
  expect((await call('PUT', `${URL}/${first.id}`, root, {})).statusCode).toBe(400)
  expect((await call('PUT', `${URL}/not-a-uuid`, root, { is_default: true })).statusCode).toBe(400)
  const missing = await call('PUT', `${URL}/00000000-0000-4000-8000-000000000000`, root, { is_default: true })
  expect(missing.statusCode).toBe(404)
  const audits = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'llm_provider.set_default'))
  expect(audits.map((a) => a.targetId)).toContain(second.id)
})

test('DELETE /{id}: deleting the default hands it to the oldest provider left; the last one leaves none', async () => {
  const first = await create(openaiProvider({ display_name: 'First' }))
  const second = await create(openaiProvider({ display_name: 'Second' }))
  const third = await create(openaiProvider({ display_name: 'Third' }))
  expect((await call('DELETE', `${URL}/${second.id}`, root)).statusCode).toBe(200)
  expect((await list()).map((p) => [p.display_name, p.is_default])).toEqual([
    ['First', true],
    ['Third', false],
  ])
  expect((await call('DELETE', `${URL}/${first.id}`, root)).json()).toEqual({ message: 'Provider deleted' })
  expect((await list()).map((p) => [p.display_name, p.is_default])).toEqual([['Third', true]])
  expect((await call('DELETE', `${URL}/${third.id}`, root)).statusCode).toBe(200)
  expect(await list()).toEqual([])
  expect((await call('DELETE', `${URL}/${third.id}`, root)).statusCode).toBe(404)
  expect((await call('DELETE', `${URL}/not-a-uuid`, root)).statusCode).toBe(400)
})

test('loadDefaultLlmClient: null without a provider, else a client for the default one with its key', async () => {
  expect(await loadDefaultLlmClient(t.database, APP_SECRET)).toBeNull()
  await create(openaiProvider({ display_name: 'Not default' }))
  const chosen = await create({
    provider_name: 'anthropic',
    model_name: 'claude-haiku-4-5',
    display_name: 'Claude',
    api_key: KEY,
    is_default: true,
    settings: { base_url: anthropic.baseUrl, max_output_tokens: 321 },
  })
  const loaded = await loadDefaultLlmClient(t.database, APP_SECRET, LOOPBACK)
  expect(loaded).toMatchObject({ providerId: chosen.id, displayName: 'Claude' })
  expect(loaded?.client).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-4-5' })
  anthropic.enqueue({ text: 'hello from the fake', inputTokens: 3, outputTokens: 4 })
  const response = await loaded?.client.complete({ system: 's', user: 'u', json: false, timeoutMs: 5000 })
  expect(response).toEqual({ text: 'hello from the fake', usage: { inputTokens: 3, outputTokens: 4 } })
  expect(anthropic.requests.at(-1)).toMatchObject({ apiKey: KEY })
  expect(anthropic.requests.at(-1)?.body).toMatchObject({ max_tokens: 321 })

  // Under another APP_SECRET the stored key does not open: an auth error, not a crash.
  const error = await loadDefaultLlmClient(t.database, `${APP_SECRET}-changed`).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(LlmError)
  expect(error).toMatchObject({ kind: 'auth' })
})

test('loadDefaultLlmClient reads only the default tenant', async () => {
  // A row another tenant somehow holds is never picked, even marked default.
  await t.database.db.insert(llmProviders).values({
    tenantId: acme.tenant.id,
    providerName: 'openai',
    modelName: 'gpt-5',
    displayName: 'Stray',
    isDefault: true,
  })
  expect(await loadDefaultLlmClient(t.database, APP_SECRET)).toBeNull()
  const [acmeRow] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.tenant.id))
  expect(acmeRow?.slug).toBe('acme')
})

test('a provider row of another tenant is invisible to the default tenant: 404 for PUT and DELETE', async () => {
  const [stray] = await t.database.db
    .insert(llmProviders)
    .values({ tenantId: acme.tenant.id, providerName: 'openai', modelName: 'gpt-5', displayName: 'Stray' })
    .returning()
  const id = stray?.id ?? ''
  expect((await call('PUT', `${URL}/${id}`, root, { is_default: true })).statusCode).toBe(404)
  expect((await call('DELETE', `${URL}/${id}`, root)).statusCode).toBe(404)
  expect(await list()).toEqual([])
  const [still] = await t.database.db.select().from(llmProviders).where(eq(llmProviders.id, id))
  expect(still?.isDefault).toBe(false)
})
