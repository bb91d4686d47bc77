import {
  createCheckoutSessionResponse,
  createPortalSessionResponse,
  subscriptionStatus,
} from '@rapport/contracts'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, billingEvents, subscriptions, tenants, users } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { bearer, login, register, seedTenant } from '../../../test/auth-helpers.ts'
import {
  FAKE_PRICE_ID,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  signedEvent,
  startFakeStripe,
  stripeEnv,
  stripeSubscription,
} from '../../../test/fake-stripe.ts'
import { fixture } from '../../../test/meeting-helpers.ts'
import { multipartFile } from '../../../test/multipart.ts'
import { seedTenantData, tenantRowCounts } from '../../../test/tenant-data.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.ts'

const DAY = 86_400_000
/** The status with nothing on: no trial, no plan, nothing owed, no expired trial. */
const NONE = {
  is_on_trial: false,
  trial_days_remaining: 0,
  trial_expired: false,
  has_active_subscription: false,
  payment_due: false,
  trial_used: false,
}
/** The same, for a tenant that has had its trial. */
const USED = { ...NONE, trial_used: true }

let t: TestApp
let stripe: FakeStripe

beforeAll(async () => {
  stripe = await startFakeStripe()
  t = await createTestApp({ ...stripeEnv(stripe), PUBLIC_URL: 'https://rapport.test' }, { worker: false })
})

afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

function deliver(event: { payload: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: event.headers,
    payload: event.payload,
  })
}

async function status(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/status', headers: bearer(token) })
  return subscriptionStatus.parse(res.json())
}

function upload(token: string) {
  const body = multipartFile('call.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  return t.app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  })
}

/** A signed-up individual whose Stripe checkout has completed, with a subscription `sub` of `customer`. */
async function subscribedViaCheckout(email: string, sub: string, customer: string) {
  const { access_token } = await register(t.app, email)
  const tenantId = await tenantOf(email)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(access_token),
    payload: { plan: 'starter', billing: 'monthly' },
  })
  const { checkout_url } = createCheckoutSessionResponse.parse(res.json())
  const sessionId = checkout_url.split('/').pop()
  const trialEnd = new Date(Date.now() + 14 * DAY)
  stripe.subscriptions.set(
    sub,
    stripeSubscription({ id: sub, customer, status: 'trialing', tenantId, trialEnd, periodEnd: trialEnd }),
  )
  const completed = await deliver(
    signedEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: tenantId,
      metadata: { tenant_id: tenantId },
      customer,
      subscription: sub,
    }),
  )
  expect(completed.statusCode).toBe(200)
  return { token: access_token, tenantId, trialEnd }
}

async function tenantOf(email: string) {
  const [user] = await t.database.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  return user.tenantId
}

test('checkout creates a Stripe Checkout Session in subscription mode with a 14-day trial and a card required', async () => {
  const { access_token } = await register(t.app, 'checkout@stripe.test')
  const tenantId = await tenantOf('checkout@stripe.test')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(access_token),
    payload: { plan: 'starter', billing: 'monthly' },
  })
  expect(res.statusCode).toBe(200)
  expect(createCheckoutSessionResponse.parse(res.json()).checkout_url).toMatch(
    /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/,
  )
  const sent = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
  expect(sent?.params).toMatchObject({
    mode: 'subscription',
    'line_items[0][price]': FAKE_PRICE_ID,
    'line_items[0][quantity]': '1',
    client_reference_id: tenantId,
    customer_email: 'checkout@stripe.test',
    payment_method_collection: 'always',
    'subscription_data[trial_period_days]': '14',
    'subscription_data[metadata][tenant_id]': tenantId,
    success_url: 'https://rapport.test/dashboard?checkout=success',
    cancel_url: 'https://rapport.test/pricing',
  })
  // Until Stripe reports the completed checkout, nothing is unlocked.
  expect((await status(access_token)).has_active_subscription).toBe(false)
  expect((await upload(access_token)).statusCode).toBe(402)
})

test('checkout started from an upload sends Stripe back to /upload, where the chosen file waits', async () => {
  const { access_token } = await register(t.app, 'return@stripe.test')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(access_token),
    payload: { plan: 'starter', billing: 'monthly', return_to: '/upload' },
  })
  expect(res.statusCode).toBe(200)
  const sent = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
  expect(sent?.params).toMatchObject({
    success_url: 'https://rapport.test/upload?checkout=success',
    cancel_url: 'https://rapport.test/pricing',
  })
})

test('webhooks move the subscription through trialing, active, past_due and canceled', async () => {
  const { token, tenantId, trialEnd } = await subscribedViaCheckout(
    'states@stripe.test',
    'sub_states',
    'cus_states',
  )
  expect(await status(token)).toEqual({
    is_on_trial: true,
    trial_days_remaining: 14,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
    trial_used: true,
  })
  const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId))
  expect(tenant?.maxMeetingsPerMonth).toBe(20)
  expect(stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_states')).toBe(
    true,
  )

  const periodEnd = new Date(Date.now() + 30 * DAY)
  const active = stripeSubscription({
    id: 'sub_states',
    customer: 'cus_states',
    status: 'active',
    trialEnd: new Date(Date.now() - DAY),
    periodEnd,
  })
  expect((await deliver(signedEvent('customer.subscription.updated', active))).statusCode).toBe(200)
  expect(await status(token)).toEqual({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
    trial_used: true,
  })

  const failed = await deliver(
    signedEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_states',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_states' } },
    }),
  )
  expect(failed.statusCode).toBe(200)
  expect((await status(token)).has_active_subscription).toBe(false)
  const refused = await upload(token)
  expect(refused.statusCode).toBe(402)
  expect(refused.json().error).toContain('/pricing')

  // Checkout while a payment is owed opens the Customer Portal to fix the card, not a second subscription.
  const fix = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(token),
    payload: { plan: 'starter', billing: 'monthly' },
  })
  expect(createCheckoutSessionResponse.parse(fix.json()).checkout_url).toMatch(
    /^https:\/\/billing\.stripe\.test\//,
  )
  expect(stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.params.customer).toBe(
    'cus_states',
  )

  const recovered = stripeSubscription({
    id: 'sub_states',
    customer: 'cus_states',
    status: 'active',
    periodEnd,
  })
  await deliver(signedEvent('customer.subscription.updated', recovered))
  expect((await status(token)).has_active_subscription).toBe(true)

  const pastDue = stripeSubscription({
    id: 'sub_states',
    customer: 'cus_states',
    status: 'past_due',
    periodEnd,
  })
  await deliver(signedEvent('customer.subscription.updated', pastDue))
  expect(await status(token)).toEqual({ ...NONE, payment_due: true })

  const deleted = stripeSubscription({
    id: 'sub_states',
    customer: 'cus_states',
    status: 'canceled',
    trialEnd,
    periodEnd,
    canceledAt: new Date(),
  })
  await deliver(signedEvent('customer.subscription.deleted', deleted))
  // Canceled after a paid period: an ended plan, not an expired trial.
  expect(await status(token)).toEqual(USED)
})

test('after the trial ended, a failed payment and a canceled paid plan are not an expired trial; a trial canceled early is', async () => {
  const { token } = await subscribedViaCheckout('after@stripe.test', 'sub_after', 'cus_after')
  const trialEnd = new Date(Date.now() - 3 * DAY)
  const periodEnd = new Date(Date.now() + 27 * DAY)
  const event = (type: string, values: Partial<Parameters<typeof stripeSubscription>[0]>) =>
    deliver(
      signedEvent(
        type,
        stripeSubscription({
          id: 'sub_after',
          customer: 'cus_after',
          status: 'active',
          trialEnd,
          periodEnd,
          ...values,
        }),
      ),
    )
  expect((await event('customer.subscription.updated', {})).statusCode).toBe(200)
  expect(await status(token)).toEqual({ ...USED, has_active_subscription: true })
  await event('customer.subscription.updated', { status: 'past_due' })
  expect(await status(token)).toEqual({ ...USED, payment_due: true })
  await event('customer.subscription.updated', { status: 'unpaid' })
  expect(await status(token)).toEqual({ ...USED, payment_due: true })
  await event('customer.subscription.deleted', {
    status: 'canceled',
    periodEnd: new Date(Date.now() - DAY),
    canceledAt: new Date(Date.now() - 2 * DAY),
  })
  expect(await status(token)).toEqual(USED)

  // Canceled at once during the trial: the trial is over and nothing followed it.
  const early = await subscribedViaCheckout('early@stripe.test', 'sub_early', 'cus_early')
  const stillAhead = new Date(Date.now() + 10 * DAY)
  await deliver(
    signedEvent(
      'customer.subscription.deleted',
      stripeSubscription({
        id: 'sub_early',
        customer: 'cus_early',
        status: 'canceled',
        trialEnd: stillAhead,
        periodEnd: stillAhead,
        canceledAt: new Date(),
      }),
    ),
  )
  expect(await status(early.token)).toEqual({ ...USED, trial_expired: true })
})

test('a subscription created before its checkout event is found by the tenant in its metadata', async () => {
  const { access_token } = await register(t.app, 'created@stripe.test')
  const tenantId = await tenantOf('created@stripe.test')
  const trialEnd = new Date(Date.now() + 14 * DAY)
  const created = stripeSubscription({
    id: 'sub_created',
    customer: 'cus_created',
    status: 'trialing',
    tenantId,
    trialEnd,
    periodEnd: trialEnd,
  })
  expect((await deliver(signedEvent('customer.subscription.created', created))).statusCode).toBe(200)
  expect(await status(access_token)).toMatchObject({ is_on_trial: true, trial_days_remaining: 14 })
  // Cancelled in Stripe's portal: still on trial until it ends.
  const cancelling = stripeSubscription({
    ...{ id: 'sub_created', customer: 'cus_created', status: 'trialing' },
    trialEnd,
    periodEnd: trialEnd,
    cancelAtPeriodEnd: true,
  })
  await deliver(signedEvent('customer.subscription.updated', cancelling))
  expect((await status(access_token)).is_on_trial).toBe(true)
})

test('a webhook with a bad or missing signature answers 400 and changes nothing', async () => {
  const { token } = await subscribedViaCheckout('forged@stripe.test', 'sub_forged', 'cus_forged')
  const canceled = stripeSubscription({
    id: 'sub_forged',
    customer: 'cus_forged',
    status: 'canceled',
    periodEnd: new Date(),
  })
  const forged = signedEvent('customer.subscription.deleted', canceled, { secret: 'whsec_someone_else' })
  const res = await deliver(forged)
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    error: 'Webhook signature verification failed',
  })

  const genuine = signedEvent('customer.subscription.deleted', canceled)
  const tampered = await deliver({ ...genuine, payload: genuine.payload.replace('"canceled"', '"active"') })
  expect(tampered.statusCode).toBe(400)

  const unsigned = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: { 'content-type': 'application/json' },
    payload: genuine.payload,
  })
  expect(unsigned.statusCode).toBe(400)
  expect(unsigned.json().error).toBe('Missing Stripe-Signature header')
  expect((await status(token)).is_on_trial).toBe(true)
})

test('a replayed event changes nothing', async () => {
  const { token } = await subscribedViaCheckout('replay@stripe.test', 'sub_replay', 'cus_replay')
  const periodEnd = new Date(Date.now() + 30 * DAY)
  const activate = signedEvent(
    'customer.subscription.updated',
    stripeSubscription({ id: 'sub_replay', customer: 'cus_replay', status: 'active', periodEnd }),
  )
  expect((await deliver(activate)).json()).toEqual({ received: true, replayed: false })
  await deliver(
    signedEvent(
      'customer.subscription.deleted',
      stripeSubscription({
        id: 'sub_replay',
        customer: 'cus_replay',
        status: 'canceled',
        periodEnd,
        canceledAt: new Date(),
      }),
    ),
  )
  expect((await status(token)).has_active_subscription).toBe(false)
  // Stripe retries the first delivery (same event id, signed again): the subscription stays canceled.
  const replay = signedEvent(
    'customer.subscription.updated',
    stripeSubscription({ id: 'sub_replay', customer: 'cus_replay', status: 'active', periodEnd }),
    { id: activate.id },
  )
  const res = await deliver(replay)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ received: true, replayed: true })
  expect((await status(token)).has_active_subscription).toBe(false)
})

test('events for unknown tenants or of other types are acknowledged and ignored', async () => {
  const stray = signedEvent(
    'customer.subscription.updated',
    stripeSubscription({ id: 'sub_nobody', customer: 'cus_nobody', status: 'active', periodEnd: new Date() }),
  )
  expect((await deliver(stray)).statusCode).toBe(200)
  expect((await deliver(signedEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }))).statusCode).toBe(
    200,
  )
})

test('the portal session is a Stripe Customer Portal session for the tenant’s customer; admins only', async () => {
  const { token } = await subscribedViaCheckout('portal@stripe.test', 'sub_portal', 'cus_portal')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-portal-session',
    headers: bearer(token),
  })
  expect(res.statusCode).toBe(200)
  expect(createPortalSessionResponse.parse(res.json()).portal_url).toMatch(
    /^https:\/\/billing\.stripe\.test\/p\/session\//,
  )
  expect(stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.params).toEqual({
    customer: 'cus_portal',
    return_url: 'https://rapport.test/dashboard',
  })
  const solo = await seedTenant(t.app, t.database.db, {
    slug: 'stripe-roles',
    team: false,
    members: [{ email: 'viewer@stripe-roles.test', role: 'viewer' }],
  })
  const viewer = solo.tokens['viewer@stripe-roles.test'] ?? ''
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/create-portal-session',
        headers: bearer(viewer),
      })
    ).statusCode,
  ).toBe(403)
})

test('the local test checkout and portal do not exist in Stripe mode (404)', async () => {
  const { access_token } = await register(t.app, 'nolocal@stripe.test')
  for (const url of [
    '/api/subscriptions/local/checkout/cs_local_x/confirm',
    '/api/subscriptions/local/portal/cancel',
  ]) {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(access_token) })
    expect(res.statusCode).toBe(404)
  }
})

async function applied(eventId: string) {
  const rows = await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))
  return rows.length === 1
}

test('a signed event whose object is not in the shape Rapport reads answers 400, names the field, and is not recorded', async () => {
  const { token } = await subscribedViaCheckout('shape@stripe.test', 'sub_shape', 'cus_shape')
  const before = await status(token)
  const periodEnd = new Date(Date.now() + 30 * DAY)
  const good = stripeSubscription({ id: 'sub_shape', customer: 'cus_shape', status: 'canceled', periodEnd })
  const cases: [string, unknown, string][] = [
    ['customer.subscription.deleted', { ...good, status: 'gone' }, 'data.object.status'],
    ['customer.subscription.updated', { ...good, customer: 42 }, 'data.object.customer'],
    [
      'customer.subscription.updated',
      { ...good, items: { data: [{ price: { id: 'price_x' }, current_period_end: 'soon' }] } },
      'data.object.items.data.0.current_period_end',
    ],
    ['customer.subscription.updated', { ...good, items: { data: [] } }, 'data.object.items.data'],
    [
      'customer.subscription.created',
      { ...good, metadata: { tenant_id: 7 } },
      'data.object.metadata.tenant_id',
    ],
    [
      'checkout.session.completed',
      { id: 'cs_bad', mode: 'subscription', client_reference_id: 12, subscription: 'sub_shape' },
      'data.object.client_reference_id',
    ],
    [
      'checkout.session.completed',
      { id: 'cs_bad', mode: 'subscription', subscription: { object: 'subscription' } },
      'data.object.subscription',
    ],
    [
      'invoice.payment_failed',
      { id: 'in_bad', customer: 'cus_shape', parent: { subscription_details: { subscription: 42 } } },
      'data.object.parent.subscription_details.subscription',
    ],
    ['invoice.payment_failed', { customer: 'cus_shape' }, 'data.object.id'],
  ]
  for (const [type, object, field] of cases) {
    const event = signedEvent(type, object)
    const res = await deliver(event)
    expect(res.statusCode, `${type} ${field}`).toBe(400)
    expect(res.json().code).toBe('VALIDATION_ERROR')
    expect(res.json().error).toContain(`Stripe event ${event.id} (${type}) is not in the shape Rapport reads`)
    expect(res.json().error).toContain(field)
    expect(await applied(event.id)).toBe(false)
  }
  expect(await status(token)).toEqual(before)

  // Stripe retries the same event; once it reads right it is applied (it was never recorded).
  const broken = signedEvent('customer.subscription.deleted', { ...good, status: 'gone' })
  expect((await deliver(broken)).statusCode).toBe(400)
  const retried = await deliver(signedEvent('customer.subscription.deleted', good, { id: broken.id }))
  expect(retried.json()).toEqual({ received: true, replayed: false })
  expect(await applied(broken.id)).toBe(true)
  expect((await status(token)).has_active_subscription).toBe(false)
})

test('an event without its envelope (no data) answers 400', async () => {
  const event = signedEvent('customer.subscription.updated', null)
  const payload = event.payload.replace('"data":{"object":null}', '"data":null')
  const res = await deliver({
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }),
    },
  })
  expect(res.statusCode).toBe(400)
  expect(res.json().error).toBe(
    'The Stripe event is not in the shape Rapport reads (data: must be an object).',
  )
  expect(await applied(event.id)).toBe(false)
})

test('a subscription Stripe sends back in an unexpected shape answers 502 and the checkout event is not recorded', async () => {
  const { access_token } = await register(t.app, 'oddreply@stripe.test')
  const tenantId = await tenantOf('oddreply@stripe.test')
  const completed = signedEvent('checkout.session.completed', {
    id: 'cs_oddreply',
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: tenantId,
    customer: 'cus_oddreply',
    subscription: 'sub_oddreply',
  })
  stripe.failures.set('GET /v1/subscriptions/sub_oddreply', {
    status: 200,
    body: { id: 'sub_oddreply', object: 'subscription', status: 'trialing' },
  })
  const res = await deliver(completed)
  expect(res.statusCode).toBe(502)
  expect(res.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    error:
      'Stripe answered in an unexpected shape when asked to read subscription sub_oddreply (customer: is not one of the accepted forms).',
  })
  expect(await applied(completed.id)).toBe(false)
  expect((await status(access_token)).has_active_subscription).toBe(false)

  // Stripe retries the delivery; the subscription now reads right.
  stripe.failures.delete('GET /v1/subscriptions/sub_oddreply')
  const trialEnd = new Date(Date.now() + 14 * DAY)
  stripe.subscriptions.set(
    'sub_oddreply',
    stripeSubscription({
      id: 'sub_oddreply',
      customer: 'cus_oddreply',
      status: 'trialing',
      tenantId,
      trialEnd,
      periodEnd: trialEnd,
    }),
  )
  expect((await deliver(completed)).json()).toEqual({ received: true, replayed: false })
  expect((await status(access_token)).is_on_trial).toBe(true)
})

test('a checkout or portal session Stripe answers without a URL is a 502 with a clear message, not a 500', async () => {
  const { token } = await subscribedViaCheckout('nourl@stripe.test', 'sub_nourl', 'cus_nourl')
  stripe.failures.set('POST /v1/billing_portal/sessions', {
    status: 200,
    body: { id: 'bps_x', object: 'billing_portal.session', url: null },
  })
  try {
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-portal-session',
      headers: bearer(token),
    })
    expect(portal.statusCode).toBe(502)
    expect(portal.json().error).toBe(
      'Stripe answered in an unexpected shape when asked to open the billing portal (url: must be text).',
    )
  } finally {
    stripe.failures.delete('POST /v1/billing_portal/sessions')
  }

  const other = await register(t.app, 'nourl-checkout@stripe.test')
  stripe.failures.set('POST /v1/checkout/sessions', {
    status: 400,
    message: 'No such price: price_starter_monthly',
  })
  try {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout-session',
      headers: bearer(other.access_token),
      payload: { plan: 'starter', billing: 'monthly' },
    })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().error).toBe(
      'Stripe refused to create a checkout session: No such price: price_starter_monthly',
    )
  } finally {
    stripe.failures.delete('POST /v1/checkout/sessions')
  }
})

async function superAdmin() {
  return (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
}

function deleteTenant(token: string, tenantId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/admin/tenants/${tenantId}`, headers: bearer(token) })
}

const cancelCalls = (subscriptionId: string) =>
  stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)

test('deleting a tenant cancels its Stripe subscription at once, then removes every row of the tenant', async () => {
  const { tenantId } = await subscribedViaCheckout('deleted@stripe.test', 'sub_deleted', 'cus_deleted')
  await seedTenantData(t.database.db, tenantId)
  expect(await tenantRowCounts(t.database.db, tenantId)).toEqual({
    users: 1,
    people: 1,
    uploads: 1,
    uploadChunks: 1,
    transcriptCues: 1,
    meetings: 1,
    meetingParticipants: 1,
    participantMetrics: 1,
    goals: 1,
    subscriptions: 1,
    checkoutSessions: 1,
  })

  const res = await deleteTenant(await superAdmin(), tenantId)
  expect(res.statusCode).toBe(200)
  expect(cancelCalls('sub_deleted')).toHaveLength(1)
  expect(stripe.subscriptions.get('sub_deleted')?.status).toBe('canceled')
  const counts = await tenantRowCounts(t.database.db, tenantId)
  expect(
    Object.values(counts).every((n) => n === 0),
    JSON.stringify(counts),
  ).toBe(true)
  expect(await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId))).toHaveLength(0)
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'tenant.delete'), eq(auditLog.targetId, tenantId)))
  expect(entry?.details).toMatchObject({ stripe_subscription_canceled: 'sub_deleted' })

  // Stripe's customer.subscription.deleted that follows finds no tenant: acknowledged, ignored.
  const after = await deliver(
    signedEvent(
      'customer.subscription.deleted',
      stripeSubscription({
        id: 'sub_deleted',
        customer: 'cus_deleted',
        status: 'canceled',
        tenantId,
        periodEnd: new Date(),
      }),
    ),
  )
  expect(after.statusCode).toBe(200)
  expect(await tenantRowCounts(t.database.db, tenantId)).toMatchObject({ subscriptions: 0 })
})

test('when Stripe refuses to cancel the subscription, or cannot be reached, the tenant is not deleted', async () => {
  const { token, tenantId } = await subscribedViaCheckout('kept@stripe.test', 'sub_kept', 'cus_kept')
  await seedTenantData(t.database.db, tenantId)
  const before = await tenantRowCounts(t.database.db, tenantId)
  const root = await superAdmin()

  stripe.failures.set('DELETE /v1/subscriptions/sub_kept', {
    status: 400,
    message: 'This subscription cannot be canceled right now.',
  })
  const refused = await deleteTenant(root, tenantId)
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({
    code: 'CONFLICT',
    error:
      "Stripe refused to cancel this tenant's subscription sub_kept: This subscription cannot be canceled right now. The tenant was not deleted.",
  })

  stripe.failures.set('DELETE /v1/subscriptions/sub_kept', { status: 500, message: 'Stripe is down' })
  const down = await deleteTenant(root, tenantId)
  expect(down.statusCode).toBe(502)
  expect(down.json().error).toBe(
    "Stripe could not cancel this tenant's subscription sub_kept just now. The tenant was not deleted. Please try again.",
  )

  expect(await tenantRowCounts(t.database.db, tenantId)).toEqual(before)
  expect(await status(token)).toMatchObject({ is_on_trial: true })
  expect(stripe.subscriptions.get('sub_kept')?.status).toBe('trialing')

  stripe.failures.delete('DELETE /v1/subscriptions/sub_kept')
  expect((await deleteTenant(root, tenantId)).statusCode).toBe(200)
  expect(stripe.subscriptions.get('sub_kept')?.status).toBe('canceled')
})

test('a tenant whose subscription already ended, or that Stripe no longer knows, is deleted without a refusal', async () => {
  const root = await superAdmin()
  const ended = await subscribedViaCheckout('ended@stripe.test', 'sub_ended', 'cus_ended')
  await withTenant(t.database.db, ended.tenantId, (tx) =>
    tx.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.tenantId, ended.tenantId)),
  )
  expect((await deleteTenant(root, ended.tenantId)).statusCode).toBe(200)
  expect(cancelCalls('sub_ended')).toHaveLength(0)

  const gone = await subscribedViaCheckout('gone@stripe.test', 'sub_gone', 'cus_gone')
  stripe.subscriptions.delete('sub_gone')
  expect((await deleteTenant(root, gone.tenantId)).statusCode).toBe(200)
  expect(cancelCalls('sub_gone')).toHaveLength(1)

  const never = await register(t.app, 'never@stripe.test')
  expect(never.access_token).toBeTruthy()
  expect((await deleteTenant(root, await tenantOf('never@stripe.test'))).statusCode).toBe(200)
})
