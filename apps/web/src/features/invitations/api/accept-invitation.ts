import { type AcceptInvitationRequest, sessionResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { startSession } from '../../../lib/session.ts'
import { invitationQueryOptions } from './get-invitation.ts'

/** POST /api/invitations/{token}/accept: the new member's session, as sign-up returns it. */
export function acceptInvitation({ token, ...data }: AcceptInvitationRequest & { token: string }) {
  return api.post(`/invitations/${encodeURIComponent(token)}/accept`, sessionResponse, { body: data })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (response, { token }) => {
      // Starting the session empties the cache; the invitation on screen was just accepted and
      // must not be asked for again (the server no longer knows it as pending).
      const { queryKey } = invitationQueryOptions(token)
      const invitation = queryClient.getQueryData(queryKey)
      startSession(queryClient, response)
      if (invitation) queryClient.setQueryData(queryKey, invitation)
    },
  })
}
