import { z } from 'zod'
import { TIER_LABELS } from './tiers.ts'

/** The one plan (DESIGN §6, spec §9): an individual tenant on it has the `basic` tier, named after it. */
export const PLAN = {
  id: 'starter',
  tier: 'basic',
  name: TIER_LABELS.basic,
  priceUsdPerMonth: 49,
  meetingsPerMonth: 20,
  trialDays: 14,
  refundDays: 30,
} as const

/** GET /api/subscriptions/status, for the caller's tenant. */
export const subscriptionStatus = z.object({
  is_on_trial: z.boolean(),
  trial_days_remaining: z.number().int(),
  trial_expired: z.boolean(),
  has_active_subscription: z.boolean(),
  /** Not in the spec: a payment failed (Stripe's past_due); the plan works again once the card is updated. */
  payment_due: z.boolean(),
  /**
   * Not in the spec: the tenant has had its one free trial, so the next checkout starts the paid
   * plan at once, without a trial (decision 008).
   */
  trial_used: z.boolean(),
})
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>

/** The states a subscription is kept in, the same in local and Stripe billing. */
export const subscriptionState = z.enum(['trialing', 'active', 'past_due', 'canceled'])
export type SubscriptionStateName = z.infer<typeof subscriptionState>

/**
 * GET /api/subscriptions/contact, public: where teams and enterprises ask for an account (the
 * operator's CONTACT_EMAIL); null when none is set.
 */
export const salesContact = z.object({ email: z.email().nullable() })
export type SalesContact = z.infer<typeof salesContact>
