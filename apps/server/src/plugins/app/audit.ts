import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Executor } from '../../db/database.ts'
import { auditLog } from '../../db/schema/index.ts'

export interface AuditEntry {
  action: string
  tenantId: string | null
  targetType?: string
  targetId?: string
  details?: Record<string, unknown>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records who did what, in which tenant, when and from which IP. Never pass secrets in details. */
    audit(request: FastifyRequest, entry: AuditEntry, tx?: Executor): Promise<void>
  }
}

export const audit = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', async (request: FastifyRequest, entry: AuditEntry, tx?: Executor) => {
      const actor = request.auth?.user
      await (tx ?? app.deps.database.db).insert(auditLog).values({
        actorUserId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        tenantId: entry.tenantId,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        details: entry.details ?? null,
        ip: request.ip,
      })
    })
  },
  { name: 'audit' },
)
