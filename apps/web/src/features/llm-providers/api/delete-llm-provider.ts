import { type LlmProvider, messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { llmProvidersQueryKey } from './query-keys.ts'

/** DELETE /api/admin/llm/providers/{id}; deleting the default hands it to another provider. */
export function deleteLlmProvider(id: string) {
  return api.delete(`/admin/llm/providers/${encodeURIComponent(id)}`, messageResponse, {
    requiresToken: true,
  })
}

export function useDeleteLlmProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteLlmProvider,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<LlmProvider[]>(llmProvidersQueryKey, (list) =>
        list?.filter((p) => p.id !== id),
      )
      return queryClient.invalidateQueries({ queryKey: llmProvidersQueryKey })
    },
  })
}
