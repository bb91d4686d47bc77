import { isApiError } from '../../../lib/api-client.ts'

/**
 * The server's own words when it refused the request (a 4xx says what to fix: a bad file, a plan
 * limit, an upload that can no longer be retried); the spec's fallback for anything else.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return fallback
}
