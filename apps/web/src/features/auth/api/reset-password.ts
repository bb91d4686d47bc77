import type { ResetPasswordRequest } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { anyAnswer, api } from '../../../lib/api-client.ts'

/** POST /api/auth/reset-password */
export function resetPassword(data: ResetPasswordRequest) {
  return api.post('/auth/reset-password', anyAnswer, { body: data })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
