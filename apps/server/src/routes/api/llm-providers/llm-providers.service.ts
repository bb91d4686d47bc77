import { randomUUID } from 'node:crypto'
import {
  type AvailableLlmProvidersResponse,
  type CreateLlmProviderRequest,
  LLM_TENANT_SLUG,
  type LlmProvider,
  llmProviderNames,
  type TestLlmProviderRequest,
  type TestLlmProviderResponse,
} from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LlmProviderRow } from '../../../db/schema/index.ts'
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.ts'
import { LLM_CATALOGUE } from '../../../llm/catalogue.ts'
import { createLlmClient } from '../../../llm/create-llm-client.ts'
import { EGRESS_MESSAGES } from '../../../llm/egress-guard.ts'
import { LlmError, type LlmSettings } from '../../../llm/llm-client.ts'
import { createSecretBox } from '../../../llm/secret-box.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { llmProvidersRepository } from './llm-providers.repository.ts'

export const LLM_TENANT_ONLY = 'LLM providers are configured by the default tenant only.'
export const CONNECTION_FAILED = 'Connection test failed. Please check your API key and try again.'

/** The connection test: one real, minimal call. Long enough for a cold local model to answer. */
const TEST_TIMEOUT_MS = 30_000
const TEST_MAX_OUTPUT_TOKENS = 16

/** Keys shorter than this show no last four characters: four would give away too much of them. */
const LAST4_MIN_KEY_LENGTH = 12

export function llmProvidersService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = llmProvidersRepository(db)
  const box = createSecretBox(app.deps.appSecret)
  const egress = { allowPrivate: app.deps.env.LLM_ALLOW_PRIVATE_ADDRESSES ?? false }

  async function connectionTest(input: TestLlmProviderRequest): Promise<TestLlmProviderResponse> {
    const model = input.model_name ?? LLM_CATALOGUE[input.provider_name].models[0] ?? ''
    const client = createLlmClient(
      {
        provider: input.provider_name,
        model,
        apiKey: input.api_key,
        settings: settingsOf(input.settings),
      },
      egress,
    )
    try {
      await client.complete({
        system: 'This is a connection check. Reply with the single word OK.',
        user: 'OK?',
        json: false,
        maxOutputTokens: TEST_MAX_OUTPUT_TOKENS,
        timeoutMs: TEST_TIMEOUT_MS,
      })
      return { connection_status: 'connected' }
    } catch (error) {
      if (!(error instanceof LlmError)) throw error
      return { connection_status: 'failed', error: error.message, error_kind: error.kind }
    }
  }

  return {
    /** The acting tenant must be `default` (an admin of it, or a super_admin impersonating it). */
    guard(auth: AuthContext): string {
      if (auth.tenant.slug !== LLM_TENANT_SLUG) throw new ForbiddenError(LLM_TENANT_ONLY)
      return auth.tenant.id
    },

    available(): AvailableLlmProvidersResponse {
      const entries = llmProviderNames.map((name) => {
        const entry = LLM_CATALOGUE[name]
        return [
          name,
          {
            name: entry.name,
            models: [...entry.models],
            api_key_required: entry.apiKeyRequired,
            base_url_required: entry.defaultBaseUrl === null,
          },
        ] as const
      })
      return Object.fromEntries(entries) as AvailableLlmProvidersResponse
    },

    async list(tenantId: string) {
      return { providers: (await repo.list(tenantId)).map(present) }
    },

    async test(input: TestLlmProviderRequest, request: FastifyRequest) {
      const result = await connectionTest(input)
      request.log.info(
        {
          provider: input.provider_name,
          connection_status: result.connection_status,
          error_kind: result.error_kind,
        },
        'llm connection test',
      )
      return result
    },

    /**
     * Saves a provider after the same connection test the form runs: a key that does not work is
     * never stored. The first provider, or one saved with is_default, becomes the default.
     */
    async create(
      auth: AuthContext,
      tenantId: string,
      input: CreateLlmProviderRequest,
      request: FastifyRequest,
    ) {
      const tested = await connectionTest(input)
      if (tested.connection_status !== 'connected') {
        // A refused private address is not a key problem: say what the operator has to allow.
        const message = tested.error === EGRESS_MESSAGES.private ? EGRESS_MESSAGES.private : CONNECTION_FAILED
        throw new ValidationError(message, {
          error_kind: tested.error_kind,
          provider_error: tested.error,
        })
      }
      const id = randomUUID()
      const settings = settingsOf(input.settings)
      const row = await db.transaction(async (tx) => {
        await repo.lockTenant(tenantId, tx)
        const first = (await repo.count(tenantId, tx)) === 0
        const isDefault = first || input.is_default
        if (isDefault) await repo.clearDefault(tenantId, tx)
        const created = await repo.insert(
          {
            id,
            tenantId,
            providerName: input.provider_name,
            modelName: input.model_name,
            displayName: input.display_name,
            apiKeyEncrypted: input.api_key ? box.seal(input.api_key, id) : null,
            apiKeyLast4: input.api_key.length >= LAST4_MIN_KEY_LENGTH ? input.api_key.slice(-4) : null,
            isDefault,
            settings,
            createdBy: auth.user.id,
          },
          tx,
        )
        await app.audit(
          request,
          {
            action: 'llm_provider.create',
            tenantId,
            targetType: 'llm_provider',
            targetId: id,
            details: {
              provider_name: input.provider_name,
              model_name: input.model_name,
              display_name: input.display_name,
              is_default: isDefault,
              settings,
            },
          },
          tx,
        )
        return created
      })
      return { provider: present(row) }
    },

    async setDefault(tenantId: string, id: string, request: FastifyRequest) {
      const row = await db.transaction(async (tx) => {
        await repo.lockTenant(tenantId, tx)
        const current = await repo.find(tenantId, id, tx)
        if (!current) throw new NotFoundError('LLM provider')
        if (current.isDefault) return current
        await repo.clearDefault(tenantId, tx)
        const updated = await repo.makeDefault(tenantId, id, tx)
        if (!updated) throw new NotFoundError('LLM provider')
        await app.audit(
          request,
          { action: 'llm_provider.set_default', tenantId, targetType: 'llm_provider', targetId: id },
          tx,
        )
        return updated
      })
      return { provider: present(row) }
    },

    /** Deleting the default hands the role to the oldest provider left; none left means none is default. */
    async remove(tenantId: string, id: string, request: FastifyRequest) {
      await db.transaction(async (tx) => {
        await repo.lockTenant(tenantId, tx)
        const current = await repo.find(tenantId, id, tx)
        if (!current) throw new NotFoundError('LLM provider')
        await repo.remove(tenantId, id, tx)
        let promoted: string | null = null
        if (current.isDefault) {
          promoted = await repo.successor(tenantId, id, tx)
          if (promoted) await repo.makeDefault(tenantId, promoted, tx)
        }
        await app.audit(
          request,
          {
            action: 'llm_provider.delete',
            tenantId,
            targetType: 'llm_provider',
            targetId: id,
            details: { display_name: current.displayName, was_default: current.isDefault, promoted },
          },
          tx,
        )
      })
      return { message: 'Provider deleted' }
    },
  }
}

function settingsOf(input: { base_url?: string | undefined; max_output_tokens?: number | undefined }) {
  const settings: LlmSettings & { base_url?: string; max_output_tokens?: number } = {}
  if (input.base_url) settings.base_url = input.base_url
  if (input.max_output_tokens) settings.max_output_tokens = input.max_output_tokens
  return settings
}

function present(row: LlmProviderRow): LlmProvider {
  return {
    id: row.id,
    provider_name: row.providerName,
    model_name: row.modelName,
    display_name: row.displayName,
    is_default: row.isDefault,
    is_active: row.isActive,
    settings: {
      ...(row.settings.base_url ? { base_url: row.settings.base_url } : {}),
      ...(row.settings.max_output_tokens ? { max_output_tokens: row.settings.max_output_tokens } : {}),
    },
    has_api_key: row.apiKeyEncrypted !== null,
    api_key_last4: row.apiKeyLast4,
    created_at: row.createdAt.toISOString(),
  }
}
