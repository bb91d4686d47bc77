import { type UpdateUserRequest, userResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'
import { usersQueryKey } from './get-users.ts'

/** PUT /api/admin/users/{id}; a blank password keeps the current one. */
export async function updateUser({ userId, data }: { userId: string; data: UpdateUserRequest }) {
  const { user } = await api.put(`/admin/users/${encodeURIComponent(userId)}`, userResponse, { body: data })
  return user
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUser,
    // A tenant's user count changes with it (create, delete, a move between tenants).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
      ]),
  })
}
