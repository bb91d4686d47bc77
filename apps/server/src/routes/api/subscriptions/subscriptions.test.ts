import { readFileSync } from 'node:fs'
import {
  createCheckoutSessionResponse,
  createPortalSessionResponse,
  localCheckoutSession,
  meResponse,
  PLAN,
  salesContact,
  subscriptionDetailsResponse,
  subscriptionStatus,
  tenantListResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { subscriptions, tenants, uploadTasks } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { bearer, login, register, seedTenant } from '../../../test/auth-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

const fixtures = new URL('../../../../../../fixtures/transcripts/', import.meta.url)
const shortCall = readFileSync(new URL('zoom-ethereum-rpcstandards-020-short.vtt', fixtures))
const DAY = 86_400_000

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
})

afterAll(async () => {
  await t?.close()
})

const checkoutBody = { plan: 'starter', billing: 'monthly' }

function upload(app: FastifyInstance, token: string) {
  const body = multipartFile('call.vtt', shortCall)
  return app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  })
}

async function status(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/status', headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return subscriptionStatus.parse(res.json())
}

async function startCheckout(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(token),
    payload: checkoutBody,
  })
  expect(res.statusCode).toBe(200)
  const { checkout_url } = createCheckoutSessionResponse.parse(res.json())
  expect(checkout_url).toMatch(/^\/billing\/checkout\/cs_local_[\w-]+$/)
  return checkout_url.split('/').pop() ?? ''
}

function confirm(token: string, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/local/checkout/${sessionId}/confirm`,
    headers: bearer(token),
  })
}

async function portal(token: string, action: 'cancel' | 'resume') {
  return t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/local/portal/${action}`,
    headers: bearer(token),
  })
}

async function tenantIdOf(token: string) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
  const slug = me.json().tenant.tenant_slug as string
  const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.slug, slug))
  if (!tenant) throw new Error('no tenant')
  return tenant
}

/**
 * Moves the clock of a subscription: its trial or period ended `daysAgo` days ago (a trial's end
 * is its period's end too, as checkout stores it).
 */
async function endPeriod(tenantId: string, column: 'trialEndsAt' | 'currentPeriodEnd', daysAgo = 1) {
  const at = new Date(Date.now() - daysAgo * DAY)
  await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .update(subscriptions)
      .set(column === 'trialEndsAt' ? { trialEndsAt: at, currentPeriodEnd: at } : { currentPeriodEnd: at })
      .where(eq(subscriptions.tenantId, tenantId)),
  )
}

test('a new individual account has no subscription, and its upload answers 402 with a way to /pricing', async () => {
  const { access_token } = await register(t.app, 'new@solo.test')
  expect(await status(access_token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: false,
    payment_due: false,
    trial_used: false,
  })
  const refused = await upload(t.app, access_token)
  expect(refused.statusCode).toBe(402)
  expect(refused.json()).toMatchObject({
    code: 'PAYMENT_REQUIRED',
    error: expect.stringContaining('/pricing'),
    details: { pricing_url: '/pricing' },
  })
})

test('local checkout: the test checkout starts a 14-day trial with 20 analyses a month, and uploads work', async () => {
  const { access_token } = await register(t.app, 'trial@solo.test')
  const sessionId = await startCheckout(access_token)
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/subscriptions/local/checkout/${sessionId}`,
    headers: bearer(access_token),
  })
  expect(localCheckoutSession.parse(page.json())).toMatchObject({
    session_id: sessionId,
    status: 'open',
    includes_trial: true,
    email: 'trial@solo.test',
  })
  const confirmed = await confirm(access_token, sessionId)
  expect(confirmed.statusCode).toBe(200)
  expect(subscriptionStatus.parse(confirmed.json())).toEqual({
    is_on_trial: true,
    trial_days_remaining: 14,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
    trial_used: true,
  })
  expect(await status(access_token)).toMatchObject({ is_on_trial: true, trial_days_remaining: 14 })
  const tenant = await tenantIdOf(access_token)
  expect(tenant.maxMeetingsPerMonth).toBe(20)
  expect((await upload(t.app, access_token)).statusCode).toBe(201)

  // Confirming again (a double click) changes nothing; a second checkout while subscribed is refused.
  expect(subscriptionStatus.parse((await confirm(access_token, sessionId)).json()).trial_days_remaining).toBe(
    14,
  )
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(access_token),
    payload: checkoutBody,
  })
  expect(again.statusCode).toBe(409)
  expect(again.json().code).toBe('CONFLICT')
})

test('create-checkout-session accepts only the starter plan billed monthly', async () => {
  const { access_token } = await register(t.app, 'plans@solo.test')
  for (const payload of [{ plan: 'pro', billing: 'monthly' }, { plan: 'starter', billing: 'yearly' }, {}]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout-session',
      headers: bearer(access_token),
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_ERROR')
  }
})

test('checkout started from an upload comes back to /upload (return_to), and to nowhere else', async () => {
  const { access_token } = await register(t.app, 'return@solo.test')
  const send = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout-session',
      headers: bearer(access_token),
      payload,
    })
  const res = await send({ ...checkoutBody, return_to: '/upload' })
  expect(res.statusCode).toBe(200)
  expect(createCheckoutSessionResponse.parse(res.json()).checkout_url).toMatch(
    /^\/billing\/checkout\/cs_local_[\w-]+\?return_to=%2Fupload$/,
  )
  for (const returnTo of ['https://evil.example/upload', '//evil.example', '/admin']) {
    const refused = await send({ ...checkoutBody, return_to: returnTo })
    expect(refused.statusCode, returnTo).toBe(400)
    expect(refused.json().code).toBe('VALIDATION_ERROR')
  }
})

test('local portal: cancel keeps the trial to its end, resume undoes it', async () => {
  const { access_token } = await register(t.app, 'portal@solo.test')
  const noSubscription = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-portal-session',
    headers: bearer(access_token),
  })
  expect(noSubscription.statusCode).toBe(409)
  await confirm(access_token, await startCheckout(access_token))

  const portalSession = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-portal-session',
    headers: bearer(access_token),
  })
  expect(createPortalSessionResponse.parse(portalSession.json())).toEqual({ portal_url: '/billing/portal' })

  const cancelled = subscriptionDetailsResponse.parse((await portal(access_token, 'cancel')).json())
  expect(cancelled.subscription).toMatchObject({ status: 'trialing', cancel_at_period_end: true })
  expect(await status(access_token)).toMatchObject({ is_on_trial: true, has_active_subscription: true })

  const resumed = subscriptionDetailsResponse.parse((await portal(access_token, 'resume')).json())
  expect(resumed.subscription).toMatchObject({ status: 'trialing', cancel_at_period_end: false })
  const shown = await t.app.inject({
    method: 'GET',
    url: '/api/subscriptions/local/portal',
    headers: bearer(access_token),
  })
  expect(subscriptionDetailsResponse.parse(shown.json()).subscription?.cancel_at_period_end).toBe(false)
})

test('local billing: a trial that runs out becomes active and renews, as Stripe would charge the card', async () => {
  const { access_token } = await register(t.app, 'renew@solo.test')
  await confirm(access_token, await startCheckout(access_token))
  const tenant = await tenantIdOf(access_token)
  await endPeriod(tenant.id, 'trialEndsAt', 2)
  expect(await status(access_token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
    trial_used: true,
  })
  const details = subscriptionDetailsResponse.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/subscriptions/local/portal',
        headers: bearer(access_token),
      })
    ).json(),
  ).subscription
  expect(details?.status).toBe('active')
  expect(new Date(details?.current_period_end ?? 0).getTime()).toBeGreaterThan(Date.now())

  // A failed payment (only Stripe sends one; set here by hand) is owed money, not an expired trial.
  await withTenant(t.database.db, tenant.id, (tx) =>
    tx.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.tenantId, tenant.id)),
  )
  expect(await status(access_token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: false,
    payment_due: true,
    trial_used: true,
  })
  await withTenant(t.database.db, tenant.id, (tx) =>
    tx.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.tenantId, tenant.id)),
  )

  // An active period that ran out with a cancellation ends the subscription: an ended plan, not an
  // expired trial (the trial was followed by a paid period).
  await portal(access_token, 'cancel')
  await endPeriod(tenant.id, 'currentPeriodEnd')
  expect(await status(access_token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: false,
    payment_due: false,
    trial_used: true,
  })
  expect((await upload(t.app, access_token)).statusCode).toBe(402)
})

test('a trial cancelled in the portal ends at its end: trial expired, uploads 402, resume refused, a new checkout starts the plan without a second trial', async () => {
  const { access_token } = await register(t.app, 'expired@solo.test')
  await confirm(access_token, await startCheckout(access_token))
  const tenant = await tenantIdOf(access_token)
  await portal(access_token, 'cancel')
  await endPeriod(tenant.id, 'trialEndsAt')
  expect(await status(access_token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: true,
    has_active_subscription: false,
    payment_due: false,
    trial_used: true,
  })
  expect((await upload(t.app, access_token)).statusCode).toBe(402)
  const resume = await portal(access_token, 'resume')
  expect(resume.statusCode).toBe(409)
  expect(resume.json().error).toContain('pricing page')

  const sessionId = await startCheckout(access_token)
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/subscriptions/local/checkout/${sessionId}`,
    headers: bearer(access_token),
  })
  expect(localCheckoutSession.parse(page.json()).includes_trial).toBe(false)
  expect(subscriptionStatus.parse((await confirm(access_token, sessionId)).json())).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
    trial_used: true,
  })
  expect((await upload(t.app, access_token)).statusCode).toBe(201)
})

test('trial days remaining count whole days, rounded up', async () => {
  const { access_token } = await register(t.app, 'days@solo.test')
  await confirm(access_token, await startCheckout(access_token))
  const tenant = await tenantIdOf(access_token)
  await withTenant(t.database.db, tenant.id, (tx) =>
    tx
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() + 2.5 * DAY) })
      .where(eq(subscriptions.tenantId, tenant.id)),
  )
  expect(await status(access_token)).toMatchObject({ is_on_trial: true, trial_days_remaining: 3 })
})

test('the plan allows 20 analyses a month: the 21st upload answers with the limit message', async () => {
  const { access_token } = await register(t.app, 'limit@solo.test')
  await confirm(access_token, await startCheckout(access_token))
  const tenant = await tenantIdOf(access_token)
  const me = await login(t.app, 'limit@solo.test', 'secret-pass')
  await withTenant(t.database.db, tenant.id, (tx) =>
    tx.insert(uploadTasks).values(
      Array.from({ length: 19 }, (_, i) => ({
        tenantId: tenant.id,
        userId: me.user.user_id,
        filename: `earlier-${i}.vtt`,
        fileSize: 10,
      })),
    ),
  )
  expect((await upload(t.app, access_token)).statusCode).toBe(201)
  const refused = await upload(t.app, access_token)
  expect(refused.statusCode).toBe(403)
  expect(refused.json()).toMatchObject({
    code: 'LIMIT_REACHED',
    error: expect.stringContaining('all 20 meeting analyses for this month'),
  })
})

test('team accounts and the default tenant are never gated and have nothing to buy', async () => {
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'team-co',
    team: true,
    members: [{ email: 'admin@team.test', role: 'admin' }],
  })
  const teamAdmin = team.tokens['admin@team.test'] ?? ''
  const superAdmin = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  for (const token of [teamAdmin, superAdmin]) {
    expect(await status(token)).toMatchObject({ has_active_subscription: true, is_on_trial: false })
    expect((await upload(t.app, token)).statusCode).toBe(201)
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout-session',
      headers: bearer(token),
      payload: checkoutBody,
    })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().error).toContain('team accounts')
  }
})

test('only the tenant’s admins manage billing (403 for user and viewer); every member reads the status', async () => {
  const solo = await seedTenant(t.app, t.database.db, {
    slug: 'solo-roles',
    team: false,
    members: [
      { email: 'admin@roles.test', role: 'admin' },
      { email: 'user@roles.test', role: 'user' },
      { email: 'viewer@roles.test', role: 'viewer' },
    ],
  })
  const admin = solo.tokens['admin@roles.test'] ?? ''
  const sessionId = await startCheckout(admin)
  for (const email of ['user@roles.test', 'viewer@roles.test']) {
    const token = solo.tokens[email] ?? ''
    expect((await status(token)).has_active_subscription).toBe(false)
    const calls = [
      { method: 'POST' as const, url: '/api/subscriptions/create-checkout-session', payload: checkoutBody },
      { method: 'POST' as const, url: '/api/subscriptions/create-portal-session' },
      { method: 'GET' as const, url: `/api/subscriptions/local/checkout/${sessionId}` },
      { method: 'POST' as const, url: `/api/subscriptions/local/checkout/${sessionId}/confirm` },
      { method: 'GET' as const, url: '/api/subscriptions/local/portal' },
      { method: 'POST' as const, url: '/api/subscriptions/local/portal/cancel' },
      { method: 'POST' as const, url: '/api/subscriptions/local/portal/resume' },
    ]
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(token) })
      expect(res.statusCode, `${email} ${call.url}`).toBe(403)
    }
  }
  expect((await confirm(admin, sessionId)).statusCode).toBe(200)
  // The user of the tenant now uploads under the admin's subscription.
  expect((await upload(t.app, solo.tokens['user@roles.test'] ?? '')).statusCode).toBe(201)
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/subscriptions/status' })
  expect(anonymous.statusCode).toBe(401)
})

test('another tenant’s checkout session answers 404', async () => {
  const owner = await register(t.app, 'owner@a.test')
  const stranger = await register(t.app, 'stranger@b.test')
  const sessionId = await startCheckout(owner.access_token)
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/subscriptions/local/checkout/${sessionId}`,
    headers: bearer(stranger.access_token),
  })
  expect(read.statusCode).toBe(404)
  const confirmed = await confirm(stranger.access_token, sessionId)
  expect(confirmed.statusCode).toBe(404)
  expect(confirmed.json().code).toBe('NOT_FOUND')
  expect((await status(stranger.access_token)).has_active_subscription).toBe(false)
  expect((await status(owner.access_token)).has_active_subscription).toBe(false)
  expect((await confirm(owner.access_token, 'cs_local_unknown')).statusCode).toBe(404)
})

test('without Stripe settings the webhook does not exist (404)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    payload: '{}',
  })
  expect(res.statusCode).toBe(404)
})

test('an individual account’s meeting limit is the plan’s, before and after it subscribes, wherever it is shown or enforced', async () => {
  const { access_token } = await register(t.app, 'limits@solo.test')
  const root = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
  const shown = async () => {
    const me = meResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(access_token) })).json(),
    )
    const { tenants: list } = tenantListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/tenants', headers: bearer(root) })).json(),
    )
    const listed = list.find((x) => x.tenant_slug === me.tenant.tenant_slug)
    return [me.tenant.max_meetings_per_month, listed?.max_meetings_per_month]
  }
  // Unsubscribed: the plan's 20, not the column's default of 100.
  const before = await tenantIdOf(access_token)
  expect(before.maxMeetingsPerMonth).toBe(100)
  expect(await shown()).toEqual([PLAN.meetingsPerMonth, PLAN.meetingsPerMonth])
  expect((await confirm(access_token, await startCheckout(access_token))).statusCode).toBe(200)
  expect(await shown()).toEqual([PLAN.meetingsPerMonth, PLAN.meetingsPerMonth])

  // Enforced the same: with the column set back to 100, the 21st meeting of the month is refused.
  await t.database.db.update(tenants).set({ maxMeetingsPerMonth: 100 }).where(eq(tenants.id, before.id))
  const task = {
    tenantId: before.id,
    filename: 'm.vtt',
    fileSize: 1,
    status: 'completed' as const,
  }
  await withTenant(t.database.db, before.id, (tx) =>
    tx.insert(uploadTasks).values(Array.from({ length: PLAN.meetingsPerMonth }, () => task)),
  )
  const refused = await upload(t.app, access_token)
  expect(refused.statusCode).toBe(403)
  expect(refused.json().code).toBe('LIMIT_REACHED')

  // A team account keeps the limit its super admins set.
  const team = await seedTenant(t.app, t.database.db, {
    slug: 'limits-team',
    members: [{ email: 'lead@limits-team.test', role: 'admin' }],
  })
  await t.database.db.update(tenants).set({ maxMeetingsPerMonth: 300 }).where(eq(tenants.id, team.tenant.id))
  const me = meResponse.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(team.tokens['lead@limits-team.test'] ?? ''),
      })
    ).json(),
  )
  expect(me.tenant.max_meetings_per_month).toBe(300)
})

test('teams and enterprises are told where to write: GET /contact answers CONTACT_EMAIL to anyone, null when unset', async () => {
  const unset = await t.app.inject({ method: 'GET', url: '/api/subscriptions/contact' })
  expect(unset.statusCode).toBe(200)
  expect(salesContact.parse(unset.json())).toEqual({ email: null })
  const withContact = await createTestApp({ CONTACT_EMAIL: 'teams@example.com' }, { worker: false })
  try {
    const res = await withContact.app.inject({ method: 'GET', url: '/api/subscriptions/contact' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: 'teams@example.com' })
  } finally {
    await withContact.close()
  }
})
