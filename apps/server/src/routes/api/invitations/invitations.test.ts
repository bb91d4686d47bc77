import { invitationListResponse, invitationResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, invitations } from '../../../db/schema/index.ts'
import {
  bearer,
  lastEmailLink,
  register,
  type SeededTenant,
  seedTwoTenants,
} from '../../../test/auth-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    maxUsers: 4,
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'worker@acme.test', role: 'user' },
    ],
  }))
})
afterAll(() => t.close())

const asAcmeAdmin = bearer('')
const invite = (token: string, email: string, role = 'user') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: bearer(token),
    payload: { email, role },
  })
const tokenOf = (link: string) => link.split('/').pop() ?? ''

test('an admin invites an e-mail; the invitee sees who invited them and accepts, signed in with the role', async () => {
  const res = await invite(acme.tokens['boss@acme.test'] ?? '', 'New.Hire@Example.com', 'viewer')
  expect(res.statusCode).toBe(201)
  const { invitation } = invitationResponse.parse(res.json())
  expect(invitation).toMatchObject({
    email: 'new.hire@example.com',
    role: 'viewer',
    tenant_name: 'Tenant acme',
    is_expired: false,
  })
  const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000
  expect(days).toBeCloseTo(7, 3)

  const link = await lastEmailLink(t.database.db, 'new.hire@example.com')
  expect(link).toMatch(/\/invite\/[\w-]{43}$/)
  const shown = await t.app.inject({ method: 'GET', url: `/api/invitations/${tokenOf(link)}` })
  expect(shown.statusCode).toBe(200)
  expect(shown.json().invitation).toMatchObject({
    invited_by: 'boss',
    tenant_name: 'Tenant acme',
    role: 'viewer',
  })

  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${tokenOf(link)}/accept`,
    payload: { full_name: 'New Hire', password: 'secret-12' },
  })
  expect(accepted.statusCode).toBe(201)
  expect(accepted.json().user).toMatchObject({
    email: 'new.hire@example.com',
    role: 'viewer',
    full_name: 'New Hire',
  })
  expect(accepted.json().tenant.tenant_slug).toBe('acme')
  expect(typeof accepted.json().access_token).toBe('string')

  const again = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${tokenOf(link)}/accept`,
    payload: { full_name: 'Someone Else', password: 'secret-12' },
  })
  expect(again.statusCode).toBe(404)
  expect(again.json().error).toBe('Invalid or expired invitation')
})

test('accepting checks the password rule and an expired invitation is refused', async () => {
  await invite(acme.tokens['boss@acme.test'] ?? '', 'late@example.com')
  const token = tokenOf(await lastEmailLink(t.database.db, 'late@example.com'))
  const short = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { full_name: 'L', password: '12345' },
  })
  expect(short.statusCode).toBe(400)
  expect(short.json().error).toBe('password: Password must be at least 8 characters long')

  await t.database.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitations.email, 'late@example.com'))
  const listed = invitationListResponse.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/invitations',
        headers: bearer(acme.tokens['boss@acme.test'] ?? ''),
      })
    ).json(),
  )
  expect(listed.invitations.find((i) => i.email === 'late@example.com')?.is_expired).toBe(true)
  expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { full_name: 'L', password: 'secret-12' },
  })
  expect(res.statusCode).toBe(404)
})

test('a revoked invitation disappears from the list and its link stops working', async () => {
  const admin = acme.tokens['boss@acme.test'] ?? ''
  const created = invitationResponse.parse((await invite(admin, 'maybe@example.com')).json())
  const token = tokenOf(await lastEmailLink(t.database.db, 'maybe@example.com'))
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/invitations/${created.invitation.invitation_id}`,
    headers: bearer(admin),
  })
  expect(del.statusCode).toBe(200)
  const list = invitationListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: bearer(admin) })).json(),
  )
  expect(list.invitations.map((i) => i.email)).not.toContain('maybe@example.com')
  expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404)
  const [logged] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, created.invitation.invitation_id))
    .orderBy(auditLog.createdAt)
  expect(logged?.action).toBe('invitation.create')
})

test('inviting an existing user is a conflict, and a new invitation replaces the open one', async () => {
  const admin = acme.tokens['boss@acme.test'] ?? ''
  expect((await invite(admin, 'worker@acme.test')).statusCode).toBe(409)
  await invite(admin, 'twice@example.com')
  const first = tokenOf(await lastEmailLink(t.database.db, 'twice@example.com'))
  await new Promise((r) => setTimeout(r, 5))
  await invite(admin, 'twice@example.com', 'admin')
  expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${first}` })).statusCode).toBe(404)
})

test('invitations are refused at max_users, both when sending and when accepting', async () => {
  const admin = acme.tokens['boss@acme.test'] ?? ''
  await invite(admin, 'fourth@example.com')
  const fourth = tokenOf(await lastEmailLink(t.database.db, 'fourth@example.com'))
  await invite(admin, 'fifth@example.com')
  const fifth = tokenOf(await lastEmailLink(t.database.db, 'fifth@example.com'))
  // acme has boss, worker and new.hire: the fourth seat is the last one.
  const ok = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${fourth}/accept`,
    payload: { full_name: 'Four', password: 'secret-12' },
  })
  expect(ok.statusCode).toBe(201)
  const full = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${fifth}/accept`,
    payload: { full_name: 'Five', password: 'secret-12' },
  })
  expect(full.statusCode).toBe(403)
  expect(full.json()).toMatchObject({
    code: 'LIMIT_REACHED',
    error: expect.stringContaining('limit of 4 users'),
  })
  const refused = await invite(admin, 'sixth@example.com')
  expect(refused.statusCode).toBe(403)
  expect(refused.json().code).toBe('LIMIT_REACHED')
})

test('another tenant cannot see or revoke an invitation (404), and a plain user gets 403', async () => {
  const created = invitationResponse.parse(
    (await invite(globex.tokens['boss@globex.test'] ?? '', 'globex-new@example.com')).json(),
  )
  const acmeAdmin = acme.tokens['boss@acme.test'] ?? ''
  const foreign = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/invitations/${created.invitation.invitation_id}`,
    headers: bearer(acmeAdmin),
  })
  expect(foreign.statusCode).toBe(404)
  const list = invitationListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: bearer(acmeAdmin) })).json(),
  )
  expect(list.invitations.map((i) => i.email)).not.toContain('globex-new@example.com')

  const worker = acme.tokens['worker@acme.test'] ?? ''
  for (const req of [
    { method: 'GET' as const, url: '/api/admin/invitations' },
    {
      method: 'POST' as const,
      url: '/api/admin/invitations',
      payload: { email: 'x@example.com', role: 'user' },
    },
    { method: 'DELETE' as const, url: `/api/admin/invitations/${created.invitation.invitation_id}` },
  ]) {
    expect((await t.app.inject({ ...req, headers: bearer(worker) })).statusCode).toBe(403)
  }
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: asAcmeAdmin })).statusCode,
  ).toBe(401)
})

test('invitations are for team accounts only', async () => {
  const solo = await register(t.app, 'solo@example.com')
  const res = await invite(solo.access_token, 'friend@example.com')
  expect(res.statusCode).toBe(403)
  expect(res.json().error).toBe('Invitations are only available for team accounts.')
})

test('an invalid token or role gets a clear 4xx', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/invitations/nope' })).statusCode).toBe(404)
  const res = await invite(acme.tokens['boss@acme.test'] ?? '', 'bad-role@example.com', 'super_admin')
  expect(res.statusCode).toBe(400)
  expect(res.json().details.fields[0].field).toBe('role')
})
