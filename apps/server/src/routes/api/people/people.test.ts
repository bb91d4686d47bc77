import { linkPersonResponse, participantListResponse, peopleResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../db/database.ts'
import { users } from '../../../db/schema/index.ts'
import { bearer, seedTenant } from '../../../test/auth-helpers.ts'
import { lineUpBehind } from '../../../test/lock-gate.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

describe('people: "This is me"', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  let otherAdmin = ''
  const userId: Record<string, string> = {}
  let meetingId = ''

  async function people(who: string) {
    const res = await t.app.inject({ url: '/api/people', headers: bearer(token[who] ?? '') })
    expect(res.statusCode, res.body).toBe(200)
    return peopleResponse.parse(res.json()).people
  }
  function link(who: string, personId: string, user: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/people/${personId}/user`,
      headers: bearer(who),
      payload: { user_id: user },
    })
  }

  beforeAll(async () => {
    t = await createTestApp()
    const a = await seedTenant(t.app, t.database.db, {
      slug: 'people-a',
      members: [
        { email: 'admin@people-a.test', role: 'admin' },
        { email: 'user@people-a.test', role: 'user' },
        { email: 'other@people-a.test', role: 'user' },
        { email: 'viewer@people-a.test', role: 'viewer' },
      ],
    })
    const b = await seedTenant(t.app, t.database.db, {
      slug: 'people-b',
      members: [{ email: 'admin@people-b.test', role: 'admin' }],
    })
    for (const who of ['admin', 'user', 'other', 'viewer'])
      token[who] = a.tokens[`${who}@people-a.test`] ?? ''
    otherAdmin = b.tokens['admin@people-b.test'] ?? ''
    for (const who of ['admin', 'user', 'other', 'viewer']) {
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token[who] ?? '') })
      userId[who] = (me.json() as { user: { user_id: string } }).user.user_id
    }
    meetingId = await uploadMeeting(
      t.app,
      token.user ?? '',
      fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
      {
        name: 'First sync',
        date: '2026-11-20',
        me: 1,
      },
    )
  }, 120_000)
  afterAll(() => t.close())

  it('links the participant the uploader marked on the review step, and only for them', async () => {
    const res = await t.app.inject({
      url: `/api/meetings/${meetingId}/participants`,
      headers: bearer(token.user ?? ''),
    })
    const second = participantListResponse.parse(res.json()).participants[1]
    const seen = await people('user')
    expect(seen.filter((p) => p.is_me).map((p) => p.person_id)).toEqual([second?.personId])
    expect(seen.find((p) => p.is_me)?.user_id).toBe(userId.user)
    expect((await people('other')).some((p) => p.is_me)).toBe(false)
  })

  it('keeps the link across meetings: a later upload with the same name needs no new choice', async () => {
    const before = (await people('user')).find((p) => p.is_me)
    await uploadMeeting(t.app, token.user ?? '', fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
      name: 'Second sync',
      date: '2026-11-21',
    })
    expect((await people('user')).find((p) => p.is_me)?.person_id).toBe(before?.person_id)
  })

  it('lets a user link and unlink themself; linking again moves the link (one person per user)', async () => {
    const [first, second] = await people('other')
    if (!first || !second) throw new Error('two people expected')
    const mine = (await people('user')).find((p) => p.is_me)
    const free = [first, second].find((p) => p.person_id !== mine?.person_id)
    const other = (await people('other')).filter((p) => p.user_id == null)
    const [x, y] = other
    if (!x || !y || !free) throw new Error('free people expected')
    expect((await link(token.other ?? '', x.person_id, userId.other ?? '')).statusCode).toBe(200)
    const moved = await link(token.other ?? '', y.person_id, userId.other ?? '')
    expect(linkPersonResponse.parse(moved.json()).user_id).toBe(userId.other)
    const now = await people('other')
    expect(now.filter((p) => p.is_me).map((p) => p.person_id)).toEqual([y.person_id])
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/people/${y.person_id}/user`,
      headers: bearer(token.other ?? ''),
    })
    expect(off.statusCode).toBe(200)
    expect((await people('other')).some((p) => p.is_me)).toBe(false)
  })

  it('links a user to two people at once as one request after the other: one link stands, never a 500', async () => {
    const [x, y] = (await people('other')).filter((p) => p.user_id == null)
    if (!x || !y) throw new Error('free people expected')
    // On PostgreSQL the two requests meet: the member's row lock (as a profile update holds it)
    // keeps the first link from committing until the second one waits too.
    const memberLock = (tx: Transaction) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId.other ?? ''))
        .for('update')
    for (let round = 0; round < 3; round++) {
      const answers = await lineUpBehind(t.database, memberLock, 2, () =>
        Promise.all([
          link(token.other ?? '', x.person_id, userId.other ?? ''),
          link(token.other ?? '', y.person_id, userId.other ?? ''),
        ]),
      )
      expect(answers.map((r) => [r.statusCode, r.body])).toEqual([
        [200, expect.any(String)],
        [200, expect.any(String)],
      ])
      const mine = (await people('other')).filter((p) => p.is_me).map((p) => p.person_id)
      expect(mine).toHaveLength(1)
      expect([x.person_id, y.person_id]).toContain(mine[0])
      // Each round starts unlinked, so both requests write the link.
      const off = await t.app.inject({
        method: 'DELETE',
        url: `/api/people/${mine[0]}/user`,
        headers: bearer(token.other ?? ''),
      })
      expect(off.statusCode).toBe(200)
    }
  })

  it("refuses a user taking someone else's person or linking another member (admins may)", async () => {
    const mine = (await people('user')).find((p) => p.is_me)
    if (!mine) throw new Error('linked person expected')
    expect((await link(token.other ?? '', mine.person_id, userId.other ?? '')).statusCode).toBe(409)
    const free = (await people('user')).find((p) => p.user_id == null)
    if (!free) throw new Error('a free person expected')
    expect((await link(token.user ?? '', free.person_id, userId.other ?? '')).statusCode).toBe(403)
    const unlinkOthers = await t.app.inject({
      method: 'DELETE',
      url: `/api/people/${mine.person_id}/user`,
      headers: bearer(token.other ?? ''),
    })
    expect(unlinkOthers.statusCode).toBe(403)
    // An admin links a team member, taking the person over.
    expect((await link(token.admin ?? '', mine.person_id, userId.other ?? '')).statusCode).toBe(200)
    expect((await people('other')).find((p) => p.is_me)?.person_id).toBe(mine.person_id)
    expect((await people('user')).some((p) => p.is_me)).toBe(false)
  })

  it('keeps viewers read-only and other tenants out', async () => {
    const [p] = await people('viewer')
    if (!p) throw new Error('a person expected')
    expect((await link(token.viewer ?? '', p.person_id, userId.viewer ?? '')).statusCode).toBe(403)
    expect((await link(otherAdmin, p.person_id, userId.admin ?? '')).statusCode).toBe(404)
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/people/${p.person_id}/user`,
      headers: bearer(otherAdmin),
    })
    expect(other.statusCode).toBe(404)
    // A user of another tenant cannot be linked here, even by this tenant's admin.
    const b = await t.app.inject({ url: '/api/auth/me', headers: bearer(otherAdmin) })
    const bId = (b.json() as { user: { user_id: string } }).user.user_id
    expect((await link(token.admin ?? '', p.person_id, bId)).statusCode).toBe(404)
  })

  it('names the member each person is linked to, to the tenant’s admins only', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token.other ?? '') })
    const otherName = (me.json() as { user: { full_name: string } }).user.full_name
    const seenByAdmin = await people('admin')
    expect(seenByAdmin.find((p) => p.user_id === userId.other)?.user_full_name).toBe(otherName)
    expect(seenByAdmin.filter((p) => p.user_id == null).every((p) => p.user_full_name === undefined)).toBe(
      true,
    )
    for (const who of ['user', 'other', 'viewer']) {
      expect((await people(who)).every((p) => p.user_full_name === undefined)).toBe(true)
    }
  })

  it('answers 400 to a malformed person id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/people/not-a-uuid/user',
      headers: bearer(token.user ?? ''),
      payload: { user_id: userId.user },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('people: one person across the forms of a display name', () => {
  let t: TestApp
  let token = ''
  let userId = ''

  /** A short call in Zoom's layout, each speaker saying a few sentences about the work. */
  function call(speakers: readonly string[]): string {
    const cues: string[] = ['WEBVTT', '']
    let at = 0
    const clock = (s: number) =>
      `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
    for (let round = 0; round < 12; round++)
      for (const speaker of speakers) {
        cues.push(
          `${clock(at)} --> ${clock(at + 9)}`,
          `${speaker}: We went through the release plan again and the tests for round ${round} pass on every client we run.`,
          '',
        )
        at += 10
      }
    return cues.join('\n')
  }

  beforeAll(async () => {
    t = await createTestApp()
    const a = await seedTenant(t.app, t.database.db, {
      slug: 'forms-a',
      members: [{ email: 'priya@forms-a.test', role: 'user' }],
    })
    token = a.tokens['priya@forms-a.test'] ?? ''
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    userId = (me.json() as { user: { user_id: string } }).user.user_id
  }, 120_000)
  afterAll(() => t.close())

  it('"Priya Nair (Acme)" joins Priya Nair\'s history; two Chrises of different teams stay two people', async () => {
    await uploadMeeting(t.app, token, call(['Priya Nair', 'Chris - Base', 'Sam Okafor']), {
      name: 'First call',
      date: '2026-11-02',
    })
    // "This is me" on the decorated form links the person known by the plain one.
    await uploadMeeting(t.app, token, call(['Priya Nair (Acme)', 'Chris - Coinbase', 'Sam Okafor']), {
      name: 'Second call',
      date: '2026-11-09',
      me: 0,
    })
    const res = await t.app.inject({ url: '/api/people', headers: bearer(token) })
    const list = peopleResponse.parse(res.json()).people
    expect(list.map((p) => p.full_name).sort()).toEqual([
      'Chris - Base',
      'Chris - Coinbase',
      'Priya Nair',
      'Sam Okafor',
    ])
    expect(list.find((p) => p.full_name === 'Priya Nair')?.user_id).toBe(userId)
  }, 120_000)
})
