import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
const dist = mkdtempSync(join(tmpdir(), 'rapport-dist-'))
const script = `export const answer = ${'42 + '.repeat(500)}0\n`
const page = `<!doctype html><title>Rapport</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`

/** A build as apps/web writes it: hashed assets and index.html, each with .br and .gz copies. */
function writeBuild(): void {
  mkdirSync(join(dist, 'assets'))
  for (const [path, body] of [
    ['assets/index-AbC123.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(dist, path), body)
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body))
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body))
  }
}

beforeAll(async () => {
  writeBuild()
  t = await createTestApp({}, { webDistDir: dist })
})

afterAll(() => t.close())

test('a hashed asset goes out as Brotli when the browser accepts it, cached for a year as immutable', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.headers['content-type']).toMatch(/javascript/)
  expect(res.headers.vary).toMatch(/accept-encoding/i)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
})

test('a browser that accepts only gzip gets the gzip copy', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(res.headers['content-encoding']).toBe('gzip')
  expect(res.headers['cache-control']).toContain('immutable')
  expect(gunzipSync(res.rawPayload).toString()).toBe(script)
})

test('a client that accepts no encoding gets the plain file, still marked as varying', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: { 'accept-encoding': 'identity' },
  })
  expect(res.headers['content-encoding']).toBeUndefined()
  expect(res.headers.vary).toMatch(/accept-encoding/i)
  expect(res.body).toBe(script)
})

test('index.html is compressed but never cached, on its own path and on deep links', async () => {
  for (const url of ['/index.html', '/dashboard/meetings/123', '/login']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode, url).toBe(200)
    expect(res.headers['content-type'], url).toMatch(/text\/html/)
    expect(res.headers['content-encoding'], url).toBe('br')
    expect(res.headers['cache-control'], url).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page)
  }
})

test('the API budget does not count the web app: pages and files load past it, the API is still limited', async () => {
  const strict = await createTestApp({ RATE_LIMIT_MAX: '2' }, { webDistDir: dist })
  try {
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      for (const url of ['/register', '/assets/index-AbC123.js', '/dashboard/meetings/x']) {
        codes.push((await strict.app.inject({ method: 'GET', url })).statusCode)
      }
    }
    expect(codes.every((code) => code === 200)).toBe(true)
    const api: number[] = []
    for (let i = 0; i < 3; i++) {
      api.push((await strict.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode)
    }
    expect(api).toEqual([401, 401, 429])
  } finally {
    await strict.close()
  }
})
