import { MAX_PER_PAGE, userListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { usersQueryKey } from './get-users.ts'

/** GET /api/admin/users for one tenant, active members only: whom a person can be linked to. */
export function getTeamMembers(tenantId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: '1',
    per_page: String(MAX_PER_PAGE),
    tenant_id: tenantId,
    status: 'active',
  })
  return api.get(`/admin/users?${query}`, userListResponse, { signal })
}

export function useTeamMembers(tenantId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...usersQueryKey, 'members', tenantId],
      queryFn: ({ signal }) => getTeamMembers(tenantId ?? '', signal),
      enabled: Boolean(tenantId),
    }),
  )
}
