import { messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'
import { usersQueryKey } from './get-users.ts'

/** DELETE /api/admin/users/{id} */
export async function deleteUser(userId: string) {
  return api.delete(`/admin/users/${encodeURIComponent(userId)}`, messageResponse)
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    // A tenant's user count changes with it (create, delete, a move between tenants).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
      ]),
  })
}
