import { z } from 'zod'

/** The providers an LLM configuration can name (the server's adapters, one per name). */
export const llmProviderNames = ['anthropic', 'openai', 'google', 'openai_compatible'] as const
export const llmProviderName = z.enum(llmProviderNames, { error: 'Choose a provider' })
export type LlmProviderName = z.infer<typeof llmProviderName>

export const LLM_MAX_OUTPUT_TOKENS = 200_000

export const llmErrorKinds = [
  'auth',
  'rate_limited',
  'timeout',
  'invalid_response',
  'unavailable',
  'bad_request',
] as const
export const llmErrorKind = z.enum(llmErrorKinds)

export const llmProviderSettings = z.object({
  /** Overrides the provider's endpoint: a proxy, or a local OpenAI-compatible server. */
  base_url: z
    .url({ protocol: /^https?$/, error: 'Base URL must be an http:// or https:// URL' })
    .max(2000)
    .nullish()
    .transform((v) => v ?? undefined),
  /** Absent (or null) means the model's default. */
  max_output_tokens: z
    .number({ error: 'Max output tokens must be a number' })
    .int('Max output tokens must be a whole number')
    .min(1, 'Max output tokens must be at least 1')
    .max(LLM_MAX_OUTPUT_TOKENS, `Max output tokens must be at most ${LLM_MAX_OUTPUT_TOKENS}`)
    .nullish()
    .transform((v) => v ?? undefined),
})
export type LlmProviderSettingsInput = z.input<typeof llmProviderSettings>

const modelName = z
  .string()
  .trim()
  .min(1, 'Model is required')
  .max(200, 'Model must be at most 200 characters')
  .regex(/^[\w.:/@+-]+$/, 'Model may hold letters, digits and . : / @ + - _ only')
const apiKey = z.string().trim().max(1000, 'API key must be at most 1000 characters')

/** A key is optional only for an OpenAI-compatible server, which in turn needs its base URL. */
function checkKeyAndEndpoint(
  value: { provider_name: LlmProviderName; api_key: string; settings: { base_url?: string | undefined } },
  ctx: z.RefinementCtx,
) {
  if (value.provider_name !== 'openai_compatible' && value.api_key === '') {
    ctx.addIssue({ code: 'custom', path: ['api_key'], message: 'API key is required' })
  }
  if (value.provider_name === 'openai_compatible' && !value.settings.base_url) {
    ctx.addIssue({
      code: 'custom',
      path: ['settings', 'base_url'],
      message: 'Base URL is required for an OpenAI-compatible server',
    })
  }
}

export const createLlmProviderRequest = z
  .object({
    provider_name: llmProviderName,
    model_name: modelName,
    display_name: z
      .string()
      .trim()
      .min(1, 'Display name is required')
      .max(100, 'Display name must be at most 100 characters'),
    api_key: apiKey.default(''),
    is_default: z.boolean().default(false),
    settings: llmProviderSettings.default({ base_url: undefined, max_output_tokens: undefined }),
  })
  .superRefine(checkKeyAndEndpoint)
export type CreateLlmProviderRequest = z.infer<typeof createLlmProviderRequest>
export type CreateLlmProviderInput = z.input<typeof createLlmProviderRequest>

export const testLlmProviderRequest = z
  .object({
    provider_name: llmProviderName,
    api_key: apiKey.default(''),
    /** Absent: the first model the catalogue offers for the provider. */
    model_name: modelName.optional(),
    settings: llmProviderSettings.default({ base_url: undefined, max_output_tokens: undefined }),
  })
  .superRefine(checkKeyAndEndpoint)
export type TestLlmProviderRequest = z.infer<typeof testLlmProviderRequest>
export type TestLlmProviderInput = z.input<typeof testLlmProviderRequest>

export const testLlmProviderResponse = z.object({
  /** 'connected' only when a real minimal call succeeded. */
  connection_status: z.enum(['connected', 'failed']),
  /** Why it failed, in the provider's words where it gave any (never the key). */
  error: z.string().optional(),
  error_kind: llmErrorKind.optional(),
})
export type TestLlmProviderResponse = z.infer<typeof testLlmProviderResponse>

/** `is_default: true` is the only change the API takes: a default stops being one when another is chosen. */
export const setDefaultLlmProviderRequest = z.object({
  is_default: z.literal(true, { error: 'is_default must be true' }),
})

export const llmProvider = z.object({
  id: z.string(),
  provider_name: llmProviderName,
  model_name: z.string(),
  display_name: z.string(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  settings: z.object({
    base_url: z.string().optional(),
    max_output_tokens: z.number().int().optional(),
  }),
  /** The key itself is never returned: only whether there is one and its last four characters. */
  has_api_key: z.boolean(),
  api_key_last4: z.string().nullable(),
  created_at: z.string(),
})
export type LlmProvider = z.infer<typeof llmProvider>

export const llmProviderResponse = z.object({ provider: llmProvider })
export const llmProviderListResponse = z.object({ providers: z.array(llmProvider) })
export type LlmProviderListResponse = z.infer<typeof llmProviderListResponse>

export const availableLlmProvider = z.object({
  name: z.string(),
  models: z.array(z.string()),
  api_key_required: z.boolean(),
  base_url_required: z.boolean(),
})
export type AvailableLlmProvider = z.infer<typeof availableLlmProvider>
export const availableLlmProvidersResponse = z.record(llmProviderName, availableLlmProvider)
export type AvailableLlmProvidersResponse = z.infer<typeof availableLlmProvidersResponse>

/** `GET /api/admin/llm/usage?month=YYYY-MM`: the month's language-model spend per tenant (super admin). */
export const llmUsageQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM' })
    .optional(),
})
export const llmTenantUsage = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  tenant_slug: z.string(),
  /** Requests sent to the model this month (retries and cancelled uploads included). */
  calls: z.number().int().min(0),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  /** Uploads that sent at least one request. */
  uploads: z.number().int().min(0),
})
export type LlmTenantUsage = z.infer<typeof llmTenantUsage>
export const llmUsageResponse = z.object({
  month: z.string(),
  limits: z.object({ calls_per_upload: z.number().int(), calls_per_tenant_month: z.number().int() }),
  tenants: z.array(llmTenantUsage),
})
export type LlmUsageResponse = z.infer<typeof llmUsageResponse>
