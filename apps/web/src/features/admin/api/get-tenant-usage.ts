import { tenantUsageResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** GET /api/admin/tenant/usage: the signed-in tenant's members and meetings this month. */
export async function getTenantUsage(signal?: AbortSignal) {
  return api.get('/admin/tenant/usage', tenantUsageResponse, { signal })
}

// Under the tenants key, so whatever refreshes the tenants' counts (a user created or deleted)
// refreshes these too.
export const tenantUsageQueryKey = [...tenantsQueryKey, 'usage'] as const

export const tenantUsageQueryOptions = () =>
  queryOptions({ queryKey: tenantUsageQueryKey, queryFn: ({ signal }) => getTenantUsage(signal) })

export function useTenantUsage() {
  return useQuery(tenantUsageQueryOptions())
}
