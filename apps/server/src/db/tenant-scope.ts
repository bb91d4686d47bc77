import { sql } from 'drizzle-orm'
import { beginWithOf, type Executor, readWithOf, type Transaction } from './database.ts'

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

/**
 * For reads: runs `work` where every statement sees only `tenantId`'s rows, as in `withTenant`, but
 * on PostgreSQL each statement is its own transaction and carries the scope in its own round trip
 * (no BEGIN, no COMMIT: a one-statement read is one round trip, not three). Statements of `work`
 * therefore do not share a snapshot; a read that needs one, and every write, takes `withTenant`.
 * Given a transaction already open, or on PGlite, it is `withTenant`.
 */
export async function readInTenant<T>(
  executor: Executor,
  tenantId: string,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  const readWith = readWithOf(executor)
  if (!readWith) return withTenant(executor, tenantId, work)
  return readWith({ text: SCOPE, values: [tenantId] }, work)
}

/**
 * The scope's two transaction-local settings, the tenant as $1; and generic plans for the read's
 * prepared statement: planned once per connection, not per request (PostgreSQL otherwise keeps
 * re-planning queries with a LIMIT parameter, and the planning of a query under row-level security
 * cost more than running it: 0.36 ms against 0.30 ms for the meetings list). Every statement of a
 * read scope filters on the tenant's indexes, which a generic plan uses as a custom one does.
 */
const SCOPE =
  "SELECT set_config('role', 'rapport_app', true), set_config('app.tenant_id', $1, true), " +
  "set_config('plan_cache_mode', 'force_generic_plan', true)"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The scope's settings as SQL text, for a simple-protocol query that has no parameters: only for a
 * setting that is `*` or a UUID (hex digits and hyphens, so it cannot close the quoted literal);
 * null for anything else, which then goes as a parameter.
 */
export function scopeStatement(setting: string): string | null {
  if (setting !== ALL_TENANTS && !UUID.test(setting)) return null
  return `SELECT set_config('role', 'rapport_app', true), set_config('app.tenant_id', '${setting}', true)`
}

async function scoped<T>(
  executor: Executor,
  setting: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  // On PostgreSQL, a new transaction sends BEGIN and the scope in one round trip, not two (every
  // tenant read pays for it: BEGIN, scope, queries, COMMIT). A transaction already open (a savepoint)
  // and PGlite take the parameterised path below.
  const beginWith = beginWithOf(executor)
  const statement = scopeStatement(setting)
  if (beginWith && statement) return beginWith(statement, work)
  return executor.transaction(async (tx) => {
    // One round trip: the same as SET LOCAL ROLE rapport_app plus the transaction's tenant.
    await tx.execute(
      sql`SELECT set_config('role', 'rapport_app', true), set_config('app.tenant_id', ${setting}, true)`,
    )
    return work(tx)
  })
}
