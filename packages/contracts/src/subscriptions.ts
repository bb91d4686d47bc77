import { z } from 'zod'

export const PLAN = {
  name: 'Starter',
  priceUsdPerMonth: 49,
  meetingsPerMonth: 20,
  trialDays: 14,
  refundDays: 30,
} as const

export const subscriptionStatus = z.object({
  is_on_trial: z.boolean(),
  trial_days_remaining: z.number().int(),
  trial_expired: z.boolean(),
  has_active_subscription: z.boolean(),
})
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>
