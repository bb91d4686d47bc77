import { llmProviderListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { llmProvidersQueryKey } from './query-keys.ts'

/** GET /api/admin/llm/providers: the configured providers, the default first. */
export async function getLlmProviders(signal?: AbortSignal) {
  const { providers } = await api.get('/admin/llm/providers', llmProviderListResponse, {
    signal,
    requiresToken: true,
  })
  return providers
}

export const llmProvidersQueryOptions = () =>
  queryOptions({ queryKey: llmProvidersQueryKey, queryFn: ({ signal }) => getLlmProviders(signal) })

export function useLlmProviders() {
  return useQuery(llmProvidersQueryOptions())
}
