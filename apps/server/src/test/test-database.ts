import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/database.ts'
import { admin, withDatabase } from './template-database.ts'

/** A clean, migrated database of its own for one test file (PGlite, or PostgreSQL with DATABASE_URL). */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('databaseTemplate')
  if (template.kind === 'postgres') {
    const name = `rapport_t_${randomBytes(6).toString('hex')}`
    await admin(template.url, `CREATE DATABASE ${name} TEMPLATE ${template.name}`)
    const url = withDatabase(template.url, name)
    const database = await openDatabase({ url, poolSize: 5 })
    return {
      ...database,
      url,
      close: async () => {
        await database.close()
        await admin(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      },
    }
  }
  const dump = await readFile(template.dumpPath)
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) })
  return openDatabase({ pglite: client })
}
