import { tenantResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { tenantsQueryKey } from './get-tenants.ts'

/** PATCH /api/admin/tenants/{tenant_id}/team-status */
export async function setTenantTeamStatus({
  tenantId,
  isTeamAccount,
}: {
  tenantId: string
  isTeamAccount: boolean
}) {
  const { tenant } = await api.patch(
    `/admin/tenants/${encodeURIComponent(tenantId)}/team-status`,
    tenantResponse,
    {
      body: { is_team_account: isTeamAccount },
    },
  )
  return tenant
}

export function useSetTenantTeamStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setTenantTeamStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  })
}
