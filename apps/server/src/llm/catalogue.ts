import type { LlmProviderName } from './llm-client.ts'

export interface ProviderCatalogueEntry {
  /** Shown in the provider select and prefilled as the display name. */
  name: string
  /** Models offered in the select; any other model name the provider serves is accepted too. */
  models: readonly string[]
  /** Absent only for an OpenAI-compatible server that runs without one (Ollama, LM Studio). */
  apiKeyRequired: boolean
  /** The endpoint the SDK uses when `settings.base_url` is absent; null when there is none. */
  defaultBaseUrl: string | null
}

/**
 * The providers Rapport can call and the models offered for each (newest first). The lists are
 * suggestions that age: a model name not listed still works when the provider serves it, and the
 * connection test is what proves it.
 */
export const LLM_CATALOGUE: Readonly<Record<LlmProviderName, ProviderCatalogueEntry>> = {
  anthropic: {
    name: 'Anthropic',
    // claude-sonnet-4-5 reaches end-of-life on 30 November 2026 (the SDK warns): not offered.
    models: [
      'claude-sonnet-5-5',
      'claude-opus-5-5',
      'claude-haiku-5-5',
      'claude-sonnet-4-6',
      'claude-haiku-4-5',
    ],
    apiKeyRequired: true,
    defaultBaseUrl: 'https://api.anthropic.com',
  },
  openai: {
    name: 'OpenAI',
    models: ['gpt-5.1', 'gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4o-mini'],
    apiKeyRequired: true,
    defaultBaseUrl: 'https://api.openai.com/v1',
  },
  google: {
    name: 'Google Gemini',
    models: ['gemini-3-pro-preview', 'gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.5-flash-lite'],
    apiKeyRequired: true,
    defaultBaseUrl: 'https://generativelanguage.googleapis.com',
  },
  openai_compatible: {
    name: 'OpenAI-compatible (Ollama, vLLM, LM Studio)',
    models: ['llama3.1:8b', 'qwen2.5:7b', 'mistral-nemo', 'gemma2:9b'],
    apiKeyRequired: false,
    defaultBaseUrl: null,
  },
}

/**
 * Anthropic's Messages API requires max_tokens; every model listed above allows at least this many,
 * and the other providers use the model's own default when none is set.
 */
export const ANTHROPIC_DEFAULT_MAX_OUTPUT_TOKENS = 8192
