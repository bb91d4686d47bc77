import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenants.ts'
import { users } from './users.ts'

export const subscriptionStates = ['trialing', 'active', 'past_due', 'canceled'] as const
export type SubscriptionState = (typeof subscriptionStates)[number]

/** The tenant's one subscription to the plan, kept in the same states by local and Stripe billing. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    status: text('status', { enum: subscriptionStates }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_tenant_key').on(t.tenantId),
    uniqueIndex('subscriptions_stripe_subscription_key').on(t.stripeSubscriptionId),
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
  ],
)

export type SubscriptionRow = typeof subscriptions.$inferSelect

/** A checkout started by a tenant admin: our own test checkout page (local) or a Stripe Checkout Session. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** `cs_local_…` for local checkout, Stripe's own id otherwise. */
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    status: text('status', { enum: ['open', 'completed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_tenant_idx').on(t.tenantId)],
)

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect

/** Stripe webhook events already applied: a replayed event id changes nothing. System table (no tenant). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
