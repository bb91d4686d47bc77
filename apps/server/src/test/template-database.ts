import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../db/database.ts'
import { createJobQueue } from '../jobs/queue.ts'

/**
 * Tests share one migrated template (initdb and migrations are the slow part) and copy it per
 * test file: a PGlite data-dir dump by default, a PostgreSQL template database with DATABASE_URL.
 */
export type TemplateRef =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; url: string; name: string }

export async function prepareTemplate(
  databaseUrl: string | undefined,
  dumpPath: string,
): Promise<TemplateRef> {
  if (databaseUrl) {
    const name = `rapport_tpl_${randomBytes(4).toString('hex')}`
    await admin(databaseUrl, `CREATE DATABASE ${name}`)
    await migrateAll({ url: withDatabase(databaseUrl, name) })
    return { kind: 'postgres', url: databaseUrl, name }
  }
  const client = await PGlite.create()
  await migrateAll({ pglite: client }, false)
  const dump = await client.dumpDataDir('none')
  const { writeFile } = await import('node:fs/promises')
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()))
  await client.close()
  return { kind: 'pglite', dumpPath }
}

export async function dropTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind === 'postgres') await admin(ref.url, `DROP DATABASE IF EXISTS ${ref.name} WITH (FORCE)`)
}

async function migrateAll(options: { url: string } | { pglite: PGlite }, closeAfter = true): Promise<void> {
  const database = await openDatabase(options)
  await database.migrate()
  const queue = createJobQueue({ executeSql: database.executeSql })
  await queue.start()
  await queue.stop()
  if (closeAfter) await database.close()
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
