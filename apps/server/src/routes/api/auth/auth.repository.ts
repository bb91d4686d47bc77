import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { passwordResetTokens, tenants, users } from '../../../db/schema/index.ts'
import { usersRepository } from '../users/users.repository.ts'

export function authRepository(db: Executor) {
  const usersTable = usersRepository(db)
  return {
    async findUserByEmail(email: string, tx: Executor = db) {
      const [row] = await tx
        .select({ user: users, tenant: tenants })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.email, email))
      return row ?? null
    },

    async findUserById(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id))
      return row ?? null
    },

    async createTenant(values: typeof tenants.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(tenants).values(values).returning()
      if (!row) throw new Error('tenant insert returned nothing')
      return row
    },

    // The users table has one writer, the users repository.
    createUser: usersTable.create,
    updateUser: usersTable.update,

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date, tx: Executor = db) {
      await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt })
    },

    /** An unused, unexpired reset token with its (active) user. */
    async findUsableResetToken(tokenHash: string, tx: Executor = db) {
      const [row] = await tx
        .select({ token: passwordResetTokens, user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
            eq(users.isActive, true),
          ),
        )
      return row ?? null
    },

    /** Marks the token used; false when another request used it first. */
    async useResetToken(id: string, tx: Executor = db) {
      const rows = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id })
      return rows.length === 1
    },

    /** Older links stop working once a new one is sent or a reset succeeds. */
    async retireResetTokens(userId: string, tx: Executor = db) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    },
  }
}
