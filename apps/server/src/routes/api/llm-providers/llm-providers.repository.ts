import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { llmProviders, tenants } from '../../../db/schema/index.ts'

/**
 * LLM provider rows: a platform table (not under row-level security) that only the `default`
 * tenant writes. Every query still names that tenant.
 */
export function llmProvidersRepository(db: Executor) {
  return {
    async list(tenantId: string, tx: Executor = db) {
      return tx
        .select()
        .from(llmProviders)
        .where(eq(llmProviders.tenantId, tenantId))
        .orderBy(desc(llmProviders.isDefault), asc(llmProviders.createdAt), asc(llmProviders.id))
    },

    async find(tenantId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(llmProviders)
        .where(and(eq(llmProviders.tenantId, tenantId), eq(llmProviders.id, id)))
      return row ?? null
    },

    /** Serialises changes to one tenant's providers, so "exactly one default" holds under concurrency. */
    async lockTenant(tenantId: string, tx: Executor) {
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update')
    },

    async count(tenantId: string, tx: Executor = db) {
      const rows = await tx
        .select({ id: llmProviders.id })
        .from(llmProviders)
        .where(eq(llmProviders.tenantId, tenantId))
      return rows.length
    },

    async insert(values: typeof llmProviders.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(llmProviders).values(values).returning()
      if (!row) throw new Error('llm provider insert returned nothing')
      return row
    },

    async clearDefault(tenantId: string, tx: Executor = db) {
      await tx
        .update(llmProviders)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(llmProviders.tenantId, tenantId), eq(llmProviders.isDefault, true)))
    },

    async makeDefault(tenantId: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .update(llmProviders)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(and(eq(llmProviders.tenantId, tenantId), eq(llmProviders.id, id)))
        .returning()
      return row ?? null
    },

    async remove(tenantId: string, id: string, tx: Executor = db) {
      const rows = await tx
        .delete(llmProviders)
        .where(and(eq(llmProviders.tenantId, tenantId), eq(llmProviders.id, id)))
        .returning({ id: llmProviders.id })
      return rows.length === 1
    },

    /** The provider that becomes default when the default one is deleted: the oldest active one left. */
    async successor(tenantId: string, exceptId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: llmProviders.id })
        .from(llmProviders)
        .where(
          and(
            eq(llmProviders.tenantId, tenantId),
            eq(llmProviders.isActive, true),
            ne(llmProviders.id, exceptId),
          ),
        )
        .orderBy(asc(llmProviders.createdAt), asc(llmProviders.id))
        .limit(1)
      return row?.id ?? null
    },
  }
}
