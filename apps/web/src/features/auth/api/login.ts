import type { LoginRequest } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, loadContracts } from '../../../lib/api-client.ts'
import { startSession } from '../../../lib/session.ts'

/** POST /api/auth/login */
export function login(data: LoginRequest) {
  return api.post('/auth/login', async () => (await loadContracts()).sessionResponse, { body: data })
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response),
  })
}
