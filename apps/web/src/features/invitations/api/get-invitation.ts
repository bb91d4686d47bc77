import { invitationResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/invitations/{token}: the public view of an invitation. */
export async function getInvitation(token: string, signal?: AbortSignal) {
  const { invitation } = await api.get(`/invitations/${encodeURIComponent(token)}`, invitationResponse, {
    signal,
  })
  return invitation
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', 'by-token', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
    // An invitation does not change while its page is open; once accepted it is not asked for again.
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token))
}
