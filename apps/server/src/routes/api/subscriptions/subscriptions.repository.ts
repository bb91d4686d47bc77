import { and, eq, or } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/database.ts'
import {
  billingEvents,
  checkoutSessions,
  type SubscriptionRow,
  subscriptions,
  tenants,
} from '../../../db/schema/index.ts'
import { withAllTenants, withTenant } from '../../../db/tenant-scope.ts'

export type SubscriptionValues = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>

/** Subscriptions and checkout sessions (tenant tables) and applied webhook events (system table). */
export function subscriptionsRepository(db: Database) {
  async function upsertIn(tx: Executor, tenantId: string, values: SubscriptionValues) {
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...values, tenantId })
      .onConflictDoUpdate({ target: subscriptions.tenantId, set: { ...values, updatedAt: new Date() } })
      .returning()
    if (!row) throw new Error('subscription upsert returned nothing')
    return row
  }

  return {
    async find(tenantId: string): Promise<SubscriptionRow | null> {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId))
        return row ?? null
      })
    },

    async update(tenantId: string, values: Partial<SubscriptionValues>): Promise<SubscriptionRow | null> {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(subscriptions.tenantId, tenantId))
          .returning()
        return row ?? null
      })
    },

    async createCheckout(values: typeof checkoutSessions.$inferInsert) {
      return withTenant(db, values.tenantId, async (tx) => {
        const [row] = await tx.insert(checkoutSessions).values(values).returning()
        if (!row) throw new Error('checkout session insert returned nothing')
        return row
      })
    },

    async findCheckout(tenantId: string, id: string) {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.id, id)))
        return row ?? null
      })
    },

    /**
     * Completes an open checkout and writes the subscription it starts, in one transaction. Null when
     * the checkout was already completed (a second confirm changes nothing).
     */
    async completeCheckout(
      tenantId: string,
      id: string,
      values: SubscriptionValues,
      meetingsPerMonth: number,
    ) {
      return withTenant(db, tenantId, async (tx) => {
        const [done] = await tx
          .update(checkoutSessions)
          .set({ status: 'completed', completedAt: new Date() })
          .where(
            and(
              eq(checkoutSessions.tenantId, tenantId),
              eq(checkoutSessions.id, id),
              eq(checkoutSessions.status, 'open'),
            ),
          )
          .returning()
        if (!done) return null
        await tx
          .update(tenants)
          .set({ maxMeetingsPerMonth: meetingsPerMonth })
          .where(eq(tenants.id, tenantId))
        return upsertIn(tx, tenantId, values)
      })
    },

    /**
     * Applies one Stripe event exactly once: records its id and runs `apply` in the same transaction
     * (across tenants: the event names its tenant only through Stripe ids or metadata). False when the
     * event was applied before.
     */
    async applyEventOnce(event: { id: string; type: string }, apply: (ops: EventOps) => Promise<void>) {
      return withAllTenants(db, async (tx) => {
        const [recorded] = await tx
          .insert(billingEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning()
        if (!recorded) return false
        await apply(eventOps(tx, upsertIn))
        return true
      })
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, id))
      return row !== undefined
    },
  }
}

export interface EventOps {
  /** The tenant a Stripe customer or subscription belongs to, if we know it. */
  tenantOf(ids: { customerId?: string | null; subscriptionId?: string | null }): Promise<string | null>
  tenantExists(tenantId: string): Promise<boolean>
  find(tenantId: string): Promise<SubscriptionRow | null>
  upsert(tenantId: string, values: SubscriptionValues): Promise<SubscriptionRow>
  completeCheckout(tenantId: string, checkoutId: string, meetingsPerMonth: number): Promise<void>
}

function eventOps(
  tx: Executor,
  upsertIn: (tx: Executor, tenantId: string, values: SubscriptionValues) => Promise<SubscriptionRow>,
): EventOps {
  return {
    async tenantOf({ customerId, subscriptionId }) {
      const conditions = [
        subscriptionId ? eq(subscriptions.stripeSubscriptionId, subscriptionId) : undefined,
        customerId ? eq(subscriptions.stripeCustomerId, customerId) : undefined,
      ].filter((c) => c !== undefined)
      if (conditions.length === 0) return null
      const [row] = await tx
        .select({ tenantId: subscriptions.tenantId })
        .from(subscriptions)
        .where(or(...conditions))
        .limit(1)
      return row?.tenantId ?? null
    },
    async tenantExists(tenantId) {
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
      return row !== undefined
    },
    async find(tenantId) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId))
      return row ?? null
    },
    upsert: (tenantId, values) => upsertIn(tx, tenantId, values),
    async completeCheckout(tenantId, checkoutId, meetingsPerMonth) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'completed', completedAt: new Date() })
        .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.id, checkoutId)))
      await tx.update(tenants).set({ maxMeetingsPerMonth: meetingsPerMonth }).where(eq(tenants.id, tenantId))
    },
  }
}
