import type { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'

/**
 * The analytics calls refuse to start without a stored token (spec: 'No auth token found'); any
 * other failure comes back from the API client as an ApiError.
 */
export function analyticsGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) {
  if (!getAuthToken()) return Promise.reject(new Error(messages.analytics.noToken))
  return api.get(path, schema, { signal })
}
