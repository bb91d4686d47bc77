import type { SessionResponse } from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TenantRow } from '../../../db/schema/index.ts'
import { NotFoundError, ValidationError } from '../../../lib/errors.ts'
import type { AuditEntry } from '../../../plugins/app/audit.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { presentSession } from '../../../plugins/app/auth/presenters.ts'
import { impersonationRepository } from './impersonation.repository.ts'

export const NOT_IMPERSONATING = 'You are not impersonating a tenant.'

export function impersonationService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = impersonationRepository(db)

  /**
   * Swaps the caller's session for a new one acting in `tenant`: the old token stops working and
   * the switch is audited in the same transaction; if that fails, the new session is revoked too.
   */
  async function switchTo(
    auth: AuthContext,
    tenant: TenantRow,
    original: TenantRow | null,
    entry: AuditEntry,
    request: FastifyRequest,
  ): Promise<SessionResponse> {
    const issued = await app.sessions.issue(
      { userId: auth.user.id, tenantId: tenant.id, originalTenantId: original?.id ?? null },
      request,
    )
    try {
      await db.transaction(async (tx) => {
        await app.sessions.revoke(auth.session.id, tx)
        await app.audit(request, entry, tx)
      })
    } catch (error) {
      await app.sessions.revoke(issued.session.id)
      throw error
    }
    return { access_token: issued.accessToken, ...presentSession(auth.user, tenant, original) }
  }

  return {
    async start(auth: AuthContext, tenantId: string, request: FastifyRequest) {
      const target = await repo.findTenant(tenantId)
      if (!target) throw new NotFoundError('Tenant')
      if (target.status !== 'active')
        throw new ValidationError('This tenant is inactive and cannot be entered.')
      if (target.id === auth.tenantId) throw new ValidationError('You are already working in this tenant.')
      // Switching from one impersonated tenant to another keeps the real tenant; picking the real
      // tenant itself simply ends the impersonation.
      const home = auth.originalTenant ?? auth.tenant
      const original = target.id === home.id ? null : home
      return switchTo(
        auth,
        target,
        original,
        {
          action: 'impersonation.start',
          tenantId: target.id,
          targetType: 'tenant',
          targetId: target.id,
          details: {
            tenant_name: target.name,
            tenant_slug: target.slug,
            from_tenant_id: auth.tenantId,
            original_tenant_id: home.id,
            original_tenant_name: home.name,
          },
        },
        request,
      )
    },

    async exit(auth: AuthContext, request: FastifyRequest) {
      const home = auth.originalTenant
      if (!home) throw new ValidationError(NOT_IMPERSONATING)
      return switchTo(
        auth,
        home,
        null,
        {
          action: 'impersonation.exit',
          tenantId: auth.tenantId,
          targetType: 'tenant',
          targetId: auth.tenantId,
          details: {
            tenant_name: auth.tenant.name,
            tenant_slug: auth.tenant.slug,
            original_tenant_id: home.id,
            original_tenant_name: home.name,
          },
        },
        request,
      )
    },
  }
}
