import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'

/** POST /api/auth/request-password-reset */
export function requestPasswordReset(data: { email: string }) {
  return api.post('/auth/request-password-reset', z.unknown(), { body: data })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
