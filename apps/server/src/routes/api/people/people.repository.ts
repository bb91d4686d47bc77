import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../../../db/database.ts'
import { people, users } from '../../../db/schema/index.ts'
import { readInTenant, withTenant } from '../../../db/tenant-scope.ts'
import { fullName } from '../../../plugins/app/auth/presenters.ts'

/** The advisory-lock class of a user's link (the two-key space, apart from pg-boss's one-key locks). */
const USER_LINK_LOCK = 7012

/**
 * Links `personId` to `userId` ("This is me") inside an open tenant-scoped transaction: the user's
 * link to any other person of the tenant moves here (one person per user). Answers false, changing
 * nothing, when the person is already someone else's, unless `takeOver` (an admin's choice: the
 * person's previous user loses the link).
 *
 * Concurrency (decision 018): the links of one user are made one after another (a transaction lock
 * on the user, taken first), so two links of the same user never both write the unique index (a
 * 23505 that escaped as a 500); only a link of the user sets user_id to them, so their current
 * person stays theirs meanwhile. The people are locked FOR NO KEY UPDATE and user_id is not a key
 * column (its unique index is partial), so a link never waits for, nor deadlocks with, meetings
 * being saved with these people, which hold FOR KEY SHARE on them through their foreign keys.
 */
export async function linkPersonToUser(
  tx: Transaction,
  tenantId: string,
  personId: string,
  userId: string,
  options: { takeOver?: boolean } = {},
): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${USER_LINK_LOCK}, hashtext(${userId}))`)
  // The person and the user's current one, locked in id order: two admins swapping two members'
  // people lock them in the same order.
  const rows = await tx
    .select({ id: people.id, userId: people.userId })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), or(eq(people.id, personId), eq(people.userId, userId))))
    .orderBy(asc(people.id))
    .for('no key update')
  const row = rows.find((r) => r.id === personId)
  if (!row) return false
  if (row.userId === userId) return true
  if (row.userId !== null && !options.takeOver) return false
  const previous = rows.filter((r) => r.id !== personId).map((r) => r.id)
  if (previous.length > 0) {
    await tx
      .update(people)
      .set({ userId: null })
      .where(and(eq(people.tenantId, tenantId), inArray(people.id, previous)))
  }
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

    /** With `takeOver` (an admin's choice) the person's previous user, if any, is unlinked. */
    link(tenantId: string, personId: string, userId: string, takeOver: boolean) {
      return withTenant(db, tenantId, (tx) => linkPersonToUser(tx, tenantId, personId, userId, { takeOver }))
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
