import { type Invitation, messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { invitationsQueryKey } from './get-invitations.ts'

/** DELETE /api/admin/invitations/{id} */
export async function revokeInvitation(invitationId: string) {
  return api.delete(`/admin/invitations/${encodeURIComponent(invitationId)}`, messageResponse)
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeInvitation,
    // A revoked invitation disappears from the list at once (spec §4), then the list is refetched.
    onSuccess: (_answer, invitationId) => {
      queryClient.setQueryData<Invitation[]>(invitationsQueryKey, (list) =>
        list?.filter((item) => item.invitation_id !== invitationId),
      )
      return queryClient.invalidateQueries({ queryKey: invitationsQueryKey })
    },
  })
}
