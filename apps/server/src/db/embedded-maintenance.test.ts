import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { scheduleEmbeddedMaintenance, vacuumAnalyze } from './embedded-maintenance.ts'

let database: DatabaseHandle

async function tableStats() {
  const { rows } = await database.executeSql(
    "SELECT reltuples::int AS tuples, relallvisible::int AS visible FROM pg_class WHERE relname = 'maintenance_probe'",
  )
  return rows[0] as { tuples: number; visible: number }
}

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite() })
  await database.executeSql('CREATE TABLE maintenance_probe (id int PRIMARY KEY, note text)')
  await database.executeSql(
    "INSERT INTO maintenance_probe SELECT g, repeat('x', 50) FROM generate_series(1, 5000) AS g",
  )
})
afterAll(() => database.close())

test('PGlite gathers no statistics by itself; VACUUM ANALYZE gives the planner row counts and all-visible pages', async () => {
  const before = await tableStats()
  expect(before.tuples).toBeLessThan(0)
  expect(before.visible).toBe(0)
  await vacuumAnalyze(database)
  const after = await tableStats()
  expect(after.tuples).toBe(5000)
  expect(after.visible).toBeGreaterThan(0)
})

test('the schedule runs maintenance, logs how long it took, and stops cleanly', async () => {
  const log: string[] = []
  const maintenance = scheduleEmbeddedMaintenance(database, (m) => log.push(m), {
    firstAfterMs: 0,
    everyMs: 60_000,
  })
  await expect.poll(() => log.length, { timeout: 10_000 }).toBeGreaterThan(0)
  await maintenance.stop()
  expect(log[0]).toMatch(/^database maintenance: VACUUM ANALYZE took \d+ ms$/)
})
