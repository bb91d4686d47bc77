import { expect, test } from 'vitest'
import { ApiError } from './api-client.ts'
import { createQueryClient, retryOnce } from './query-client.ts'

test('queries stay fresh 5 minutes, retry once and do not refetch on window focus', () => {
  const defaults = createQueryClient().getDefaultOptions().queries
  expect(defaults).toMatchObject({ staleTime: 300_000, retry: retryOnce, refetchOnWindowFocus: false })
})

test('a network failure or a server fault is retried once; a refusal (404, 403, 400) is not', () => {
  const failure = (status: number) => new ApiError({ status, code: 'X', message: 'x' })
  expect(retryOnce(0, failure(0))).toBe(true)
  expect(retryOnce(0, failure(503))).toBe(true)
  expect(retryOnce(0, new Error('parse'))).toBe(true)
  expect(retryOnce(1, failure(503))).toBe(false)
  for (const status of [400, 401, 403, 404, 409, 429]) expect(retryOnce(0, failure(status))).toBe(false)
})
