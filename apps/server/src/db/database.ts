import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
} from 'drizzle-orm'
import {
  drizzle as drizzlePg,
  NodePgDatabase,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'
import { type Prelude, ScopedQuery, type ScopedQueryConfig } from './scoped-query.ts'

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

/**
 * Opens a transaction whose BEGIN carries `statements` in the same round trip (one simple-protocol
 * query, `BEGIN; <statements>`), runs `work` in it and commits, or rolls back when `work` throws.
 * `statements` is sent as text, without parameters: it must hold nothing but constants and literals
 * its caller has validated (tenant-scope.ts sends the role and a UUID it has checked). node-postgres
 * only; undefined for PGlite, whose queries are calls within the process, not round trips.
 */
export type BeginWith = <T>(statements: string, work: (tx: Transaction) => Promise<T>) => Promise<T>
const beginners = new WeakMap<object, BeginWith>()

/** The `BeginWith` of a database opened on PostgreSQL, given that database (not a transaction). */
export function beginWithOf(executor: Executor): BeginWith | undefined {
  return beginners.get(executor)
}

/**
 * Runs `work` with a database on one pooled connection where every query travels with `prelude`
 * in the same write and the same implicit transaction (scoped-query.ts): no BEGIN and no COMMIT,
 * so a one-statement read costs one round trip instead of three. Each query is its own
 * transaction: for reads whose statements need not see one snapshot. Opening a transaction on it
 * is refused. A connection on which a query failed is destroyed, not returned to the pool.
 * node-postgres only, like `BeginWith`.
 */
export type ReadWith = <T>(prelude: Prelude, work: (db: Database) => Promise<T>) => Promise<T>
const readers = new WeakMap<object, ReadWith>()

/** The `ReadWith` of a database opened on PostgreSQL, given that database (not a transaction). */
export function readWithOf(executor: Executor): ReadWith | undefined {
  return readers.get(executor)
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
  // What drizzle builds for its own transactions, to build the one BeginWith opens.
  const dialect = new PgDialect()
  const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<Schema>>(
    schema,
    createTableRelationsHelpers,
  )
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap }
  const beginWith: BeginWith = async (statements, work) => {
    const client = await pool.connect()
    // A client whose ROLLBACK failed is in an unknown state: destroyed, not returned to the pool.
    let broken: Error | undefined
    try {
      const tx: Transaction = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, relational),
        relational,
      )
      try {
        await client.query(`BEGIN; ${statements}`)
        const result = await work(tx)
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
        })
        throw error
      }
    } finally {
      client.release(broken)
    }
  }
  beginners.set(db, beginWith)
  const readWith: ReadWith = async (prelude, work) => {
    const client = await pool.connect()
    let broken: Error | undefined
    // drizzle calls only query(config, values) on its client. Each statement is prepared under a
    // name of its own text, so a connection parses and plans a statement once, not per request.
    const scoped = {
      query: (config: ScopedQueryConfig, values?: readonly unknown[]) =>
        new Promise<pg.QueryResult>((resolve, reject) => {
          if (/^\s*(begin|start\s+transaction)\b/i.test(config.text)) {
            reject(new Error('a read scope opens no transaction: use withTenant'))
            return
          }
          const name = `rapport_${createHash('sha256').update(config.text).digest('base64url').slice(0, 32)}`
          client.query(
            new ScopedQuery(prelude, { ...config, name }, values, (error, result) => {
              if (!error) return resolve(result)
              broken = error
              reject(error)
            }),
          )
        }),
    }
    try {
      const session = new NodePgSession(scoped as unknown as pg.PoolClient, dialect, relational)
      return await work(new NodePgDatabase(dialect, session, relational))
    } finally {
      client.release(broken)
    }
  }
  readers.set(db, readWith)
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
