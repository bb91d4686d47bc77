import { PassThrough } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bearer, login } from '../../test/auth-helpers.ts'
import { LOG_LEAKS } from '../../test/global-setup.ts'
import { fixture } from '../../test/meeting-helpers.ts'
import { multipartFile } from '../../test/multipart.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'

function captureLogs() {
  const stream = new PassThrough()
  const lines: string[] = []
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
  return { stream, lines }
}

describe('database errors in the logs', () => {
  let t: TestApp
  const logs = captureLogs()
  beforeAll(async () => {
    t = await createTestApp({}, { worker: false, logStream: logs.stream })
  })
  afterAll(() => t.close())

  test('a failed insert logs what failed, never its parameters: no hash, no transcript', async () => {
    const token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
    // Real database refusals whose parameters are a password hash and a whole transcript.
    await t.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`)
    await t.database.db.execute(
      sql`ALTER TABLE upload_tasks ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    )
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'leak@example.com', password: 'secret-pass', full_name: 'Leak Test' },
    })
    expect(register.statusCode).toBe(500)
    const body = multipartFile('leak.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/vtt/upload?note=secret',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode).toBe(500)
    const errors = logs.lines.filter((l) => l.includes('unhandled error'))
    expect(errors).toHaveLength(2)
    expect(errors.join('\n')).toContain('Failed query')
    const leaks = logs.lines.flatMap((line) =>
      LOG_LEAKS.filter(([, pattern]) => pattern.test(line)).map(([what]) => what),
    )
    expect(leaks).toEqual([])
  })
})

describe('a database outage', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp({}, { worker: false })
    token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  })
  afterAll(async () => {
    await t.app.close()
    await t.queue.stop({ timeoutMs: 500 }).catch(() => undefined)
  })

  test('answers 503 with Retry-After on every route, never 500', async () => {
    // Every route the app registered, hidden ones too (webhooks, local checkout, the SPA fallback).
    const routes = t.app.servedRoutes.filter((r) => r.url.startsWith('/api') || r.url === '/*')
    expect(routes.length).toBeGreaterThan(120)
    await t.database.close()
    const wrong: string[] = []
    let unavailable = 0
    for (const { method, url: pattern } of routes) {
      const url = pattern.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'meetings')
      const res = await t.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers: bearer(token),
        ...(['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method) ? {} : { payload: {} }),
      })
      if (res.statusCode === 503) {
        unavailable += 1
        if (!(Number(res.headers['retry-after']) > 0))
          wrong.push(`${method} ${pattern}: 503 without Retry-After`)
      } else if (res.statusCode >= 500) {
        wrong.push(`${method} ${pattern} → ${res.statusCode} ${res.body.slice(0, 100)}`)
      }
    }
    expect(wrong).toEqual([])
    // Bodies the schema refuses answer 400 before any query; everything else that reads data, 503.
    expect(unavailable).toBeGreaterThan(100)
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    expect(me.statusCode).toBe(503)
    expect(me.json()).toEqual({
      error: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    })
    expect(signIn.statusCode).toBe(503)
    const health = await t.app.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0)
  })
})
