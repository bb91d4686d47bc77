import type { RegisterRequest } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, loadContracts } from '../../../lib/api-client.ts'
import { startSession } from '../../../lib/session.ts'

/** POST /api/auth/register; sign-up always asks for the admin role of a new individual tenant (spec §5). */
export function register(data: Omit<RegisterRequest, 'role'>) {
  return api.post('/auth/register', async () => (await loadContracts()).sessionResponse, {
    body: { ...data, role: 'admin' } satisfies RegisterRequest,
  })
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => startSession(queryClient, response),
  })
}
