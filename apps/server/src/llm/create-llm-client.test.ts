import { afterEach, expect, test } from 'vitest'
import { LOOPBACK } from '../test/loopback-egress.ts'
import { createLlmClient } from './create-llm-client.ts'
import { LlmError, type LlmProviderName, type LlmRequest } from './llm-client.ts'
import { type FakeLlmServer, type FakeWire, startFakeLlmServer } from './testing/fake-llm-server.ts'

const KEY = 'sk-test-0123456789abcdef'
const wires: Record<LlmProviderName, FakeWire> = {
  anthropic: 'anthropic',
  openai: 'openai',
  google: 'gemini',
  openai_compatible: 'openai',
}
const providers = Object.keys(wires) as LlmProviderName[]

const servers: FakeLlmServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

async function setup(provider: LlmProviderName, settings: { max_output_tokens?: number } = {}) {
  const server = await startFakeLlmServer(wires[provider], { apiKey: KEY })
  servers.push(server)
  const client = createLlmClient(
    {
      provider,
      model: 'test-model',
      apiKey: KEY,
      settings: { base_url: server.baseUrl, ...settings },
    },
    LOOPBACK,
  )
  return { server, client }
}

const request: LlmRequest = { system: 'Answer in JSON.', user: 'Hello there', json: true, timeoutMs: 5000 }

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`)
  return error
}

test.each(providers)(
  '%s: a completion returns the text and the token usage of its wire format',
  async (provider) => {
    const { server, client } = await setup(provider)
    server.enqueue({ text: '{"answer":42}', inputTokens: 123, outputTokens: 45 })
    const response = await client.complete(request)
    expect(response).toEqual({ text: '{"answer":42}', usage: { inputTokens: 123, outputTokens: 45 } })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({
      model: 'test-model',
      system: 'Answer in JSON.',
      user: 'Hello there',
      apiKey: KEY,
    })
  },
)

test.each(providers)('%s: a rejected key is an auth error, tried once', async (provider) => {
  const server = await startFakeLlmServer(wires[provider], { apiKey: 'another-key' })
  servers.push(server)
  const client = createLlmClient(
    {
      provider,
      model: 'm',
      apiKey: KEY,
      settings: { base_url: server.baseUrl },
    },
    LOOPBACK,
  )
  const error = await failure(client.complete(request))
  expect(error.kind).toBe('auth')
  expect(error.message).toContain('401')
  expect(server.requests).toHaveLength(1)
})

test.each(providers)('%s: 403 is an auth error too', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ status: 403, message: 'Permission denied' })
  expect((await failure(client.complete(request))).kind).toBe('auth')
})

test.each(providers)(
  '%s: 429 is rate_limited with Retry-After in seconds, and the SDK does not retry',
  async (provider) => {
    const { server, client } = await setup(provider)
    server.enqueue({ status: 429, message: 'Slow down', headers: { 'retry-after': '17' } })
    const error = await failure(client.complete(request))
    expect(error.kind).toBe('rate_limited')
    expect(error.retryAfterSeconds).toBe(17)
    expect(server.requests).toHaveLength(1)
  },
)

test.each(providers)('%s: a 5xx is unavailable, and the SDK does not retry it either', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ status: 503, message: 'Overloaded' })
  expect((await failure(client.complete(request))).kind).toBe('unavailable')
  expect(server.requests).toHaveLength(1)
})

test.each(providers)('%s: a server that does not answer in time is a timeout', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ hang: true })
  const error = await failure(client.complete({ ...request, timeoutMs: 300 }))
  expect(error.kind).toBe('timeout')
  expect(server.requests).toHaveLength(1)
})

test.each(providers)('%s: a body that is not JSON is an invalid response', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ raw: '{"choices": [ {"mess' })
  expect((await failure(client.complete(request))).kind).toBe('invalid_response')
})

test.each(providers)('%s: JSON that is not a completion is an invalid response', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ raw: '{"hello":"world"}' })
  expect((await failure(client.complete(request))).kind).toBe('invalid_response')
})

test.each(providers)(
  '%s: a 400 is bad_request with a fixed message, never the provider text',
  async (provider) => {
    const { server, client } = await setup(provider)
    server.enqueue({ status: 400, message: 'model not found: test-model (internal host db-7.corp)' })
    const error = await failure(client.complete(request))
    expect(error.kind).toBe('bad_request')
    expect(error.message).toBe('The provider refused the request (HTTP 400)')
  },
)

test.each(providers)('%s: the caller cancelling is not taken for a timeout', async (provider) => {
  const { server, client } = await setup(provider)
  server.enqueue({ hang: true })
  const controller = new AbortController()
  const pending = failure(client.complete({ ...request, signal: controller.signal }))
  while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10))
  controller.abort()
  expect((await pending).kind).toBe('unavailable')
})

test.each(providers)('%s: a connection refused is unavailable', async (provider) => {
  const { server, client } = await setup(provider)
  await server.close()
  expect((await failure(client.complete(request))).kind).toBe('unavailable')
})

test('Anthropic: max_tokens is the admin cap, the smaller of cap and request, or a default', async () => {
  const { server, client } = await setup('anthropic', { max_output_tokens: 500 })
  await client.complete(request)
  await client.complete({ ...request, maxOutputTokens: 100 })
  await client.complete({ ...request, maxOutputTokens: 900 })
  const { client: uncapped } = await setup('anthropic')
  await uncapped.complete(request)
  const sent = [...server.requests, ...(servers[1]?.requests ?? [])].map(
    (r) => (r.body as { max_tokens: number }).max_tokens,
  )
  expect(sent).toEqual([500, 100, 500, 8192])
  expect(server.requests[0]?.headers['anthropic-version']).toBeTruthy()
})

test('OpenAI: JSON mode and max_completion_tokens; OpenAI-compatible: max_tokens and no response_format', async () => {
  const { server: openai, client: openaiClient } = await setup('openai', { max_output_tokens: 300 })
  await openaiClient.complete(request)
  expect(openai.requests[0]?.body).toMatchObject({
    response_format: { type: 'json_object' },
    max_completion_tokens: 300,
  })
  const { server: local, client: localClient } = await setup('openai_compatible', { max_output_tokens: 300 })
  await localClient.complete(request)
  expect(local.requests[0]?.body).toMatchObject({ max_tokens: 300 })
  expect(local.requests[0]?.body).not.toHaveProperty('response_format')
  await openaiClient.complete({ ...request, json: false })
  expect(openai.requests[1]?.body).not.toHaveProperty('response_format')
})

test('Gemini: JSON through responseMimeType, the cap as maxOutputTokens, the key in x-goog-api-key', async () => {
  const { server, client } = await setup('google', { max_output_tokens: 256 })
  await client.complete(request)
  expect(server.requests[0]?.path).toBe('/v1beta/models/test-model:generateContent')
  expect(server.requests[0]?.body).toMatchObject({
    generationConfig: { responseMimeType: 'application/json', maxOutputTokens: 256 },
  })
})

test('Gemini: the retry delay in the body counts when Retry-After is absent', async () => {
  const { server, client } = await setup('google')
  server.enqueue({
    status: 429,
    body: {
      error: {
        code: 429,
        message: 'Quota exceeded',
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '37s' }],
      },
    },
  })
  const error = await failure(client.complete(request))
  expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 37 })
})

test('Retry-After as an HTTP date counts the seconds until then', async () => {
  const { server, client } = await setup('openai')
  server.enqueue({
    status: 429,
    headers: { 'retry-after': new Date(Date.now() + 120_000).toUTCString() },
  })
  const error = await failure(client.complete(request))
  expect(error.retryAfterSeconds).toBeGreaterThan(100)
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(120)
})

test('an OpenAI-compatible server without a key gets no Authorization header', async () => {
  const server = await startFakeLlmServer('openai')
  servers.push(server)
  const client = createLlmClient(
    {
      provider: 'openai_compatible',
      model: 'llama3.1:8b',
      apiKey: '',
      settings: { base_url: server.baseUrl },
    },
    LOOPBACK,
  )
  await client.complete(request)
  expect(server.requests[0]?.headers.authorization).toBeUndefined()
})

test('a key the provider echoes in an error never reaches the error message', async () => {
  const { server, client } = await setup('openai')
  server.enqueue({ status: 400, message: `Bad key format: ${KEY}` })
  const error = await failure(client.complete(request))
  expect(error.message).not.toContain(KEY)
  expect(error.message).toBe('The provider refused the request (HTTP 400)')
})

test('environment variables the SDKs read do not redirect our calls', async () => {
  const { server, client } = await setup('openai')
  process.env.OPENAI_BASE_URL = 'http://127.0.0.1:1/v1'
  process.env.OPENAI_ORG_ID = 'org-from-env'
  try {
    await client.complete(request)
  } finally {
    delete process.env.OPENAI_BASE_URL
    delete process.env.OPENAI_ORG_ID
  }
  expect(server.requests[0]?.headers['openai-organization']).toBeUndefined()
})

test('an OpenAI-compatible provider without a base URL is a bad_request LlmError, not a crash', () => {
  expect(() =>
    createLlmClient({ provider: 'openai_compatible', model: 'm', apiKey: '', settings: {} }),
  ).toThrow(expect.objectContaining({ kind: 'bad_request' }))
})
