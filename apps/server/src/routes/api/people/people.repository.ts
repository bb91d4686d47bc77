import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { people } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'

export function peopleRepository(db: Executor) {
  return {
    list(tenantId: string) {
      return withTenant(db, tenantId, (tx) =>
        tx
          .select({ person_id: people.id, full_name: people.fullName })
          .from(people)
          .where(eq(people.tenantId, tenantId))
          .orderBy(asc(people.fullName)),
      )
    },
  }
}
