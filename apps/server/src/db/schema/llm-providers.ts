import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenants.ts'
import { users } from './users.ts'

/** What a provider row keeps besides its key: both optional (absent = the SDK's endpoint, the model's default). */
export interface LlmProviderSettings {
  base_url?: string
  max_output_tokens?: number
}

/**
 * The LLM providers the `default` tenant configures for the whole platform. A platform table, not
 * tenant data: it is not under row-level security, and only the default tenant's admins reach it.
 * The API key is stored only encrypted (AES-256-GCM, see src/llm/secret-box.ts), bound to the row id.
 */
export const llmProviders = pgTable(
  'llm_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerName: text('provider_name', {
      enum: ['anthropic', 'openai', 'google', 'openai_compatible'],
    }).notNull(),
    modelName: text('model_name').notNull(),
    displayName: text('display_name').notNull(),
    /** `v1.<base64url iv|tag|ciphertext>`; null for a keyless OpenAI-compatible server. */
    apiKeyEncrypted: text('api_key_encrypted'),
    /** The key's last four characters, to tell keys apart in the list; null when it has none. */
    apiKeyLast4: text('api_key_last4'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    settings: jsonb('settings').$type<LlmProviderSettings>().notNull().default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('llm_providers_tenant_idx').on(t.tenantId, t.createdAt),
    // Exactly one default per tenant: the database refuses a second.
    uniqueIndex('llm_providers_one_default_key').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
)

export type LlmProviderRow = typeof llmProviders.$inferSelect
