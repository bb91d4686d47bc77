import { type AcceptInvitationRequest, sessionResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { startSessionFromToken } from '../../../lib/session.ts'

// The spec uses only the token from this answer; the session is then loaded with it.
const acceptInvitationResponse = sessionResponse.pick({ access_token: true })

/** POST /api/invitations/{token}/accept */
export function acceptInvitation({ token, ...data }: AcceptInvitationRequest & { token: string }) {
  return api.post(`/invitations/${encodeURIComponent(token)}/accept`, acceptInvitationResponse, {
    body: data,
  })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ access_token }) => startSessionFromToken(queryClient, access_token),
  })
}
