import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailOutbox } from '../../db/schema/index.ts'
import { register } from '../../test/auth-helpers.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const received: { from: string; to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      })
      callback()
    })
  },
})
let t: TestApp

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Rapport <mail@rapport.test>',
    PUBLIC_URL: 'https://rapport.example',
  })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

test('with SMTP_URL set, a reset e-mail goes to the SMTP server in text and HTML, and nothing to the outbox', async () => {
  await register(t.app, 'smtp-user@example.com')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'smtp-user@example.com' },
  })
  expect(res.statusCode).toBe(200)
  expect(received).toHaveLength(1)
  const [mail] = received
  expect(mail?.from).toBe('mail@rapport.test')
  expect(mail?.to).toEqual(['smtp-user@example.com'])
  expect(mail?.raw).toContain('Subject: Reset your Rapport password')
  expect(mail?.raw).toContain('Content-Type: text/plain')
  expect(mail?.raw).toContain('Content-Type: text/html')
  expect(mail?.raw.replace(/=\r\n/g, '')).toMatch(/https:\/\/rapport\.example\/reset-password\/[\w-]{43}/)
  expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0)
})
