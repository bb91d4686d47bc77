import { localCheckoutSession, subscriptionStatus } from '@rapport/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/subscriptions/local/checkout/{sessionId}: local billing's test checkout. */
export function getLocalCheckout(sessionId: string, signal?: AbortSignal) {
  return api.get(`/subscriptions/local/checkout/${encodeURIComponent(sessionId)}`, localCheckoutSession, {
    signal,
    requiresToken: true,
  })
}

export const localCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'local-checkout', sessionId],
    queryFn: ({ signal }) => getLocalCheckout(sessionId, signal),
  })

export function useLocalCheckout(sessionId: string) {
  return useQuery(localCheckoutQueryOptions(sessionId))
}

/** POST …/confirm: starts the 14-day trial (or the plan, when the trial was used); no charge. */
export function confirmLocalCheckout(sessionId: string) {
  return api.post(
    `/subscriptions/local/checkout/${encodeURIComponent(sessionId)}/confirm`,
    subscriptionStatus,
    {
      requiresToken: true,
    },
  )
}

export function useConfirmLocalCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmLocalCheckout,
    onSuccess: (status) => {
      queryClient.setQueryData(['subscriptions', 'status'], status)
      return queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
    },
  })
}
