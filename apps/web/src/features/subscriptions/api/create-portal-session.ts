import { createPortalSessionResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'

/** POST /api/subscriptions/create-portal-session; not sent without a stored token (spec §7). */
export function createPortalSession() {
  if (!getAuthToken()) {
    return Promise.reject(
      new ApiError({
        status: 0,
        code: 'UNAUTHORIZED',
        message: messages.billing.noToken,
        serverMessage: messages.billing.noToken,
      }),
    )
  }
  return api.post('/subscriptions/create-portal-session', createPortalSessionResponse)
}

/** Opens the billing portal: the browser leaves the app for the URL the server returns. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ portal_url }) => window.location.assign(portal_url),
  })
}
