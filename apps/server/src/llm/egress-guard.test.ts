import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bearer, login } from '../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'
import { EGRESS_MESSAGES, isPublicAddress } from './egress-guard.ts'
import { type FakeLlmServer, startFakeLlmServer } from './testing/fake-llm-server.ts'

const KEY = 'sk-egress-test-key-1234'

test('public and non-public addresses', () => {
  for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '151.101.1.69']) {
    expect(isPublicAddress(address), address).toBe(true)
  }
  for (const address of [
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:7f00:1',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
    '64:ff9b::7f00:1',
    'not-an-address',
  ]) {
    expect(isPublicAddress(address), address).toBe(false)
  }
})

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('LLM provider base URLs (private addresses not allowed)', () => {
  let t: TestApp
  let token: string
  let fake: FakeLlmServer
  beforeAll(async () => {
    t = await createTestApp({ LLM_ALLOW_PRIVATE_ADDRESSES: 'false' }, { worker: false })
    token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
    fake = await startFakeLlmServer('openai', { defaultText: 'OK' })
  })
  afterAll(async () => {
    await fake.close()
    await t.close()
  })

  const testConnection = (baseUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/llm/providers/test',
      headers: bearer(token),
      payload: {
        provider_name: 'openai_compatible',
        api_key: KEY,
        model_name: 'llama3.1:8b',
        settings: { base_url: baseUrl },
      },
    })

  test('loopback in every spelling, link-local and names that resolve to loopback are refused before any request', async () => {
    const port = new URL(fake.baseUrl).port
    const forms = [
      `http://127.0.0.1:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://0x7f000001:${port}/v1`,
      `http://0177.0.0.1:${port}/v1`,
      `http://127.1:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://localhost:${port}/v1`,
      'http://169.254.169.254/latest/meta-data',
    ]
    for (const baseUrl of forms) {
      const res = await testConnection(baseUrl)
      expect(res.statusCode, baseUrl).toBe(200)
      expect(res.json().connection_status, baseUrl).toBe('failed')
      expect([EGRESS_MESSAGES.private, EGRESS_MESSAGES.scheme], baseUrl).toContain(res.json().error)
    }
    expect(fake.requests).toHaveLength(0)
  })

  test('an open port and a closed one answer the same: no port scanning', async () => {
    const open = await testConnection(fake.baseUrl)
    const closed = await testConnection('http://127.0.0.1:1/v1')
    expect(open.json()).toEqual(closed.json())
  })

  test('a provider cannot be saved at a private address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/llm/providers',
      headers: bearer(token),
      payload: {
        provider_name: 'openai_compatible',
        model_name: 'llama3.1:8b',
        display_name: 'Sneaky',
        api_key: KEY,
        settings: { base_url: fake.baseUrl },
      },
    })
    expect(res.statusCode).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })

  test('the refusal says how the operator allows a local model: LLM_ALLOW_PRIVATE_ADDRESSES', async () => {
    const res = await testConnection('http://localhost:11434/v1')
    expect(res.json().connection_status).toBe('failed')
    expect(res.json().error).toContain('LLM_ALLOW_PRIVATE_ADDRESSES=true')
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/llm/providers',
      headers: bearer(token),
      payload: {
        provider_name: 'openai_compatible',
        model_name: 'llama3.1:8b',
        display_name: 'Local',
        api_key: KEY,
        settings: { base_url: 'http://127.0.0.1:11434/v1' },
      },
    })
    expect(saved.statusCode).toBe(400)
    expect(saved.json().error).toContain('LLM_ALLOW_PRIVATE_ADDRESSES=true')
  })
})

describe('LLM provider base URLs (private addresses allowed, as for a local Ollama)', () => {
  let t: TestApp
  let token: string
  let fake: FakeLlmServer
  let redirector: Server
  let redirectorUrl: string
  beforeAll(async () => {
    t = await createTestApp({ LLM_ALLOW_PRIVATE_ADDRESSES: 'true' }, { worker: false })
    token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
    fake = await startFakeLlmServer('openai', { defaultText: 'OK' })
    redirector = createServer((req, res) => {
      res.writeHead(307, { location: `${fake.baseUrl}${(req.url ?? '/').replace(/^\/v1/, '')}` })
      res.end()
    })
    redirectorUrl = `${await listen(redirector)}/v1`
  })
  afterAll(async () => {
    redirector.close()
    await fake.close()
    await t.close()
  })

  const testConnection = (baseUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/llm/providers/test',
      headers: bearer(token),
      payload: { provider_name: 'openai_compatible', api_key: KEY, settings: { base_url: baseUrl } },
    })

  test('the operator may allow private addresses: loopback then connects', async () => {
    const res = await testConnection(fake.baseUrl)
    expect(res.json()).toEqual({ connection_status: 'connected' })
  })

  test('a redirect is never followed, so the key never travels to where it points', async () => {
    const before = fake.requests.length
    const res = await testConnection(redirectorUrl)
    expect(res.json()).toMatchObject({ connection_status: 'failed', error: EGRESS_MESSAGES.redirect })
    expect(fake.requests.length).toBe(before)
  })

  test("the target's own error text is never echoed", async () => {
    fake.enqueue({ status: 404, message: 'nginx: /internal/admin not found on db-7.corp' })
    const res = await testConnection(fake.baseUrl)
    expect(res.json()).toMatchObject({ connection_status: 'failed' })
    expect(res.body).not.toContain('db-7.corp')
    expect(res.json().error).toBe('The provider refused the request (HTTP 404)')
  })
})
