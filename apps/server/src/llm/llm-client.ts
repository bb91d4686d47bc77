/**
 * The one interface the analysis uses to talk to a language model. Adapters (one module per
 * provider, through its official SDK) implement it; `createLlmClient` picks one from a stored
 * provider configuration. Nothing outside src/llm imports an SDK.
 */

export const LLM_PROVIDERS = ['anthropic', 'openai', 'google', 'openai_compatible'] as const
export type LlmProviderName = (typeof LLM_PROVIDERS)[number]

export interface LlmSettings {
  /** Overrides the provider's endpoint: a proxy, or a local OpenAI-compatible server. */
  base_url?: string | undefined
  /** 1 to 200000; absent means the model's default. */
  max_output_tokens?: number | undefined
}

export interface LlmConfig {
  provider: LlmProviderName
  model: string
  apiKey: string
  settings: LlmSettings
}

export interface LlmRequest {
  /** Instructions: ours only, never transcript text. */
  system: string
  /** The data to work on (the transcript goes here, fenced as data). */
  user: string
  /** Ask the model for one JSON object; the caller validates it with zod. */
  json: boolean
  maxOutputTokens?: number | undefined
  timeoutMs: number
  signal?: AbortSignal | undefined
}

export interface LlmUsage {
  inputTokens: number
  outputTokens: number
}

export interface LlmResponse {
  text: string
  usage: LlmUsage
}

export interface LlmClient {
  readonly provider: LlmProviderName
  readonly model: string
  complete(request: LlmRequest): Promise<LlmResponse>
}

export type LlmErrorKind =
  | 'auth'
  | 'rate_limited'
  | 'timeout'
  | 'invalid_response'
  | 'unavailable'
  | 'bad_request'

/** Every adapter failure surfaces as this, whatever the SDK threw. */
export class LlmError extends Error {
  override name = 'LlmError'
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
