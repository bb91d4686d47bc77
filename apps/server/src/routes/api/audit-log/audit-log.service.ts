import type { AuditEntry, AuditLogResponse } from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import type { auditLog } from '../../../db/schema/index.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { auditLogRepository } from './audit-log.repository.ts'

export function auditLogService(app: FastifyInstance) {
  const repo = auditLogRepository(app.deps.database.db)

  return {
    /** Newest first: a super_admin reads every tenant, an admin their own tenant. */
    async list(auth: AuthContext, query: { page: number; per_page: number }): Promise<AuditLogResponse> {
      const scope = auth.role === 'super_admin' ? null : auth.tenantId
      const { rows, total } = await repo.page(scope, query.page, query.per_page)
      return {
        entries: rows.map(present),
        total,
        total_pages: Math.ceil(total / query.per_page),
        page: query.page,
      }
    },
  }
}

function present(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    tenant_id: row.tenantId,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  }
}
