import { availableLlmProvidersResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { availableLlmProvidersQueryKey } from './query-keys.ts'

/** GET /api/admin/llm/providers/available: each provider's name and models. */
export function getAvailableLlmProviders(signal?: AbortSignal) {
  return api.get('/admin/llm/providers/available', availableLlmProvidersResponse, {
    signal,
    requiresToken: true,
  })
}

export const availableLlmProvidersQueryOptions = () =>
  queryOptions({
    queryKey: availableLlmProvidersQueryKey,
    queryFn: ({ signal }) => getAvailableLlmProviders(signal),
    // The catalogue changes only with a server release.
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useAvailableLlmProviders() {
  return useQuery(availableLlmProvidersQueryOptions())
}
