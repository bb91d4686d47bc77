import { readFileSync } from 'node:fs'
import { participantAnalysisStatus } from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { uploadForReview } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

// The review step's speakers: talk share and a line each, read from the parsed transcript and
// served with the participant analysis, to the upload's owner (and the tenant's admins) only.

const fixtures = new URL('../../../../../../fixtures/transcripts/', import.meta.url)
const shortCall = readFileSync(new URL('zoom-ethereum-rpcstandards-020-short.vtt', fixtures))
/** What each speaker said in the file, cue texts joined, for checking a line is theirs. */
const saidBy = new Map<string, string>()
for (const match of shortCall.toString('utf8').matchAll(/^([^:\n]+): (.+)$/gm)) {
  const [, speaker = '', text = ''] = match
  saidBy.set(speaker, `${saidBy.get(speaker) ?? ''} ${text}`)
}
const squash = (text: string) => text.replace(/[…]/g, ' ').replace(/\s+/g, ' ').trim()

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'colleague@acme.test', role: 'user' },
      { email: 'admin@acme.test', role: 'admin' },
    ],
  }))
})
afterAll(() => t.close())

const token = (tenant: typeof acme, email: string) => tenant.tokens[email] ?? ''

function analysed(owner: string) {
  return uploadForReview(t.app, owner, shortCall, 'rpc-standards.vtt')
}

test('the participant analysis gives each speaker their talk share and a whole sentence they said', async () => {
  const { analysis } = await analysed(token(acme, 'owner@acme.test'))
  const speakers = analysis.speakers ?? []
  // Position for position with the participants the review edits.
  expect(speakers.map((s) => s.name)).toEqual(analysis.participants.map((p) => p.name))
  expect(speakers.map((s) => s.name)).toEqual(['Chase Wright', 'Tullio | Erigon', 'Chanderprakash'])
  const total = speakers.reduce((sum, s) => sum + s.talk_share, 0)
  expect(total).toBeGreaterThan(99)
  expect(total).toBeLessThan(101)
  for (const speaker of speakers) {
    expect(speaker.talk_share).toBeGreaterThan(0)
    const line = speaker.sample_line ?? ''
    // Words of theirs, found in their own cues: a whole sentence, or (for someone whose captions
    // never finish one) their longest line, cut with an ellipsis.
    expect(line.split(' ').length, speaker.name).toBeGreaterThanOrEqual(6)
    expect(line).toMatch(/[.?!…]["”’']?$/)
    expect(squash(saidBy.get(speaker.name) ?? '')).toContain(squash(line).slice(0, 40))
  }
})

test('the speakers come only to the upload’s owner and the tenant’s admins: another tenant and a colleague get 404', async () => {
  const { taskId, analysis } = await analysed(token(acme, 'owner@acme.test'))
  const reads = [
    { method: 'GET' as const, url: `/api/vtt/tasks/${taskId}/participant-analysis` },
    { method: 'POST' as const, url: '/api/vtt/analyze-participants', payload: { taskId } },
  ]
  for (const who of [token(globex, 'boss@globex.test'), token(acme, 'colleague@acme.test')]) {
    for (const read of reads) {
      const res = await t.app.inject({ ...read, headers: bearer(who) })
      expect(res.statusCode, `${read.method} ${read.url}`).toBe(404)
      expect(res.body).not.toContain('talk_share')
      expect(res.json().error).toBe('Upload not found')
    }
  }
  const admin = await t.app.inject({ ...reads[0], headers: bearer(token(acme, 'admin@acme.test')) })
  expect(admin.statusCode).toBe(200)
  expect(participantAnalysisStatus.parse(admin.json()).analysis?.speakers).toEqual(analysis.speakers)
})
