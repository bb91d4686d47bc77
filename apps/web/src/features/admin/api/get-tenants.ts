import { tenantListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/admin/tenants (super_admin): every tenant with its user and meeting counts. */
export async function getTenants(signal?: AbortSignal) {
  const { tenants } = await api.get('/admin/tenants', tenantListResponse, { signal })
  return tenants
}

export const tenantsQueryKey = ['admin', 'tenants'] as const

export const tenantsQueryOptions = () =>
  queryOptions({ queryKey: tenantsQueryKey, queryFn: ({ signal }) => getTenants(signal) })

export function useTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantsQueryOptions(), enabled })
}
