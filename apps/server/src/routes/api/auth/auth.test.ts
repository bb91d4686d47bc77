import { meResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, passwordResetTokens, sessions, tenants, users } from '../../../db/schema/index.ts'
import { sessionTokens } from '../../../plugins/app/auth/session-token.ts'
import { bearer, lastEmailLink, login, register } from '../../../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })

test('POST /api/auth/register makes an individual tenant with the user as admin and signs them in', async () => {
  const session = await register(t.app, 'Ada@Example.com', 'secret-pass', 'Ada King Lovelace')
  expect(session.user).toMatchObject({
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'King Lovelace',
    full_name: 'Ada King Lovelace',
    role: 'admin',
  })
  expect(session.tenant.is_team_account).toBe(false)
  expect(session.tenant.tenant_slug).toMatch(/^ada-king-lovelace-[0-9a-f]{6}$/)
  expect(session.impersonation_context).toEqual({ is_impersonating: false, original_tenant_name: null })
  expect((await me(session.access_token)).statusCode).toBe(200)
})

test('POST /api/auth/register ignores a requested role or tenant: sign-up never joins another tenant', async () => {
  const [defaultTenant] = await t.database.db.select().from(tenants).where(eq(tenants.slug, 'default'))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: 'sneaky@example.com',
      password: 'secret-pass',
      full_name: 'S',
      role: 'super_admin',
      tenant_id: defaultTenant?.id,
    },
  })
  expect(res.statusCode).toBe(201)
  expect(res.json().user.role).toBe('admin')
  expect(res.json().tenant.tenant_id).not.toBe(defaultTenant?.id)
})

test('POST /api/auth/register refuses a taken e-mail, a short password and a bad e-mail with clear messages', async () => {
  await register(t.app, 'taken@example.com')
  const taken = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'TAKEN@example.com', password: 'secret-pass', full_name: 'X' },
  })
  expect(taken.statusCode).toBe(409)
  expect(taken.json()).toEqual({ error: 'An account with this email already exists', code: 'CONFLICT' })

  const short = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'short@example.com', password: '12345', full_name: 'X' },
  })
  expect(short.statusCode).toBe(400)
  expect(short.json().error).toBe('password: Password must be at least 8 characters long')
  expect(short.json().details.fields[0]).toMatchObject({ field: 'password', in: 'body' })

  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'not-an-email', password: 'secret-pass', full_name: 'X' },
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.json().details.fields[0].field).toBe('email')
})

test('POST /api/auth/login answers the same 401 for a wrong password and an unknown e-mail', async () => {
  await register(t.app, 'grace@example.com', 'right-pass')
  for (const payload of [
    { email: 'grace@example.com', password: 'wrong-pass' },
    { email: 'nobody@example.com', password: 'wrong-pass' },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Invalid email or password', code: 'UNAUTHORIZED' })
  }
})

test('POST /api/auth/login signs in, records last_login and works with any e-mail case', async () => {
  const session = await login(t.app, 'ADMIN@rapport.test', TEST_ADMIN.password)
  expect(session.user.role).toBe('super_admin')
  expect(session.tenant.tenant_slug).toBe('default')
  expect(session.user.last_login).not.toBeNull()
})

test('failed sign-ins are limited per e-mail with a message that says when to retry', async () => {
  await register(t.app, 'target@example.com', 'right-pass')
  for (let i = 0; i < 10; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'target@example.com', password: `guess-${i}` },
    })
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'target@example.com', password: 'guess-x' },
  })
  expect(res.statusCode).toBe(429)
  expect(res.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
})

test('while the sign-in lock lasts the right password is refused too, with when the lock ends', async () => {
  await register(t.app, 'locked@example.com', 'right-pass')
  for (let i = 0; i < 10; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'locked@example.com', password: `guess-${i}` },
    })
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'locked@example.com', password: 'right-pass' },
  })
  expect(res.statusCode).toBe(429)
  expect(res.json().error).toBe('Too many attempts. Please try again in 15 minutes.')
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
})

test('a successful sign-in after failed ones is recorded in the audit log with the number of failures', async () => {
  const user = await register(t.app, 'lucky@example.com', 'right-pass')
  for (let i = 0; i < 3; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucky@example.com', password: `guess-${i}` },
    })
  }
  await login(t.app, 'lucky@example.com', 'right-pass')
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.user.user_id))
  expect(rows.map((r) => [r.action, r.details])).toEqual([
    ['auth.login_after_failures', { failed_attempts: 3 }],
  ])
  // The count started again: the next success records nothing.
  await login(t.app, 'lucky@example.com', 'right-pass')
  expect(
    await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.user.user_id)),
  ).toHaveLength(1)
})

test('a validly signed token whose subject is not a session id answers 401, not 500', async () => {
  const forged = await sessionTokens(TEST_APP_SECRET).sign('not-a-uuid', new Date(Date.now() + 60_000))
  const res = await me(forged)
  expect(res.statusCode).toBe(401)
  expect(res.json().error).toBe('Your session has expired. Please sign in again.')
})

test('sign-in is refused with a clear message for a deactivated user or tenant, and their sessions stop working', async () => {
  const user = await register(t.app, 'leaver@example.com', 'secret-pass')
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.user_id))
  expect((await me(user.access_token)).statusCode).toBe(401)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'leaver@example.com', password: 'secret-pass' },
  })
  expect(res.statusCode).toBe(403)
  expect(res.json().error).toBe('This account has been deactivated. Contact your administrator.')

  const other = await register(t.app, 'closed@example.com', 'secret-pass')
  await t.database.db
    .update(tenants)
    .set({ status: 'inactive' })
    .where(eq(tenants.id, other.tenant.tenant_id))
  expect((await me(other.access_token)).statusCode).toBe(401)
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'closed@example.com', password: 'secret-pass' },
  })
  expect(closed.statusCode).toBe(403)
  expect(closed.json().error).toBe("Your organization's account is inactive. Contact your administrator.")
})

test('GET /api/auth/me needs a valid, unexpired, unrevoked session', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
  expect((await me('not-a-jwt')).statusCode).toBe(401)
  const session = await register(t.app, 'me@example.com')
  const res = await me(session.access_token)
  expect(meResponse.parse(res.json()).user.email).toBe('me@example.com')

  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, session.user.user_id))
  const expired = await me(session.access_token)
  expect(expired.statusCode).toBe(401)
  expect(expired.json().error).toBe('Your session has expired. Please sign in again.')
})

test('POST /api/auth/logout revokes the session at once', async () => {
  const session = await register(t.app, 'bye@example.com')
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(session.access_token),
  })
  expect(out.statusCode).toBe(200)
  expect((await me(session.access_token)).statusCode).toBe(401)
})

test('password reset: same answer for any e-mail, a one-hour single-use link, all sessions revoked', async () => {
  const session = await register(t.app, 'forgetful@example.com', 'old-password')
  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'ghost@example.com' },
  })
  const known = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'forgetful@example.com' },
  })
  expect(unknown.statusCode).toBe(200)
  expect(known.json()).toEqual(unknown.json())
  expect(known.json().message).toBe(
    'If an account exists with that email, a password reset link has been sent.',
  )

  const link = await lastEmailLink(t.database.db, 'forgetful@example.com')
  expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/)
  const token = link.split('/').pop() ?? ''
  const valid = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` })
  expect(valid.json()).toEqual({ valid: true, email: 'forgetful@example.com' })

  const short = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: '1234567' },
  })
  expect(short.statusCode).toBe(400)
  expect(short.json().error).toBe('password: Password must be at least 8 characters long')

  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'new-password' },
  })
  expect(done.statusCode).toBe(200)
  expect((await me(session.access_token)).statusCode).toBe(401)
  await login(t.app, 'forgetful@example.com', 'new-password')

  const reuse = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'third-password' },
  })
  expect(reuse.statusCode).toBe(400)
  expect(reuse.json().error).toBe('Invalid or expired reset token')
  const after = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` })
  expect(after.json()).toEqual({ valid: false, error: 'Invalid or expired reset token' })
})

test('a reset link stops working after an hour, and a newer request retires the older link', async () => {
  await register(t.app, 'slow@example.com', 'old-password')
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'slow@example.com' },
  })
  const first = (await lastEmailLink(t.database.db, 'slow@example.com')).split('/').pop() ?? ''
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'slow@example.com' },
  })
  const second = (await lastEmailLink(t.database.db, 'slow@example.com')).split('/').pop() ?? ''
  expect(second).not.toBe(first)
  const old = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${first}` })
  expect(old.json().valid).toBe(false)

  await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) })
  const expired = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: second, password: 'new-password' },
  })
  expect(expired.statusCode).toBe(400)
  expect(expired.json().error).toBe('Invalid or expired reset token')
})

test('reset requests are limited per e-mail', async () => {
  let last = 200
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'spam@example.com' },
    })
    last = res.statusCode
  }
  expect(last).toBe(429)
})

test('PUT /api/user/profile changes name and e-mail, refusing an e-mail another account has', async () => {
  const session = await register(t.app, 'profile@example.com')
  await register(t.app, 'other-profile@example.com')
  const ok = await t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(session.access_token),
    payload: { full_name: 'Ada Byron', email: 'ada.byron@example.com', current_password: 'secret-pass' },
  })
  expect(ok.statusCode).toBe(200)
  expect(ok.json().user).toMatchObject({ full_name: 'Ada Byron', email: 'ada.byron@example.com' })
  const clash = await t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(session.access_token),
    payload: { full_name: 'Ada Byron', email: 'other-profile@example.com', current_password: 'secret-pass' },
  })
  expect(clash.statusCode).toBe(409)
  const blank = await t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(session.access_token),
    payload: { full_name: '  ', email: 'ada.byron@example.com' },
  })
  expect(blank.statusCode).toBe(400)
})

test('PUT /api/user/profile asks for the current password to change the e-mail, not the name', async () => {
  const session = await register(t.app, 'keeper@example.com')
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(session.access_token), payload })
  const missing = await put({ full_name: 'Ada', email: 'taken-over@example.com' })
  expect(missing.statusCode).toBe(400)
  expect(missing.json().error).toBe('Enter your current password to change your email.')
  const wrong = await put({
    full_name: 'Ada',
    email: 'taken-over@example.com',
    current_password: 'guess-guess',
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().error).toBe('Current password is incorrect')
  const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, session.user.user_id))
  expect(unchanged?.email).toBe('keeper@example.com')
  // The name alone, or the same address in other case, needs no password.
  const renamed = await put({ full_name: 'Ada Byron', email: 'Keeper@Example.com' })
  expect(renamed.statusCode, renamed.body).toBe(200)
  const moved = await put({
    full_name: 'Ada Byron',
    email: 'keeper2@example.com',
    current_password: 'secret-pass',
  })
  expect(moved.statusCode, moved.body).toBe(200)
  expect(moved.json().user.email).toBe('keeper2@example.com')
})

test('PUT /api/user/password checks the current password and signs out the other sessions only', async () => {
  const first = await register(t.app, 'changer@example.com', 'first-pass')
  const second = await login(t.app, 'changer@example.com', 'first-pass')
  const wrong = await t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: bearer(first.access_token),
    payload: { current_password: 'nope-nope', new_password: 'second-pass' },
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json().error).toBe('Current password is incorrect')
  const short = await t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: bearer(first.access_token),
    payload: { current_password: 'first-pass', new_password: 'short' },
  })
  expect(short.statusCode).toBe(400)
  const ok = await t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: bearer(first.access_token),
    payload: { current_password: 'first-pass', new_password: 'second-pass' },
  })
  expect(ok.statusCode).toBe(200)
  expect((await me(first.access_token)).statusCode).toBe(200)
  expect((await me(second.access_token)).statusCode).toBe(401)
  await login(t.app, 'changer@example.com', 'second-pass')
})

test('no answer carries a password, a hash or a session row id', async () => {
  const session = await register(t.app, 'leak@example.com', 'leak-password')
  const bodies = [
    JSON.stringify(session),
    (await me(session.access_token)).body,
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'leak@example.com', password: 'leak-password' },
      })
    ).body,
  ]
  for (const body of bodies) {
    expect(body).not.toContain('leak-password')
    expect(body).not.toContain('$argon2')
    expect(body).not.toMatch(/password_?hash/i)
  }
})

test('sign-in is limited per IP as well, with the same clear 429', async () => {
  const strict = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' })
  try {
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone-${i}@example.com`, password: 'whatever' },
      })
      codes.push(res.statusCode)
      if (res.statusCode === 429) expect(res.json().error).toMatch(/^Too many attempts\. Please try again in/)
    }
    expect(codes).toEqual([401, 401, 401, 429])
  } finally {
    await strict.close()
  }
})
