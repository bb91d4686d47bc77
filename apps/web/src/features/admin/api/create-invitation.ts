import { type CreateInvitationRequest, invitationResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { invitationsQueryKey } from './get-invitations.ts'

/** POST /api/admin/invitations */
export async function createInvitation(data: CreateInvitationRequest) {
  const { invitation } = await api.post('/admin/invitations', invitationResponse, { body: data })
  return invitation
}

export function useCreateInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  })
}
