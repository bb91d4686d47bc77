import { QueryClient } from '@tanstack/react-query'

/** Spec: stale time 5 minutes, 1 retry, no refetch on window focus. */
export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
