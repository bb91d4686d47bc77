import { type TestLlmProviderInput, testLlmProviderResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { withToken } from './llm-request.ts'

/** POST /api/admin/llm/providers/test: a real minimal call; 'connected' means it succeeded. */
export function testLlmProvider(data: TestLlmProviderInput) {
  return withToken(() => api.post('/admin/llm/providers/test', testLlmProviderResponse, { body: data }))
}

export function useTestLlmProvider() {
  return useMutation({ mutationFn: testLlmProvider })
}
