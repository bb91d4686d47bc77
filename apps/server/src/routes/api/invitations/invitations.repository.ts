import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { invitations, tenants, users } from '../../../db/schema/index.ts'
import { usersRepository } from '../users/users.repository.ts'

/** Every query here is scoped to one tenant, except the token look-up (the token is the key). */
export function invitationsRepository(db: Executor) {
  const usersTable = usersRepository(db)
  const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))
  return {
    async listOpen(tenantId: string) {
      return db
        .select({ invitation: invitations, tenantName: tenants.name })
        .from(invitations)
        .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
        .where(and(eq(invitations.tenantId, tenantId), open))
        .orderBy(invitations.createdAt)
    },

    async findOpen(tenantId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), open))
      return row ?? null
    },

    /** An invitation that can still be accepted, with its tenant. */
    async findUsableByTokenHash(tokenHash: string, tx: Executor = db) {
      const [row] = await tx
        .select({ invitation: invitations, tenant: tenants })
        .from(invitations)
        .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
        .where(and(eq(invitations.tokenHash, tokenHash), open, gt(invitations.expiresAt, new Date())))
      return row ?? null
    },

    async create(values: typeof invitations.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(invitations).values(values).returning()
      if (!row) throw new Error('invitation insert returned nothing')
      return row
    },

    async revoke(tenantId: string, id: string, tx: Executor = db) {
      await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), open))
    },

    async revokeOpenFor(tenantId: string, email: string, tx: Executor = db) {
      await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.email, email), open))
    },

    /** Marks it accepted; false when another request accepted it first. */
    async accept(id: string, tx: Executor = db) {
      const rows = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitations.id, id), open))
        .returning({ id: invitations.id })
      return rows.length === 1
    },

    /** Serialises user creation in one tenant so two acceptances cannot both pass max_users. */
    async lockTenant(tenantId: string, tx: Executor) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update')
      return row ?? null
    },

    async countUsers(tenantId: string, tx: Executor = db) {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId))
      return row?.n ?? 0
    },

    async emailTaken(email: string, tx: Executor = db) {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
      return row !== undefined
    },

    // The users table has one writer, the users repository.
    createUser: usersTable.create,
  }
}
