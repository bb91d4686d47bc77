import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database.ts'
import { sessions, tenants, users } from '../../../db/schema/index.ts'

const originalTenants = alias(tenants, 'original_tenants')

export function sessionsRepository(db: Executor) {
  // Every authenticated request runs it: built once, and a prepared statement on each connection.
  const findActive = db
    .select({ session: sessions, user: users, tenant: tenants, originalTenant: originalTenants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(originalTenants, eq(originalTenants.id, sessions.originalTenantId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('rapport_session_find_active')

  return {
    async create(
      values: { userId: string; tenantId: string; originalTenantId?: string | null; expiresAt: Date },
      client: { ip?: string | undefined; userAgent?: string | undefined },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .insert(sessions)
        .values({ ...values, ip: client.ip ?? null, userAgent: client.userAgent?.slice(0, 300) ?? null })
        .returning()
      if (!row) throw new Error('session insert returned nothing')
      return row
    },

    /** The session with its user, its acting tenant and, while impersonating, the original tenant. */
    async findActive(sessionId: string) {
      const [row] = await findActive.execute({ sessionId })
      return row ?? null
    },

    async revoke(sessionId: string, tx: Executor = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    },

    /** Signs a user out everywhere, or everywhere but `exceptSessionId`. */
    async revokeForUser(userId: string, exceptSessionId?: string, tx: Executor = db) {
      const scope = exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId)
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(scope, isNull(sessions.revokedAt)))
    },

    async revokeForTenant(tenantId: string, tx: Executor = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)))
    },
  }
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>
