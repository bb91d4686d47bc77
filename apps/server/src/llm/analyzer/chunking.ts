import { splitSentences } from '@rapport/analysis'
import type { LlmProviderName } from '../llm-client.ts'

/**
 * Long transcripts are cut into parts that fit the model's context with room for the instructions
 * and the reply. Token counts are estimated (about three characters a token for JSON-heavy English,
 * on the safe side of every tokenizer we use), never asked of the provider.
 */

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3)
}

/**
 * The most input we send in one call, however large the context: long prompts answer worse and
 * slower. Enough (at three characters a token) for an hour's meeting whole beside one person's
 * speech and moments: coached without the others' lines, a model misreads what they answered
 * (decision 009).
 */
export const MAX_INPUT_TOKENS_PER_CALL = 60_000
/** Kept for the reply when the provider has no max_output_tokens setting. */
export const DEFAULT_OUTPUT_RESERVE = 4_096

/**
 * Context windows by model family. Local OpenAI-compatible servers (Ollama, vLLM, LM Studio) often
 * run small contexts, so they get a conservative 8k unless the model is a known large one.
 */
export function contextWindow(provider: LlmProviderName, model: string): number {
  const m = model.toLowerCase()
  if (provider === 'google' || m.startsWith('gemini')) return 1_000_000
  if (provider === 'anthropic' || m.startsWith('claude')) return 200_000
  if (/^gpt-4\.1|^gpt-5/.test(m)) return 400_000
  if (/^o\d/.test(m)) return 200_000
  if (provider === 'openai' || /^gpt-4o/.test(m)) return 128_000
  return 8_192
}

/** Tokens of data one call may carry, given the instructions and the reply it must leave room for. */
export function inputBudget(options: {
  provider: LlmProviderName
  model: string
  systemPrompt: string
  maxOutputTokens?: number | undefined
}): number {
  const window = contextWindow(options.provider, options.model)
  const reserve = Math.min(options.maxOutputTokens ?? DEFAULT_OUTPUT_RESERVE, Math.floor(window / 2))
  const room = Math.floor((window - reserve - estimateTokens(options.systemPrompt)) * 0.8)
  return Math.max(500, Math.min(MAX_INPUT_TOKENS_PER_CALL, room))
}

/**
 * Splits text longer than `maxTokens` at sentence ends (the engine's splitSentences; at spaces when a
 * sentence alone is too long), so one long monologue still fits. Pieces keep every word.
 */
export function splitText(text: string, maxTokens: number): string[] {
  if (estimateTokens(text) <= maxTokens) return [text]
  const maxChars = maxTokens * 3
  const pieces: string[] = []
  let current = ''
  const push = (part: string) => {
    if (current === '') current = part
    else if (current.length + 1 + part.length <= maxChars) current += ` ${part}`
    else {
      pieces.push(current)
      current = part
    }
  }
  for (const sentence of splitSentences(text)) {
    if (sentence.length <= maxChars) {
      push(sentence)
      continue
    }
    for (const word of sentence.split(/\s+/)) {
      if (word.length <= maxChars) push(word)
      else for (let i = 0; i < word.length; i += maxChars) push(word.slice(i, i + maxChars))
    }
  }
  if (current !== '') pieces.push(current)
  return pieces
}

/**
 * Groups items in order into chunks whose estimated size stays within `budget` tokens. An item
 * bigger than the budget gets a chunk of its own (callers split such items first).
 */
export function chunkByBudget<T>(items: readonly T[], size: (item: T) => number, budget: number): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let used = 0
  for (const item of items) {
    const n = size(item)
    if (current.length > 0 && used + n > budget) {
      chunks.push(current)
      current = []
      used = 0
    }
    current.push(item)
    used += n
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
