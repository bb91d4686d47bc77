import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client.ts'

/**
 * Spec: 1 retry. A retry helps only where the answer could change by asking again: no answer at
 * all (network) or a server fault. A refusal (400–499: missing, forbidden, invalid) would be the
 * same the second time, so a missing meeting is asked for once, not again.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return true
}

/** Spec: stale time 5 minutes, 1 retry (not for refusals), no refetch on window focus. */
export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  },
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
