import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError, loadContracts } from '../../../lib/api-client.ts'

/** GET /api/subscriptions/status; null while the server has no billing yet (404); not sent without a token. */
export async function getSubscriptionStatus(signal?: AbortSignal) {
  try {
    // The shell asks for it (the trial banner), so its schema loads beside it, not in the first load.
    const schema = async () => (await loadContracts()).subscriptionStatus
    return await api.get('/subscriptions/status', schema, { signal, requiresToken: true })
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
