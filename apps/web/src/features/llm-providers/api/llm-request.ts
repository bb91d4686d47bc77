import { ApiError } from '../../../lib/api-client.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'

/** LLM calls are not sent without a stored token (spec §7): they fail with the spec's message. */
export function withToken<T>(send: () => Promise<T>): Promise<T> {
  if (!getAuthToken()) {
    return Promise.reject(
      new ApiError({
        status: 0,
        code: 'UNAUTHORIZED',
        message: messages.admin.llm.noToken,
        serverMessage: messages.admin.llm.noToken,
      }),
    )
  }
  return send()
}

export const llmProvidersQueryKey = ['admin', 'llm', 'providers'] as const
export const availableLlmProvidersQueryKey = ['admin', 'llm', 'available'] as const
