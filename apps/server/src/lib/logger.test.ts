import { PassThrough } from 'node:stream'
import { expect, test } from 'vitest'
import { createLogger, logFormat, redactUrl, requestLogger } from './logger.ts'

test('request logs never carry a reset or invitation token', () => {
  expect(redactUrl('/api/auth/validate-reset-token/abcDEF_123-x')).toBe(
    '/api/auth/validate-reset-token/[redacted]',
  )
  expect(redactUrl('/api/invitations/tok3n/accept')).toBe('/api/invitations/[redacted]/accept')
  expect(redactUrl('/api/invitations/tok3n?x=1')).toBe('/api/invitations/[redacted]?[redacted]')
  expect(redactUrl('/api/admin/invitations')).toBe('/api/admin/invitations')
  expect(redactUrl('/api/health')).toBe('/api/health')
})

function capture() {
  const stream = new PassThrough()
  const lines: string[] = []
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
  return { stream, lines }
}

test('the format: LOG_FORMAT when set, else pretty on a terminal and JSON anywhere else', () => {
  expect(logFormat({}, true)).toBe('pretty')
  expect(logFormat({}, false)).toBe('json')
  expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json')
  expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty')
})

test('JSON: every line is one JSON object, the runtime lines and the request lines alike', () => {
  const out = capture()
  const logger = createLogger({ LOG_LEVEL: 'info' }, { stream: out.stream })
  logger.info('Rapport is running at http://localhost:3000')
  requestLogger(logger, { LOG_LEVEL: 'info' }).info({ responseTime: 3.2 }, 'GET /api/health 200 3ms')
  expect(out.lines).toHaveLength(2)
  const [first, second] = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(first).toMatchObject({ level: 30, msg: 'Rapport is running at http://localhost:3000' })
  expect(second).toMatchObject({ level: 30, msg: 'GET /api/health 200 3ms', responseTime: 3.2 })
})

test('pretty: one readable line per entry, no JSON anywhere on the stream', () => {
  const out = capture()
  const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, { stream: out.stream })
  logger.info('Rapport is running at http://localhost:3000')
  requestLogger(logger, { LOG_LEVEL: 'info' }).info(
    { reqId: 'abc', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 }, responseTime: 3.2 },
    'GET /api/health 200 3ms',
  )
  expect(out.lines).toHaveLength(2)
  expect(out.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Rapport is running at http:\/\/localhost:3000$/)
  expect(out.lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 3ms$/)
  for (const line of out.lines) expect(line).not.toMatch(/[{}]/)
})

test("LOG_LEVEL sets the request log's level; the runtime's own lines are always written", () => {
  const out = capture()
  const logger = createLogger({ LOG_LEVEL: 'silent' }, { stream: out.stream })
  requestLogger(logger, { LOG_LEVEL: 'silent' }).info('GET /api/health 200 3ms')
  requestLogger(logger, { LOG_LEVEL: 'silent' }).error('a failure')
  logger.info('Created the super admin admin@rapport.local with the password xyz')
  expect(out.lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
    'Created the super admin admin@rapport.local with the password xyz',
  ])
})
