import { readFileSync } from 'node:fs'
import { uploadResponse } from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bearer, seedTenant } from '../../../test/auth-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

/** Issue 17 through POST /api/vtt/upload: the messy files in fixtures/messy/ (see its README). */
const messy = new URL('../../../../../../fixtures/messy/', import.meta.url)
const file = (name: string) => readFileSync(new URL(name, messy))

let t: TestApp
let token = ''

beforeAll(async () => {
  t = await createTestApp()
  const tenant = await seedTenant(t.app, t.database.db, {
    slug: 'messy',
    members: [{ email: 'owner@messy.test', role: 'user' }],
  })
  token = tenant.tokens['owner@messy.test'] ?? ''
})
afterAll(() => t.close())

async function upload(app: FastifyInstance, filename: string, content: Buffer | string) {
  const body = multipartFile(filename, content)
  return app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  })
}

async function accepted(name: string, content: Buffer | string = file(name)): Promise<string[]> {
  const res = await upload(t.app, name, content)
  expect(res.statusCode, res.body).toBe(201)
  return uploadResponse.parse(res.json()).warnings
}

async function refused(name: string, content: Buffer | string = file(name)) {
  const res = await upload(t.app, name, content)
  expect(res.statusCode).toBe(400)
  return res.json() as { code: string; error: string; details: { reason: string; line?: number } }
}

test('control characters in the file name (a NUL included) are dropped from the stored name, not a 500', async () => {
  const res = await upload(t.app, 'team\u0000call\u0007\t.vtt', file('repeated-ids.vtt'))
  expect(res.statusCode, res.body).toBe(201)
  const { taskId } = uploadResponse.parse(res.json())
  const history = await t.app.inject({ url: '/api/uploads', headers: bearer(token) })
  const stored = history.json<{ uploads: { id: string; filename: string }[] }>().uploads
  expect(stored.find((u) => u.id === taskId)?.filename).toBe('teamcall.vtt')
  // What is left must still be a .vtt file.
  const hidden = await upload(t.app, 'notes.vtt\u0000.exe', file('repeated-ids.vtt'))
  expect(hidden.statusCode).toBe(400)
  expect(hidden.json().error).toBe('File must have a .vtt extension')
})

test('messy files that can be read are accepted with warnings the upload step shows', async () => {
  expect(await accepted('repeated-ids.vtt')).toEqual([])
  expect(await accepted('some-bad-timing.vtt')).toEqual([
    '2 cues at lines 20, 36 end before or when they start, so they were left out.',
  ])
  expect(await accepted('spanning-cue.vtt')).toEqual([
    "The cue at line 4 runs across other people's speech, so its time was cut where the next person started speaking.",
    'Alice spoke for less than 30 s or said fewer than 100 words, so this participant is listed with what they said but not scored.',
  ])
  const latin = await accepted('windows-1252.vtt')
  expect(latin[0]).toMatch(/^The file is not valid UTF-8, so it was read as Windows-1252/)
  expect(await accepted('utf-16le-bom.vtt')).toEqual([])
  expect(await accepted('utf-16be-bom.vtt')).toEqual([])
  expect(await accepted('utf-8-bom.vtt')).toEqual([])
  expect((await accepted('german.vtt'))[0]).toMatch(
    /^The transcript looks like it is in German, not English\./,
  )
  expect(await accepted('long-and-emoji-labels.vtt')).toEqual([])
  expect((await accepted('speaker-variants.vtt'))[0]).toMatch(/^Speaker names that differ only in capitals/)
  expect(await accepted('markup-in-names.vtt')).toEqual([])
  expect((await accepted('dense-cues.vtt'))[0]).toMatch(/^The transcript's timing does not look real/)
})

test('messy files that cannot be read are refused with a typed reason and a plain message', async () => {
  const reversed = await refused('all-reversed.vtt')
  expect(reversed).toMatchObject({
    code: 'INVALID_TRANSCRIPT',
    details: { reason: 'INVALID_TIMING', line: 4 },
  })
  expect(reversed.error).toMatch(/^60 of the file's 60 cues end before or when they start/)
  expect((await refused('all-zero-length.vtt')).details.reason).toBe('INVALID_TIMING')
  const empty = await refused('almost-no-speech.vtt')
  expect(empty.details.reason).toBe('TOO_LITTLE_SPEECH')
  expect(empty.error).toMatch(/^The transcript covers 10 min but only 2 words were spoken in it/)
})
