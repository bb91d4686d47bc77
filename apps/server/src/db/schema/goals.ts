import { date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { people } from './meetings.ts'
import { tenants } from './tenants.ts'
import { users } from './users.ts'

/**
 * A communication goal: one metric of one person, moved toward a target. Progress is not stored:
 * it is read from participant_metrics of the meetings held on or after the day the goal was set.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A metric id of the catalogue in packages/analysis. */
    metricId: text('metric_id').notNull(),
    templateId: text('template_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    motivation: text('motivation').notNull().default(''),
    direction: text('direction', { enum: ['increase', 'decrease', 'maintain'] }).notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    /** The person's recent average when the goal was set; null when they had no meetings yet. */
    baselineValue: doublePrecision('baseline_value'),
    deadline: date('deadline'),
    priority: integer('priority').notNull().default(2),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('goals_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('goals_tenant_person_idx').on(t.tenantId, t.personId),
  ],
)

export type GoalRow = typeof goals.$inferSelect
