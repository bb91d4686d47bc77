import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { llmUsageRepository } from '../llm/usage.repository.ts'
import { bearer, lastEmailLink, register, startTrial } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import type { Executor } from './database.ts'
import { withAllTenants, withTenant } from './tenant-scope.ts'

/**
 * Row-level security must cover every tenant table, not only the ones someone remembered: a table
 * with a `tenant_id` column is either under RLS with the `tenant_isolation` policy (migration 0004,
 * `rapport_enable_tenant_rls`) or named below with the reason it stays outside (decision 005).
 * A new tenant table without RLS fails here until its migration enables it, or until this list
 * and the decision say why not.
 */
const OUTSIDE_RLS: Record<string, string> = {
  users:
    'Sign-in looks a user up by e-mail before any tenant is known; scoped in users.repository, proven by the isolation matrix.',
  sessions:
    'Every request finds its session by token before the tenant is known; the session is what names the tenant.',
  invitations:
    'Accepting an invitation finds it by its token before any tenant is known; admin routes scope it in the repository.',
  audit_log:
    'Super admins read the audit across tenants, and rows of a deleted tenant keep a null tenant_id.',
  llm_providers:
    "Belongs to the default tenant and is read by every tenant's analysis job, whatever tenant it runs for.",
}

const tenantTable = z.object({
  table: z.string(),
  rls: z.boolean(),
  /** The tenant_isolation policy as rapport_enable_tenant_rls writes it: for rapport_app, all commands, read and write. */
  policy: z.boolean(),
})
type TenantTable = z.infer<typeof tenantTable>
const tenantIdRow = z.object({ tenant_id: z.string() })
const countRow = z.object({ n: z.number() })

async function rows<T>(db: Executor, query: SQL, row: z.ZodType<T>): Promise<T[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows
}

/** The tenants whose rows `table` shows to the transaction: the query names no tenant. */
async function tenantsIn(tx: Executor, table: string): Promise<string[]> {
  const found = await rows(
    tx,
    sql`SELECT DISTINCT tenant_id::text AS tenant_id FROM ${sql.identifier(table)}`,
    tenantIdRow,
  )
  return found.map((r) => r.tenant_id)
}

async function countOf(tx: Executor, table: string): Promise<number> {
  const [row] = await rows(tx, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`, countRow)
  return row?.n ?? 0
}

/** Every table of the public schema with a tenant_id column, with its RLS state, read from the catalogue. */
function tenantTables(db: Executor) {
  return rows(
    db,
    sql`
      SELECT c.relname AS "table",
             c.relrowsecurity AS rls,
             EXISTS (
               SELECT 1 FROM pg_policies p
               WHERE p.schemaname = n.nspname AND p.tablename = c.relname
                 AND p.policyname = 'tenant_isolation'
                 AND p.roles = ARRAY['rapport_app']::name[]
                 AND p.cmd = 'ALL'
                 AND p.qual LIKE '%tenant_id%' AND p.with_check LIKE '%tenant_id%'
             ) AS policy
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN information_schema.columns col
        ON col.table_schema = n.nspname AND col.table_name = c.relname AND col.column_name = 'tenant_id'
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
    tenantTable,
  )
}

/** What a failed statement said, with the driver's cause (drizzle wraps the database error). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
}

describe('row-level security covers every tenant table', () => {
  let t: TestApp
  let db: Executor
  let tables: TenantTable[]
  let rlsTables: string[]
  const tenant = { a: '', b: '' }

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    tables = await tenantTables(db)
    rlsTables = tables.filter((x) => x.rls).map((x) => x.table)

    // Two tenants, each with a row in every tenant data table, written through the app's own
    // paths: sign-up, the trial checkout (subscriptions, checkout_sessions), an uploaded and
    // processed meeting (upload_tasks, meetings, people, meeting_participants,
    // participant_metrics), shared coaching and a removal request (shares,
    // share_removal_requests), a goal (goals) and a model step's reservation (llm_usage).
    for (const key of ['a', 'b'] as const) {
      const session = await register(t.app, `rls-${key}@coverage.test`)
      tenant[key] = session.tenant.tenant_id
      await startTrial(t.app, session.access_token)
      await uploadMeeting(t.app, session.access_token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
        name: `Meeting ${key}`,
        date: '2026-11-20',
      })
      // shares and share_removal_requests: coaching shared with two participants, one of whom
      // asks for removal through their link (issue 32).
      const meetings = await t.app.inject({ url: '/api/meetings', headers: bearer(session.access_token) })
      const meetingId = meetings.json<{ meetings: { id: string }[] }>().meetings[0]?.id
      const listed = await t.app.inject({
        url: `/api/meetings/${meetingId}/participants`,
        headers: bearer(session.access_token),
      })
      const pids = listed.json<{ participants: { id: string }[] }>().participants.map((p) => p.id)
      for (const [i, pid] of pids.slice(0, 2).entries()) {
        const shared = await t.app.inject({
          method: 'POST',
          url: `/api/meetings/${meetingId}/participants/${pid}/shares`,
          headers: bearer(session.access_token),
          payload: { email: `rls-${key}-${i}@shared.test` },
        })
        expect(shared.statusCode, shared.body).toBe(201)
      }
      const link = await lastEmailLink(t.database.db, `rls-${key}-1@shared.test`)
      const removal = await t.app.inject({
        method: 'POST',
        url: `/api/shared/${link.split('/shared/')[1]}/removal`,
      })
      expect(removal.statusCode, removal.body).toBe(200)
      const people = await t.app.inject({ url: '/api/people', headers: bearer(session.access_token) })
      const personId = people.json<{ people: { person_id: string }[] }>().people[0]?.person_id
      const goal = await t.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: bearer(session.access_token),
        payload: {
          person_id: personId,
          sub_dimension_id: 'speaking_pace',
          title: 'Slow down',
          target_direction: 'decrease',
          target_value: 150,
        },
      })
      expect(goal.statusCode, goal.body).toBe(201)
      // llm_usage: what a model step reserves for an upload (no model is configured here).
      const reserved = await llmUsageRepository(db).reserve(
        { tenantId: tenant[key], uploadTaskId: randomUUID(), step: 'participants' },
        3,
        { perUpload: 10, perTenantMonth: 10 },
      )
      expect(reserved.granted).toBe(3)
    }
  }, 120_000)
  afterAll(() => t.close())

  it('finds the tenant tables in the catalogue', () => {
    // A sanity check on the query itself: the tables decision 005 names on both sides are there.
    expect(tables.map((x) => x.table)).toEqual(expect.arrayContaining(['people', 'meetings', 'users']))
  })

  it('puts every table with a tenant_id under RLS with the tenant_isolation policy, or names why not', () => {
    const uncovered = tables
      .filter((x) => !(x.table in OUTSIDE_RLS))
      .filter((x) => !x.rls || !x.policy)
      .map((x) => `${x.table}: rls=${x.rls} tenant_isolation=${x.policy}`)
    expect(uncovered).toEqual([])
  })

  it('keeps the exception list honest: each one is a tenant table that really is outside RLS', () => {
    const byName = new Map(tables.map((x) => [x.table, x]))
    const stale = Object.keys(OUTSIDE_RLS).filter((name) => {
      const found = byName.get(name)
      return !found || found.rls
    })
    expect(stale).toEqual([])
    for (const reason of Object.values(OUTSIDE_RLS)) expect(reason.length).toBeGreaterThan(20)
  })

  it('covers at least the tables decision 005 lists', () => {
    expect(rlsTables).toEqual(
      expect.arrayContaining([
        'people',
        'meetings',
        'meeting_participants',
        'participant_metrics',
        'upload_tasks',
        'goals',
        'subscriptions',
        'checkout_sessions',
      ]),
    )
  })

  it('has rows of both tenants in every RLS table (so the walls below are tested on real rows)', async () => {
    const missing: string[] = []
    for (const table of rlsTables) {
      const seen = await withAllTenants(db, (tx) => tenantsIn(tx, table))
      if (!seen.includes(tenant.a) || !seen.includes(tenant.b))
        missing.push(`${table}: seed a row for each tenant in beforeAll`)
    }
    expect(missing).toEqual([])
  })

  it("shows a tenant's scope only that tenant's rows, to a query with no tenant condition at all", async () => {
    const leaks: string[] = []
    for (const table of rlsTables) {
      const seen = await withTenant(db, tenant.a, (tx) => tenantsIn(tx, table))
      if (seen.length !== 1 || seen[0] !== tenant.a)
        leaks.push(`${table} shows ${seen.join(', ') || 'nothing'}`)
    }
    expect(leaks).toEqual([])
  })

  it('shows the application role nothing when no tenant is set', async () => {
    const leaks: string[] = []
    for (const table of rlsTables) {
      const seen = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL ROLE rapport_app`)
        return countOf(tx, table)
      })
      if (seen !== 0) leaks.push(`${table}: ${seen} rows`)
    }
    expect(leaks).toEqual([])
  })

  it("lets a tenant's scope neither change nor delete another tenant's rows, nor move its own rows there", async () => {
    const wrong: string[] = []
    for (const table of rlsTables) {
      const name = sql.identifier(table)
      // Updates and deletes with no tenant condition reach only the scope's own rows.
      const touched = await withTenant(db, tenant.a, (tx) =>
        rows(tx, sql`UPDATE ${name} SET tenant_id = tenant_id RETURNING tenant_id::text`, tenantIdRow),
      )
      if (touched.some((r) => r.tenant_id !== tenant.a)) wrong.push(`${table}: update reached another tenant`)
      const deleted = await withTenant(db, tenant.a, (tx) =>
        rows(
          tx,
          sql`DELETE FROM ${name} WHERE tenant_id = ${tenant.b} RETURNING tenant_id::text`,
          tenantIdRow,
        ),
      )
      if (deleted.length > 0) wrong.push(`${table}: deleted ${deleted.length} rows of another tenant`)
      // Moving an own row into another tenant fails the policy's WITH CHECK.
      const moved = await withTenant(db, tenant.a, (tx) =>
        tx.execute(sql`UPDATE ${name} SET tenant_id = ${tenant.b} WHERE tenant_id = ${tenant.a}`),
      ).then(
        () => 'moved',
        (error: unknown) => describeError(error),
      )
      if (!/row-level security/.test(moved)) wrong.push(`${table}: moving a row to another tenant → ${moved}`)
    }
    expect(wrong).toEqual([])

    // And every tenant's rows are where they were.
    for (const table of rlsTables) {
      const seen = await withTenant(db, tenant.b, (tx) => countOf(tx, table))
      expect(seen, table).toBeGreaterThan(0)
    }
  })
})
