import { invitationListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/admin/invitations: the tenant's pending and expired invitations. */
export async function getInvitations(signal?: AbortSignal) {
  const { invitations } = await api.get('/admin/invitations', invitationListResponse, { signal })
  return invitations
}

export const invitationsQueryKey = ['admin', 'invitations'] as const

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationsQueryKey, queryFn: ({ signal }) => getInvitations(signal) })

export function useInvitations() {
  return useQuery(invitationsQueryOptions())
}
