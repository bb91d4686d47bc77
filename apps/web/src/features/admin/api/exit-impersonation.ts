import { sessionResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { startSession } from '../../../lib/session.ts'

/** POST /api/admin/exit-impersonation: a token for the super admin's own tenant again. */
export async function exitImpersonation() {
  return api.post('/admin/exit-impersonation', sessionResponse)
}

/** Spec §4: exiting stores the new token and clears the impersonation context (the answer carries it). */
export function useExitImpersonation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: exitImpersonation,
    onSuccess: (response) => startSession(queryClient, response),
  })
}
