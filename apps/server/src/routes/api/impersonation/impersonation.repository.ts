import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { tenants } from '../../../db/schema/index.ts'

/** A super_admin may enter any tenant, so the look-up is by id alone. */
export function impersonationRepository(db: Executor) {
  return {
    async findTenant(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, id))
      return row ?? null
    },
  }
}
