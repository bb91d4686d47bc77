import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

/**
 * Bad input never gets a 5xx. Every route the app serves (read from its OpenAPI table, so a new
 * route is covered the day it lands) is called by a super admin with hostile path parameters, query
 * strings and bodies: malformed JSON, the wrong JSON type, every field of the right name with the
 * wrong type, huge strings. Each answer must be below 500 and, when refused, say why in JSON.
 */

interface Operation {
  method: string
  path: string
  query: string[]
  bodyFields: string[]
  hasBody: boolean
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}

const HOSTILE_PARAMS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(2000),
  "'; --",
  '%00',
]
const HOSTILE_QUERY = ['', '-1', '1e309', 'x'.repeat(5000), '%ff', '[]', 'NaN']
const SURROGATE_MESSAGE =
  'must be valid Unicode text (it contains an unpaired surrogate, such as the JSON escape \\ud800)'
const WRONG_TYPES: unknown[] = [{}, [], true, -1e308, 'x'.repeat(100_000), null]

describe('bad input on every route', () => {
  let t: TestApp
  let token: string
  let operations: Operation[]
  /** Real ids in the super admin's own tenant, so calls get past "not found" into the handlers. */
  let realIds: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    await t.app.ready()
    token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
    const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const content = op.requestBody?.content ?? {}
        const schema = content['application/json']?.schema
        return {
          method: method.toUpperCase(),
          path,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
          hasBody: op.requestBody !== undefined,
        }
      }),
    )
    const meetingId = await uploadMeeting(t.app, token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
      name: 'Bad input meeting',
      date: '2026-11-20',
    })
    const auth = { authorization: `Bearer ${token}` }
    const participants = (
      await t.app.inject({ url: `/api/meetings/${meetingId}/participants`, headers: auth })
    )
      .json<{ participants: { id: string }[] }>()
      .participants.map((p) => p.id)
    const uploads = (await t.app.inject({ url: '/api/uploads', headers: auth })).json<{
      uploads: { id: string }[]
    }>().uploads
    realIds = {
      id: meetingId,
      meetingId,
      participantId: participants[0] ?? '',
      taskId: uploads[0]?.id ?? '',
    }
  }, 120_000)
  afterAll(() => t.close())

  function url(path: string, param: (name: string) => string, query = '') {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(param(name))) + query
  }

  /** Refusals must be 4xx with a JSON message; a 2xx is fine (some inputs are harmless). */
  function verdict(op: Operation, what: string, res: { statusCode: number; body: string }): string | null {
    if (res.statusCode >= 500)
      return `${op.method} ${op.path} with ${what} → ${res.statusCode} ${res.body.slice(0, 160)}`
    if (res.statusCode >= 400) {
      let message: unknown
      try {
        const body = JSON.parse(res.body) as { message?: unknown; error?: unknown }
        message = body.message ?? body.error
      } catch {
        message = undefined
      }
      if (!message)
        return `${op.method} ${op.path} with ${what} → ${res.statusCode} without a message: ${res.body.slice(0, 160)}`
    }
    return null
  }

  async function send(
    op: Operation,
    what: string,
    options: Omit<InjectOptions, 'method' | 'headers'> & { headers?: Record<string, string> },
  ) {
    const res = await t.app.inject({
      ...options,
      method: op.method as InjectOptions['method'],
      headers: { authorization: `Bearer ${token}`, ...options.headers },
    })
    return verdict(op, what, res)
  }

  const realParam = (name: string) => realIds[name] ?? realIds.id ?? ''

  it('hostile path parameters', async () => {
    const wrong: string[] = []
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const value of HOSTILE_PARAMS) {
        const problem = await send(op, `path ${JSON.stringify(value.slice(0, 20))}`, {
          url: url(op.path, () => value),
          ...(op.hasBody ? { payload: {} } : {}),
        })
        if (problem) wrong.push(problem)
      }
    }
    expect(wrong).toEqual([])
  })

  it('hostile query strings', async () => {
    const wrong: string[] = []
    for (const op of operations.filter((o) => o.query.length > 0)) {
      for (const value of HOSTILE_QUERY) {
        const query = `?${op.query.map((name) => `${name}=${value}`).join('&')}`
        const problem = await send(op, `query ${JSON.stringify(query.slice(0, 40))}`, {
          url: url(op.path, realParam, query),
        })
        if (problem) wrong.push(problem)
      }
    }
    expect(wrong).toEqual([])
  })

  it('malformed and wrongly typed bodies', async () => {
    const wrong: string[] = []
    for (const op of operations.filter((o) => o.hasBody && o.path !== '/api/vtt/upload')) {
      const target = url(op.path, realParam)
      const raw = ['{"a":', '[1,2', 'null', '"text"', '42', '']
      for (const payload of raw) {
        const problem = await send(op, `raw body ${JSON.stringify(payload)}`, {
          url: target,
          payload,
          headers: { 'content-type': 'application/json' },
        })
        if (problem) wrong.push(problem)
      }
      const problem = await send(op, 'a form body', {
        url: target,
        payload: 'a=1&b=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      if (problem) wrong.push(problem)
      for (const value of WRONG_TYPES) {
        const body = Object.fromEntries(op.bodyFields.map((field) => [field, value]))
        const label = `every field = ${JSON.stringify(value)?.slice(0, 20)}`
        const p = await send(op, label, { url: target, payload: body as InjectOptions['payload'] })
        if (p) wrong.push(p)
      }
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('NUL and other control characters in any text field, query or path parameter answer 400', async () => {
    const wrong: string[] = []
    const refusedClearly = (op: Operation, what: string, res: { statusCode: number; body: string }) => {
      if (res.statusCode !== 400 || !res.body.includes('must not contain control characters'))
        wrong.push(`${op.method} ${op.path} with ${what} → ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
    const inject = (op: Operation, options: Omit<InjectOptions, 'method' | 'headers'>) =>
      t.app.inject({
        ...options,
        method: op.method as InjectOptions['method'],
        headers: { authorization: `Bearer ${token}` },
      })
    for (const op of operations.filter((o) => o.hasBody && o.path !== '/api/vtt/upload')) {
      for (const field of op.bodyFields) {
        for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[0m']) {
          const res = await inject(op, { url: url(op.path, realParam), payload: { [field]: bad } })
          refusedClearly(op, `${field}=${JSON.stringify(bad)}`, res)
        }
      }
    }
    for (const op of operations.filter((o) => o.query.length > 0)) {
      const query = `?${op.query.map((name) => `${name}=a%00b`).join('&')}`
      refusedClearly(
        op,
        `query ${query.slice(0, 40)}`,
        await inject(op, { url: url(op.path, realParam, query) }),
      )
    }
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      const res = await inject(op, {
        url: url(op.path, () => 'a\u0000b'),
        ...(op.hasBody ? { payload: {} } : {}),
      })
      refusedClearly(op, 'a NUL in the path', res)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('an unpaired surrogate (the JSON escape \\ud800) in any text field answers 400, not a database error', async () => {
    const wrong: string[] = []
    for (const op of operations.filter((o) => o.hasBody && o.path !== '/api/vtt/upload')) {
      for (const field of op.bodyFields) {
        // Raw JSON, so the escape is sent as written (a lone surrogate is not a character).
        const payload = `{${JSON.stringify(field)}:"a\\ud800b"}`
        const res = await t.app.inject({
          method: op.method as InjectOptions['method'],
          url: url(op.path, realParam),
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        })
        const expected = `${field}: ${SURROGATE_MESSAGE}`
        if (res.statusCode !== 400 || res.json<{ error?: string }>().error !== expected)
          wrong.push(
            `${op.method} ${op.path} with ${field}="a\\ud800b" → ${res.statusCode} ${res.body.slice(0, 120)}`,
          )
      }
    }
    // Whole valid bodies of the routes that store what they are sent, one text field at a time
    // spoiled: before the boundary refused them, these reached PostgreSQL (a 500).
    const tenantId = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })
    ).json<{ tenant: { tenant_id: string } }>().tenant.tenant_id
    const stored: [string, string, Record<string, unknown>][] = [
      [
        'POST',
        '/api/auth/register',
        { email: 'surrogate@example.com', password: 'secret-pass', full_name: 'Ada' },
      ],
      ['PUT', '/api/user/profile', { full_name: 'Admin', email: TEST_ADMIN.email }],
      ['PUT', '/api/admin/tenant/settings', { tenant_name: 'Default' }],
      ['POST', '/api/admin/tenants/', { tenant_name: 'Surrogates', tenant_slug: 'surrogates' }],
      [
        'POST',
        '/api/admin/users/',
        {
          first_name: 'Sur',
          last_name: 'Rogate',
          email: 'sur@example.com',
          password: 'secret-pass',
          tenant_id: tenantId,
        },
      ],
      [
        'POST',
        '/api/admin/llm/providers/',
        { provider_name: 'openai', model_name: 'gpt-4o-mini', display_name: 'Model', api_key: 'sk-test' },
      ],
    ]
    for (const [method, path, body] of stored) {
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string' || field === 'tenant_id') continue
        const res = await t.app.inject({
          method: method as InjectOptions['method'],
          url: path,
          payload: { ...body, [field]: `${value}\ud800` },
          headers: { authorization: `Bearer ${token}` },
        })
        if (
          res.statusCode !== 400 ||
          res.json<{ error?: string }>().error !== `${field}: ${SURROGATE_MESSAGE}`
        )
          wrong.push(`${method} ${path} (valid but ${field}) → ${res.statusCode} ${res.body.slice(0, 120)}`)
      }
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('uploads that are not multipart, or multipart without a file', async () => {
    const op = operations.find((o) => o.path === '/api/vtt/upload')
    if (!op) throw new Error('no upload route')
    const wrong = [
      await send(op, 'a JSON body', { url: op.path, payload: { file: 'WEBVTT' } }),
      await send(op, 'no body', { url: op.path }),
      await send(op, 'multipart without a file', {
        url: op.path,
        payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      }),
      await send(op, 'a truncated multipart body', {
        url: op.path,
        payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.vtt"\r\n\r\nWEBVTT\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      }),
    ].filter((problem) => problem !== null)
    expect(wrong).toEqual([])
  })
})
