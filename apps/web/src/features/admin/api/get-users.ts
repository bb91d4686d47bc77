import { USERS_PER_PAGE, type UserListQuery, userListResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type UserFilters = {
  page: number
  search: string
  /** Blank means every tenant the caller may see. */
  tenantId: string
  status: '' | 'active' | 'inactive'
}

/** GET /api/admin/users: one page, filtered; blank filters are left out of the query string. */
export async function getUsers(filters: UserFilters, signal?: AbortSignal) {
  const query: Partial<Record<keyof UserListQuery, string>> = {
    page: String(filters.page),
    per_page: String(USERS_PER_PAGE),
  }
  if (filters.search.trim()) query.search = filters.search.trim()
  if (filters.tenantId) query.tenant_id = filters.tenantId
  if (filters.status) query.status = filters.status
  return api.get(`/admin/users?${new URLSearchParams(query)}`, userListResponse, { signal })
}

export const usersQueryKey = ['admin', 'users'] as const

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: [...usersQueryKey, filters],
    queryFn: ({ signal }) => getUsers(filters, signal),
    // Paging and filtering keep the last page on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  })

export function useUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters))
}
