import { count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { auditLog } from '../../../db/schema/index.ts'

/** `tenantId` null reads every tenant's entries (super_admin), including tenant-less ones. */
export function auditLogRepository(db: Executor) {
  return {
    async page(tenantId: string | null, page: number, perPage: number) {
      const where = tenantId ? eq(auditLog.tenantId, tenantId) : undefined
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage)
      const [total] = await db.select({ n: count() }).from(auditLog).where(where)
      return { rows, total: total?.n ?? 0 }
    },
  }
}
