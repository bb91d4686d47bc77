import { type CreateUserRequest, userResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'
import { usersQueryKey } from './get-users.ts'

/** POST /api/admin/users */
export async function createUser(data: CreateUserRequest) {
  const { user } = await api.post('/admin/users', userResponse, { body: data })
  return user
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    // A tenant's user count changes with it (create, delete, a move between tenants).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
      ]),
  })
}
