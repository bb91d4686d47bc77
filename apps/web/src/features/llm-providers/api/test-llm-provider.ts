import { type TestLlmProviderInput, testLlmProviderResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** POST /api/admin/llm/providers/test: a real minimal call; 'connected' means it succeeded. */
export function testLlmProvider(data: TestLlmProviderInput) {
  return api.post('/admin/llm/providers/test', testLlmProviderResponse, { body: data, requiresToken: true })
}

export function useTestLlmProvider() {
  return useMutation({ mutationFn: testLlmProvider })
}
