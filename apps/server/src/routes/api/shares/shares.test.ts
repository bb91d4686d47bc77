import {
  coachingResponse,
  homeResponse,
  participantListResponse,
  saveSharedResponse,
  sharedCoachingResponse,
  shareListResponse,
  sharePreviewResponse,
  shareRemovalListResponse,
  shareResponse,
} from '@rapport/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, emailOutbox, meetings, shares } from '../../../db/schema/index.ts'
import { bearer, register, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { LINK_NOT_FOUND } from './shares.service.ts'

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let meetingId: string
/** Two scored participants with coaching: the one shared with, and another. */
let alice: { id: string; personId: string; name: string }
let bob: { id: string; personId: string; name: string }
let everyone: { id: string; name: string }[]

const token = (who: string) => acme.tokens[who] ?? globex.tokens[who] ?? ''
const as = (who: string) => bearer(token(who))

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'other@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
      { email: 'admin@acme.test', role: 'admin' },
    ],
  }))
  meetingId = await uploadMeeting(
    t.app,
    token('owner@acme.test'),
    fixture('ami-IS1000a-converted-zoom-style.vtt'),
    {
      name: 'RPC Standards',
      date: '2026-02-09',
    },
  )
  const { participants } = participantListResponse.parse(
    (
      await t.app.inject({ url: `/api/meetings/${meetingId}/participants`, headers: as('owner@acme.test') })
    ).json(),
  )
  everyone = participants
  const coached = []
  for (const p of participants.filter((p) => p.scored)) {
    const res = await t.app.inject({
      url: `/api/meetings/${meetingId}/participants/${p.id}/coaching`,
      headers: as('owner@acme.test'),
    })
    if (coachingResponse.parse(res.json()).coaching) coached.push(p)
  }
  const [a, b] = coached
  if (!a || !b) throw new Error('the fixture needs two coached participants')
  alice = a
  bob = b
  await othersOf(alice.id)
}, 120_000)
afterAll(() => t.close())

const previewUrl = (pid: string) => `/api/meetings/${meetingId}/participants/${pid}/share-preview`
const sharesUrl = (pid: string) => `/api/meetings/${meetingId}/participants/${pid}/shares`

async function share(pid: string, email: string, who = 'owner@acme.test') {
  const res = await t.app.inject({
    method: 'POST',
    url: sharesUrl(pid),
    headers: as(who),
    payload: { email },
  })
  expect(res.statusCode, res.body).toBe(201)
  const { share: created } = shareResponse.parse(res.json())
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email.toLowerCase()), eq(emailOutbox.kind, 'shared-coaching')))
    .orderBy(emailOutbox.createdAt)
    .then((rows) => rows.slice(-1))
  const link = mail?.text.match(/https?:\/\/\S+\/shared\/(\S+)/)
  if (!mail || !link?.[1]) throw new Error(`no shared-coaching e-mail to ${email}`)
  return { share: created, token: link[1], mail }
}

const read = (linkToken: string) => t.app.inject({ url: `/api/shared/${linkToken}` })

/**
 * Every other participant's name, and the words quoted in their coaching (four words or more), as
 * the meeting stood before any removal.
 */
const othersCache = new Map<string, { names: string[]; quotes: string[] }>()
async function othersOf(pid: string) {
  const cached = othersCache.get(pid)
  if (cached) return cached
  const found = await readOthers(pid)
  othersCache.set(pid, found)
  return found
}

async function readOthers(pid: string) {
  const names = everyone.filter((p) => p.id !== pid).map((p) => p.name)
  const quotes: string[] = []
  for (const p of everyone.filter((p) => p.id !== pid)) {
    const c = coachingResponse.parse(
      (
        await t.app.inject({
          url: `/api/meetings/${meetingId}/participants/${p.id}/coaching`,
          headers: as('admin@acme.test'),
        })
      ).json(),
    )
    quotes.push(
      ...c.quotes.map((q) => q.quote_text),
      ...(c.coaching ? [...c.coaching.worked, ...c.coaching.change].map((x) => x.quote) : []),
    )
  }
  return { names, quotes: quotes.filter((q) => q.trim().split(/\s+/).length >= 4) }
}

function expectNothingOf(others: { names: string[]; quotes: string[] }, raw: string) {
  const text = JSON.parse(raw) as unknown
  const flat = JSON.stringify(text)
  for (const name of others.names)
    expect(flat.toLowerCase(), `name ${name}`).not.toContain(name.toLowerCase())
  for (const quote of others.quotes) expect(flat, `quote ${quote}`).not.toContain(quote)
}

test('the preview holds one participant’s own section and nothing of anyone else', async () => {
  const res = await t.app.inject({ url: previewUrl(alice.id), headers: as('owner@acme.test') })
  expect(res.statusCode, res.body).toBe(200)
  const preview = sharePreviewResponse.parse(res.json())
  expect(preview.section.person.name).toBe(alice.name)
  expect(preview.section.coaching?.headline).toBeTruthy()
  expect(preview.section.meeting).toMatchObject({ title: 'RPC Standards', date: '2026-02-09' })
  expect(preview.section.metrics.length).toBeGreaterThan(0)
  expect(preview.section.lines.some((l) => l.mine)).toBe(true)
  // Their own words are all there: each quote of their coaching is one of their lines.
  const own = preview.section.lines.filter((l) => l.mine).map((l) => l.text)
  for (const point of preview.section.coaching?.worked ?? []) {
    expect(own.some((line) => line.includes(point.quote))).toBe(true)
  }
  expect(preview.sender_name).toBe('owner')
  expectNothingOf(await othersOf(alice.id), res.body)
})

test('sending a share e-mails a personal link that names the sender and meeting; the token is not stored', async () => {
  const { share: created, token: linkToken, mail } = await share(alice.id, 'Alice@Example.test')
  expect(created).toMatchObject({ participant_id: alice.id, email: 'alice@example.test', status: 'active' })
  expect(mail.text).toContain('owner shared your own coaching from the meeting "RPC Standards"')
  expect(linkToken.length).toBeGreaterThanOrEqual(43)
  const [row] = await t.database.db.select().from(shares).where(eq(shares.id, created.share_id))
  expect(JSON.stringify(row)).not.toContain(linkToken)
  // 30 days by default.
  const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 86_400_000
  expect(Math.round(days)).toBe(30)

  const res = await read(linkToken)
  expect(res.statusCode, res.body).toBe(200)
  const body = sharedCoachingResponse.parse(res.json())
  expect(body.section.person.name).toBe(alice.name)
  expect(body.sender_name).toBe('owner')
  expect(body.shared_with).toBe('alice@example.test')
  expectNothingOf(await othersOf(alice.id), res.body)

  const list = shareListResponse.parse(
    (await t.app.inject({ url: `/api/meetings/${meetingId}/shares`, headers: as('owner@acme.test') })).json(),
  )
  expect(list.shares.find((s) => s.share_id === created.share_id)?.first_opened_at).not.toBeNull()
})

test('forged, revoked and expired links all answer 404 with the same body', async () => {
  const forged = await read('x'.repeat(43))
  expect(forged.statusCode).toBe(404)
  expect(forged.json().error).toBe(LINK_NOT_FOUND)

  const revoked = await share(bob.id, 'bob@example.test')
  expect((await read(revoked.token)).statusCode).toBe(200)
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${meetingId}/shares/${revoked.share.share_id}`,
    headers: as('admin@acme.test'),
  })
  expect(del.statusCode, del.body).toBe(200)
  const afterRevoke = await read(revoked.token)
  expect(afterRevoke.statusCode).toBe(404)
  expect(afterRevoke.body).toBe(forged.body)

  const expired = await share(bob.id, 'bob2@example.test')
  await t.database.db
    .update(shares)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(shares.id, expired.share.share_id))
  const afterExpiry = await read(expired.token)
  expect(afterExpiry.statusCode).toBe(404)
  expect(afterExpiry.body).toBe(forged.body)
  // Removal and opt-out through a dead link are refused the same way.
  for (const action of ['removal', 'opt-out']) {
    const res = await t.app.inject({ method: 'POST', url: `/api/shared/${revoked.token}/${action}` })
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe(forged.body)
  }
})

test('only the uploader or an admin shares: another member and a viewer get 403, another tenant 404', async () => {
  const urls = [
    { method: 'GET' as const, url: previewUrl(alice.id) },
    { method: 'GET' as const, url: `/api/meetings/${meetingId}/shares` },
    { method: 'POST' as const, url: sharesUrl(alice.id), payload: { email: 'x@example.test' } },
  ]
  for (const call of urls) {
    expect((await t.app.inject({ ...call, headers: as('other@acme.test') })).statusCode).toBe(403)
    expect((await t.app.inject({ ...call, headers: as('viewer@acme.test') })).statusCode).toBe(403)
    expect((await t.app.inject({ ...call, headers: as('boss@globex.test') })).statusCode).toBe(404)
  }
  expect((await t.app.inject({ url: previewUrl(alice.id), headers: as('admin@acme.test') })).statusCode).toBe(
    200,
  )
  // A participant of another meeting (or none) is not found.
  const stranger = await t.app.inject({
    url: previewUrl('00000000-0000-4000-8000-000000000000'),
    headers: as('owner@acme.test'),
  })
  expect(stranger.statusCode).toBe(404)
})

test('suggested addresses: the member linked to the person and earlier shares of them', async () => {
  const link = await t.app.inject({
    method: 'PUT',
    url: `/api/people/${alice.personId}/user`,
    headers: as('admin@acme.test'),
    payload: { user_id: await userId('other@acme.test') },
  })
  expect(link.statusCode, link.body).toBe(200)
  const preview = sharePreviewResponse.parse(
    (await t.app.inject({ url: previewUrl(alice.id), headers: as('owner@acme.test') })).json(),
  )
  expect(preview.suggestions).toEqual(
    expect.arrayContaining([
      { email: 'other@acme.test', reason: 'linked' },
      { email: 'alice@example.test', reason: 'earlier' },
    ]),
  )
  await t.app.inject({
    method: 'DELETE',
    url: `/api/people/${alice.personId}/user`,
    headers: as('admin@acme.test'),
  })
})

async function userId(email: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/admin/users?search=${email}`, headers: as('admin@acme.test') })
  const id = (res.json() as { users: { user_id: string }[] }).users[0]?.user_id
  if (!id) throw new Error(`no user ${email}`)
  return id
}

test('a recipient can stop further shares to their address', async () => {
  const { token: linkToken } = await share(bob.id, 'stop@example.test')
  const res = await t.app.inject({ method: 'POST', url: `/api/shared/${linkToken}/opt-out` })
  expect(res.statusCode, res.body).toBe(200)
  const again = await t.app.inject({
    method: 'POST',
    url: sharesUrl(bob.id),
    headers: as('owner@acme.test'),
    payload: { email: 'STOP@example.test' },
  })
  expect(again.statusCode).toBe(409)
})

test('a removal request hides the person’s coaching from the tenant until an admin restores or deletes it', async () => {
  const { token: linkToken } = await share(bob.id, 'bob-removal@example.test')
  const asked = await t.app.inject({ method: 'POST', url: `/api/shared/${linkToken}/removal` })
  expect(asked.statusCode, asked.body).toBe(200)

  const visible = async () => {
    const participants = participantListResponse.parse(
      (
        await t.app.inject({
          url: `/api/meetings/${meetingId}/participants`,
          headers: as('viewer@acme.test'),
        })
      ).json(),
    ).participants
    const scores = await t.app.inject({
      url: `/api/meetings/${meetingId}/scores`,
      headers: as('viewer@acme.test'),
    })
    const coaching = await t.app.inject({
      url: `/api/meetings/${meetingId}/participants/${bob.id}/coaching`,
      headers: as('viewer@acme.test'),
    })
    return {
      listed: participants.some((p) => p.id === bob.id),
      scored: scores.body.includes(bob.id),
      coaching: coaching.statusCode,
    }
  }
  expect(await visible()).toEqual({ listed: false, scored: false, coaching: 404 })
  // The link still reads: the recipient keeps what was sent.
  expect((await read(linkToken)).statusCode).toBe(200)

  const list = async (who: string) => t.app.inject({ url: '/api/admin/share-removals', headers: as(who) })
  expect((await list('owner@acme.test')).statusCode).toBe(403)
  expect((await list('boss@globex.test')).json()).toEqual({ requests: [] })
  const { requests } = shareRemovalListResponse.parse((await list('admin@acme.test')).json())
  expect(requests).toHaveLength(1)
  expect(requests[0]).toMatchObject({ meeting_id: meetingId, participant_name: bob.name })
  const id = requests[0]?.request_id ?? ''
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/share-removals/${id}/restore`,
        headers: as('boss@globex.test'),
      })
    ).statusCode,
  ).toBe(404)
  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/admin/share-removals/${id}/restore`,
    headers: as('admin@acme.test'),
  })
  expect(restored.statusCode, restored.body).toBe(200)
  expect(await visible()).toEqual({ listed: true, scored: true, coaching: 200 })

  await t.app.inject({ method: 'POST', url: `/api/shared/${linkToken}/removal` })
  const [again] = shareRemovalListResponse.parse((await list('admin@acme.test')).json()).requests
  const deleted = await t.app.inject({
    method: 'POST',
    url: `/api/admin/share-removals/${again?.request_id}/delete`,
    headers: as('admin@acme.test'),
  })
  expect(deleted.statusCode, deleted.body).toBe(200)
  expect(await visible()).toEqual({ listed: false, scored: false, coaching: 404 })
  expect(shareRemovalListResponse.parse((await list('admin@acme.test')).json()).requests).toEqual([])
})

test('saving copies the section into the recipient’s own workspace and /home leads with it', async () => {
  const { token: linkToken, share: created } = await share(alice.id, 'alice-saves@example.test')
  const before = await t.database.db.select().from(meetings).where(eq(meetings.tenantId, acme.tenant.id))
  const save = (who: string) =>
    t.app.inject({ method: 'POST', url: `/api/shared/${linkToken}/save`, headers: bearer(who) })

  // Not signed in: 401; signed in as someone else: 403; a team member: 403.
  expect((await t.app.inject({ method: 'POST', url: `/api/shared/${linkToken}/save` })).statusCode).toBe(401)
  const stranger = await register(t.app, 'stranger@example.test')
  expect((await save(stranger.access_token)).statusCode).toBe(403)

  const me = await register(t.app, 'alice-saves@example.test', 'secret-pass', alice.name)
  const res = await save(me.access_token)
  expect(res.statusCode, res.body).toBe(200)
  const { meeting_id } = saveSharedResponse.parse(res.json())
  // Saving again gives the same meeting.
  expect(saveSharedResponse.parse((await save(me.access_token)).json()).meeting_id).toBe(meeting_id)

  const sent = sharedCoachingResponse.parse((await read(linkToken)).json())
  expect(sent.saved).toBe(true)
  const home = homeResponse.parse(
    (await t.app.inject({ url: '/api/home', headers: bearer(me.access_token) })).json(),
  )
  expect(home.latest?.meeting_id).toBe(meeting_id)
  expect(home.latest?.headline).toBe(sent.section.coaching?.headline)
  const mine = participantListResponse.parse(
    (
      await t.app.inject({
        url: `/api/meetings/${meeting_id}/participants`,
        headers: bearer(me.access_token),
      })
    ).json(),
  ).participants
  expect(mine.map((p) => p.name)).toEqual([alice.name])
  const transcript = await t.app.inject({
    url: `/api/meetings/${meeting_id}/transcript`,
    headers: bearer(me.access_token),
  })
  expect(transcript.statusCode).toBe(200)
  expectNothingOf(await othersOf(alice.id), transcript.body)
  // The sender's tenant keeps its data, and cannot see the copy.
  const after = await t.database.db.select().from(meetings).where(eq(meetings.tenantId, acme.tenant.id))
  expect(after.length).toBe(before.length)
  expect(
    (await t.app.inject({ url: `/api/meetings/${meeting_id}`, headers: as('admin@acme.test') })).statusCode,
  ).toBe(404)
  const list = shareListResponse.parse(
    (await t.app.inject({ url: `/api/meetings/${meetingId}/shares`, headers: as('owner@acme.test') })).json(),
  )
  expect(list.shares.find((s) => s.share_id === created.share_id)?.saved_at).not.toBeNull()
  // No allowance used by the copy.
  const usage = await t.app.inject({ url: '/api/admin/tenant/usage', headers: bearer(me.access_token) })
  expect(usage.json()).toMatchObject({ meeting_count: 0 })
})

test('a team member cannot save shared coaching into the team workspace', async () => {
  const { token: linkToken } = await share(alice.id, 'other@acme.test')
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shared/${linkToken}/save`,
    headers: as('other@acme.test'),
  })
  expect(res.statusCode).toBe(403)
})

test('the audit log records shares, opens, saves, revocations, removal requests and opt-outs', async () => {
  const actions = [
    'share.create',
    'share.open',
    'share.save',
    'share.revoke',
    'share.removal_request',
    'share.removal_restore',
    'share.removal_delete',
    'share.opt_out',
  ]
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(inArray(auditLog.action, actions))
  expect(new Set(rows.map((r) => r.action))).toEqual(new Set(actions))
})

test('a link works for the days the tenant sets', async () => {
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/tenant/settings',
    headers: as('admin@acme.test'),
    payload: { tenant_name: 'Tenant acme', share_link_days: 7 },
  })
  expect(set.statusCode, set.body).toBe(200)
  expect(set.json().tenant.share_link_days).toBe(7)
  // The session's tenant is read per request.
  const { share: created } = await share(alice.id, 'week@example.test')
  const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 86_400_000
  expect(Math.round(days)).toBe(7)
})

test('the recipient’s routes are rate-limited per IP', async () => {
  const strict = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' })
  try {
    const codes: number[] = []
    for (let i = 0; i < 4; i++)
      codes.push((await strict.app.inject({ url: `/api/shared/forged-${i}` })).statusCode)
    expect(codes).toEqual([404, 404, 404, 429])
  } finally {
    await strict.close()
  }
})
