import type { ChangePasswordRequest } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'

/** PUT /api/user/password; its answer is not used. */
export function changePassword(data: ChangePasswordRequest) {
  return api.put('/user/password', z.unknown(), { body: data })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
