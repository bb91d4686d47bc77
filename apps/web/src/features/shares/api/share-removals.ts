import { messageResponse, shareRemovalListResponse } from '@rapport/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { removalsQueryKey } from './shares-query-keys.ts'

/** GET /api/admin/share-removals: the tenant's open removal requests. */
export function getShareRemovals(signal?: AbortSignal) {
  return api.get('/admin/share-removals', shareRemovalListResponse, { signal, requiresToken: true })
}

export const shareRemovalsQueryOptions = () =>
  queryOptions({
    queryKey: removalsQueryKey,
    queryFn: ({ signal }) => getShareRemovals(signal),
  })

export function useShareRemovals() {
  return useQuery(shareRemovalsQueryOptions())
}

type Resolution = { requestId: string; outcome: 'restore' | 'delete' }

/** POST /api/admin/share-removals/{id}/restore or …/delete. */
export function resolveShareRemoval({ requestId, outcome }: Resolution) {
  return api.post(`/admin/share-removals/${encodeURIComponent(requestId)}/${outcome}`, messageResponse, {
    requiresToken: true,
  })
}

export function useResolveShareRemoval() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: resolveShareRemoval,
    // The restored or deleted coaching changes the meeting's pages too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: removalsQueryKey }),
        client.invalidateQueries({ queryKey: ['meetings'] }),
      ]),
  })
}
