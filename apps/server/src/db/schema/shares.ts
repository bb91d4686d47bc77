import type { SharedSection, ShareRemovalStatus } from '@rapport/contracts'
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { meetings, people } from './meetings.ts'
import { tenants } from './tenants.ts'
import { users } from './users.ts'

/**
 * One participant's own coaching sent to them by e-mail (issue 32, decision 024). The link's token
 * is never stored: only its SHA-256. `section` is what the recipient reads, built from an allow-list
 * when the share is made (the preview shows the same), so no later read of the meeting can add
 * anyone else's words to it.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** The participant's name in the meeting, for the sender's list. */
    participantName: text('participant_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    section: jsonb('section').$type<SharedSection>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** The meeting the section was saved as, in the recipient's own workspace (another tenant). */
    savedMeetingId: uuid('saved_meeting_id'),
  },
  (t) => [
    uniqueIndex('shares_token_hash_key').on(t.tokenHash),
    index('shares_tenant_meeting_idx').on(t.tenantId, t.meetingId),
    index('shares_tenant_person_idx').on(t.tenantId, t.personId),
  ],
)
export type ShareRow = typeof shares.$inferSelect

/**
 * A recipient's request that their section be removed from the sender's meeting. While it is open
 * the participant's row and metrics are not in meeting_participants / participant_metrics at all
 * but held here (`held`), so every read of the tenant (meeting page, scores, analytics, goals,
 * home) goes without them; restoring puts them back, deleting drops them.
 */
export const shareRemovalRequests = pgTable(
  'share_removal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id').references(() => shares.id, { onDelete: 'set null' }),
    participantName: text('participant_name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<ShareRemovalStatus>().notNull().default('open'),
    /** The participant's row and metrics while hidden; null once resolved. */
    held: jsonb('held').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('share_removal_requests_tenant_idx').on(t.tenantId, t.status, t.createdAt),
    // One open request per person and meeting: the row can be held only once.
    uniqueIndex('share_removal_requests_open_key').on(t.meetingId, t.personId).where(sql`status = 'open'`),
  ],
)

/**
 * Addresses that asked for no more shared coaching, from any tenant. Not tenant data: the
 * recipient has no tenant, and the stop holds for every sender.
 */
export const shareOptOuts = pgTable('share_opt_outs', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
