import { sessionResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { setAuthToken } from '../../../lib/auth-token.ts'
import { reloadPage } from '../utils/reload-page.ts'

/** POST /api/admin/impersonate-tenant: a new token scoped to the chosen tenant (audited on the server). */
export async function impersonateTenant(tenantId: string) {
  return api.post('/admin/impersonate-tenant', sessionResponse, { body: { tenant_id: tenantId } })
}

/** Spec §4: switching tenant stores the new token and reloads the page. */
export function useImpersonateTenant() {
  return useMutation({
    mutationFn: impersonateTenant,
    onSuccess: ({ access_token }) => {
      setAuthToken(access_token)
      reloadPage()
    },
  })
}
