import { validateResetTokenResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/auth/validate-reset-token/{token} */
export function validateResetToken(token: string, signal?: AbortSignal) {
  return api.get(`/auth/validate-reset-token/${encodeURIComponent(token)}`, validateResetTokenResponse, {
    signal,
  })
}

export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    retry: false,
    // A token is checked once per visit; a used token must not look valid from cache.
    gcTime: 0,
  })

export function useValidateResetToken(token: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...validateResetTokenQueryOptions(token), ...options })
}
