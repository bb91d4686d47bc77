import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from './test/test-app.ts'

let t: TestApp
const dist = mkdtempSync(join(tmpdir(), 'rapport-dist-'))

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>')
  t = await createTestApp({}, { webDistDir: dist })
})

afterAll(() => t.close())

test('GET /api/health answers ok with the database up', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('unknown routes under /api answer 404 JSON in the error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' })
  expect(res.statusCode).toBe(404)
  expect(res.json()).toEqual({ error: 'Route GET /api/no-such-thing not found', code: 'NOT_FOUND' })
})

test('other paths serve the SPA index so deep links work on reload', async () => {
  for (const url of ['/', '/dashboard/meetings/123', '/login']) {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('<div id="root">')
  }
})

test('a POST to an unknown non-API path is a 404, not the SPA', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/dashboard' })
  expect(res.statusCode).toBe(404)
})

test('responses carry a Content-Security-Policy and a request id', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'abc-123' },
  })
  expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(res.headers['x-request-id']).toBe('abc-123')
})

test('the OpenAPI document is served under /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).parse(res.json())
  expect(Object.keys(doc.paths)).toContain('/api/health/')
})

test('health answers 503 when the database is down', async () => {
  const other = await createTestApp()
  await other.database.close()
  const res = await other.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(503)
  expect(res.json()).toEqual({ status: 'degraded', database: 'down' })
  await other.app.close()
  await other.queue.stop({ timeoutMs: 1000 }).catch(() => undefined)
})
