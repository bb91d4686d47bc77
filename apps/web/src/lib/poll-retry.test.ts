import { expect, test } from 'vitest'
import { ApiError } from './api-client.ts'
import { POLL_RETRIES, pollRetryDelay, retryPoll } from './poll-retry.ts'

const failure = (status: number, details?: unknown) =>
  new ApiError({ status, code: 'X', message: 'failed', ...(details === undefined ? {} : { details }) })

test('a status poll retries what passes (network, 408, 429, 5xx) a few times, and never a refusal', () => {
  for (const status of [0, 408, 429, 500, 502, 503]) expect(retryPoll(0, failure(status))).toBe(true)
  for (const status of [400, 401, 403, 404, 409]) expect(retryPoll(0, failure(status))).toBe(false)
  expect(retryPoll(0, new Error('not from the API'))).toBe(false)
  expect(retryPoll(POLL_RETRIES - 1, failure(503))).toBe(true)
  expect(retryPoll(POLL_RETRIES, failure(503))).toBe(false)
})

test('a 429 waits as long as the server asks (at most a minute); anything else backs off 1, 2, 4, 8 s', () => {
  expect(pollRetryDelay(0, failure(429, { retryAfterSeconds: 7 }))).toBe(7000)
  expect(pollRetryDelay(0, failure(429, { retryAfterSeconds: 600 }))).toBe(60_000)
  expect([0, 1, 2, 3, 4].map((n) => pollRetryDelay(n, failure(503)))).toEqual([1000, 2000, 4000, 8000, 8000])
})
