import { subscriptionStatus } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '../../../lib/api-client.ts'
import { withBillingToken } from './billing-request.ts'

/** GET /api/subscriptions/status; null while the server has no billing yet (404); not sent without a token. */
export function getSubscriptionStatus(signal?: AbortSignal) {
  return withBillingToken(async () => {
    try {
      return await api.get('/subscriptions/status', subscriptionStatus, { signal })
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }
  })
}

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'status'],
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
  })

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions())
}
