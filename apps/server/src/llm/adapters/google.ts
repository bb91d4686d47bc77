import { ApiError, GoogleGenAI } from '@google/genai'
import { z } from 'zod'
import { LLM_CATALOGUE } from '../catalogue.ts'
import type { GuardedFetch } from '../egress-guard.ts'
import type { LlmClient, LlmConfig, LlmRequest, LlmResponse } from '../llm-client.ts'
import {
  callSignal,
  genericError,
  httpError,
  invalidResponse,
  maxOutputTokens,
  parseRetryAfter,
} from './common.ts'

const generateContent = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z
              .array(z.object({ text: z.string().optional(), thought: z.boolean().optional() }))
              .optional(),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
  usageMetadata: z
    .object({
      promptTokenCount: z.number().optional(),
      candidatesTokenCount: z.number().optional(),
      thoughtsTokenCount: z.number().optional(),
    })
    .optional(),
})

/** Google's Gemini API (generateContent), with JSON output through responseMimeType. */
export function googleClient(config: LlmConfig, guarded: GuardedFetch): LlmClient {
  const baseUrl = config.settings.base_url ?? LLM_CATALOGUE.google.defaultBaseUrl ?? undefined

  return {
    provider: config.provider,
    model: config.model,
    async complete(request: LlmRequest): Promise<LlmResponse> {
      const call = callSignal(request)
      // The SDK's ApiError carries no headers: a fetch of our own keeps Retry-After.
      let retryAfterSeconds: number | undefined
      const sdk = new GoogleGenAI({
        apiKey: config.apiKey,
        httpOptions: {
          ...(baseUrl ? { baseUrl } : {}),
          // No retryOptions: the SDK then makes exactly one attempt.
          fetch: async (input, init) => {
            const response = await guarded(input, init)
            if (response.status === 429) retryAfterSeconds = parseRetryAfter(response.headers)
            return response
          },
        },
      })
      const cap = maxOutputTokens(request, config.settings)
      let raw: unknown
      try {
        raw = await sdk.models.generateContent({
          model: config.model,
          contents: [{ role: 'user', parts: [{ text: request.user }] }],
          config: {
            systemInstruction: request.system,
            abortSignal: call.signal,
            ...(cap === undefined ? {} : { maxOutputTokens: cap }),
            ...(request.json ? { responseMimeType: 'application/json' } : {}),
          },
        })
      } catch (error) {
        if (error instanceof ApiError) {
          throw httpError(
            error.status,
            providerMessage(error.message),
            retryAfterSeconds ?? retryDelay(error.message),
          )
        }
        throw genericError(error, call, request.timeoutMs)
      }
      const parsed = generateContent.safeParse(raw)
      if (!parsed.success) throw invalidResponse('not a generateContent response')
      const { candidates, promptFeedback, usageMetadata } = parsed.data
      const first = candidates?.[0]
      if (!first) {
        throw invalidResponse(promptFeedback?.blockReason ? 'the prompt was blocked' : 'no candidates')
      }
      return {
        text: (first.content?.parts ?? [])
          .filter((part) => !part.thought)
          .map((part) => part.text ?? '')
          .join(''),
        usage: {
          inputTokens: usageMetadata?.promptTokenCount ?? 0,
          outputTokens: (usageMetadata?.candidatesTokenCount ?? 0) + (usageMetadata?.thoughtsTokenCount ?? 0),
        },
      }
    },
  }
}

/** The SDK puts the whole error body, as JSON, in the message: `{error: {code, message, status}}`. */
function providerMessage(text: string): string | undefined {
  try {
    const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.error.message : text
  } catch {
    return text
  }
}

/** Gemini says how long to wait in the body too: `"retryDelay": "37s"` in a RetryInfo detail. */
function retryDelay(text: string): number | undefined {
  const match = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(text)
  return match ? Math.ceil(Number(match[1])) : undefined
}
