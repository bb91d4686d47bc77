import type { ValidateResetTokenResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AnswerParser, api } from '../../../lib/api-client.ts'

/**
 * The link check's answer read by hand, as the contract's `validateResetTokenResponse` reads it
 * (a boolean `valid`, an optional text `email` and `error`, other keys dropped): it is the one
 * answer a reset link's first load parses, and zod would be 17 KB of its 100 KB budget (decision
 * 013). validate-reset-token.test.ts holds it to the contract's schema.
 */
export const resetTokenCheck: AnswerParser<ValidateResetTokenResponse> = {
  safeParse(input) {
    const refused = { success: false, error: { issues: [{ message: 'not a reset link check' }] } } as const
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return refused
    const { valid, email, error } = input as Record<string, unknown>
    if (typeof valid !== 'boolean') return refused
    if (email !== undefined && typeof email !== 'string') return refused
    if (error !== undefined && typeof error !== 'string') return refused
    const data: ValidateResetTokenResponse = { valid }
    if ('email' in input) data.email = email as string | undefined
    if ('error' in input) data.error = error as string | undefined
    return { success: true, data }
  },
}

/** GET /api/auth/validate-reset-token/{token} */
export function validateResetToken(token: string, signal?: AbortSignal) {
  return api.get(`/auth/validate-reset-token/${encodeURIComponent(token)}`, resetTokenCheck, {
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
