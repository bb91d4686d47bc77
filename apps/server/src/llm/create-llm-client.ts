import { and, asc, desc, eq } from 'drizzle-orm'
import { DEFAULT_TENANT_SLUG } from '../bootstrap.ts'
import type { DatabaseHandle, Executor } from '../db/database.ts'
import { type LlmProviderRow, llmProviders, tenants } from '../db/schema/index.ts'
import { anthropicClient } from './adapters/anthropic.ts'
import { googleClient } from './adapters/google.ts'
import { openAiClient } from './adapters/openai.ts'
import { type EgressPolicy, type GuardedFetch, guardedFetch, PUBLIC_ONLY } from './egress-guard.ts'
import { type LlmClient, type LlmConfig, LlmError } from './llm-client.ts'
import { createSecretBox, SecretBoxError } from './secret-box.ts'

/** The adapter for a provider configuration. Constructing one makes no call. */
export function createLlmClient(config: LlmConfig, egress: EgressPolicy = PUBLIC_ONLY): LlmClient {
  const client = adapterFor(config, guardedFetch(egress))
  if (config.apiKey.length < 4) return client
  // A provider that echoes the key in an error message must not carry it into our logs.
  return {
    provider: client.provider,
    model: client.model,
    async complete(request) {
      try {
        return await client.complete(request)
      } catch (error) {
        if (error instanceof LlmError && error.message.includes(config.apiKey)) {
          throw new LlmError(
            error.kind,
            error.message.replaceAll(config.apiKey, '[redacted]'),
            error.retryAfterSeconds,
          )
        }
        throw error
      }
    },
  }
}

function adapterFor(config: LlmConfig, fetch: GuardedFetch): LlmClient {
  switch (config.provider) {
    case 'anthropic':
      return anthropicClient(config, fetch)
    case 'openai':
    case 'openai_compatible':
      return openAiClient(config, fetch)
    case 'google':
      return googleClient(config, fetch)
  }
}

/** A stored provider row as the config its adapter takes, its key opened with APP_SECRET. */
export function providerConfig(row: LlmProviderRow, appSecret: string): LlmConfig {
  let apiKey = ''
  if (row.apiKeyEncrypted) {
    try {
      apiKey = createSecretBox(appSecret).open(row.apiKeyEncrypted, row.id)
    } catch (error) {
      if (error instanceof SecretBoxError) throw new LlmError('auth', error.message)
      throw error
    }
  }
  return {
    provider: row.providerName,
    model: row.modelName,
    apiKey,
    settings: {
      ...(row.settings.base_url ? { base_url: row.settings.base_url } : {}),
      ...(row.settings.max_output_tokens ? { max_output_tokens: row.settings.max_output_tokens } : {}),
    },
  }
}

/** The default tenant's default, active provider row, or null when there is none. */
export async function findDefaultProvider(db: Executor): Promise<LlmProviderRow | null> {
  const [row] = await db
    .select({ provider: llmProviders })
    .from(llmProviders)
    .innerJoin(tenants, eq(tenants.id, llmProviders.tenantId))
    .where(
      and(
        eq(tenants.slug, DEFAULT_TENANT_SLUG),
        eq(llmProviders.isDefault, true),
        eq(llmProviders.isActive, true),
      ),
    )
    .orderBy(desc(llmProviders.updatedAt), asc(llmProviders.id))
    .limit(1)
  return row?.provider ?? null
}

export interface DefaultLlmClient {
  client: LlmClient
  providerId: string
  displayName: string
}

/**
 * The client the analysis uses: the `default` tenant's default active provider, or null when none
 * is configured (the built-in analyzer then does everything). Throws LlmError('auth') when the
 * stored key cannot be opened, e.g. after APP_SECRET changed.
 */
export async function loadDefaultLlmClient(
  database: Pick<DatabaseHandle, 'db'>,
  appSecret: string,
  egress: EgressPolicy = PUBLIC_ONLY,
): Promise<DefaultLlmClient | null> {
  const row = await findDefaultProvider(database.db)
  if (!row) return null
  return {
    client: createLlmClient(providerConfig(row, appSecret), egress),
    providerId: row.id,
    displayName: row.displayName,
  }
}
