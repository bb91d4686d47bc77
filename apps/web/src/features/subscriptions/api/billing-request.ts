import { ApiError, isApiError } from '../../../lib/api-client.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'

const NO_TOKEN = 'NO_TOKEN'

/**
 * Billing calls are not sent without a stored token (spec §7): they fail at once with 'No
 * authentication token found', which `errorMessage` shows as it would a server's message.
 */
export function withBillingToken<T>(send: () => Promise<T>): Promise<T> {
  if (!getAuthToken()) {
    return Promise.reject(
      new ApiError({
        status: 0,
        code: NO_TOKEN,
        message: messages.billing.noToken,
        serverMessage: messages.billing.noToken,
      }),
    )
  }
  return send()
}

/** True for the failure of a billing call that was not sent for want of a stored token. */
export function isNoTokenError(error: unknown): boolean {
  return isApiError(error) && error.code === NO_TOKEN
}
