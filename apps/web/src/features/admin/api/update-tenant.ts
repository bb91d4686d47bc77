import { tenantResponse, type UpdateTenantRequest } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** PUT /api/admin/tenants/{tenant_id} */
export async function updateTenant({ tenantId, data }: { tenantId: string; data: UpdateTenantRequest }) {
  const { tenant } = await api.put(`/admin/tenants/${encodeURIComponent(tenantId)}`, tenantResponse, {
    body: data,
  })
  return tenant
}

export function useUpdateTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  })
}
