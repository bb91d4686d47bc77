import {
  PLAN,
  tenantListResponse,
  tenantResponse,
  tenantSettingsResponse,
  tenantUsageResponse,
} from '@rapport/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  auditLog,
  invitations,
  sessions,
  subscriptions,
  tenants,
  uploadTasks,
  users,
} from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { bearer, login, seedTenant } from '../../../test/auth-helpers.ts'
import { seedTenantData, tenantRowCounts } from '../../../test/tenant-data.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let root: string
let acme: Awaited<ReturnType<typeof seedTenant>>
let solo: Awaited<ReturnType<typeof seedTenant>>

beforeAll(async () => {
  t = await createTestApp()
  root = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  acme = await seedTenant(t.app, t.database.db, {
    slug: 'acme',
    maxUsers: 10,
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'worker@acme.test', role: 'user' },
      { email: 'watcher@acme.test', role: 'viewer' },
    ],
  })
  solo = await seedTenant(t.app, t.database.db, {
    slug: 'solo',
    team: false,
    members: [{ email: 'me@solo.test', role: 'admin' }],
  })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) })
const tok = (tokens: Record<string, string>, email: string) => tokens[email] ?? ''

async function createTenant(slug: string, extra: object = {}) {
  const res = await call('POST', '/api/admin/tenants', root, {
    tenant_name: `T ${slug}`,
    tenant_slug: slug,
    ...extra,
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return tenantResponse.parse(res.json()).tenant
}

async function auditRows(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
}

test('GET /api/admin/tenants lists every tenant with its user count and this month’s meetings', async () => {
  // Counted like the upload allowance: this month's uploads that are not failed or cancelled.
  const task = { tenantId: acme.tenant.id, filename: 'm.vtt', fileSize: 1 }
  await t.database.db.insert(uploadTasks).values([
    { ...task, status: 'completed' },
    { ...task, status: 'failed' },
    { ...task, status: 'completed', createdAt: new Date(Date.UTC(2020, 0, 15)) },
  ])
  const res = await call('GET', '/api/admin/tenants', root)
  expect(res.statusCode).toBe(200)
  const { tenants: list } = tenantListResponse.parse(res.json())
  expect(list.find((x) => x.tenant_slug === 'acme')).toMatchObject({
    tenant_name: 'Tenant acme',
    status: 'active',
    is_team_account: true,
    max_users: 10,
    user_count: 3,
    meeting_count: 1,
    features: { coaching: true, vtt_upload: true },
  })
  expect(list.find((x) => x.tenant_slug === 'default')?.user_count).toBe(1)
})

test('POST /api/admin/tenants creates a tenant with the documented defaults and audits it', async () => {
  const res = await call('POST', '/api/admin/tenants', root, {
    tenant_name: 'Initech',
    tenant_slug: 'initech',
  })
  expect(res.statusCode).toBe(201)
  const { tenant } = tenantResponse.parse(res.json())
  expect(tenant).toMatchObject({
    tenant_name: 'Initech',
    tenant_slug: 'initech',
    status: 'active',
    subscription_tier: 'basic',
    max_users: 50,
    // Not a team account, so an individual one: the plan's limit applies (the stored 100 once it is a team).
    max_meetings_per_month: PLAN.meetingsPerMonth,
    features: { coaching: true, vtt_upload: true },
    is_team_account: false,
    user_count: 0,
    meeting_count: 0,
  })
  const [row] = await auditRows('tenant.create', tenant.tenant_id)
  expect(row).toMatchObject({ tenantId: tenant.tenant_id, actorEmail: TEST_ADMIN.email })
  expect(row?.ip).toBeTruthy()
})

test('POST /api/admin/tenants refuses a taken slug (409) and a malformed slug or limit (400 naming the field)', async () => {
  const dup = await call('POST', '/api/admin/tenants', root, { tenant_name: 'Again', tenant_slug: 'acme' })
  expect(dup.statusCode).toBe(409)
  expect(dup.json()).toMatchObject({ code: 'CONFLICT', error: 'A tenant with this slug already exists' })

  const bad = await call('POST', '/api/admin/tenants', root, { tenant_name: 'Bad', tenant_slug: 'Bad Slug' })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().error).toBe('tenant_slug: Only lowercase letters, numbers, and hyphens')
  expect(bad.json().details.fields[0].field).toBe('tenant_slug')

  const zero = await call('POST', '/api/admin/tenants', root, {
    tenant_name: 'Zero',
    tenant_slug: 'zero',
    max_users: 0,
  })
  expect(zero.statusCode).toBe(400)
  expect(zero.json().details.fields[0].field).toBe('max_users')

  const noName = await call('POST', '/api/admin/tenants', root, { tenant_name: ' ', tenant_slug: 'noname' })
  expect(noName.statusCode).toBe(400)
  expect(noName.json().details.fields[0].field).toBe('tenant_name')
})

test('tenant management offers the same tiers as tenant settings (issue 30): a professional tenant can be created', async () => {
  const created = await createTenant('one-tier-list', { subscription_tier: 'professional' })
  expect(created.subscription_tier).toBe('professional')
})

test('PUT /api/admin/tenants/:tenant_id edits a tenant, keeps fields left out and audits the changes', async () => {
  const created = await createTenant('hooli', { subscription_tier: 'premium' })
  const res = await call('PUT', `/api/admin/tenants/${created.tenant_id}`, root, {
    tenant_name: 'Hooli XYZ',
    tenant_slug: 'hooli-xyz',
    max_users: 5,
    features: { coaching: false, vtt_upload: true },
  })
  expect(res.statusCode).toBe(200)
  expect(tenantResponse.parse(res.json()).tenant).toMatchObject({
    tenant_name: 'Hooli XYZ',
    tenant_slug: 'hooli-xyz',
    subscription_tier: 'premium',
    max_users: 5,
    max_meetings_per_month: PLAN.meetingsPerMonth,
    features: { coaching: false, vtt_upload: true },
  })
  const [row] = await auditRows('tenant.update', created.tenant_id)
  expect(row?.details).toMatchObject({
    changes: {
      tenant_name: { from: 'T hooli', to: 'Hooli XYZ' },
      tenant_slug: { from: 'hooli', to: 'hooli-xyz' },
      max_users: { from: 50, to: 5 },
    },
  })
  expect(row?.details?.changes).not.toHaveProperty('subscription_tier')

  const taken = await call('PUT', `/api/admin/tenants/${created.tenant_id}`, root, {
    tenant_name: 'Hooli',
    tenant_slug: 'acme',
  })
  expect(taken.statusCode).toBe(409)
})

test('PUT /api/admin/tenants/:tenant_id refuses max_users below the current user count', async () => {
  const res = await call('PUT', `/api/admin/tenants/${acme.tenant.id}`, root, {
    tenant_name: 'Tenant acme',
    tenant_slug: 'acme',
    max_users: 2,
  })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    error: 'Max users cannot be lower than the current number of users (3).',
    details: { fields: [{ field: 'max_users' }] },
  })
})

test('tenant management keeps limits within the settings bounds (users 1–1000, meetings 1–10000), so the team admin can still save', async () => {
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'bounds',
    members: [{ email: 'lead@bounds.test', role: 'admin' }],
  })
  const url = `/api/admin/tenants/${team.tenant.id}`
  const base = { tenant_name: 'Bounds', tenant_slug: 'bounds' }
  for (const [field, value] of [
    ['max_users', 1001],
    ['max_users', 1_000_000],
    ['max_meetings_per_month', 10_001],
    ['max_meetings_per_month', 1_000_000],
  ] as const) {
    const created = await call('POST', '/api/admin/tenants', root, {
      ...base,
      tenant_slug: 'bounds-new',
      [field]: value,
    })
    expect(created.statusCode, `POST ${field}=${value}`).toBe(400)
    expect(created.json().details.fields[0].field).toBe(field)
    const updated = await call('PUT', url, root, { ...base, [field]: value })
    expect(updated.statusCode, `PUT ${field}=${value}`).toBe(400)
    expect(updated.json().details.fields[0].field).toBe(field)
  }
  // The highest limits management allows are ones the tenant's admin can send back with a rename.
  const highest = await call('PUT', url, root, { ...base, max_users: 1000, max_meetings_per_month: 10_000 })
  expect(highest.statusCode).toBe(200)
  const lead = tok(team.tokens, 'lead@bounds.test')
  const me = await call('GET', '/api/auth/me', lead)
  const { max_users, max_meetings_per_month } = me.json().tenant
  const rename = await call('PUT', '/api/admin/tenant/settings', lead, {
    tenant_name: 'Bounds Renamed',
    max_users,
    max_meetings_per_month,
  })
  expect(rename.statusCode, rename.body).toBe(200)
  expect(rename.json().tenant).toMatchObject({ tenant_name: 'Bounds Renamed', max_users: 1000 })
})

test('the default tenant keeps its slug and cannot be deactivated or deleted', async () => {
  const [fallback] = await t.database.db.select().from(tenants).where(eq(tenants.slug, 'default'))
  const id = fallback?.id ?? ''
  const rename = await call('PUT', `/api/admin/tenants/${id}`, root, {
    tenant_name: 'Default',
    tenant_slug: 'main',
  })
  expect(rename.statusCode).toBe(400)
  expect(rename.json().error).toBe("The default tenant's slug cannot be changed.")

  const off = await call('PATCH', `/api/admin/tenants/${id}/status`, root, { status: 'inactive' })
  expect(off.statusCode).toBe(400)
  expect(off.json().error).toBe('The default tenant cannot be deactivated.')
  const offByPut = await call('PUT', `/api/admin/tenants/${id}`, root, {
    tenant_name: 'Default',
    tenant_slug: 'default',
    status: 'inactive',
  })
  expect(offByPut.statusCode).toBe(400)
  const noTeam = await call('PATCH', `/api/admin/tenants/${id}/team-status`, root, { is_team_account: false })
  expect(noTeam.statusCode).toBe(400)
  expect(noTeam.json().error).toBe('The default tenant is always a team account.')
  const noTeamByPut = await call('PUT', `/api/admin/tenants/${id}`, root, {
    tenant_name: 'Default',
    tenant_slug: 'default',
    is_team_account: false,
  })
  expect(noTeamByPut.statusCode).toBe(400)

  const del = await call('DELETE', `/api/admin/tenants/${id}`, root)
  expect(del.statusCode).toBe(400)
  expect(del.json().error).toBe('The default tenant cannot be deleted.')
  expect((await call('GET', '/api/auth/me', root)).statusCode).toBe(200)
})

test('PATCH /api/admin/tenants/:tenant_id/team-status designates and removes a team account', async () => {
  const created = await createTenant('team-me')
  const on = await call('PATCH', `/api/admin/tenants/${created.tenant_id}/team-status`, root, {
    is_team_account: true,
  })
  expect(on.statusCode).toBe(200)
  // A team account has the limit its super admins set; an individual one the plan's.
  expect(tenantResponse.parse(on.json()).tenant).toMatchObject({
    is_team_account: true,
    max_meetings_per_month: 100,
  })
  const off = await call('PATCH', `/api/admin/tenants/${created.tenant_id}/team-status`, root, {
    is_team_account: false,
  })
  expect(tenantResponse.parse(off.json()).tenant).toMatchObject({
    is_team_account: false,
    max_meetings_per_month: PLAN.meetingsPerMonth,
  })
  const rows = await auditRows('tenant.team_status', created.tenant_id)
  expect(rows.map((r) => r.details)).toEqual(
    expect.arrayContaining([{ is_team_account: true }, { is_team_account: false }]),
  )
  const bad = await call('PATCH', `/api/admin/tenants/${created.tenant_id}/team-status`, root, {
    is_team_account: 'yes',
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().details.fields[0].field).toBe('is_team_account')
})

test('deactivating a tenant signs its users out and refuses their sign-in until it is active again', async () => {
  const { tenant, tokens } = await seedTenant(t.app, t.database.db, {
    slug: 'sleepy',
    members: [
      { email: 'a@sleepy.test', role: 'admin' },
      { email: 'b@sleepy.test', role: 'user' },
    ],
  })
  const off = await call('PATCH', `/api/admin/tenants/${tenant.id}/status`, root, { status: 'inactive' })
  expect(off.statusCode).toBe(200)
  expect(tenantResponse.parse(off.json()).tenant.status).toBe('inactive')

  // Revoked by the deactivation itself, before anyone knocks again.
  const open = await t.database.db.select().from(sessions).where(eq(sessions.tenantId, tenant.id))
  expect(open).toHaveLength(2)
  expect(open.every((s) => s.revokedAt !== null)).toBe(true)
  for (const email of ['a@sleepy.test', 'b@sleepy.test']) {
    expect((await call('GET', '/api/auth/me', tok(tokens, email))).statusCode).toBe(401)
  }
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'a@sleepy.test', password: 'member-pass' },
  })
  expect(refused.statusCode).toBe(403)
  expect(refused.json().error).toBe("Your organization's account is inactive. Contact your administrator.")
  const [row] = await auditRows('tenant.status', tenant.id)
  expect(row?.details).toEqual({ from: 'active', to: 'inactive' })

  const on = await call('PATCH', `/api/admin/tenants/${tenant.id}/status`, root, { status: 'active' })
  expect(on.statusCode).toBe(200)
  await login(t.app, 'a@sleepy.test', 'member-pass')
})

test('deactivating through the edit form also signs the tenant out', async () => {
  const { tenant, tokens } = await seedTenant(t.app, t.database.db, {
    slug: 'edited-off',
    members: [{ email: 'a@edited-off.test', role: 'admin' }],
  })
  const res = await call('PUT', `/api/admin/tenants/${tenant.id}`, root, {
    tenant_name: 'Edited off',
    tenant_slug: 'edited-off',
    status: 'inactive',
  })
  expect(res.statusCode).toBe(200)
  expect((await call('GET', '/api/auth/me', tok(tokens, 'a@edited-off.test'))).statusCode).toBe(401)
})

test('DELETE /api/admin/tenants/:tenant_id removes the tenant with its users, sessions and invitations, keeping the audit trail', async () => {
  const doomed = await seedTenant(t.app, t.database.db, {
    slug: 'doomed',
    members: [
      { email: 'a@doomed.test', role: 'admin' },
      { email: 'b@doomed.test', role: 'user' },
    ],
  })
  const invited = await call('POST', '/api/admin/invitations', tok(doomed.tokens, 'a@doomed.test'), {
    email: 'c@doomed.test',
  })
  expect(invited.statusCode).toBe(201)
  // Its work too: people, an upload, a meeting with a participant and a metric, a goal, a (local) subscription.
  await seedTenantData(t.database.db, doomed.tenant.id)
  await withTenant(t.database.db, doomed.tenant.id, (tx) =>
    tx.insert(subscriptions).values({ tenantId: doomed.tenant.id, provider: 'local', status: 'active' }),
  )
  expect(await tenantRowCounts(t.database.db, doomed.tenant.id)).toMatchObject({
    users: 2,
    people: 1,
    uploads: 1,
    uploadChunks: 1,
    transcriptCues: 1,
    meetings: 1,
    goals: 1,
    subscriptions: 1,
  })

  const res = await call('DELETE', `/api/admin/tenants/${doomed.tenant.id}`, root)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ message: 'Tenant deleted' })

  const db = t.database.db
  expect(await tenantRowCounts(db, doomed.tenant.id)).toEqual({
    users: 0,
    people: 0,
    uploads: 0,
    uploadChunks: 0,
    transcriptCues: 0,
    meetings: 0,
    meetingParticipants: 0,
    participantMetrics: 0,
    goals: 0,
    subscriptions: 0,
    checkoutSessions: 0,
  })
  expect(await db.select().from(tenants).where(eq(tenants.id, doomed.tenant.id))).toHaveLength(0)
  expect(await db.select().from(users).where(eq(users.tenantId, doomed.tenant.id))).toHaveLength(0)
  expect(await db.select().from(sessions).where(eq(sessions.tenantId, doomed.tenant.id))).toHaveLength(0)
  expect(await db.select().from(invitations).where(eq(invitations.tenantId, doomed.tenant.id))).toHaveLength(
    0,
  )
  expect((await call('GET', '/api/auth/me', tok(doomed.tokens, 'a@doomed.test'))).statusCode).toBe(401)

  // The invitation's audit row survives, detached from the deleted tenant and actor.
  const [kept] = await db.select().from(auditLog).where(eq(auditLog.action, 'invitation.create'))
  expect(kept).toMatchObject({ tenantId: null, actorUserId: null, actorEmail: 'a@doomed.test' })
  const [deleted] = await auditRows('tenant.delete', doomed.tenant.id)
  expect(deleted?.details).toEqual({ tenant_name: 'Tenant doomed', tenant_slug: 'doomed', users_deleted: 2 })

  expect((await call('DELETE', `/api/admin/tenants/${doomed.tenant.id}`, root)).statusCode).toBe(404)
})

test('an unknown or malformed tenant id answers 404 or 400', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000'
  expect(
    (await call('PATCH', `/api/admin/tenants/${unknown}/status`, root, { status: 'active' })).statusCode,
  ).toBe(404)
  expect(
    (await call('PUT', `/api/admin/tenants/${unknown}`, root, { tenant_name: 'X', tenant_slug: 'x' }))
      .statusCode,
  ).toBe(404)
  expect(
    (await call('PATCH', `/api/admin/tenants/${unknown}/team-status`, root, { is_team_account: true }))
      .statusCode,
  ).toBe(404)
  expect((await call('DELETE', '/api/admin/tenants/not-a-uuid', root)).statusCode).toBe(400)
})

test('every tenant-management endpoint answers 403 to admin, user and viewer, and 401 without a session', async () => {
  const id = solo.tenant.id
  const requests: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/admin/tenants' },
    { method: 'POST', url: '/api/admin/tenants', payload: { tenant_name: 'N', tenant_slug: 'nope' } },
    { method: 'PUT', url: `/api/admin/tenants/${id}`, payload: { tenant_name: 'N', tenant_slug: 'solo' } },
    { method: 'PATCH', url: `/api/admin/tenants/${id}/team-status`, payload: { is_team_account: true } },
    { method: 'PATCH', url: `/api/admin/tenants/${id}/status`, payload: { status: 'inactive' } },
    { method: 'DELETE', url: `/api/admin/tenants/${id}` },
  ]
  const lower = ['boss@acme.test', 'worker@acme.test', 'watcher@acme.test'].map((e) => tok(acme.tokens, e))
  for (const req of requests) {
    for (const token of [...lower, tok(solo.tokens, 'me@solo.test')]) {
      const res = await call(req.method, req.url, token, req.payload)
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
    expect((await call(req.method, req.url, null, req.payload)).statusCode).toBe(401)
  }
  const [still] = await t.database.db.select().from(tenants).where(eq(tenants.id, id))
  expect(still).toMatchObject({ name: 'Tenant solo', isTeamAccount: false, status: 'active' })
})

test('PUT /api/admin/tenant/settings lets a team admin rename the tenant, limits sent back unchanged, audited', async () => {
  const res = await call('PUT', '/api/admin/tenant/settings', tok(acme.tokens, 'boss@acme.test'), {
    tenant_name: 'Acme Corp',
    max_users: 10,
    max_meetings_per_month: 100,
    subscription_tier: 'basic',
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(tenantSettingsResponse.parse(res.json()).tenant).toMatchObject({
    tenant_id: acme.tenant.id,
    tenant_name: 'Acme Corp',
    max_users: 10,
    max_meetings_per_month: 100,
    subscription_tier: 'basic',
  })
  const me = await call('GET', '/api/auth/me', tok(acme.tokens, 'boss@acme.test'))
  expect(me.json().tenant.tenant_name).toBe('Acme Corp')
  const [row] = await auditRows('tenant.settings', acme.tenant.id)
  expect(row?.details).toMatchObject({ changes: { tenant_name: { to: 'Acme Corp' } } })
  expect(row?.actorEmail).toBe('boss@acme.test')
})

test('a team admin cannot change their tenant’s limits or tier (403, super admins only); a super admin can', async () => {
  const admin = tok(acme.tokens, 'boss@acme.test')
  for (const [field, value] of [
    ['max_users', 12],
    ['max_meetings_per_month', 10_000],
    ['subscription_tier', 'professional'],
  ] as const) {
    const res = await call('PUT', '/api/admin/tenant/settings', admin, {
      tenant_name: 'Acme Corp',
      [field]: value,
    })
    expect(res.statusCode, `${field}=${value}`).toBe(403)
    expect(res.json().error).toBe(
      'Only super administrators can change the subscription tier and limits. Contact support to change them.',
    )
  }
  const [unchanged] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.tenant.id))
  expect(unchanged).toMatchObject({ maxUsers: 10, maxMeetingsPerMonth: 100, subscriptionTier: 'basic' })
  const bySuper = await call('PUT', `/api/admin/tenants/${acme.tenant.id}`, root, {
    tenant_name: 'Acme Corp',
    tenant_slug: 'acme',
    max_users: 12,
    max_meetings_per_month: 250,
    subscription_tier: 'enterprise',
  })
  expect(bySuper.statusCode, bySuper.body).toBe(200)
  const [raised] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.tenant.id))
  expect(raised).toMatchObject({ maxUsers: 12, maxMeetingsPerMonth: 250, subscriptionTier: 'enterprise' })
  // The admin can still save the form with the limits the super admin set.
  const rename = await call('PUT', '/api/admin/tenant/settings', admin, {
    tenant_name: 'Acme Corp',
    max_users: 12,
    max_meetings_per_month: 250,
    subscription_tier: 'enterprise',
  })
  expect(rename.statusCode, rename.body).toBe(200)
})

test('tenant settings keep the documented bounds and never go below the current user count', async () => {
  const admin = tok(acme.tokens, 'boss@acme.test')
  const base = { tenant_name: 'Acme Corp' }
  for (const [field, value] of [
    ['max_users', 0],
    ['max_users', 1001],
    ['max_meetings_per_month', 0],
    ['max_meetings_per_month', 10_001],
    ['subscription_tier', 'gold'],
    ['tenant_name', ''],
  ] as const) {
    const res = await call('PUT', '/api/admin/tenant/settings', admin, { ...base, [field]: value })
    expect(res.statusCode, `${field}=${value}`).toBe(400)
    expect(res.json().details.fields[0].field).toBe(field)
  }
  const url = `/api/admin/tenants/${acme.tenant.id}`
  const below = await call('PUT', url, root, { ...base, tenant_slug: 'acme', max_users: 2 })
  expect(below.statusCode).toBe(400)
  expect(below.json().error).toBe('Max users cannot be lower than the current number of users (3).')
  const edge = await call('PUT', url, root, { ...base, tenant_slug: 'acme', max_users: 3 })
  expect(edge.statusCode).toBe(200)
  await call('PUT', url, root, { ...base, tenant_slug: 'acme', max_users: 10 })
})

test('tenant settings are only for team accounts and for admins', async () => {
  const res = await call('PUT', '/api/admin/tenant/settings', tok(solo.tokens, 'me@solo.test'), {
    tenant_name: 'Solo',
  })
  expect(res.statusCode).toBe(403)
  expect(res.json().error).toBe('Tenant settings are only available for team accounts.')
  for (const email of ['worker@acme.test', 'watcher@acme.test']) {
    const lower = await call('PUT', '/api/admin/tenant/settings', tok(acme.tokens, email), {
      tenant_name: 'X',
    })
    expect(lower.statusCode).toBe(403)
  }
  expect((await call('PUT', '/api/admin/tenant/settings', null, { tenant_name: 'X' })).statusCode).toBe(401)
  const [unchanged] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.tenant.id))
  expect(unchanged?.name).toBe('Acme Corp')
})

test('a super_admin edits the settings of the tenant they sign in to', async () => {
  const res = await call('PUT', '/api/admin/tenant/settings', root, { tenant_name: 'Default' })
  expect(res.statusCode).toBe(200)
  expect(res.json().tenant.tenant_slug).toBe('default')
})

test('GET /api/admin/tenant/usage counts the tenant’s members and this month’s meetings as the tenants list does; updates answer with them too', async () => {
  const co = await seedTenant(t.app, t.database.db, {
    slug: 'usage-co',
    members: [
      { email: 'lead@usage.test', role: 'admin' },
      { email: 'hand@usage.test', role: 'user' },
    ],
  })
  const task = { tenantId: co.tenant.id, filename: 'm.vtt', fileSize: 1 }
  await t.database.db.insert(uploadTasks).values([
    { ...task, status: 'completed' },
    { ...task, status: 'processing' },
    { ...task, status: 'cancelled' },
    { ...task, status: 'completed', createdAt: new Date(Date.UTC(2020, 0, 15)) },
  ])
  const lead = tok(co.tokens, 'lead@usage.test')
  const res = await call('GET', '/api/admin/tenant/usage', lead)
  expect(res.statusCode).toBe(200)
  const usage = tenantUsageResponse.parse(res.json())
  expect(usage).toEqual({ user_count: 2, meeting_count: 2 })

  const { tenants: list } = tenantListResponse.parse((await call('GET', '/api/admin/tenants', root)).json())
  const listed = list.find((x) => x.tenant_slug === 'usage-co')
  expect([listed?.user_count, listed?.meeting_count]).toEqual([usage.user_count, usage.meeting_count])

  // The answer to a change shows the same counts, not a fixed 0.
  const changed = await call('PATCH', `/api/admin/tenants/${co.tenant.id}/team-status`, root, {
    is_team_account: false,
  })
  expect(tenantResponse.parse(changed.json()).tenant).toMatchObject({ user_count: 2, meeting_count: 2 })

  // Members below admin are refused; without a session, 401.
  expect((await call('GET', '/api/admin/tenant/usage', tok(co.tokens, 'hand@usage.test'))).statusCode).toBe(
    403,
  )
  expect((await call('GET', '/api/admin/tenant/usage', null)).statusCode).toBe(401)
})
