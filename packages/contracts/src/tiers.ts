import { z } from 'zod'

/**
 * The subscription tiers, in one place: every tier a tenant can have, with the one label each form
 * and table shows. The spec offers a different set in each of its two forms (spec §5, §9: tenant
 * management basic, premium, enterprise; tenant settings basic, professional, enterprise); both
 * sets are drawn from this list, so a tier set in one form reads the same in the other and in
 * every table.
 */
export const TIER_LABELS = {
  basic: 'Basic',
  premium: 'Premium',
  professional: 'Professional',
  enterprise: 'Enterprise',
} as const

export type SubscriptionTier = keyof typeof TIER_LABELS

export const subscriptionTiers = Object.keys(TIER_LABELS) as [SubscriptionTier, ...SubscriptionTier[]]
export const subscriptionTier = z.enum(subscriptionTiers)

/** Tiers offered by tenant management (super admins). */
export const managedTiers = ['basic', 'premium', 'enterprise'] as const satisfies readonly SubscriptionTier[]
export const managedTier = z.enum(managedTiers)

/** Tiers offered by a team's own tenant settings. */
export const settingsTiers = [
  'basic',
  'professional',
  'enterprise',
] as const satisfies readonly SubscriptionTier[]
export const settingsTier = z.enum(settingsTiers)

/** A tier as every screen writes it ('Professional'). */
export function tierLabel(tier: SubscriptionTier): string {
  return TIER_LABELS[tier]
}
