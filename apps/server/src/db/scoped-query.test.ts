import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { people, tenants } from './schema/index.ts'
import { ScopedQuery } from './scoped-query.ts'
import { readInTenant, withAllTenants } from './tenant-scope.ts'

/**
 * The read scope's protocol on PostgreSQL (PGlite has no wire): the scope and the query go in one
 * write and one implicit transaction, which ends with them. One pooled connection, so what a read
 * leaves behind would show on the next query.
 */
describe.runIf(process.env.DATABASE_URL)('a query sent with its scope (PostgreSQL)', () => {
  let owner: Awaited<ReturnType<typeof createTestDatabase>>
  let single: DatabaseHandle
  let tenantA: string

  beforeAll(async () => {
    owner = await createTestDatabase()
    const [row] = await owner.db
      .insert(tenants)
      .values({ name: 'A', slug: 'scoped-a' })
      .returning({ id: tenants.id })
    tenantA = row?.id ?? ''
    await withAllTenants(owner.db, (tx) =>
      tx.insert(people).values({ tenantId: tenantA, fullName: 'Ada', nameKey: 'ada' }),
    )
    single = await openDatabase({ url: owner.url ?? '', poolSize: 1 })
  })
  afterAll(async () => {
    await single?.close()
    await owner?.close()
  })

  const connectionState = async () =>
    (
      await single.executeSql(
        "SELECT current_user::text AS role, coalesce(current_setting('app.tenant_id', true), '') AS tenant",
      )
    ).rows[0]

  it('leaves the connection as it found it: the role and the tenant last one statement', async () => {
    const before = await connectionState()
    const names = await readInTenant(single.db, tenantA, (reader) =>
      reader.select({ name: people.fullName }).from(people),
    )
    expect(names).toEqual([{ name: 'Ada' }])
    expect(await connectionState()).toEqual(before)
    expect(before?.role).not.toBe('rapport_app')
  })

  it('prepares each statement once per connection, under a name of its text', async () => {
    const read = () =>
      readInTenant(single.db, tenantA, (reader) => reader.select({ name: people.fullName }).from(people))
    await read()
    await read()
    const { rows } = await single.executeSql(
      "SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'rapport\\_%'",
    )
    expect(rows).toHaveLength(1)
    expect(String(rows[0]?.statement)).toContain('"people"')
    expect(await read()).toEqual([{ name: 'Ada' }])
  })

  it('answers a failing statement with its error, and the connection goes on unscoped', async () => {
    const before = await connectionState()
    await expect(
      readInTenant(single.db, tenantA, (reader) => reader.execute(sql`SELECT 1 / 0`)),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } })
    expect(await connectionState()).toEqual(before)
    expect(
      await readInTenant(single.db, tenantA, (reader) =>
        reader.select({ name: people.fullName }).from(people),
      ),
    ).toEqual([{ name: 'Ada' }])
  })

  it('skips the query when its prelude fails: nothing of it runs', async () => {
    const client = new pg.Client({ connectionString: owner.url })
    await client.connect()
    try {
      const outcome = await new Promise<string>((resolve) => {
        client.query(
          new ScopedQuery(
            { text: 'SELECT 1 / $1::int', values: ['0'] },
            { text: "INSERT INTO tenants (name, slug) VALUES ('Never', 'never')" },
            [],
            (error) => resolve(error ? error.message : 'ran'),
          ),
        )
      })
      expect(outcome).toMatch(/division by zero/)
      const { rows } = await client.query("SELECT count(*)::int AS n FROM tenants WHERE slug = 'never'")
      expect(rows[0]).toEqual({ n: 0 })
    } finally {
      await client.end()
    }
  })

  it('refuses to open a transaction in a read scope', async () => {
    await expect(
      readInTenant(single.db, tenantA, (reader) => reader.transaction(async () => 1)),
    ).rejects.toMatchObject({ cause: { message: 'a read scope opens no transaction: use withTenant' } })
    expect((await connectionState())?.role).not.toBe('rapport_app')
  })
})
