import { createPortalSessionResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api, isApiError, isNoTokenError } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'

/** POST /api/subscriptions/create-portal-session; not sent without a stored token (spec §7). */
export function createPortalSession() {
  return api.post('/subscriptions/create-portal-session', createPortalSessionResponse, {
    requiresToken: true,
  })
}

/**
 * What a failed Manage Subscription says (spec §7, §8): without a token 'No authentication token
 * found'; when the server refused the portal session, its message, else 'Failed to create portal
 * session'; when the portal could not be opened (no answer, an answer without a usable URL, or
 * the browser not going there) the alert 'Failed to open billing portal'.
 */
export function portalErrorMessage(error: unknown): string {
  if (isNoTokenError(error)) return messages.noToken
  if (isApiError(error) && error.status > 0 && error.code !== 'INVALID_RESPONSE') {
    return error.serverMessage ?? messages.billing.portalFailed
  }
  return messages.billing.openPortalFailed
}

/** Opens the billing portal: the browser leaves the app for the URL the server returns. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ portal_url }) => window.location.assign(portal_url),
  })
}
