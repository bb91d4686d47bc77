import { type TenantStatus, tenantResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** PATCH /api/admin/tenants/{tenant_id}/status */
export async function setTenantStatus({ tenantId, status }: { tenantId: string; status: TenantStatus }) {
  const { tenant } = await api.patch(
    `/admin/tenants/${encodeURIComponent(tenantId)}/status`,
    tenantResponse,
    {
      body: { status },
    },
  )
  return tenant
}

export function useSetTenantStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setTenantStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  })
}
