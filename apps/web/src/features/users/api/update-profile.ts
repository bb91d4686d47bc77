import { type UpdateProfileRequest, updateProfileResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session.ts'

/** PUT /api/user/profile */
export async function updateProfile(data: UpdateProfileRequest) {
  const { user } = await api.put('/user/profile', updateProfileResponse, { body: data })
  return user
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => updateSessionUser(queryClient, user),
  })
}
