import { expect, test } from 'vitest'
import { createQueryClient } from './query-client.ts'

test('queries stay fresh 5 minutes, retry once and do not refetch on window focus', () => {
  const defaults = createQueryClient().getDefaultOptions().queries
  expect(defaults).toMatchObject({ staleTime: 300_000, retry: 1, refetchOnWindowFocus: false })
})
