import { llmProviderResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { llmProvidersQueryKey } from './query-keys.ts'

/** PUT /api/admin/llm/providers/{id} with is_default true: that provider becomes the default. */
export function setDefaultLlmProvider(id: string) {
  return api.put(`/admin/llm/providers/${encodeURIComponent(id)}`, llmProviderResponse, {
    body: { is_default: true },
    requiresToken: true,
  })
}

export function useSetDefaultLlmProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setDefaultLlmProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmProvidersQueryKey }),
  })
}
