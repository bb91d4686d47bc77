import { subscriptionTiers } from '@rapport/contracts'
import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export interface TenantFeatures {
  coaching: boolean
  vtt_upload: boolean
}

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers }).notNull().default('basic'),
    maxUsers: integer('max_users').notNull().default(50),
    maxMeetingsPerMonth: integer('max_meetings_per_month').notNull().default(100),
    features: jsonb('features')
      .$type<TenantFeatures>()
      .notNull()
      .default(sql`'{"coaching": true, "vtt_upload": true}'::jsonb`),
    isTeamAccount: boolean('is_team_account').notNull().default(false),
    /** How many days a link to a participant's shared coaching works (issue 32). */
    shareLinkDays: integer('share_link_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
)

export type TenantRow = typeof tenants.$inferSelect
