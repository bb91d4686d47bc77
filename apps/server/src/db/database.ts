import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What repositories accept: the database, or a transaction already open on it. */
export type Executor = Database | Transaction

export interface SqlResult {
  rows: Record<string, unknown>[]
}

/** Raw SQL access in the shape pg-boss's `db` option wants. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres'
  /** The PGlite instance in embedded mode (tests dump and copy it). */
  client?: PGlite
  db: Database
  executeSql: ExecuteSql
  migrate(): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError'
}

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite }

/** The one place that opens a database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10)
  if ('pglite' in options) return wrapPglite(options.pglite)
  try {
    mkdirSync(options.dataDir, { recursive: true })
  } catch (error) {
    throw new DatabaseOpenError(`Cannot create the data directory ${options.dataDir}: ${reason(error)}`)
  }
  let client: PGlite
  try {
    client = await PGlite.create(`${options.dataDir}/pgdata`)
  } catch (error) {
    throw new DatabaseOpenError(`Cannot open the embedded database in ${options.dataDir}: ${reason(error)}`)
  }
  return wrapPglite(client)
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema })
  const executeSql: ExecuteSql = async (text, values) => {
    try {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values)
        return { rows: result.rows }
      }
      const results = await client.exec(text)
      return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) }
    } catch (error) {
      // One connection only: never leave it inside an aborted transaction.
      await client.exec('ROLLBACK').catch(() => undefined)
      throw error
    }
  }
  return {
    kind: 'pglite',
    client,
    db,
    executeSql,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('SELECT 1')
      return true
    },
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'rapport' })
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined)
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL at ${describeUrl(url)}: ${reason(error)}`)
  }
  const db = drizzlePg({ client: pool, schema })
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values)
      // Multi-statement text answers with one result per statement.
      const results = Array.isArray(result) ? (result as pg.QueryResult[]) : [result]
      return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) }
    },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('SELECT 1')
      return true
    },
    close: () => pool.end(),
  }
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || 5432}${u.pathname}`
  } catch {
    return 'the configured URL'
  }
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' && !error.message.includes(code)
      ? `${error.message} (${code})`
      : error.message
  }
  return String(error)
}
