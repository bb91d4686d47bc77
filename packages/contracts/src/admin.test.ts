import { expect, test } from 'vitest'
import {
  createTenantRequest,
  createUserRequest,
  TENANT_LIMITS,
  tenantSettingsRequest,
  updateTenantRequest,
  updateUserRequest,
  userListQuery,
} from './admin.ts'

test('a new tenant gets the documented defaults', () => {
  expect(createTenantRequest.parse({ tenant_name: 'Acme', tenant_slug: 'acme' })).toEqual({
    tenant_name: 'Acme',
    tenant_slug: 'acme',
    subscription_tier: 'basic',
    max_users: 50,
    max_meetings_per_month: 100,
    features: { coaching: true, vtt_upload: true },
    status: 'active',
    is_team_account: false,
  })
})

test('a tenant slug allows only lowercase letters, numbers and hyphens', () => {
  const result = createTenantRequest.safeParse({ tenant_name: 'Acme', tenant_slug: 'Acme Co' })
  expect(result.success).toBe(false)
  expect(result.error?.issues[0]).toMatchObject({
    path: ['tenant_slug'],
    message: 'Only lowercase letters, numbers, and hyphens',
  })
})

test('tenant settings keep users within 1 to 1000 and meetings within 1 to 10000', () => {
  const ok = { tenant_name: 'Acme', max_users: 1000, max_meetings_per_month: 10000 }
  expect(tenantSettingsRequest.safeParse(ok).success).toBe(true)
  expect(tenantSettingsRequest.safeParse({ ...ok, max_users: 1001 }).success).toBe(false)
  expect(tenantSettingsRequest.safeParse({ ...ok, max_meetings_per_month: 0 }).success).toBe(false)
  expect(tenantSettingsRequest.safeParse({ ...ok, subscription_tier: 'gold' }).success).toBe(false)
})

test('tenant settings and tenant management take the one list of tiers (issue 30: they offered different ones)', () => {
  const base = { tenant_name: 'Acme', tenant_slug: 'acme' }
  for (const tier of ['basic', 'professional', 'premium', 'enterprise']) {
    expect(
      tenantSettingsRequest.safeParse({ tenant_name: 'Acme', subscription_tier: tier }).success,
      tier,
    ).toBe(true)
    expect(createTenantRequest.safeParse({ ...base, subscription_tier: tier }).success, tier).toBe(true)
    expect(updateTenantRequest.safeParse({ ...base, subscription_tier: tier }).success, tier).toBe(true)
  }
})

test('tenant management keeps the same bounds as tenant settings, so a team admin can save what it set', () => {
  expect(TENANT_LIMITS).toEqual({ maxUsers: 1000, maxMeetingsPerMonth: 10000 })
  const base = { tenant_name: 'Acme', tenant_slug: 'acme' }
  for (const schema of [createTenantRequest, updateTenantRequest]) {
    expect(schema.safeParse({ ...base, max_users: 1000, max_meetings_per_month: 10000 }).success).toBe(true)
    expect(schema.safeParse({ ...base, max_users: 1001 }).error?.issues[0]).toMatchObject({
      path: ['max_users'],
      message: 'Max users must be at most 1000',
    })
    expect(schema.safeParse({ ...base, max_meetings_per_month: 10001 }).error?.issues[0]).toMatchObject({
      path: ['max_meetings_per_month'],
      message: 'Max meetings per month must be at most 10000',
    })
    expect(schema.safeParse({ ...base, max_users: 0 }).success).toBe(false)
  }
})

test('a created user defaults to role user and can never be made super_admin', () => {
  const base = { first_name: 'A', last_name: 'B', email: 'A@X.test', password: 'secret-12' }
  expect(createUserRequest.parse(base)).toMatchObject({ role: 'user', email: 'a@x.test' })
  expect(createUserRequest.safeParse({ ...base, role: 'super_admin' }).success).toBe(false)
  expect(updateUserRequest.safeParse({ ...base, role: 'super_admin' }).success).toBe(false)
})

test('editing a user keeps the password when it is blank, and checks it when given', () => {
  const base = { first_name: 'A', last_name: 'B', email: 'a@x.test' }
  expect(updateUserRequest.safeParse({ ...base, password: '' }).success).toBe(true)
  expect(updateUserRequest.safeParse(base).success).toBe(true)
  const short = updateUserRequest.safeParse({ ...base, password: '12345' })
  expect(short.error?.issues[0]).toMatchObject({
    path: ['password'],
    message: 'Password must be at least 8 characters long',
  })
})

test('the user list query reads numbers from the query string and treats blank filters as none', () => {
  expect(userListQuery.parse({ page: '2', per_page: '50', search: '', tenant_id: '', status: '' })).toEqual({
    page: 2,
    per_page: 50,
  })
  expect(userListQuery.parse({})).toMatchObject({ page: 1, per_page: 20 })
  expect(userListQuery.safeParse({ per_page: '101' }).success).toBe(false)
  expect(userListQuery.safeParse({ page: '0' }).success).toBe(false)
})

test('editing a user may leave the last name blank, as sign-up does for one-word names', () => {
  const parsed = updateUserRequest.parse({ first_name: 'Cher', email: 'cher@x.test' })
  expect(parsed.last_name).toBe('')
  expect(
    createUserRequest.safeParse({ first_name: 'Cher', email: 'c@x.test', password: 'secret-12' }).success,
  ).toBe(false)
})

test('a given tenant_id must be a tenant id; blank means none was chosen', () => {
  const base = { first_name: 'A', last_name: 'B', email: 'a@x.test', password: 'secret-12' }
  expect(createUserRequest.parse({ ...base, tenant_id: '' }).tenant_id).toBe('')
  const bad = createUserRequest.safeParse({ ...base, tenant_id: 'acme' })
  expect(bad.error?.issues[0]).toMatchObject({ path: ['tenant_id'], message: 'Invalid tenant' })
})
