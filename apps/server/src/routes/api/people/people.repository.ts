import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Executor, Transaction } from '../../../db/database.ts'
import { people, users } from '../../../db/schema/index.ts'
import { readInTenant, withTenant } from '../../../db/tenant-scope.ts'
import { fullName } from '../../../plugins/app/auth/presenters.ts'

/**
 * Links `personId` to `userId` ("This is me") inside an open tenant-scoped transaction: the user's
 * link to any other person of the tenant moves here (one person per user). Answers false, changing
 * nothing, when the person is already someone else's.
 */
export async function linkPersonToUser(
  tx: Transaction,
  tenantId: string,
  personId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ userId: people.userId })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
    .for('update')
  if (!row || (row.userId !== null && row.userId !== userId)) return false
  if (row.userId === userId) return true
  await tx
    .update(people)
    .set({ userId: null })
    .where(and(eq(people.tenantId, tenantId), eq(people.userId, userId), ne(people.id, personId)))
  await tx
    .update(people)
    .set({ userId })
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
  return true
}

export function peopleRepository(db: Executor) {
  return {
    list(tenantId: string) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({ person_id: people.id, full_name: people.fullName, user_id: people.userId })
          .from(people)
          .where(eq(people.tenantId, tenantId))
          .orderBy(asc(people.fullName)),
      )
    },

    /** The names of these members of the tenant, by id (accounts are not tenant data under RLS). */
    async memberNames(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])))
      return new Map(rows.map((r) => [r.id, fullName(r)]))
    },

    find(tenantId: string, personId: string) {
      return readInTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select({ person_id: people.id, full_name: people.fullName, user_id: people.userId })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
        return row ?? null
      })
    },

    /** The person the user is in this tenant, or null. */
    personOfUser(tenantId: string, userId: string) {
      return readInTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select({ person_id: people.id, full_name: people.fullName })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.userId, userId)))
        return row ?? null
      })
    },

    async userInTenant(tenantId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      return row !== undefined
    },

    /** Forces the link (an admin's choice): the person's previous user, if any, is unlinked. */
    link(tenantId: string, personId: string, userId: string, force: boolean) {
      return withTenant(db, tenantId, async (tx) => {
        if (force) {
          await tx
            .update(people)
            .set({ userId: null })
            .where(and(eq(people.tenantId, tenantId), eq(people.id, personId), ne(people.userId, userId)))
        }
        return linkPersonToUser(tx, tenantId, personId, userId)
      })
    },

    unlink(tenantId: string, personId: string) {
      return withTenant(db, tenantId, (tx) =>
        tx
          .update(people)
          .set({ userId: null })
          .where(and(eq(people.tenantId, tenantId), eq(people.id, personId))),
      )
    },
  }
}
