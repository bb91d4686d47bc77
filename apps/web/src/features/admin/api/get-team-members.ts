import { MAX_PER_PAGE, userListResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { usersQueryKey } from './get-users.ts'

/** How many members one look-up brings: a tenant with more is searched, by name or e-mail. */
export const TEAM_MEMBERS_PAGE = MAX_PER_PAGE

/**
 * GET /api/admin/users for one tenant, active members only: whom a person can be linked to. The
 * first page of them, or of those whose name or e-mail matches `search`.
 */
export function getTeamMembers(tenantId: string, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: '1',
    per_page: String(TEAM_MEMBERS_PAGE),
    tenant_id: tenantId,
    status: 'active',
  })
  if (search.trim()) query.set('search', search.trim())
  return api.get(`/admin/users?${query}`, userListResponse, { signal })
}

export function useTeamMembers(tenantId: string | undefined, search = '') {
  return useQuery(
    queryOptions({
      queryKey: [...usersQueryKey, 'members', tenantId, search.trim()],
      queryFn: ({ signal }) => getTeamMembers(tenantId ?? '', search, signal),
      enabled: Boolean(tenantId),
      // While a new search runs, the lists keep the last answer rather than emptying.
      placeholderData: keepPreviousData,
    }),
  )
}
