import { auditLogResponse } from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bearer, login, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let root: string
let acme: SeededTenant
let globex: SeededTenant

const acmeAdmin = () => acme.tokens['boss@acme.test'] ?? ''

beforeAll(async () => {
  t = await createTestApp()
  root = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'boss@acme.test', role: 'admin' },
      { email: 'worker@acme.test', role: 'user' },
      { email: 'watcher@acme.test', role: 'viewer' },
    ],
  }))
  for (const email of ['one@acme.test', 'two@acme.test', 'three@acme.test']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(acmeAdmin()),
      payload: { first_name: 'A', last_name: 'B', email, password: 'never-logged' },
    })
    if (res.statusCode !== 201) throw new Error(res.body)
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: bearer(globex.tokens['boss@globex.test'] ?? ''),
    payload: { email: 'new@globex.test' },
  })
})
afterAll(() => t.close())

const read = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    ...(token ? { headers: bearer(token) } : {}),
  })

test('GET /api/admin/audit-log shows an admin their own tenant only, newest first, without passwords', async () => {
  const res = await read(acmeAdmin())
  expect(res.statusCode).toBe(200)
  const log = auditLogResponse.parse(res.json())
  expect(log.entries.map((e) => e.details?.email)).toEqual([
    'three@acme.test',
    'two@acme.test',
    'one@acme.test',
  ])
  expect(log.entries.every((e) => e.tenant_id === acme.tenant.id && e.action === 'user.create')).toBe(true)
  expect(log.entries[0]).toMatchObject({ actor_email: 'boss@acme.test', target_type: 'user' })
  expect(log.entries[0]?.ip).toBeTruthy()
  expect(res.body).not.toContain('never-logged')
})

test('GET /api/admin/audit-log shows a super_admin every tenant, in pages', async () => {
  const all = auditLogResponse.parse((await read(root, '?per_page=100')).json())
  const actions = all.entries.map((e) => e.action)
  expect(actions).toEqual(expect.arrayContaining(['system.bootstrap', 'user.create', 'invitation.create']))
  expect(actions.at(-1)).toBe('system.bootstrap')
  expect(all.total).toBe(5)

  const second = auditLogResponse.parse((await read(root, '?per_page=2&page=2')).json())
  expect(second).toMatchObject({ total: 5, total_pages: 3, page: 2 })
  expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id))
  expect((await read(root, '?per_page=0')).statusCode).toBe(400)
})

test('GET /api/admin/audit-log answers 403 to user and viewer, and 401 without a session', async () => {
  for (const email of ['worker@acme.test', 'watcher@acme.test']) {
    expect((await read(acme.tokens[email] ?? '')).statusCode).toBe(403)
  }
  expect((await read(null)).statusCode).toBe(401)
})
