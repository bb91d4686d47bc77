import { z } from 'zod'

/**
 * The subscription tiers, in one place: every tier a tenant can have, with the one label every
 * form, table and page shows. The spec names basic, premium, professional and enterprise (spec §5,
 * §9: its two admin forms list different subsets); both forms offer this one list, so Settings and
 * Create Tenant never disagree (issue 30). `basic` is the tier of the individual plan customers buy,
 * so it is labelled with that plan's name (subscriptions.ts PLAN): the pricing page, the user's
 * Settings and Administration all say "Starter".
 */
export const TIER_LABELS = {
  basic: 'Starter',
  premium: 'Premium',
  professional: 'Professional',
  enterprise: 'Enterprise',
} as const

export type SubscriptionTier = keyof typeof TIER_LABELS

/** The one list, cheapest first, as both admin forms offer it. */
export const subscriptionTiers = [
  'basic',
  'professional',
  'premium',
  'enterprise',
] as const satisfies readonly [SubscriptionTier, ...SubscriptionTier[]]
export const subscriptionTier = z.enum(subscriptionTiers)

/** A tier as every screen writes it ('Professional'). */
export function tierLabel(tier: SubscriptionTier): string {
  return TIER_LABELS[tier]
}
