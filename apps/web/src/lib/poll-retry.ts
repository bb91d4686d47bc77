import { isApiError } from './api-client.ts'

/** How many failures in a row a status poll rides out before the screen reports it. */
export const POLL_RETRIES = 4

/**
 * A passing failure (the server busy or restarting, the rate limit, a dropped connection) is tried
 * again; a refusal (401, 403, 404…) or an answer in the wrong shape is not.
 */
export function retryPoll(failureCount: number, error: unknown): boolean {
  if (failureCount >= POLL_RETRIES) return false
  if (!isApiError(error)) return false
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}

/** Waits as long as a 429 asks (Retry-After, in the body's details), else 1, 2, 4, 8 s. */
export function pollRetryDelay(failureCount: number, error: unknown): number {
  const details = isApiError(error) ? error.details : undefined
  if (details && typeof details === 'object' && 'retryAfterSeconds' in details) {
    const seconds = Number(details.retryAfterSeconds)
    if (Number.isFinite(seconds) && seconds > 0) return Math.min(seconds, 60) * 1000
  }
  return Math.min(1000 * 2 ** failureCount, 8000)
}
