import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { tenants, users } from '../../../db/schema/index.ts'

export interface UserListFilter {
  /** Null lists every tenant (super_admin); otherwise one tenant only. */
  tenantId: string | null
  search?: string | undefined
  status?: 'active' | 'inactive' | undefined
  page: number
  perPage: number
}

/** `scope` is the tenant the caller may touch, or null for a super_admin (every tenant). */
export function usersRepository(db: Executor) {
  const inScope = (scope: string | null) => (scope ? eq(users.tenantId, scope) : undefined)

  return {
    async list(filter: UserListFilter) {
      const conditions: (SQL | undefined)[] = [inScope(filter.tenantId)]
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`
        conditions.push(
          or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ),
        )
      }
      if (filter.status) conditions.push(eq(users.isActive, filter.status === 'active'))
      const where = and(...conditions)
      const rows = await db
        .select({ user: users, tenantName: tenants.name })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
      const [total] = await db.select({ n: count() }).from(users).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    async find(id: string, scope: string | null, tx: Executor = db) {
      const [row] = await tx
        .select({ user: users, tenantName: tenants.name })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.id, id), inScope(scope)))
      return row ?? null
    },

    /** Serialises user creation in one tenant so two requests cannot both pass max_users. */
    async lockTenant(tenantId: string, tx: Executor) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update')
      return row ?? null
    },

    async countUsers(tenantId: string, tx: Executor = db) {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId))
      return row?.n ?? 0
    },

    async emailTaken(email: string, exceptId?: string, tx: Executor = db) {
      const scope = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email)
      const [row] = await tx.select({ id: users.id }).from(users).where(scope)
      return row !== undefined
    },

    async create(values: typeof users.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(users).values(values).returning()
      if (!row) throw new Error('user insert returned nothing')
      return row
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>, tx: Executor = db) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row ?? null
    },

    /** Sessions and reset tokens go with the user (FK cascades); audit rows and invitations stay. */
    async remove(id: string, tx: Executor = db) {
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      return rows.length === 1
    },
  }
}

/** Search text is matched literally: `%`, `_` and `\` lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** True for a unique-index violation (two requests racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
