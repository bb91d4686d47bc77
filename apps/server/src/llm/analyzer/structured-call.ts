import type { z } from 'zod'
import { type LlmClient, LlmError, type LlmErrorKind } from '../llm-client.ts'
import { extractJson } from './schemas.ts'

/**
 * One structured request to a model: the reply must parse as JSON and pass the zod schema (and the
 * caller's own checks). A call that fails, times out or returns invalid output is retried once; a
 * second failure gives up and the caller's built-in analyzer fills in. Nothing else retries (the
 * adapters turn the SDKs' own retries off).
 */

/** Which budget a request was refused by: the upload's, or the tenant's for the month. */
export type BudgetReason = 'budget_upload' | 'budget_tenant_month'

export type FailureReason = LlmErrorKind | 'invalid_output' | 'deadline' | BudgetReason

/**
 * How many more requests this run may send (the upload's and the tenant's budgets): every attempt
 * takes one before it is sent, answered or not; none left and the built-in analyzer fills in.
 */
export interface CallAllowance {
  remaining: number
  /** Requests sent under this allowance. */
  used: number
  /** What a refusal is put down to when none is left. */
  reason: BudgetReason
}

/** No limit (tests and tools that call the analyzer directly). */
export function unlimited(): CallAllowance {
  return { remaining: Number.POSITIVE_INFINITY, used: 0, reason: 'budget_upload' }
}

/** Takes one request from the allowance; false when none is left. */
export function takeCall(allowance: CallAllowance): boolean {
  if (allowance.remaining < 1) return false
  allowance.remaining--
  allowance.used++
  return true
}

/** How the second request, after an unusable reply, begins its note. */
export const INVALID_NOTE_START = 'Your previous reply to this request could not be used:'

export type CallOutcome<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; reason: FailureReason; message: string; attempts: number }

export interface TokenMeter {
  inputTokens: number
  outputTokens: number
  calls: number
}

export function tokenMeter(): TokenMeter {
  return { inputTokens: 0, outputTokens: 0, calls: 0 }
}

export interface CallPolicy {
  /** Longest one attempt may take. */
  timeoutMs: number
  /** Epoch ms after which no attempt starts (the job has its own time limit). */
  deadline: number
  /** Waiting longer than this for a rate limit is not worth it: the built-in analyzer takes over. */
  maxRetryAfterSeconds: number
  now: () => number
  sleep: (ms: number) => Promise<void>
  meter: TokenMeter
  /** Set by an auth failure: every later call of the run falls back at once. */
  breaker: { open: boolean; reason?: FailureReason }
  allowance: CallAllowance
}

export class InvalidOutput extends Error {
  override name = 'InvalidOutput'
}

export interface StructuredRequest {
  system: string
  user: string
  maxOutputTokens?: number | undefined
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LlmError('timeout', `no reply within ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

export async function structuredCall<S extends z.ZodType, R>(
  client: LlmClient,
  request: StructuredRequest,
  schema: S,
  check: (value: z.infer<S>) => R,
  policy: CallPolicy,
): Promise<CallOutcome<R>> {
  let last: { reason: FailureReason; message: string } = { reason: 'deadline', message: 'no time left' }
  // After a reply that could not be used, the second request says why: asked the same, a model
  // tends to send the same (a 313-character headline, blind round 12, lost a whole narrative).
  let user = request.user
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (policy.breaker.open) {
      return {
        ok: false,
        reason: policy.breaker.reason ?? 'auth',
        message: 'provider refused earlier',
        attempts: attempt - 1,
      }
    }
    const remaining = policy.deadline - policy.now()
    if (remaining < 1000)
      return { ok: false, ...last, reason: attempt === 1 ? 'deadline' : last.reason, attempts: attempt - 1 }
    if (!takeCall(policy.allowance))
      return {
        ok: false,
        reason: policy.allowance.reason,
        message: 'the language-model budget is spent',
        attempts: attempt - 1,
      }
    const timeoutMs = Math.min(policy.timeoutMs, remaining)
    const controller = new AbortController()
    try {
      const response = await withTimeout(
        client.complete({
          system: request.system,
          user,
          json: true,
          maxOutputTokens: request.maxOutputTokens,
          timeoutMs,
          signal: controller.signal,
        }),
        timeoutMs + 1000,
      )
      policy.meter.calls++
      policy.meter.inputTokens += response.usage.inputTokens
      policy.meter.outputTokens += response.usage.outputTokens
      const json = extractJson(response.text)
      if (json === null) throw new InvalidOutput('the reply holds no JSON object')
      const parsed = schema.safeParse(json)
      if (!parsed.success)
        throw new InvalidOutput(`the reply does not match the schema: ${parsed.error.message}`)
      return { ok: true, value: check(parsed.data), attempts: attempt }
    } catch (error) {
      controller.abort()
      if (error instanceof InvalidOutput) {
        last = { reason: 'invalid_output', message: error.message }
        user = `${request.user}\n\n${INVALID_NOTE_START} ${error.message}. Reply again with one JSON object of exactly the shape asked for, every text within its length.`
        continue
      }
      if (!(error instanceof LlmError)) throw error
      last = { reason: error.kind, message: error.message }
      if (error.kind === 'auth') {
        policy.breaker.open = true
        policy.breaker.reason = 'auth'
        return { ok: false, ...last, attempts: attempt }
      }
      if (error.kind === 'rate_limited' && attempt === 1 && error.retryAfterSeconds !== undefined) {
        const waitMs = error.retryAfterSeconds * 1000
        if (
          error.retryAfterSeconds > policy.maxRetryAfterSeconds ||
          policy.now() + waitMs >= policy.deadline
        ) {
          return { ok: false, ...last, attempts: attempt }
        }
        await policy.sleep(waitMs)
      }
    }
  }
  return { ok: false, ...last, attempts: 2 }
}
