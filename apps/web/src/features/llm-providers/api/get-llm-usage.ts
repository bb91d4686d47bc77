import { llmUsageResponse } from '@rapport/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const llmUsageQueryKey = ['admin', 'llm', 'usage'] as const

/** GET /api/admin/llm/usage: this month's language-model requests per tenant (super admin). */
export async function getLlmUsage(signal?: AbortSignal) {
  return api.get('/admin/llm/usage', llmUsageResponse, { signal, requiresToken: true })
}

export function useLlmUsage() {
  return useQuery({ queryKey: llmUsageQueryKey, queryFn: ({ signal }) => getLlmUsage(signal) })
}
