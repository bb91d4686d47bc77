import Stripe from 'stripe'
import type { Env } from '../../../config/env.ts'
import type { SubscriptionState } from '../../../db/schema/index.ts'
import type { SubscriptionValues } from './subscriptions.repository.ts'

export interface StripeSettings {
  secretKey: string
  priceId: string
  webhookSecret: string
  /** Where the SDK sends its requests; Stripe itself unless set (tests point it at a fake on loopback). */
  apiBase?: string | undefined
}

/** Stripe settings when `STRIPE_SECRET_KEY` is set (env.ts insists on the price and webhook secret too). */
export function stripeSettings(env: Env): StripeSettings | null {
  if (!(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET)) return null
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    priceId: env.STRIPE_PRICE_ID,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  }
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/** Stripe's many subscription statuses folded into the four we keep. */
export function stateOf(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case 'trialing':
      return 'trialing'
    case 'active':
      return 'active'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      // incomplete, past_due, unpaid, paused: payment is owed before the plan works again.
      return 'past_due'
  }
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Our columns from a Stripe subscription object (period end lives on its items since API 2025-03). */
export function valuesOf(subscription: Stripe.Subscription): SubscriptionValues {
  const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end))
  return {
    provider: 'stripe',
    status: stateOf(subscription.status),
    trialEndsAt: date(subscription.trial_end),
    currentPeriodEnd: date(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: date(subscription.canceled_at),
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  }
}

export { idOf as stripeIdOf }
