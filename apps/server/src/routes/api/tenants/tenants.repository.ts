import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { sessions, tenants, uploadTasks, users } from '../../../db/schema/index.ts'
import { withAllTenants, withTenant } from '../../../db/tenant-scope.ts'
import { countedThisMonth, countThisMonth } from '../../../uploads/uploads.repository.ts'

export type TenantValues = Partial<Omit<typeof tenants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>

/** Tenants are the top of the tree: super_admin queries span them all; settings touch one by id. */
export function tenantsRepository(db: Executor) {
  return {
    /** Every tenant with its number of users and of meetings this month. */
    async listWithCounts() {
      return withAllTenants(db, (tx) => {
        const userCounts = tx
          .select({ tenantId: users.tenantId, n: count().as('n') })
          .from(users)
          .groupBy(users.tenantId)
          .as('user_counts')
        // Meetings this month count the same way as the upload allowance does.
        const meetingCounts = tx
          .select({ tenantId: uploadTasks.tenantId, meetings: count().as('meetings') })
          .from(uploadTasks)
          .where(countedThisMonth())
          .groupBy(uploadTasks.tenantId)
          .as('meeting_counts')
        return tx
          .select({ tenant: tenants, userCount: userCounts.n, meetingCount: meetingCounts.meetings })
          .from(tenants)
          .leftJoin(userCounts, eq(userCounts.tenantId, tenants.id))
          .leftJoin(meetingCounts, eq(meetingCounts.tenantId, tenants.id))
          .orderBy(asc(tenants.name), asc(tenants.createdAt))
      })
    },

    async find(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, id))
      return row ?? null
    },

    /** Serialises changes to one tenant's users so counts checked here stay true until commit. */
    async lock(id: string, tx: Executor) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update')
      return row ?? null
    },

    async slugTaken(slug: string, exceptId?: string, tx: Executor = db) {
      const scope = exceptId ? and(eq(tenants.slug, slug), ne(tenants.id, exceptId)) : eq(tenants.slug, slug)
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(scope)
      return row !== undefined
    },

    async create(values: typeof tenants.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(tenants).values(values).returning()
      if (!row) throw new Error('tenant insert returned nothing')
      return row
    },

    async update(id: string, values: TenantValues, tx: Executor = db) {
      const [row] = await tx
        .update(tenants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tenants.id, id))
        .returning()
      return row ?? null
    },

    /** Users, sessions, invitations and reset tokens go with it (FK cascades); audit rows stay. */
    async remove(id: string, tx: Executor = db) {
      const rows = await tx.delete(tenants).where(eq(tenants.id, id)).returning({ id: tenants.id })
      return rows.length === 1
    },

    /** Meetings this month, counted as the upload allowance and `listWithCounts` count them. */
    async countMeetingsThisMonth(tenantId: string, tx: Executor = db) {
      return withTenant(tx, tenantId, (scoped) => countThisMonth(scoped, tenantId))
    },

    async countUsers(tenantId: string, tx: Executor = db) {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId))
      return row?.n ?? 0
    },

    /**
     * Sessions of the tenant's own members acting elsewhere (a super_admin impersonating another
     * tenant); sessions acting inside the tenant are revoked by `app.sessions.revokeForTenant`.
     */
    async revokeMemberSessions(tenantId: string, tx: Executor = db) {
      const members = tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)))
    },
  }
}

/** True for a unique-index violation (two requests racing for one slug or e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
