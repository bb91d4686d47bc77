import { type CreateLlmProviderRequest, llmProviderResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { llmProvidersQueryKey } from './query-keys.ts'

/** POST /api/admin/llm/providers (the server tests the connection again before saving). */
export async function createLlmProvider(data: CreateLlmProviderRequest) {
  const { provider } = await api.post('/admin/llm/providers', llmProviderResponse, {
    body: data,
    requiresToken: true,
  })
  return provider
}

export function useCreateLlmProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createLlmProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmProvidersQueryKey }),
  })
}
