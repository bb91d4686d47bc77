import { messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** DELETE /api/admin/tenants/{tenant_id} */
export async function deleteTenant(tenantId: string) {
  return api.delete(`/admin/tenants/${encodeURIComponent(tenantId)}`, messageResponse)
}

export function useDeleteTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  })
}
