import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import type { Executor } from './database.ts'
import { people, tenants } from './schema/index.ts'
import { readInTenant, scopeStatement, withAllTenants, withTenant } from './tenant-scope.ts'

describe('row-level security on tenant tables', () => {
  let t: TestApp
  let db: Executor
  let tenantA: string
  let tenantB: string

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    const rows = await db
      .insert(tenants)
      .values([
        { name: 'A', slug: 'rls-a' },
        { name: 'B', slug: 'rls-b' },
      ])
      .returning({ id: tenants.id })
    tenantA = rows[0]?.id ?? ''
    tenantB = rows[1]?.id ?? ''
    await withAllTenants(db, (tx) =>
      tx.insert(people).values([
        { tenantId: tenantA, fullName: 'Ada', nameKey: 'ada' },
        { tenantId: tenantB, fullName: 'Bob', nameKey: 'bob' },
      ]),
    )
  })
  afterAll(() => t.close())

  it('shows a tenant only its own rows, even to a query that forgets the tenant condition', async () => {
    const seen = await withTenant(db, tenantA, (tx) => tx.select({ name: people.fullName }).from(people))
    expect(seen).toEqual([{ name: 'Ada' }])
  })

  it('shows nothing to the application role when no tenant is set', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE rapport_app`)
      return tx.select().from(people)
    })
    expect(seen).toEqual([])
  })

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(db, tenantA, (tx) =>
        tx.insert(people).values({ tenantId: tenantB, fullName: 'Eve', nameKey: 'eve' }),
      ),
    ).rejects.toThrow()
    const all = await withAllTenants(db, (tx) => tx.select({ name: people.fullName }).from(people))
    expect(all.map((p) => p.name).sort()).toEqual(['Ada', 'Bob'])
  })

  it("cannot update or delete another tenant's rows", async () => {
    await withTenant(db, tenantA, (tx) => tx.update(people).set({ fullName: 'Changed' }))
    await withTenant(db, tenantA, (tx) => tx.delete(people).where(sql`full_name = 'Bob'`))
    const all = await withAllTenants(db, (tx) => tx.select({ name: people.fullName }).from(people))
    expect(all.map((p) => p.name).sort()).toEqual(['Bob', 'Changed'])
  })

  it('sends the scope as SQL text only for * or a UUID, anything else as a parameter', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e'
    expect(scopeStatement(uuid)).toContain(`'${uuid}'`)
    expect(scopeStatement(uuid.toUpperCase())).not.toBeNull()
    expect(scopeStatement('*')).toContain(`'*'`)
    for (const hostile of [
      `${uuid}'`,
      `${uuid}\n`,
      `x', true); DROP TABLE people; --`,
      `${uuid.slice(0, -1)}'`,
      '',
      '**',
    ]) {
      expect(scopeStatement(hostile)).toBeNull()
    }
  })

  it.each([
    ['a transaction', withTenant],
    ['a read scope', readInTenant],
  ])(
    'keeps a hostile tenant id a value in %s: no statement of it runs, and it sees no rows',
    async (_, scope) => {
      const hostile = `${tenantA}', true); DELETE FROM people; SELECT set_config('app.tenant_id', '*`
      const seen = await scope(db, hostile, (tx) => tx.select({ name: people.fullName }).from(people)).catch(
        () => 'refused',
      )
      expect(seen === 'refused' || (Array.isArray(seen) && seen.length === 0)).toBe(true)
      const all = await withAllTenants(db, (tx) => tx.select({ name: people.fullName }).from(people))
      expect(all.length).toBe(2)
    },
  )

  it('commits the work of a scope, and rolls it back when the work throws', async () => {
    await expect(
      withTenant(db, tenantA, async (tx) => {
        await tx.insert(people).values({ tenantId: tenantA, fullName: 'Rolled back', nameKey: 'rolled back' })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    await withTenant(db, tenantA, (tx) =>
      tx.insert(people).values({ tenantId: tenantA, fullName: 'Kept', nameKey: 'kept' }),
    )
    const names = await withTenant(db, tenantA, (tx) => tx.select({ name: people.fullName }).from(people))
    expect(names.map((p) => p.name).sort()).toEqual(['Changed', 'Kept'])
    await withTenant(db, tenantA, (tx) => tx.delete(people).where(sql`full_name = 'Kept'`))
  })

  it('scopes a nested scope (a savepoint) to its own tenant, and restores nothing wider', async () => {
    const inner = await withTenant(db, tenantA, async (tx) =>
      withTenant(tx, tenantB, (nested) => nested.select({ name: people.fullName }).from(people)),
    )
    expect(inner).toEqual([{ name: 'Bob' }])
  })

  it('reads with the same wall: each statement of a read scope sees only its tenant', async () => {
    const seen = await readInTenant(db, tenantB, async (reader) => {
      const first = await reader.select({ name: people.fullName }).from(people)
      const second = await reader.select({ n: count() }).from(people)
      return { first, second }
    })
    expect(seen).toEqual({ first: [{ name: 'Bob' }], second: [{ n: 1 }] })
    // Within an open scope it is that scope's (a savepoint on it, as withTenant).
    const nested = await withTenant(db, tenantA, (tx) =>
      readInTenant(tx, tenantB, (reader) => reader.select({ name: people.fullName }).from(people)),
    )
    expect(nested).toEqual([{ name: 'Bob' }])
  })
})
