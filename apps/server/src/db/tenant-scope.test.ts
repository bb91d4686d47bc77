import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import type { Executor } from './database.ts'
import { people, tenants } from './schema/index.ts'
import { withAllTenants, withTenant } from './tenant-scope.ts'

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
})
