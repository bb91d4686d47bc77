import { type TenantSettingsRequest, tenantSettingsResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { type Session, sessionQueryKey } from '../../../lib/session.ts'

/** PUT /api/admin/tenant/settings: the signed-in team tenant's own name, tier and limits. */
export async function updateTenantSettings(data: TenantSettingsRequest) {
  const { tenant } = await api.put('/admin/tenant/settings', tenantSettingsResponse, { body: data })
  return tenant
}

export function useUpdateTenantSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTenantSettings,
    // The session carries the current tenant (the header's user menu shows its name).
    onSuccess: (tenant) =>
      queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
        session ? { ...session, tenant } : session,
      ),
  })
}
