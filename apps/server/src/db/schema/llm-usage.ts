import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenants.ts'

/**
 * Language-model calls, one row per analysis step that made any: what each upload and each tenant
 * spent, for the budgets (per upload, per tenant per calendar month, UTC) and for the operator.
 * Rows outlive their upload: `upload_task_id` is no foreign key, so a cancelled, retried or
 * deleted upload still counts.
 */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadTaskId: uuid('upload_task_id').notNull(),
    /** 'participants' (the review's inference) or 'coaching'. */
    step: text('step', { enum: ['participants', 'coaching'] }).notNull(),
    /** Requests sent to the model, answered or not (a retry is a second request). */
    calls: integer('calls').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('llm_usage_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('llm_usage_tenant_upload_idx').on(t.tenantId, t.uploadTaskId),
  ],
)
