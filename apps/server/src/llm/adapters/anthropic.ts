import Anthropic from '@anthropic-ai/sdk'
import { z } from 'zod'
import { ANTHROPIC_DEFAULT_MAX_OUTPUT_TOKENS, LLM_CATALOGUE } from '../catalogue.ts'
import type { GuardedFetch } from '../egress-guard.ts'
import type { LlmClient, LlmConfig, LlmRequest, LlmResponse } from '../llm-client.ts'
import {
  callSignal,
  genericError,
  httpError,
  invalidResponse,
  maxOutputTokens,
  parseRetryAfter,
  timeoutError,
} from './common.ts'

const message = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  usage: z
    .object({
      input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
      cache_creation_input_tokens: z.number().nullish(),
      cache_read_input_tokens: z.number().nullish(),
    })
    .nullish(),
})

/**
 * Anthropic's Messages API. It has no JSON mode: the system prompt asks for one JSON object and the
 * caller validates what comes back.
 */
export function anthropicClient(config: LlmConfig, fetch: GuardedFetch): LlmClient {
  const sdk = new Anthropic({
    fetch,
    apiKey: config.apiKey,
    authToken: null,
    baseURL: config.settings.base_url ?? LLM_CATALOGUE.anthropic.defaultBaseUrl,
    maxRetries: 0,
  })

  return {
    provider: config.provider,
    model: config.model,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      const call = callSignal(request)
      let raw: unknown
      try {
        raw = await sdk.messages.create(
          {
            model: config.model,
            max_tokens: maxOutputTokens(request, config.settings) ?? ANTHROPIC_DEFAULT_MAX_OUTPUT_TOKENS,
            system: request.system,
            messages: [{ role: 'user', content: request.user }],
          },
          { signal: call.signal, timeout: request.timeoutMs },
        )
      } catch (error) {
        if (error instanceof Anthropic.APIError && typeof error.status === 'number') {
          throw httpError(
            error.status,
            providerMessage(error.error),
            parseRetryAfter(error.headers ?? undefined),
          )
        }
        if (error instanceof Anthropic.APIConnectionTimeoutError) throw timeoutError(request.timeoutMs)
        throw genericError(error, call, request.timeoutMs)
      }
      const parsed = message.safeParse(raw)
      if (!parsed.success) throw invalidResponse('no message content')
      const usage = parsed.data.usage
      return {
        text: parsed.data.content
          .filter((block) => block.type === 'text')
          .map((block) => block.text ?? '')
          .join(''),
        usage: {
          inputTokens:
            (usage?.input_tokens ?? 0) +
            (usage?.cache_creation_input_tokens ?? 0) +
            (usage?.cache_read_input_tokens ?? 0),
          outputTokens: usage?.output_tokens ?? 0,
        },
      }
    },
  }
}

/** Anthropic's error body is `{type: "error", error: {type, message}}`. */
function providerMessage(body: unknown): string | undefined {
  const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body)
  return parsed.success ? parsed.data.error.message : undefined
}
