import { meResponse, sessionResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, invitations, sessions, tenants, users } from '../../../db/schema/index.ts'
import { hashPassword } from '../../../lib/passwords.ts'
import { bearer, login, type SeededTenant, seedTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let defaultTenantId: string
let acme: SeededTenant
let globex: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  defaultTenantId = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).tenant.tenant_id
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'worker@acme.test', role: 'user' },
      { email: 'watcher@acme.test', role: 'viewer' },
    ],
  }))
})
afterAll(() => t.close())

const rootToken = async () => (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
const impersonate = (token: string | null, tenantId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/impersonate-tenant',
    ...(token ? { headers: bearer(token) } : {}),
    payload: { tenant_id: tenantId },
  })
const exit = (token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/exit-impersonation',
    ...(token ? { headers: bearer(token) } : {}),
  })
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })

async function audits(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.createdAt)
}

test('impersonation round trip: enter a tenant, act in it, exit back home, with old tokens revoked and every switch audited', async () => {
  const root = await rootToken()

  const started = await impersonate(root, acme.tenant.id)
  expect(started.statusCode).toBe(200)
  const inside = sessionResponse.parse(started.json())
  expect(inside.tenant).toMatchObject({ tenant_id: acme.tenant.id, tenant_slug: 'acme' })
  expect(inside.user).toMatchObject({
    email: TEST_ADMIN.email,
    role: 'super_admin',
    tenant_id: acme.tenant.id,
  })
  expect(inside.impersonation_context).toEqual({ is_impersonating: true, original_tenant_name: 'Default' })
  expect((await me(root)).statusCode).toBe(401)

  const shown = meResponse.parse((await me(inside.access_token)).json())
  expect(shown.tenant.tenant_slug).toBe('acme')
  expect(shown.impersonation_context).toEqual({ is_impersonating: true, original_tenant_name: 'Default' })

  // Writes act in the impersonated tenant.
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: bearer(inside.access_token),
    payload: { email: 'via-root@acme.test' },
  })
  expect(invited.statusCode).toBe(201)
  const [invitation] = await t.database.db
    .select()
    .from(invitations)
    .where(eq(invitations.email, 'via-root@acme.test'))
  expect(invitation?.tenantId).toBe(acme.tenant.id)
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/tenant/settings',
    headers: bearer(inside.access_token),
    payload: { tenant_name: 'Acme (checked)' },
  })
  expect(settings.statusCode).toBe(200)
  expect(settings.json().tenant.tenant_id).toBe(acme.tenant.id)
  const [home] = await t.database.db.select().from(tenants).where(eq(tenants.id, defaultTenantId))
  expect(home?.name).toBe('Default')

  const exited = await exit(inside.access_token)
  expect(exited.statusCode).toBe(200)
  const back = sessionResponse.parse(exited.json())
  expect(back.tenant.tenant_id).toBe(defaultTenantId)
  expect(back.impersonation_context).toEqual({ is_impersonating: false, original_tenant_name: null })
  expect((await me(inside.access_token)).statusCode).toBe(401)
  const after = meResponse.parse((await me(back.access_token)).json())
  expect(after.tenant.tenant_slug).toBe('default')
  expect(after.impersonation_context.is_impersonating).toBe(false)

  const [start] = await audits('impersonation.start')
  expect(start).toMatchObject({
    tenantId: acme.tenant.id,
    targetId: acme.tenant.id,
    actorEmail: TEST_ADMIN.email,
  })
  expect(start?.ip).toBeTruthy()
  expect(start?.details).toMatchObject({ tenant_slug: 'acme', original_tenant_id: defaultTenantId })
  const [left] = await audits('impersonation.exit')
  expect(left).toMatchObject({ tenantId: acme.tenant.id, actorEmail: TEST_ADMIN.email })
  expect(left?.ip).toBeTruthy()
  expect(left?.details).toMatchObject({ original_tenant_name: 'Default' })
})

test('switching from one impersonated tenant to another keeps the real tenant to return to', async () => {
  const first = sessionResponse.parse((await impersonate(await rootToken(), acme.tenant.id)).json())
  const second = await impersonate(first.access_token, globex.tenant.id)
  expect(second.statusCode).toBe(200)
  const inGlobex = sessionResponse.parse(second.json())
  expect(inGlobex.tenant.tenant_slug).toBe('globex')
  expect(inGlobex.impersonation_context).toEqual({ is_impersonating: true, original_tenant_name: 'Default' })
  expect((await me(first.access_token)).statusCode).toBe(401)

  const back = sessionResponse.parse((await exit(inGlobex.access_token)).json())
  expect(back.tenant.tenant_id).toBe(defaultTenantId)

  // Choosing one's own tenant while impersonating simply ends the impersonation.
  const again = sessionResponse.parse((await impersonate(back.access_token, acme.tenant.id)).json())
  const home = sessionResponse.parse((await impersonate(again.access_token, defaultTenantId)).json())
  expect(home.tenant.tenant_id).toBe(defaultTenantId)
  expect(home.impersonation_context.is_impersonating).toBe(false)
})

test('exit-impersonation answers 400 when not impersonating', async () => {
  const root = await rootToken()
  const res = await exit(root)
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'You are not impersonating a tenant.' })
  expect((await me(root)).statusCode).toBe(200)
})

test('impersonate-tenant refuses an unknown, malformed, inactive or current tenant', async () => {
  const root = await rootToken()
  expect((await impersonate(root, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  const malformed = await impersonate(root, 'acme')
  expect(malformed.statusCode).toBe(400)
  expect(malformed.json().details.fields[0].field).toBe('tenant_id')

  const closed = await seedTenant(t.app, t.database.db, { slug: 'closed', members: [] })
  await t.database.db.update(tenants).set({ status: 'inactive' }).where(eq(tenants.id, closed.tenant.id))
  const inactive = await impersonate(root, closed.tenant.id)
  expect(inactive.statusCode).toBe(400)
  expect(inactive.json().error).toBe('This tenant is inactive and cannot be entered.')

  const current = await impersonate(root, defaultTenantId)
  expect(current.statusCode).toBe(400)
  expect((await me(root)).statusCode).toBe(200)
})

test('while impersonating, a super_admin cannot deactivate or delete the tenant they are in', async () => {
  const inside = sessionResponse.parse((await impersonate(await rootToken(), globex.tenant.id)).json())
  const off = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${globex.tenant.id}/status`,
    headers: bearer(inside.access_token),
    payload: { status: 'inactive' },
  })
  expect(off.statusCode).toBe(400)
  expect(off.json().error).toBe('You cannot deactivate the tenant you are signed in to.')
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/tenants/${globex.tenant.id}`,
    headers: bearer(inside.access_token),
  })
  expect(del.statusCode).toBe(400)
  expect((await me(inside.access_token)).statusCode).toBe(200)
  await exit(inside.access_token)
})

test("deactivating a tenant also ends its members' impersonation sessions in other tenants", async () => {
  const side = await seedTenant(t.app, t.database.db, { slug: 'side', members: [] })
  await t.database.db.insert(users).values({
    tenantId: side.tenant.id,
    email: 'root@side.test',
    firstName: 'Side',
    passwordHash: await hashPassword('member-pass'),
    role: 'super_admin',
  })
  const sideRoot = (await login(t.app, 'root@side.test', 'member-pass')).access_token
  const away = sessionResponse.parse((await impersonate(sideRoot, acme.tenant.id)).json())

  const off = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${side.tenant.id}/status`,
    headers: bearer(await rootToken()),
    payload: { status: 'inactive' },
  })
  expect(off.statusCode).toBe(200)
  expect((await me(away.access_token)).statusCode).toBe(401)
  const open = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.originalTenantId, side.tenant.id))
  expect(open.every((s) => s.revokedAt !== null)).toBe(true)
})

test('impersonation is for super_admin only: 403 for admin, user and viewer, 401 without a session', async () => {
  for (const email of ['boss@acme.test', 'worker@acme.test', 'watcher@acme.test']) {
    const token = acme.tokens[email] ?? ''
    const start = await impersonate(token, globex.tenant.id)
    expect(start.statusCode, email).toBe(403)
    expect(start.json().code).toBe('FORBIDDEN')
    expect((await exit(token)).statusCode, email).toBe(403)
    expect(meResponse.parse((await me(token)).json()).tenant.tenant_slug).toBe('acme')
  }
  expect((await impersonate(null, globex.tenant.id)).statusCode).toBe(401)
  expect((await exit(null)).statusCode).toBe(401)
})
