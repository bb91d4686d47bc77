import { readFileSync } from 'node:fs'
import {
  apiErrorBody,
  meetingDateMessages,
  meetingResponse,
  participantAnalysisStatus,
  processingStatus,
  uploadResponse,
} from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

// Issue 30: the upload dates the meeting from the file (name, notes, modified time, else the upload
// day), the review shows the day and where it came from, configure stores it and its source.

const fixtures = new URL('../../../../../../fixtures/transcripts/', import.meta.url)
const shortCall = readFileSync(new URL('zoom-ethereum-rpcstandards-020-short.vtt', fixtures))

let t: TestApp
let acme: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme } = await seedTwoTenants(t.app, t.database.db, {
    members: [{ email: 'owner@acme.test', role: 'user' }],
  }))
})
afterAll(() => t.close())

const headers = () => bearer(acme.tokens['owner@acme.test'] ?? '')

async function upload(
  filename: string,
  fields: Record<string, string> = {},
  content: Buffer | string = shortCall,
) {
  const body = multipartFile(filename, content, 'file', fields)
  return t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...headers(), ...body.headers },
    payload: body.payload,
  })
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function review(filename: string, fields: Record<string, string> = {}, content?: Buffer | string) {
  const up = await upload(filename, fields, content)
  expect(up.statusCode).toBe(201)
  const { taskId } = uploadResponse.parse(up.json())
  await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: headers(),
    payload: { taskId },
  })
  const status = await until(
    async () =>
      participantAnalysisStatus.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/vtt/tasks/${taskId}/participant-analysis`,
            headers: headers(),
          })
        ).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!status.analysis) throw new Error(`analysis failed: ${status.error}`)
  return { taskId, analysis: status.analysis }
}

function configure(taskId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: headers(),
    payload: body,
  })
}

async function meetingOf(taskId: string) {
  const done = await until(
    async () =>
      processingStatus.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/status`, headers: headers() })
        ).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/meetings/${done.meetingId}`,
    headers: headers(),
  })
  return meetingResponse.parse(res.json()).meeting
}

test('a Zoom file name dates the meeting; kept on the review, the meeting is stored on that day, from the file name', async () => {
  const { taskId, analysis } = await review('GMT20240124-202901_Recording.transcript.vtt', {
    timeZone: 'Europe/Paris',
    lastModified: String(Date.parse('2024-06-01T10:00:00Z')),
  })
  expect(analysis).toMatchObject({ meeting_date: '2024-01-24', meeting_date_source: 'file_name' })
  const res = await configure(taskId, { name: 'Kick-off', date: '2024-01-24', participantAnalysis: analysis })
  expect(res.statusCode).toBe(202)
  expect(await meetingOf(taskId)).toMatchObject({ date: '2024-01-24', dateSource: 'file_name' })
})

test('without a date in the name or notes, the modified time; a day changed on the review is the user’s', async () => {
  const { taskId, analysis } = await review('weekly sync.vtt', {
    timeZone: 'America/Chicago',
    lastModified: String(Date.parse('2024-06-01T02:00:00Z')),
  })
  expect(analysis).toMatchObject({ meeting_date: '2024-05-31', meeting_date_source: 'file_modified' })
  const res = await configure(taskId, { name: 'Sync', date: '2024-05-30', participantAnalysis: analysis })
  expect(res.statusCode).toBe(202)
  expect(await meetingOf(taskId)).toMatchObject({ date: '2024-05-30', dateSource: 'user' })
})

test('a NOTE line dates the meeting when the name does not; with nothing at all, the upload day', async () => {
  const noted = shortCall
    .toString('utf8')
    .replace(/^WEBVTT[^\n]*\n/, 'WEBVTT\n\nNOTE Recorded on 5 March 2024\n')
  const fromNotes = await review('sync.vtt', {}, noted)
  expect(fromNotes.analysis).toMatchObject({ meeting_date: '2024-03-05', meeting_date_source: 'file_notes' })
  const plain = await review('sync.vtt')
  expect(plain.analysis).toMatchObject({
    meeting_date: new Date().toISOString().slice(0, 10),
    meeting_date_source: 'upload_day',
  })
})

test('bad date hints and bad meeting days are 400s with a clear message', async () => {
  const zone = await upload('a.vtt', { timeZone: 'Mars/Olympus' })
  expect(zone.statusCode).toBe(400)
  expect(apiErrorBody.parse(zone.json()).error).toBe('timeZone must be a time zone name such as Europe/Paris')
  const modified = await upload('a.vtt', { lastModified: 'yesterday' })
  expect(modified.statusCode).toBe(400)
  expect(apiErrorBody.parse(modified.json()).error).toMatch(/lastModified must be/)

  const { taskId, analysis } = await review('b.vtt')
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  for (const [date, message] of [
    [future, meetingDateMessages.future],
    ['1999-12-31', meetingDateMessages.tooEarly],
    ['', meetingDateMessages.required],
    ['2024-02-30', meetingDateMessages.required],
  ] as const) {
    const res = await configure(taskId, { name: 'B', date, participantAnalysis: analysis })
    expect(res.statusCode).toBe(400)
    expect(apiErrorBody.parse(res.json()).error).toContain(message)
  }
})
