import { Readable } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { uploadTasks } from '../../../db/schema/index.ts'
import { bearer, login } from '../../../test/auth-helpers.ts'
import { fixture } from '../../../test/meeting-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'
import { storedTranscript } from '../../../test/transcripts.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
  token = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
})
afterAll(() => t.close())

const CUE = 'WEBVTT\n\n'
function cues(count: number): string {
  let text = CUE
  for (let i = 0; i < count; i++) {
    const s = i % 3600
    const stamp = `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
    text += `00:${stamp}.000 --> 00:${stamp}.500\n<v ${i % 2 ? 'Ada' : 'Grace'}>Hello there number ${i}</v>\n\n`
  }
  return text
}

/** A multipart body sent as a stream: no Content-Length, so the server only learns its size by reading. */
function chunkedUpload(filename: string, content: Buffer) {
  const boundary = 'rapportchunked'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/vtt\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunks: Buffer[] = [head]
  for (let i = 0; i < content.length; i += 1 << 20)
    chunks.push(Buffer.from(content.subarray(i, i + (1 << 20))))
  chunks.push(tail)
  return t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(chunks),
  })
}

test('a chunked upload over 50 MB without Content-Length is refused with 413, not cut and stored', async () => {
  const base = Buffer.from(cues(1000))
  const big = Buffer.alloc(52_428_800 + 4096, ' ')
  base.copy(big)
  const res = await chunkedUpload('big.vtt', big)
  expect(res.statusCode).toBe(413)
  expect(res.json()).toMatchObject({ error: 'File size must be less than 50MB', code: 'PAYLOAD_TOO_LARGE' })
  expect(await t.database.db.select({ id: uploadTasks.id }).from(uploadTasks)).toHaveLength(0)
}, 60_000)

test('a stray NUL in a transcript is removed with a warning, never a 500', async () => {
  const original = fixture('zoom-ethereum-rpcstandards-020-short.vtt').toString('utf8')
  const text = original.replace(' the ', ' th\u0000e ')
  const res = await chunkedUpload('nul.vtt', Buffer.from(text))
  expect(res.statusCode).toBe(201)
  expect(res.json().warnings).toContain('Removed 1 NUL character from the transcript.')
  expect(await storedTranscript(t.database.db, res.json().taskId)).toBe(original)
})

test('a transcript over the word or cue limit is refused with 400 saying the limit, and nothing is stored', async () => {
  // 20,001 short cues in under 2 hours.
  const manyCues = await chunkedUpload('cues.vtt', Buffer.from(cues(20_001)))
  expect(manyCues.statusCode).toBe(400)
  expect(manyCues.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The transcript has 20,001 cues; the limit is 20,000 per upload (a 2-hour meeting has about 5,000). Split the transcript or upload the part you want feedback on.',
    details: { reason: 'TOO_MANY_CUES' },
  })
  // 61,000 words in 100 cues.
  let text = 'WEBVTT\n\n'
  for (let i = 0; i < 100; i++) {
    const m = `0${Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')}`
    text += `${m}:00.000 --> ${m}:30.000\n<v ${i % 2 ? 'Ada' : 'Grace'}>${'talk '.repeat(610).trim()}</v>\n\n`
  }
  const manyWords = await chunkedUpload('words.vtt', Buffer.from(text))
  expect(manyWords.statusCode).toBe(400)
  expect(manyWords.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The transcript has 61,000 words; the limit is 60,000 per upload (a 2-hour meeting has about 20,000). Split the transcript or upload the part you want feedback on.',
    details: { reason: 'TOO_MANY_WORDS' },
  })
  const stored = await t.database.db.select({ name: uploadTasks.filename }).from(uploadTasks)
  expect(stored.map((r) => r.name)).not.toContain('cues.vtt')
  expect(stored.map((r) => r.name)).not.toContain('words.vtt')
})

test('a transcript of more than 200 speakers is refused at upload with 400 saying the limit, not failed in analysis', async () => {
  // 201 people, two sentences each, 3 s a cue: 20 minutes.
  let text = 'WEBVTT\n\n'
  for (let i = 0; i < 402; i++) {
    const s = i * 3
    const stamp = (sec: number) =>
      `00:${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}.000`
    text += `${stamp(s)} --> ${stamp(s + 3)}\n<v Person ${(i % 201) + 1}>We should look at the numbers before we decide.</v>\n\n`
  }
  const res = await chunkedUpload('crowd.vtt', Buffer.from(text))
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    error:
      'The transcript has 201 speakers; the limit is 200 per upload (a meeting Rapport coaches has 2 to 8). Check that the speaker tags name the people who spoke, or upload the part you want feedback on.',
    details: { reason: 'TOO_MANY_SPEAKERS' },
  })
  const stored = await t.database.db.select({ name: uploadTasks.filename }).from(uploadTasks)
  expect(stored.map((r) => r.name)).not.toContain('crowd.vtt')
})
