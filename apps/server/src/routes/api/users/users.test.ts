import { type Role, userListResponse, userResponse } from '@rapport/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, sessions, tenants, users } from '../../../db/schema/index.ts'
import { hashPassword } from '../../../lib/passwords.ts'
import { bearer, login, type SeededTenant, seedTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let root: string
let rootId: string
let defaultTenantId: string
let acme: SeededTenant
let globex: SeededTenant
let solo: SeededTenant

beforeAll(async () => {
  t = await createTestApp()
  const session = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  root = session.access_token
  rootId = session.user.user_id
  defaultTenantId = session.tenant.tenant_id
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    maxUsers: 20,
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'worker@acme.test', role: 'user' },
      { email: 'watcher@acme.test', role: 'viewer' },
    ],
  }))
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
const acmeAdmin = () => acme.tokens['boss@acme.test'] ?? ''
const globexAdmin = () => globex.tokens['boss@globex.test'] ?? ''

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

/** A signed-in member added straight to a tenant (password `member-pass`). */
async function addMember(
  tenantId: string,
  email: string,
  role: Role,
  firstName = 'Member',
  lastName = 'One',
) {
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, email, firstName, lastName, role, passwordHash: await hashPassword('member-pass') })
    .returning()
  if (!row) throw new Error('no user')
  return { id: row.id, token: (await login(t.app, email, 'member-pass')).access_token }
}

const newUser = (email: string, extra: object = {}) => ({
  first_name: 'New',
  last_name: 'Person',
  email,
  password: 'secret-12',
  ...extra,
})

async function list(token: string, query = '') {
  const res = await call('GET', `/api/admin/users${query}`, token)
  expect(res.statusCode, res.body).toBe(200)
  return userListResponse.parse(res.json())
}

test('GET /api/admin/users shows an admin only their own tenant, whatever tenant_id they pass', async () => {
  const own = await list(acmeAdmin())
  expect(own.users.map((u) => u.email).sort()).toEqual([
    'boss@acme.test',
    'watcher@acme.test',
    'worker@acme.test',
  ])
  expect(own).toMatchObject({ total: 3, total_pages: 1, page: 1 })
  expect(own.users[0]).toMatchObject({
    tenant_name: 'Tenant acme',
    tenant_id: acme.tenant.id,
    is_active: true,
  })

  const filtered = await list(acmeAdmin(), `?tenant_id=${globex.tenant.id}`)
  expect(filtered.users.every((u) => u.tenant_id === acme.tenant.id)).toBe(true)
  expect(filtered.total).toBe(3)
})

test('GET /api/admin/users lets a super_admin see every tenant and filter by one', async () => {
  const all = await list(root, '?per_page=100')
  expect(new Set(all.users.map((u) => u.tenant_id))).toEqual(
    new Set([defaultTenantId, acme.tenant.id, globex.tenant.id, solo.tenant.id]),
  )
  const one = await list(root, `?tenant_id=${globex.tenant.id}`)
  expect(one.users.map((u) => u.email)).toEqual(['boss@globex.test'])
  const blank = await list(root, '?tenant_id=&status=&search=')
  expect(blank.total).toBe(all.total)
  const bad = await call('GET', '/api/admin/users?tenant_id=nope', root)
  expect(bad.statusCode).toBe(400)
  expect(bad.json().details.fields[0].field).toBe('tenant_id')
})

test('GET /api/admin/users searches names and e-mail without case, taking % and _ literally', async () => {
  await addMember(acme.tenant.id, 'grace@acme.test', 'user', 'Grace', 'Hopper')
  await addMember(acme.tenant.id, 'odd_name@acme.test', 'user', 'Percent', '100%')
  expect((await list(acmeAdmin(), '?search=HOPP')).users.map((u) => u.email)).toEqual(['grace@acme.test'])
  expect((await list(acmeAdmin(), '?search=grace%20hop')).users.map((u) => u.email)).toEqual([
    'grace@acme.test',
  ])
  expect((await list(acmeAdmin(), '?search=WORKER@')).users.map((u) => u.email)).toEqual(['worker@acme.test'])
  expect((await list(acmeAdmin(), '?search=%25')).users.map((u) => u.email)).toEqual(['odd_name@acme.test'])
  expect((await list(acmeAdmin(), '?search=_')).users.map((u) => u.email)).toEqual(['odd_name@acme.test'])
  expect((await list(acmeAdmin(), '?search=globex')).total).toBe(0)
})

test('GET /api/admin/users filters by status and pages through the results', async () => {
  const extra = await addMember(acme.tenant.id, 'sleeper@acme.test', 'user')
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, extra.id))
  const inactive = await list(acmeAdmin(), '?status=inactive')
  expect(inactive.users.map((u) => u.email)).toEqual(['sleeper@acme.test'])
  const active = await list(acmeAdmin(), '?status=active')
  expect(active.users.map((u) => u.email)).not.toContain('sleeper@acme.test')

  const everyone = await list(acmeAdmin(), '?per_page=100')
  const page2 = await list(acmeAdmin(), '?per_page=2&page=2')
  expect(page2).toMatchObject({ total: everyone.total, total_pages: Math.ceil(everyone.total / 2), page: 2 })
  expect(page2.users.map((u) => u.user_id)).toEqual(everyone.users.slice(2, 4).map((u) => u.user_id))
  expect((await list(acmeAdmin(), '?page=99')).users).toEqual([])
  expect((await call('GET', '/api/admin/users?per_page=101', acmeAdmin())).statusCode).toBe(400)
  expect((await call('GET', '/api/admin/users?page=0', acmeAdmin())).statusCode).toBe(400)
})

test('POST /api/admin/users: an admin creates a user in their own tenant, role user by default, audited without the password', async () => {
  const res = await call(
    'POST',
    '/api/admin/users',
    acmeAdmin(),
    newUser('Fresh@Acme.test', { tenant_id: globex.tenant.id }),
  )
  expect(res.statusCode).toBe(201)
  const { user } = userResponse.parse(res.json())
  expect(user).toMatchObject({
    email: 'fresh@acme.test',
    full_name: 'New Person',
    role: 'user',
    tenant_id: acme.tenant.id,
    tenant_name: 'Tenant acme',
    is_active: true,
    last_login: null,
  })
  expect(res.body).not.toContain('password')
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user_id))
  expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  await login(t.app, 'fresh@acme.test', 'secret-12')

  const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.user_id))
  expect(logged).toMatchObject({
    action: 'user.create',
    tenantId: acme.tenant.id,
    actorEmail: 'boss@acme.test',
  })
  expect(logged?.details).toEqual({ email: 'fresh@acme.test', role: 'user' })
  expect(JSON.stringify(logged)).not.toContain('secret-12')
})

test('POST /api/admin/users checks required fields, password length and role', async () => {
  const cases: [object, string][] = [
    [{ first_name: '' }, 'first_name'],
    [{ last_name: '' }, 'last_name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ password: '12345' }, 'password'],
    [{ role: 'super_admin' }, 'role'],
  ]
  for (const [change, field] of cases) {
    const res = await call('POST', '/api/admin/users', acmeAdmin(), { ...newUser('v@acme.test'), ...change })
    expect(res.statusCode, field).toBe(400)
    expect(res.json().details.fields[0].field).toBe(field)
  }
  const short = await call(
    'POST',
    '/api/admin/users',
    acmeAdmin(),
    newUser('v@acme.test', { password: '12345' }),
  )
  expect(short.json().error).toBe('password: Password must be at least 8 characters long')
})

test('POST /api/admin/users: a super_admin must pick a tenant, which must exist and be a team account', async () => {
  const none = await call('POST', '/api/admin/users', root, newUser('pick@example.test'))
  expect(none.statusCode).toBe(400)
  expect(none.json()).toMatchObject({
    error: 'Please select a tenant for the new user',
    code: 'VALIDATION_ERROR',
    details: { fields: [{ field: 'tenant_id' }] },
  })
  const blank = await call('POST', '/api/admin/users', root, newUser('pick@example.test', { tenant_id: '' }))
  expect(blank.json().error).toBe('Please select a tenant for the new user')

  const unknown = await call(
    'POST',
    '/api/admin/users',
    root,
    newUser('pick@example.test', { tenant_id: '00000000-0000-4000-8000-000000000000' }),
  )
  expect(unknown.statusCode).toBe(404)

  const ok = await call(
    'POST',
    '/api/admin/users',
    root,
    newUser('picked@globex.test', { tenant_id: globex.tenant.id, role: 'admin' }),
  )
  expect(ok.statusCode).toBe(201)
  expect(ok.json().user).toMatchObject({
    tenant_id: globex.tenant.id,
    role: 'admin',
    tenant_name: 'Tenant globex',
  })
})

test('POST /api/admin/users is only for team accounts', async () => {
  const own = await call(
    'POST',
    '/api/admin/users',
    solo.tokens['me@solo.test'] ?? '',
    newUser('friend@solo.test'),
  )
  expect(own.statusCode).toBe(403)
  expect(own.json().error).toBe('Users can only be added to team accounts.')
  const bySuper = await call(
    'POST',
    '/api/admin/users',
    root,
    newUser('friend@solo.test', { tenant_id: solo.tenant.id }),
  )
  expect(bySuper.statusCode).toBe(403)
})

test('POST /api/admin/users refuses an e-mail already in use, in any tenant (409)', async () => {
  const res = await call('POST', '/api/admin/users', acmeAdmin(), newUser('BOSS@globex.test'))
  expect(res.statusCode).toBe(409)
  expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'A user with this email already exists' })
})

test('POST /api/admin/users stops at max_users with a message naming the limit', async () => {
  const { tokens } = await seedTenant(t.app, t.database.db, {
    slug: 'tiny',
    maxUsers: 3,
    members: [{ email: 'boss@tiny.test', role: 'admin' }],
  })
  const admin = tokens['boss@tiny.test'] ?? ''
  expect((await call('POST', '/api/admin/users', admin, newUser('two@tiny.test'))).statusCode).toBe(201)
  const racing = await Promise.all(
    ['three@tiny.test', 'four@tiny.test', 'five@tiny.test'].map((e) =>
      call('POST', '/api/admin/users', admin, newUser(e)),
    ),
  )
  expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 403, 403])
  const refused = racing.find((r) => r.statusCode === 403)
  expect(refused?.json()).toMatchObject({
    code: 'LIMIT_REACHED',
    error: 'This organization has reached its limit of 3 users. Ask a super administrator to raise it.',
    details: { limit: 'max_users', max: 3 },
  })
})

test('PUT /api/admin/users/:id edits a user; a blank password keeps the current one', async () => {
  const { id } = await addMember(acme.tenant.id, 'edit-me@acme.test', 'user')
  const res = await call('PUT', `/api/admin/users/${id}`, acmeAdmin(), {
    first_name: 'Edited',
    last_name: 'Name',
    email: 'edited@acme.test',
    role: 'admin',
    tenant_id: acme.tenant.id,
    password: '',
  })
  expect(res.statusCode).toBe(200)
  expect(userResponse.parse(res.json()).user).toMatchObject({
    full_name: 'Edited Name',
    email: 'edited@acme.test',
    role: 'admin',
    tenant_id: acme.tenant.id,
  })
  await login(t.app, 'edited@acme.test', 'member-pass')
  const [logged] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.update')))
  expect(logged?.details).toMatchObject({
    changes: {
      email: { from: 'edit-me@acme.test', to: 'edited@acme.test' },
      role: { from: 'user', to: 'admin' },
    },
    password_changed: false,
  })
})

test('PUT /api/admin/users/:id with a password sets it and signs the user out elsewhere, never logging it', async () => {
  const member = await addMember(acme.tenant.id, 'newpass@acme.test', 'user')
  const res = await call('PUT', `/api/admin/users/${member.id}`, acmeAdmin(), {
    first_name: 'New',
    last_name: 'Pass',
    email: 'newpass@acme.test',
    password: 'changed-secret',
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().user.role).toBe('user')
  expect((await call('GET', '/api/auth/me', member.token)).statusCode).toBe(401)
  await login(t.app, 'newpass@acme.test', 'changed-secret')
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, member.id))
  expect(rows.find((r) => r.action === 'user.update')?.details).toMatchObject({ password_changed: true })
  expect(JSON.stringify(rows)).not.toContain('changed-secret')

  const short = await call('PUT', `/api/admin/users/${member.id}`, acmeAdmin(), {
    first_name: 'New',
    last_name: 'Pass',
    email: 'newpass@acme.test',
    password: '123',
  })
  expect(short.statusCode).toBe(400)
  expect(short.json().details.fields[0].field).toBe('password')
})

test('PUT /api/admin/users/:id refuses a taken e-mail (409) and super_admin as a role (400)', async () => {
  const id = await userId('worker@acme.test')
  const body = { first_name: 'W', last_name: 'K', email: 'boss@acme.test' }
  expect((await call('PUT', `/api/admin/users/${id}`, acmeAdmin(), body)).statusCode).toBe(409)
  const promote = await call('PUT', `/api/admin/users/${id}`, root, {
    ...body,
    email: 'worker@acme.test',
    role: 'super_admin',
  })
  expect(promote.statusCode).toBe(400)
  expect(promote.json().details.fields[0].field).toBe('role')
})

test('an admin cannot move a user to another tenant; a super_admin can, within the limits of the target', async () => {
  const member = await addMember(acme.tenant.id, 'mover@acme.test', 'user')
  const body = { first_name: 'Mo', last_name: 'Ver', email: 'mover@acme.test', tenant_id: globex.tenant.id }
  const byAdmin = await call('PUT', `/api/admin/users/${member.id}`, acmeAdmin(), body)
  expect(byAdmin.statusCode).toBe(403)
  expect(byAdmin.json().error).toBe('Only super administrators can move users between tenants.')

  const bySuper = await call('PUT', `/api/admin/users/${member.id}`, root, body)
  expect(bySuper.statusCode).toBe(200)
  expect(bySuper.json().user).toMatchObject({ tenant_id: globex.tenant.id, tenant_name: 'Tenant globex' })
  expect((await call('GET', '/api/auth/me', member.token)).statusCode).toBe(401)
  expect((await login(t.app, 'mover@acme.test', 'member-pass')).tenant.tenant_slug).toBe('globex')

  const full = await seedTenant(t.app, t.database.db, {
    slug: 'full',
    maxUsers: 1,
    members: [{ email: 'only@full.test', role: 'admin' }],
  })
  const intoFull = await call('PUT', `/api/admin/users/${member.id}`, root, {
    ...body,
    tenant_id: full.tenant.id,
  })
  expect(intoFull.statusCode).toBe(403)
  expect(intoFull.json().code).toBe('LIMIT_REACHED')
  const intoSolo = await call('PUT', `/api/admin/users/${member.id}`, root, {
    ...body,
    tenant_id: solo.tenant.id,
  })
  expect(intoSolo.statusCode).toBe(403)
})

test('only a super_admin can change, deactivate or delete a super_admin', async () => {
  const defaultAdmin = await addMember(defaultTenantId, 'ops@default.test', 'admin')
  const body = { first_name: 'Root', last_name: 'Hacked', email: TEST_ADMIN.email }
  const attempts = [
    await call('PUT', `/api/admin/users/${rootId}`, defaultAdmin.token, body),
    await call('PATCH', `/api/admin/users/${rootId}/toggle-status`, defaultAdmin.token),
    await call('DELETE', `/api/admin/users/${rootId}`, defaultAdmin.token),
  ]
  for (const res of attempts) {
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('Only a super administrator can change a super administrator.')
  }
  const [still] = await t.database.db.select().from(users).where(eq(users.id, rootId))
  expect(still).toMatchObject({ lastName: '', isActive: true, role: 'super_admin' })

  const second = await addMember(defaultTenantId, 'second-root@default.test', 'super_admin')
  const bySuper = await call('PUT', `/api/admin/users/${second.id}`, root, {
    first_name: 'Second',
    last_name: 'Root',
    email: 'second-root@default.test',
  })
  expect(bySuper.statusCode).toBe(200)
  expect(bySuper.json().user.role).toBe('super_admin')
})

test('nobody can deactivate, delete or change the role of their own account', async () => {
  const bossId = await userId('boss@acme.test')
  const toggle = await call('PATCH', `/api/admin/users/${bossId}/toggle-status`, acmeAdmin())
  expect(toggle.statusCode).toBe(400)
  expect(toggle.json().error).toBe('You cannot deactivate your own account.')
  const del = await call('DELETE', `/api/admin/users/${bossId}`, acmeAdmin())
  expect(del.statusCode).toBe(400)
  expect(del.json().error).toBe('You cannot delete your own account.')
  const demote = await call('PUT', `/api/admin/users/${bossId}`, acmeAdmin(), {
    first_name: 'boss',
    last_name: '',
    email: 'boss@acme.test',
    role: 'user',
  })
  expect(demote.statusCode).toBe(400)
  expect(demote.json().error).toBe('You cannot change your own role.')
  const rootSelf = await call('DELETE', `/api/admin/users/${rootId}`, root)
  expect(rootSelf.statusCode).toBe(400)
  expect((await call('GET', '/api/auth/me', acmeAdmin())).statusCode).toBe(200)
})

test('PATCH /api/admin/users/:id/toggle-status deactivates (signing the user out) and reactivates, audited', async () => {
  const member = await addMember(acme.tenant.id, 'toggle@acme.test', 'user')
  const off = await call('PATCH', `/api/admin/users/${member.id}/toggle-status`, acmeAdmin())
  expect(off.statusCode).toBe(200)
  expect(userResponse.parse(off.json()).user.is_active).toBe(false)
  const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))
  expect(open.every((s) => s.revokedAt !== null)).toBe(true)
  expect((await call('GET', '/api/auth/me', member.token)).statusCode).toBe(401)
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'toggle@acme.test', password: 'member-pass' },
  })
  expect(refused.statusCode).toBe(403)
  expect(refused.json().error).toBe('This account has been deactivated. Contact your administrator.')

  const on = await call('PATCH', `/api/admin/users/${member.id}/toggle-status`, acmeAdmin())
  expect(on.json().user.is_active).toBe(true)
  await login(t.app, 'toggle@acme.test', 'member-pass')
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'user.status')))
  expect(rows.map((r) => r.details?.is_active).sort()).toEqual([false, true])
})

test('DELETE /api/admin/users/:id removes the user and their sessions, audited', async () => {
  const member = await addMember(acme.tenant.id, 'bye@acme.test', 'user')
  const res = await call('DELETE', `/api/admin/users/${member.id}`, acmeAdmin())
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ message: 'User deleted' })
  expect(await t.database.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0)
  expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0)
  expect((await call('GET', '/api/auth/me', member.token)).statusCode).toBe(401)
  const [logged] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'user.delete')))
  expect(logged).toMatchObject({
    tenantId: acme.tenant.id,
    details: { email: 'bye@acme.test', role: 'user' },
  })
  expect((await call('DELETE', `/api/admin/users/${member.id}`, acmeAdmin())).statusCode).toBe(404)
})

test("another tenant's admin gets 404 for a user they do not own, on every endpoint with an id", async () => {
  const id = await userId('worker@acme.test')
  const body = { first_name: 'Taken', last_name: 'Over', email: 'worker@acme.test' }
  for (const res of [
    await call('PUT', `/api/admin/users/${id}`, globexAdmin(), body),
    await call('PATCH', `/api/admin/users/${id}/toggle-status`, globexAdmin()),
    await call('DELETE', `/api/admin/users/${id}`, globexAdmin()),
  ]) {
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'User not found' })
  }
  const [still] = await t.database.db.select().from(users).where(eq(users.id, id))
  expect(still).toMatchObject({ firstName: 'worker', isActive: true })
  expect(
    (await call('GET', '/api/admin/users', globexAdmin()))
      .json()
      .users.map((u: { email: string }) => u.email),
  ).not.toContain('worker@acme.test')
})

test('every user-management endpoint answers 403 to user and viewer, and 401 without a session', async () => {
  const id = await userId('boss@acme.test')
  const requests: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'POST', url: '/api/admin/users', payload: newUser('sneaky@acme.test') },
    {
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload: { first_name: 'X', last_name: 'Y', email: 'boss@acme.test' },
    },
    { method: 'PATCH', url: `/api/admin/users/${id}/toggle-status` },
    { method: 'DELETE', url: `/api/admin/users/${id}` },
  ]
  for (const req of requests) {
    for (const email of ['worker@acme.test', 'watcher@acme.test']) {
      const res = await call(req.method, req.url, acme.tokens[email] ?? '', req.payload)
      expect(res.statusCode, `${email} ${req.method} ${req.url}`).toBe(403)
    }
    expect((await call(req.method, req.url, null, req.payload)).statusCode).toBe(401)
  }
  const [boss] = await t.database.db.select().from(users).where(eq(users.id, id))
  expect(boss).toMatchObject({ isActive: true, firstName: 'boss' })
  expect(await t.database.db.select().from(users).where(eq(users.email, 'sneaky@acme.test'))).toHaveLength(0)
  const [acmeRow] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.tenant.id))
  expect(acmeRow?.status).toBe('active')
})

test('creating a user waits for the lock on its tenant row, so concurrent creations cannot overshoot max_users', async () => {
  const { tenant } = await seedTenant(t.app, t.database.db, { slug: 'locked', members: [] })
  let answered = false
  let pending: ReturnType<typeof call> | undefined
  await t.database.db.transaction(async (tx) => {
    // NO KEY UPDATE leaves the user insert's foreign-key check free: only the service's own
    // FOR UPDATE on the tenant row waits for it (on PostgreSQL; PGlite has one connection anyway).
    await tx.select().from(tenants).where(eq(tenants.id, tenant.id)).for('no key update')
    pending = call('POST', '/api/admin/users', root, newUser('waits@locked.test', { tenant_id: tenant.id }))
    void pending.then(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(answered).toBe(false)
  })
  expect((await pending)?.statusCode).toBe(201)
})
