import {
  analyzeParticipantsResponse,
  participantAnalysisStatus,
  peopleResponse,
  reviewMe,
  sessionResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { users } from '../../../db/schema/index.ts'
import { bearer, login, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadForReview, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

// "This is me" on the review step: suggested by the server when the account's name (or the person
// marked before) matches one speaker, kept across reloads once chosen, never offered to a super
// admin impersonating the tenant.

const shortCall = fixture('zoom-ethereum-rpcstandards-020-short.vtt').toString('utf8')
/** The same call with its speakers as another meeting tool decorates them. */
const withSpeakers = (chase: string, tullio = 'Tullio | Erigon') =>
  shortCall.replaceAll('Chase Wright:', `${chase}:`).replaceAll('Tullio | Erigon:', `${tullio}:`)

// Every test uploads and analyses transcripts in the analysis thread, the first one starting it:
// on a busy machine that is slow, and no test here is about speed.
vi.setConfig({ testTimeout: 180_000 })

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'priya@acme.test', role: 'user' },
      { email: 'chase@acme.test', role: 'user' },
    ],
  }))
  await t.database.db
    .update(users)
    .set({ firstName: 'Priya', lastName: 'Nair' })
    .where(eq(users.email, 'priya@acme.test'))
  await t.database.db.update(users).set({ firstName: 'C.' }).where(eq(users.email, 'chase@acme.test'))
})
afterAll(() => t.close())

const priya = () => acme.tokens['priya@acme.test'] ?? ''
const chase = () => acme.tokens['chase@acme.test'] ?? ''

async function reviewOf(token: string, taskId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/vtt/tasks/${taskId}/participant-analysis`,
    headers: bearer(token),
  })
  expect(res.statusCode).toBe(200)
  return participantAnalysisStatus.parse(res.json())
}

const saveMe = (token: string, taskId: string, me: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/vtt/tasks/${taskId}/me`, headers: bearer(token), payload: { me } })

test('the account "Priya Nair" is suggested as the speaker "Priya Nair (Acme)", on both reads of the review', async () => {
  const { taskId, analysis } = await uploadForReview(
    t.app,
    priya(),
    withSpeakers('Priya Nair (Acme)'),
    'a.vtt',
  )
  expect(analysis.participants.map((p) => p.name)).toContain('Priya Nair (Acme)')
  const index = analysis.participants.findIndex((p) => p.name === 'Priya Nair (Acme)')
  expect((await reviewOf(priya(), taskId)).me).toEqual({ index, source: 'name' })
  const resumed = await t.app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers: bearer(priya()),
    payload: { taskId },
  })
  expect(resumed.statusCode).toBe(200)
  expect(analyzeParticipantsResponse.parse(resumed.json()).me).toEqual({ index, source: 'name' })
})

test('no suggestion when the name matches no speaker, or two speakers equally', async () => {
  const nobody = await uploadForReview(t.app, priya(), withSpeakers('Priya Shah'), 'b.vtt')
  expect((await reviewOf(priya(), nobody.taskId)).me).toEqual({ index: null, source: 'none' })
  const twice = await uploadForReview(
    t.app,
    priya(),
    withSpeakers('Priya Nair (Acme)', 'Priya Nair | Globex'),
    'c.vtt',
  )
  expect((await reviewOf(priya(), twice.taskId)).me).toEqual({ index: null, source: 'none' })
})

test('a choice made on the review is kept: a reload reads it back, "not in this meeting" included', async () => {
  const { taskId, analysis } = await uploadForReview(
    t.app,
    priya(),
    withSpeakers('Priya Nair (Acme)'),
    'd.vtt',
  )
  const other = analysis.participants.findIndex((p) => p.name === 'Chanderprakash')
  const saved = await saveMe(priya(), taskId, other)
  expect(saved.statusCode).toBe(200)
  expect(reviewMe.parse(saved.json())).toEqual({ index: other, source: 'chosen' })
  expect((await reviewOf(priya(), taskId)).me).toEqual({ index: other, source: 'chosen' })
  expect((await saveMe(priya(), taskId, null)).statusCode).toBe(200)
  expect((await reviewOf(priya(), taskId)).me).toEqual({ index: null, source: 'chosen' })
})

test('saving "This is me" refuses a position outside the review, bad input, someone else’s upload and a closed review', async () => {
  const { taskId } = await uploadForReview(t.app, priya(), withSpeakers('Priya Nair'), 'e.vtt')
  const outside = await saveMe(priya(), taskId, 3)
  expect(outside.statusCode).toBe(400)
  expect(outside.json().error).toBe('"This is me" must name one of the participants.')
  for (const bad of [-1, 'first', 1.5]) expect((await saveMe(priya(), taskId, bad)).statusCode).toBe(400)
  expect((await saveMe(chase(), taskId, 0)).statusCode).toBe(404)
  expect((await saveMe(globex.tokens['boss@globex.test'] ?? '', taskId, 0)).statusCode).toBe(404)
  await t.app.inject({ method: 'POST', url: `/api/uploads/${taskId}/cancel`, headers: bearer(priya()) })
  expect((await saveMe(priya(), taskId, 0)).statusCode).toBe(409)
})

test('a speaker is remembered across meetings: the person marked "This is me" before is suggested again in a decorated form', async () => {
  // "C." matches no one by the account's name; the link made on the first meeting does.
  const first = await uploadForReview(t.app, chase(), withSpeakers('Chase Wright (Ethereum)'), 'f.vtt')
  expect((await reviewOf(chase(), first.taskId)).me).toEqual({ index: null, source: 'none' })
  const meetingIndex = first.analysis.participants.findIndex((p) => p.name === 'Chase Wright (Ethereum)')
  await uploadMeeting(t.app, chase(), withSpeakers('Chase Wright (Ethereum)'), {
    name: 'First',
    date: '2026-11-20',
    me: meetingIndex,
  })
  const people = peopleResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/people', headers: bearer(chase()) })).json(),
  ).people
  expect(people.find((p) => p.is_me)?.full_name).toBe('Chase Wright (Ethereum)')

  const next = await uploadForReview(t.app, chase(), withSpeakers('Chase Wright | Ethereum'), 'g.vtt')
  const index = next.analysis.participants.findIndex((p) => p.name === 'Chase Wright | Ethereum')
  expect((await reviewOf(chase(), next.taskId)).me).toEqual({ index, source: 'name' })
})

test('a super admin impersonating the tenant is offered no "This is me" and is refused it with a clear 403', async () => {
  const root = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  const entered = await t.app.inject({
    method: 'POST',
    url: '/api/admin/impersonate-tenant',
    headers: bearer(root),
    payload: { tenant_id: acme.tenant.id },
  })
  const inside = sessionResponse.parse(entered.json()).access_token
  const { taskId } = await uploadForReview(t.app, inside, withSpeakers('Priya Nair (Acme)'), 'h.vtt')
  expect((await reviewOf(inside, taskId)).me).toBeUndefined()

  const saved = await saveMe(inside, taskId, 0)
  expect(saved.statusCode).toBe(403)
  expect(saved.json().error).toMatch(
    /^You are impersonating this organization: "This is me" links your own account/,
  )
  // "Not in this meeting" changes no link: it stays allowed.
  expect((await saveMe(inside, taskId, null)).statusCode).toBe(200)

  const analysis = (await reviewOf(inside, taskId)).analysis
  const configured = await t.app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers: bearer(inside),
    payload: { name: 'Impersonated', date: '2026-11-20', participantAnalysis: analysis, me: 0 },
  })
  expect(configured.statusCode).toBe(403)
  expect(configured.json().error).toBe(saved.json().error)

  // On a meeting's person, too: 403 with the same words, not "User not found".
  const people = peopleResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/people', headers: bearer(inside) })).json(),
  ).people
  const person = people[0]
  if (!person) throw new Error('no person in acme')
  const rootUser = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).user
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/people/${person.person_id}/user`,
    headers: bearer(inside),
    payload: { user_id: rootUser.user_id },
  })
  expect(linked.statusCode).toBe(403)
  expect(linked.json().error).toBe(saved.json().error)
})
