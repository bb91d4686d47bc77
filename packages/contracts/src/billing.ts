import { z } from 'zod'
import { subscriptionState } from './subscriptions.ts'

/** POST /api/subscriptions/create-checkout-session (spec §7). */
/**
 * Where checkout comes back to, when not the dashboard (not in the spec): '/upload' when an upload
 * that needed a plan sent the user there, so they return to it with their file (issue 30). A fixed
 * list, so checkout can never be made to send anyone elsewhere.
 */
export const checkoutReturnPaths = ['/upload'] as const
export const checkoutReturnPath = z.enum(checkoutReturnPaths)
export type CheckoutReturnPath = z.infer<typeof checkoutReturnPath>

export const createCheckoutSessionRequest = z.object({
  plan: z.literal('starter'),
  billing: z.literal('monthly'),
  return_to: checkoutReturnPath.optional(),
})
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequest>

/** The browser follows `checkout_url`: Stripe Checkout, or our own test checkout page in local billing. */
export const createCheckoutSessionResponse = z.object({ checkout_url: z.string().min(1) })
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponse>

/** POST /api/subscriptions/create-portal-session: the browser then navigates to `portal_url`. */
export const createPortalSessionResponse = z.object({ portal_url: z.string().min(1) })
export type CreatePortalSessionResponse = z.infer<typeof createPortalSessionResponse>

/** The tenant's subscription as the local billing portal shows it; null before any checkout. */
export const subscriptionDetails = z.object({
  status: subscriptionState,
  trial_ends_at: z.iso.datetime().nullable(),
  current_period_end: z.iso.datetime().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.iso.datetime().nullable(),
})
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>

export const subscriptionDetailsResponse = z.object({ subscription: subscriptionDetails.nullable() })
export type SubscriptionDetailsResponse = z.infer<typeof subscriptionDetailsResponse>

/** GET /api/subscriptions/local/checkout/{sessionId}: what the test checkout page shows. */
export const localCheckoutSession = z.object({
  session_id: z.string(),
  status: z.enum(['open', 'completed']),
  /** False when the tenant has had its trial: confirming then starts the paid plan at once. */
  includes_trial: z.boolean(),
  tenant_name: z.string(),
  email: z.string(),
})
export type LocalCheckoutSession = z.infer<typeof localCheckoutSession>
