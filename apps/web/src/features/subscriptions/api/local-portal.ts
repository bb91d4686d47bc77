import { subscriptionDetailsResponse } from '@rapport/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

const portalKey = ['subscriptions', 'local-portal'] as const

/** GET /api/subscriptions/local/portal: local billing's portal. */
export function getLocalPortal(signal?: AbortSignal) {
  return api.get('/subscriptions/local/portal', subscriptionDetailsResponse, { signal, requiresToken: true })
}

export const localPortalQueryOptions = () =>
  queryOptions({ queryKey: portalKey, queryFn: ({ signal }) => getLocalPortal(signal) })

export function useLocalPortal() {
  return useQuery(localPortalQueryOptions())
}

/** POST /api/subscriptions/local/portal/cancel or /resume: cancel at the end of the trial or period, or undo it. */
export function setLocalCancellation(action: 'cancel' | 'resume') {
  return api.post(`/subscriptions/local/portal/${action}`, subscriptionDetailsResponse, {
    requiresToken: true,
  })
}

export function useSetLocalCancellation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setLocalCancellation,
    onSuccess: (details) => {
      queryClient.setQueryData(portalKey, details)
      return queryClient.invalidateQueries({ queryKey: ['subscriptions', 'status'] })
    },
  })
}
