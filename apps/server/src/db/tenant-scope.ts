import { sql } from 'drizzle-orm'
import type { Executor, Transaction } from './database.ts'

/**
 * Row-level security is the second wall around tenant data (the first is the `tenant_id` condition
 * every repository writes). Tables under it (see migration 0004 and `rapport_enable_tenant_rls`)
 * answer only to the role `rapport_app`, and only with the rows of the tenant named in the
 * transaction-local setting `app.tenant_id`. Without that setting they answer nothing.
 *
 * Every query on a tenant data table runs inside one of these two scopes.
 */

/** The tenant setting that opens every tenant's rows: cleanups and super-admin views only. */
const ALL_TENANTS = '*'

/**
 * Runs `work` in a transaction that can see and write only `tenantId`'s rows. Given a transaction
 * already open, it scopes that transaction (the setting lasts until it ends).
 */
export async function withTenant<T>(
  executor: Executor,
  tenantId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return scoped(executor, tenantId, work)
}

/** Runs `work` in a transaction that sees every tenant's rows: for system jobs and super_admin. */
export async function withAllTenants<T>(
  executor: Executor,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return scoped(executor, ALL_TENANTS, work)
}

/** One tenant when given, else every tenant (a super_admin's or a system job's scope). */
export async function withTenantOrAll<T>(
  executor: Executor,
  tenantId: string | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return scoped(executor, tenantId ?? ALL_TENANTS, work)
}

async function scoped<T>(
  executor: Executor,
  setting: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return executor.transaction(async (tx) => {
    // One round trip: the same as SET LOCAL ROLE rapport_app plus the transaction's tenant.
    await tx.execute(
      sql`SELECT set_config('role', 'rapport_app', true), set_config('app.tenant_id', ${setting}, true)`,
    )
    return work(tx)
  })
}
