import { type CreateTenantRequest, tenantResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** POST /api/admin/tenants */
export async function createTenant(data: CreateTenantRequest) {
  const { tenant } = await api.post('/admin/tenants', tenantResponse, { body: data })
  return tenant
}

export function useCreateTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  })
}
