import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from './test/test-app.ts'

const stream = new PassThrough()
const lines: Record<string, unknown>[] = []
stream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line))
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { worker: false, logStream: stream })
})
afterAll(() => t.close())

test('a request is one log line, written when it is answered: method, URL, status and time', async () => {
  const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'req-one-line' } })
  expect(res.statusCode).toBe(200)
  const mine = lines.filter((line) => line.reqId === 'req-one-line')
  expect(mine).toHaveLength(1)
  expect(mine[0]).toMatchObject({
    level: 30,
    msg: expect.stringMatching(/^GET \/api\/health 200 \d+ms$/),
    req: { method: 'GET', url: '/api/health' },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  })
})

test('the logged URL carries no query string or link token', async () => {
  await t.app.inject({
    url: '/api/auth/validate-reset-token/secret-token?x=1',
    headers: { 'x-request-id': 'req-redact' },
  })
  const [line] = lines.filter((l) => l.reqId === 'req-redact')
  expect(JSON.stringify(line)).not.toContain('secret-token')
  expect(line?.msg).toMatch(/^GET \/api\/auth\/validate-reset-token\/\[redacted\]\?\[redacted\] \d{3} \d+ms$/)
})
