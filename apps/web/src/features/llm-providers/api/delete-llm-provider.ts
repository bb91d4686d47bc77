import { type LlmProvider, messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { llmProvidersQueryKey, withToken } from './llm-request.ts'

/** DELETE /api/admin/llm/providers/{id}; deleting the default hands it to another provider. */
export function deleteLlmProvider(id: string) {
  return withToken(() => api.delete(`/admin/llm/providers/${encodeURIComponent(id)}`, messageResponse))
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
