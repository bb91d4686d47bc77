import { subscriptionStatus } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '../../../lib/api-client.ts'

/** GET /api/subscriptions/status; null while the server has no billing yet (404); not sent without a token. */
export async function getSubscriptionStatus(signal?: AbortSignal) {
  try {
    return await api.get('/subscriptions/status', subscriptionStatus, { signal, requiresToken: true })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'status'],
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
  })

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions())
}
