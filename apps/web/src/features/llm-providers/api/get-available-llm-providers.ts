import { availableLlmProvidersResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { availableLlmProvidersQueryKey, withToken } from './llm-request.ts'

/** GET /api/admin/llm/providers/available: each provider's name and models. */
export function getAvailableLlmProviders(signal?: AbortSignal) {
  return withToken(() => api.get('/admin/llm/providers/available', availableLlmProvidersResponse, { signal }))
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
