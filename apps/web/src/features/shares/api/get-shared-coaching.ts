import { sharedCoachingResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { sharedCoachingKey } from './shares-query-keys.ts'

/** GET /api/shared/{token} (no account): the recipient's own section and who sent it. */
export function getSharedCoaching(token: string, signal?: AbortSignal) {
  return api.get(`/shared/${encodeURIComponent(token)}`, sharedCoachingResponse, { signal })
}

export const sharedCoachingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedCoachingKey(token),
    queryFn: ({ signal }) => getSharedCoaching(token, signal),
    // A dead link answers 404 once and for all: asking again changes nothing.
    retry: false,
  })

export function useSharedCoaching(token: string) {
  return useQuery(sharedCoachingQueryOptions(token))
}
