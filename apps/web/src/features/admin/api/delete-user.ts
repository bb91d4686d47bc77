import { messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { usersQueryKey } from './get-users.ts'

/** DELETE /api/admin/users/{id} */
export async function deleteUser(userId: string) {
  return api.delete(`/admin/users/${encodeURIComponent(userId)}`, messageResponse)
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
