import { egressRefusal } from '../egress-guard.ts'
import { LlmError, type LlmErrorKind, type LlmRequest, type LlmSettings } from '../llm-client.ts'

/**
 * The output cap for one call: the caller's wish, bounded by the administrator's setting; absent
 * when neither is set (the model's default).
 */
export function maxOutputTokens(request: LlmRequest, settings: LlmSettings): number | undefined {
  const wanted = [request.maxOutputTokens, settings.max_output_tokens].filter(
    (n): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0,
  )
  return wanted.length === 0 ? undefined : Math.min(...wanted)
}

export interface CallSignal {
  signal: AbortSignal
  /** True when our own deadline (not the caller) aborted the call. */
  timedOut(): boolean
  cancelled(): boolean
}

/** One deadline per call, joined with the caller's signal: every SDK honours an AbortSignal. */
export function callSignal(request: LlmRequest): CallSignal {
  const deadline = AbortSignal.timeout(request.timeoutMs)
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline
  return {
    signal,
    timedOut: () => deadline.aborted && !request.signal?.aborted,
    cancelled: () => request.signal?.aborted === true,
  }
}

/** `Retry-After` as seconds (a number of seconds or an HTTP date), or `retry-after-ms`. */
export function parseRetryAfter(headers: Headers | Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()] ?? null)
  const ms = get('retry-after-ms')
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.max(0, Math.ceil(Number(ms) / 1000))
  const value = get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value))
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

export function kindForStatus(status: number): LlmErrorKind {
  if (status === 401 || status === 403) return 'auth'
  if (status === 429) return 'rate_limited'
  if (status === 408 || status === 504) return 'timeout'
  if (status >= 500) return 'unavailable'
  return 'bad_request'
}

const kindMessages: Record<LlmErrorKind, string> = {
  auth: 'The provider rejected the API key',
  rate_limited: 'The provider is rate limiting requests',
  timeout: 'The provider did not answer in time',
  invalid_response: 'The provider answered with something that is not a valid response',
  unavailable: 'The provider could not be reached',
  bad_request: 'The provider refused the request',
}

/**
 * An HTTP failure the SDK reported, as an LlmError with one of a fixed set of messages: the
 * provider's own text (whatever the server at the base URL chose to say) is never passed on.
 */
export function httpError(status: number, _detail: string | undefined, retryAfterSeconds?: number): LlmError {
  const kind = kindForStatus(status)
  const code = Number.isInteger(status) && status >= 100 && status <= 599 ? status : 0
  return new LlmError(
    kind,
    `${kindMessages[kind]} (HTTP ${code})`,
    kind === 'rate_limited' ? retryAfterSeconds : undefined,
  )
}

/** What is left once the SDK-specific errors are handled: aborts, bad JSON, network failures. */
export function genericError(error: unknown, call: CallSignal, timeoutMs: number): LlmError {
  if (error instanceof LlmError) return error
  const refused = egressRefusal(error)
  if (refused) return new LlmError('bad_request', refused.message)
  if (call.timedOut()) return timeoutError(timeoutMs)
  if (call.cancelled()) return new LlmError('unavailable', 'The call was cancelled')
  if (error instanceof SyntaxError) return new LlmError('invalid_response', kindMessages.invalid_response)
  return new LlmError('unavailable', kindMessages.unavailable)
}

export function timeoutError(timeoutMs: number): LlmError {
  return new LlmError('timeout', `${kindMessages.timeout} (after ${timeoutMs} ms)`)
}

export function invalidResponse(detail: string): LlmError {
  return new LlmError('invalid_response', `${kindMessages.invalid_response}: ${detail}`)
}
