import OpenAI from 'openai'
import { z } from 'zod'
import { LLM_CATALOGUE } from '../catalogue.ts'
import type { GuardedFetch } from '../egress-guard.ts'
import { type LlmClient, type LlmConfig, LlmError, type LlmRequest, type LlmResponse } from '../llm-client.ts'
import {
  callSignal,
  genericError,
  httpError,
  invalidResponse,
  maxOutputTokens,
  parseRetryAfter,
  timeoutError,
} from './common.ts'

const chatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
})

/**
 * OpenAI's Chat Completions, and any server that speaks it (Ollama, vLLM, LM Studio). OpenAI itself
 * gets JSON mode and `max_completion_tokens`; other servers get the older `max_tokens`, which they
 * all read, and no `response_format`, which some of them reject (the prompt asks for JSON and the
 * caller validates it either way).
 */
export function openAiClient(config: LlmConfig, fetch: GuardedFetch): LlmClient {
  const compatible = config.provider === 'openai_compatible'
  const baseURL = config.settings.base_url ?? LLM_CATALOGUE[config.provider].defaultBaseUrl
  if (!baseURL) throw new LlmError('bad_request', 'An OpenAI-compatible provider needs settings.base_url')
  const keyless = config.apiKey === ''
  const sdk = new OpenAI({
    // A server without keys (Ollama) gets no Authorization header at all.
    apiKey: keyless ? 'unused' : config.apiKey,
    adminAPIKey: null,
    organization: null,
    project: null,
    baseURL,
    fetch,
    maxRetries: 0,
    ...(keyless ? { defaultHeaders: { Authorization: null } } : {}),
  })

  return {
    provider: config.provider,
    model: config.model,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      const call = callSignal(request)
      const cap = maxOutputTokens(request, config.settings)
      let raw: unknown
      try {
        raw = await sdk.chat.completions.create(
          {
            model: config.model,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            ...(cap === undefined ? {} : compatible ? { max_tokens: cap } : { max_completion_tokens: cap }),
            ...(request.json && !compatible ? { response_format: { type: 'json_object' as const } } : {}),
          },
          { signal: call.signal, timeout: request.timeoutMs },
        )
      } catch (error) {
        throw mapOpenAiError(error, call, request.timeoutMs)
      }
      const parsed = chatCompletion.safeParse(raw)
      if (!parsed.success) throw invalidResponse('no chat completion choices')
      const message = parsed.data.choices[0]?.message
      if (message?.content == null && message?.refusal) throw invalidResponse('the model refused')
      return {
        text: message?.content ?? '',
        usage: {
          inputTokens: parsed.data.usage?.prompt_tokens ?? 0,
          outputTokens: parsed.data.usage?.completion_tokens ?? 0,
        },
      }
    },
  }
}

function mapOpenAiError(error: unknown, call: ReturnType<typeof callSignal>, timeoutMs: number) {
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return httpError(error.status, providerMessage(error), parseRetryAfter(error.headers ?? undefined))
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) return timeoutError(timeoutMs)
  return genericError(error, call, timeoutMs)
}

function providerMessage(error: InstanceType<typeof OpenAI.APIError>): string | undefined {
  const body = error.error as { message?: unknown } | undefined
  return typeof body?.message === 'string' ? body.message : undefined
}
