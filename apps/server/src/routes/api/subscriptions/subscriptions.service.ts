import { randomBytes } from 'node:crypto'
import {
  type CheckoutReturnPath,
  type CreateCheckoutSessionResponse,
  type CreatePortalSessionResponse,
  type LocalCheckoutSession,
  PLAN,
  type SubscriptionDetails,
  type SubscriptionStatus,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { z } from 'zod'
import type { SubscriptionRow, TenantRow } from '../../../db/schema/index.ts'
import { addMonths } from '../../../lib/calendar.ts'
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.ts'
import { billingExempt } from '../../../lib/meeting-limit.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import {
  callStripe,
  createStripeClient,
  firstIssue,
  isStripeMissing,
  type StripeCheckoutSessionObject,
  type StripeInvoiceObject,
  type StripeSubscriptionObject,
  stripeCheckoutSessionObject,
  stripeCheckoutSessionReply,
  stripeEventEnvelope,
  stripeIdOf,
  stripeInvoiceObject,
  stripePortalSessionReply,
  stripeSettings,
  stripeSubscriptionObject,
  valuesOf,
} from './stripe-billing.ts'
import { type SubscriptionValues, subscriptionsRepository } from './subscriptions.repository.ts'

const DAY_MS = 86_400_000

export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'An active subscription or free trial is needed to analyze new meetings. Your existing meetings stay available. Visit /pricing to start your 14-day free trial.'
const TEAM_BILLING =
  'Billing for team accounts is managed by your Rapport administrator, so there is nothing to buy here.'
const ALREADY_SUBSCRIBED =
  'Your organization already has an active subscription. Use Manage Subscription to change it.'
const NOTHING_TO_MANAGE = 'There is no subscription to manage yet. Choose a plan on the pricing page first.'
const ENDED = 'This subscription has ended. Start a new one from the pricing page.'
const LOCAL_ONLY = 'Not found'

/** The status the product shows, from the stored subscription at `now`. */
export function presentStatus(tenant: TenantRow, row: SubscriptionRow | null, now: Date): SubscriptionStatus {
  if (billingExempt(tenant)) {
    return {
      is_on_trial: false,
      trial_days_remaining: 0,
      trial_expired: false,
      has_active_subscription: true,
      payment_due: false,
      trial_used: false,
    }
  }
  const trialEnd = row?.trialEndsAt?.getTime() ?? null
  const liveTrial = row?.status === 'trialing' && trialEnd !== null && trialEnd > now.getTime()
  const active = liveTrial || row?.status === 'active'
  return {
    is_on_trial: liveTrial,
    trial_days_remaining: liveTrial && trialEnd !== null ? Math.ceil((trialEnd - now.getTime()) / DAY_MS) : 0,
    trial_expired: row !== null && trialExpired(row, now),
    has_active_subscription: active,
    payment_due: row?.status === 'past_due',
    // One trial per tenant: the same test checkout uses to leave the trial out.
    trial_used: row?.trialEndsAt != null,
  }
}

/**
 * Decision 008: the trial has ended and nothing active followed. A trial still marked trialing
 * past its end has had nothing follow it (yet). A canceled subscription is an expired trial unless
 * a paid period followed the trial: its period, or its cancellation, reaching beyond the trial's
 * end. A failed payment (past_due) is a plan waiting for a card, not an expired trial.
 */
function trialExpired(row: SubscriptionRow, now: Date): boolean {
  const trialEnd = row.trialEndsAt?.getTime()
  if (trialEnd === undefined) return false
  if (row.status === 'trialing') return trialEnd <= now.getTime()
  if (row.status !== 'canceled') return false
  const lastKnown = Math.max(row.currentPeriodEnd?.getTime() ?? 0, row.canceledAt?.getTime() ?? 0)
  return lastKnown <= trialEnd
}

/**
 * Local billing has no Stripe to end trials and renew periods, so a local subscription catches up
 * with the clock when read: a trial that ran out becomes active (or canceled if cancelled in the
 * portal), and an active period that ran out renews (or ends). These are the transitions Stripe
 * would send as webhooks.
 */
export function advanceLocal(row: SubscriptionRow, now: Date): Partial<SubscriptionValues> | null {
  if (row.provider !== 'local') return null
  const periodEnd = row.status === 'trialing' ? row.trialEndsAt : row.currentPeriodEnd
  if (!(row.status === 'trialing' || row.status === 'active') || !periodEnd || periodEnd > now) return null
  if (row.cancelAtPeriodEnd) return { status: 'canceled', canceledAt: periodEnd, cancelAtPeriodEnd: false }
  // Counted from the period's end each time, so a 31st stays the month's last day (31 Jan, 28 Feb, 31 Mar).
  let months = 1
  while (addMonths(periodEnd, months) <= now) months++
  const next = addMonths(periodEnd, months)
  return { status: 'active', currentPeriodEnd: next }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function presentDetails(row: SubscriptionRow): SubscriptionDetails {
  return {
    status: row.status,
    trial_ends_at: iso(row.trialEndsAt),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: iso(row.canceledAt),
  }
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>

export function subscriptionsService(app: FastifyInstance) {
  const repo = subscriptionsRepository(app.deps.database.db)
  const settings = stripeSettings(app.deps.env)
  const stripe = settings ? createStripeClient(settings) : null
  const publicUrl = app.deps.env.PUBLIC_URL ?? `http://localhost:${app.deps.env.PORT}`

  /** The tenant's subscription, caught up with the clock in local billing. */
  async function current(tenantId: string): Promise<SubscriptionRow | null> {
    const row = await repo.find(tenantId)
    if (!row) return null
    const change = advanceLocal(row, new Date())
    return change ? ((await repo.update(tenantId, change)) ?? row) : row
  }

  function assertBillable(auth: AuthContext) {
    if (billingExempt(auth.tenant)) throw new ConflictError(TEAM_BILLING)
  }

  function requireLocal() {
    if (stripe) throw new NotFoundError('Resource', LOCAL_ONLY)
  }

  const isLive = (row: SubscriptionRow | null) =>
    row !== null && (row.status === 'active' || row.status === 'trialing' || row.status === 'past_due')

  async function localCheckoutOf(auth: AuthContext, sessionId: string) {
    requireLocal()
    const checkout = await repo.findCheckout(auth.tenantId, sessionId)
    if (checkout?.provider !== 'local') throw new NotFoundError('Checkout session')
    return checkout
  }

  return {
    mode: stripe ? ('stripe' as const) : ('local' as const),

    async status(auth: AuthContext): Promise<SubscriptionStatus> {
      const row = billingExempt(auth.tenant) ? null : await current(auth.tenantId)
      return presentStatus(auth.tenant, row, new Date())
    },

    /** The upload gate: 402 without an active subscription or live trial. */
    async assertCanUpload(auth: AuthContext): Promise<void> {
      if (billingExempt(auth.tenant)) return
      const status = presentStatus(auth.tenant, await current(auth.tenantId), new Date())
      if (!status.has_active_subscription) {
        throw new AppError(402, 'PAYMENT_REQUIRED', SUBSCRIPTION_REQUIRED_MESSAGE, {
          pricing_url: '/pricing',
        })
      }
    },

    async createCheckoutSession(
      auth: AuthContext,
      returnTo?: CheckoutReturnPath,
    ): Promise<CreateCheckoutSessionResponse> {
      assertBillable(auth)
      const row = await current(auth.tenantId)
      // A failed payment is fixed in the portal (new card), not with a second subscription.
      if (row?.status === 'past_due' && stripe && row.stripeCustomerId) {
        const customer = row.stripeCustomerId
        const portal = await callStripe('open the billing portal', stripePortalSessionReply, () =>
          stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/dashboard` }),
        )
        return { checkout_url: portal.url }
      }
      if (isLive(row)) throw new ConflictError(ALREADY_SUBSCRIBED)
      const hadTrial = row?.trialEndsAt != null
      if (!stripe || !settings) {
        const id = `cs_local_${randomBytes(18).toString('base64url')}`
        await repo.createCheckout({ id, tenantId: auth.tenantId, userId: auth.user.id, provider: 'local' })
        return {
          checkout_url: returnTo
            ? `/billing/checkout/${id}?${new URLSearchParams({ return_to: returnTo })}`
            : `/billing/checkout/${id}`,
        }
      }
      const customer = row?.stripeCustomerId
      const session = await callStripe('create a checkout session', stripeCheckoutSessionReply, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.priceId, quantity: 1 }],
          client_reference_id: auth.tenantId,
          metadata: { tenant_id: auth.tenantId },
          ...(customer ? { customer } : { customer_email: auth.user.email }),
          payment_method_collection: 'always',
          subscription_data: {
            metadata: { tenant_id: auth.tenantId },
            ...(hadTrial ? {} : { trial_period_days: PLAN.trialDays }),
          },
          success_url: `${publicUrl}${returnTo ?? '/dashboard'}?checkout=success`,
          cancel_url: `${publicUrl}/pricing`,
        }),
      )
      await repo.createCheckout({
        id: session.id,
        tenantId: auth.tenantId,
        userId: auth.user.id,
        provider: 'stripe',
      })
      return { checkout_url: session.url }
    },

    async createPortalSession(auth: AuthContext): Promise<CreatePortalSessionResponse> {
      assertBillable(auth)
      const row = await current(auth.tenantId)
      if (!row) throw new ConflictError(NOTHING_TO_MANAGE)
      if (!stripe) return { portal_url: '/billing/portal' }
      const customer = row.stripeCustomerId
      if (!customer) throw new ConflictError(NOTHING_TO_MANAGE)
      const session = await callStripe('open the billing portal', stripePortalSessionReply, () =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/dashboard` }),
      )
      return { portal_url: session.url }
    },

    async localCheckout(auth: AuthContext, sessionId: string): Promise<LocalCheckoutSession> {
      const checkout = await localCheckoutOf(auth, sessionId)
      const row = await current(auth.tenantId)
      return {
        session_id: checkout.id,
        status: checkout.status,
        includes_trial: row?.trialEndsAt == null,
        tenant_name: auth.tenant.name,
        email: auth.user.email,
      }
    },

    /** Confirms the test checkout: starts the 14-day trial, or the paid plan when the trial was used. */
    async confirmLocalCheckout(auth: AuthContext, sessionId: string): Promise<SubscriptionStatus> {
      assertBillable(auth)
      const checkout = await localCheckoutOf(auth, sessionId)
      const row = await current(auth.tenantId)
      if (checkout.status === 'open') {
        if (isLive(row)) throw new ConflictError(ALREADY_SUBSCRIBED)
        const now = new Date()
        const hadTrial = row?.trialEndsAt != null
        const trialEnd = new Date(now.getTime() + PLAN.trialDays * DAY_MS)
        const values: SubscriptionValues = hadTrial
          ? {
              provider: 'local',
              status: 'active',
              trialEndsAt: row?.trialEndsAt ?? null,
              currentPeriodEnd: addMonths(now, 1),
              cancelAtPeriodEnd: false,
              canceledAt: null,
            }
          : {
              provider: 'local',
              status: 'trialing',
              trialEndsAt: trialEnd,
              currentPeriodEnd: trialEnd,
              cancelAtPeriodEnd: false,
              canceledAt: null,
            }
        await repo.completeCheckout(auth.tenantId, checkout.id, values, PLAN.meetingsPerMonth)
      }
      return presentStatus(auth.tenant, await current(auth.tenantId), new Date())
    },

    async localPortal(auth: AuthContext) {
      requireLocal()
      const row = await current(auth.tenantId)
      return { subscription: row ? presentDetails(row) : null }
    },

    /** Cancel at the end of the trial or period, as Stripe's portal does; resume undoes it. */
    async setLocalCancellation(auth: AuthContext, cancel: boolean) {
      requireLocal()
      assertBillable(auth)
      const row = await current(auth.tenantId)
      if (!row) throw new ConflictError(NOTHING_TO_MANAGE)
      if (row.status === 'canceled') throw new ConflictError(ENDED)
      const updated = await repo.update(auth.tenantId, { cancelAtPeriodEnd: cancel })
      if (!updated) throw new NotFoundError('Subscription')
      return { subscription: presentDetails(updated) }
    },

    /**
     * Before a tenant is deleted (Stripe mode): ends its Stripe subscription at once, so nobody
     * goes on paying for a tenant that no longer exists. Throws (409 when Stripe refuses, 502 when
     * it cannot be reached) so the caller deletes nothing. Returns the canceled subscription's id,
     * or null when there was nothing to cancel (local billing, no subscription, already ended).
     */
    async cancelForTenantDeletion(tenantId: string): Promise<string | null> {
      if (!stripe) return null
      const row = await repo.find(tenantId)
      const id = row?.stripeSubscriptionId
      if (!id || row.status === 'canceled') return null
      const ended = await callStripe(
        `cancel this tenant's subscription ${id}`,
        stripeSubscriptionObject.pick({ id: true, status: true }).nullable(),
        async () => {
          try {
            return await stripe.subscriptions.cancel(id)
          } catch (error) {
            // Already gone in Stripe: nothing left to charge.
            if (isStripeMissing(error)) return null
            throw error
          }
        },
        'The tenant was not deleted.',
      )
      return ended ? id : null
    },

    /** Verifies and applies one Stripe webhook; a replayed event id changes nothing. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; replayed: boolean }> {
      if (!stripe || !settings) throw new NotFoundError('Resource', LOCAL_ONLY)
      if (!signature) throw new ValidationError('Missing Stripe-Signature header')
      let verified: Stripe.Event
      try {
        verified = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
      } catch {
        throw new ValidationError('Webhook signature verification failed')
      }
      // Signed by Stripe, but still checked: an event we cannot read is refused, not recorded.
      const event = readEvent(verified)
      if (await repo.eventSeen(event.id)) return { received: true, replayed: true }
      // Fetched before the transaction: no network wait while holding database locks.
      const fetched =
        event.kind === 'checkout' && event.session.mode === 'subscription'
          ? await fetchSubscription(stripe, stripeIdOf(event.session.subscription))
          : null
      const applied = await repo.applyEventOnce(event, async (ops) => {
        switch (event.kind) {
          case 'checkout': {
            const session = event.session
            const tenantId = session.client_reference_id ?? session.metadata?.tenant_id ?? null
            if (!fetched || !tenantId || !(await ops.tenantExists(tenantId))) return
            await ops.upsert(tenantId, valuesOf(fetched))
            await ops.completeCheckout(tenantId, session.id, PLAN.meetingsPerMonth)
            return
          }
          case 'subscription': {
            const subscription = event.subscription
            const tenantId =
              (await ops.tenantOf({
                subscriptionId: subscription.id,
                customerId: stripeIdOf(subscription.customer),
              })) ??
              subscription.metadata?.tenant_id ??
              null
            if (!tenantId || !(await ops.tenantExists(tenantId))) return
            const values = valuesOf(subscription)
            await ops.upsert(
              tenantId,
              event.type === 'customer.subscription.deleted' ? { ...values, status: 'canceled' } : values,
            )
            return
          }
          case 'payment_failed': {
            const invoice = event.invoice
            const subscriptionId = stripeIdOf(
              invoice.parent?.subscription_details?.subscription ?? invoice.subscription,
            )
            const tenantId = await ops.tenantOf({ subscriptionId, customerId: stripeIdOf(invoice.customer) })
            if (!tenantId) return
            const row = await ops.find(tenantId)
            if (!row || row.status === 'canceled') return
            await ops.upsert(tenantId, {
              provider: row.provider,
              status: 'past_due',
              trialEndsAt: row.trialEndsAt,
              currentPeriodEnd: row.currentPeriodEnd,
              cancelAtPeriodEnd: row.cancelAtPeriodEnd,
              canceledAt: row.canceledAt,
              stripeCustomerId: row.stripeCustomerId,
              stripeSubscriptionId: row.stripeSubscriptionId,
            })
            return
          }
          case 'other':
            return
        }
      })
      return { received: true, replayed: !applied }
    },
  }
}

/** A verified Stripe event with the object of the types we act on checked and typed. */
type ReadEvent = { id: string; type: string } & (
  | { kind: 'checkout'; session: StripeCheckoutSessionObject }
  | { kind: 'subscription'; subscription: StripeSubscriptionObject }
  | { kind: 'payment_failed'; invoice: StripeInvoiceObject }
  | { kind: 'other' }
)

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
])

/** Checks the parts of an event Rapport reads; 400 naming the first problem when they are not as expected. */
export function readEvent(event: unknown): ReadEvent {
  const envelope = stripeEventEnvelope.safeParse(event)
  if (!envelope.success) {
    throw new ValidationError(
      `The Stripe event is not in the shape Rapport reads (${firstIssue(envelope.error)}).`,
    )
  }
  const { id, type } = envelope.data
  const object = envelope.data.data.object
  const check = <S extends z.ZodType>(schema: S): z.output<S> => {
    const parsed = schema.safeParse(object)
    if (parsed.success) return parsed.data
    throw new ValidationError(
      `Stripe event ${id} (${type}) is not in the shape Rapport reads: data.object.${firstIssue(parsed.error)}`,
    )
  }
  if (type === 'checkout.session.completed') {
    return { id, type, kind: 'checkout', session: check(stripeCheckoutSessionObject) }
  }
  if (SUBSCRIPTION_EVENTS.has(type)) {
    return { id, type, kind: 'subscription', subscription: check(stripeSubscriptionObject) }
  }
  if (type === 'invoice.payment_failed') {
    return { id, type, kind: 'payment_failed', invoice: check(stripeInvoiceObject) }
  }
  return { id, type, kind: 'other' }
}

async function fetchSubscription(
  stripe: Stripe,
  subscriptionId: string | null,
): Promise<StripeSubscriptionObject | null> {
  if (!subscriptionId) return null
  return callStripe(`read subscription ${subscriptionId}`, stripeSubscriptionObject, () =>
    stripe.subscriptions.retrieve(subscriptionId),
  )
}
