import { userResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { usersQueryKey } from './get-users.ts'

/** PATCH /api/admin/users/{id}/toggle-status: answers the user with the new state. */
export async function toggleUserStatus(userId: string) {
  const { user } = await api.patch(`/admin/users/${encodeURIComponent(userId)}/toggle-status`, userResponse)
  return user
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
