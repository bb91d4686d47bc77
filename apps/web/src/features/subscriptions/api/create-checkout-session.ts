import {
  type CheckoutReturnPath,
  type CreateCheckoutSessionRequest,
  createCheckoutSessionResponse,
} from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api, isApiError, isNoTokenError } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'

const STARTER_MONTHLY: CreateCheckoutSessionRequest = { plan: 'starter', billing: 'monthly' }

/**
 * POST /api/subscriptions/create-checkout-session: Stripe Checkout, or our own test checkout page.
 * Not sent without a stored token (the pricing page sends such visitors to sign-up first).
 */
export function createCheckoutSession(returnTo?: CheckoutReturnPath) {
  return api.post('/subscriptions/create-checkout-session', createCheckoutSessionResponse, {
    body: returnTo ? { ...STARTER_MONTHLY, return_to: returnTo } : STARTER_MONTHLY,
    requiresToken: true,
  })
}

/**
 * Spec §8: a refusal from the server shows 'Error: {error or Failed to create checkout session}';
 * anything else (no answer at all) 'Failed to start checkout. Please try again.'; a call not sent
 * for want of a token, 'No authentication token found' (§7).
 */
export function checkoutErrorMessage(error: unknown): string {
  if (isNoTokenError(error)) return messages.noToken
  if (isApiError(error) && error.status > 0) {
    return `Error: ${error.serverMessage ?? messages.subscriptions.checkoutFailed}`
  }
  return messages.subscriptions.startCheckoutFailed
}

/** Starts checkout: the browser leaves for the URL the server returns (spec §7). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (returnTo?: CheckoutReturnPath) => createCheckoutSession(returnTo),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  })
}
