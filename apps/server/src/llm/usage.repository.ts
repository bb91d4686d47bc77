import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { llmUsage, tenants } from '../db/schema/index.ts'
import { withAllTenants, withTenant } from '../db/tenant-scope.ts'

/**
 * Language-model requests, counted per upload and per tenant per calendar month (UTC) in
 * `llm_usage`. A step reserves its requests before it sends any (the tenant row locked, so two
 * uploads of one tenant are counted one after the other), then settles the reservation to what it
 * really sent. A job that dies or is cancelled mid-step keeps its reservation: the budget counts
 * what may have been spent, never less.
 */

export interface LlmBudget {
  /** Requests one upload may send, review and coaching together. */
  perUpload: number
  /** Requests one tenant may send in a calendar month. */
  perTenantMonth: number
}

/** The budgets as the environment sets them. */
export function llmBudgetOf(env: {
  LLM_CALLS_PER_UPLOAD: number
  LLM_CALLS_PER_TENANT_MONTH: number
}): LlmBudget {
  return { perUpload: env.LLM_CALLS_PER_UPLOAD, perTenantMonth: env.LLM_CALLS_PER_TENANT_MONTH }
}

/** Which budget stopped a step. */
export type SpentBudget = 'upload' | 'tenant_month'

export interface Reservation {
  /** The row to settle; null when nothing was granted. */
  id: string | null
  granted: number
  /** The budget that limited the grant below what was asked, if one did. */
  limitedBy: SpentBudget | null
}

/** The first instant of the month `at` is in (UTC), and of the next one. */
export function monthOf(at: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
  const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
  return { from, to }
}

const sum = sql<number>`coalesce(sum(${llmUsage.calls}), 0)::int`

export function llmUsageRepository(db: Executor) {
  return {
    /** Reserves up to `want` requests for one step of one upload, within both budgets. */
    async reserve(
      ref: { tenantId: string; uploadTaskId: string; step: 'participants' | 'coaching' },
      want: number,
      budget: LlmBudget,
      now: Date = new Date(),
    ): Promise<Reservation> {
      return withTenant(db, ref.tenantId, async (tx) => {
        await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, ref.tenantId))
          .for('no key update')
        const { from, to } = monthOf(now)
        const [month] = await tx
          .select({ calls: sum })
          .from(llmUsage)
          .where(
            and(
              eq(llmUsage.tenantId, ref.tenantId),
              gte(llmUsage.createdAt, from),
              lt(llmUsage.createdAt, to),
            ),
          )
        const [upload] = await tx
          .select({ calls: sum })
          .from(llmUsage)
          .where(and(eq(llmUsage.tenantId, ref.tenantId), eq(llmUsage.uploadTaskId, ref.uploadTaskId)))
        const leftForUpload = Math.max(0, budget.perUpload - (upload?.calls ?? 0))
        const leftForMonth = Math.max(0, budget.perTenantMonth - (month?.calls ?? 0))
        const granted = Math.max(0, Math.min(want, leftForUpload, leftForMonth))
        const limitedBy: SpentBudget | null =
          granted >= want ? null : leftForMonth < leftForUpload ? 'tenant_month' : 'upload'
        if (granted === 0) return { id: null, granted, limitedBy }
        const [row] = await tx
          .insert(llmUsage)
          .values({ ...ref, calls: granted, createdAt: now })
          .returning({ id: llmUsage.id })
        return { id: row?.id ?? null, granted, limitedBy }
      })
    },

    /** The step is over: its row holds what it really sent and the tokens. */
    async settle(
      tenantId: string,
      id: string,
      used: { calls: number; inputTokens: number; outputTokens: number },
    ): Promise<void> {
      await withTenant(db, tenantId, (tx) =>
        tx
          .update(llmUsage)
          .set(used)
          .where(and(eq(llmUsage.tenantId, tenantId), eq(llmUsage.id, id))),
      )
    },

    /** Every tenant's spend in the month `at` is in, most calls first (super admin). */
    async byTenant(at: Date) {
      const { from, to } = monthOf(at)
      return withAllTenants(db, async (tx) => {
        const rows = await tx
          .select({
            tenantId: tenants.id,
            name: tenants.name,
            slug: tenants.slug,
            calls: sql<number>`coalesce(sum(${llmUsage.calls}), 0)::int`,
            inputTokens: sql<number>`coalesce(sum(${llmUsage.inputTokens}), 0)::int`,
            outputTokens: sql<number>`coalesce(sum(${llmUsage.outputTokens}), 0)::int`,
            uploads: sql<number>`count(distinct ${llmUsage.uploadTaskId})::int`,
          })
          .from(llmUsage)
          .innerJoin(tenants, eq(tenants.id, llmUsage.tenantId))
          .where(and(gte(llmUsage.createdAt, from), lt(llmUsage.createdAt, to)))
          .groupBy(tenants.id, tenants.name, tenants.slug)
          .orderBy(sql`4 desc`, asc(tenants.name))
        return rows
      })
    },
  }
}
