import { vi } from 'vitest'

/**
 * How long a test waits for something to appear or happen. On a busy 2-core CI machine a render
 * plus a mocked request can take seconds, and a file's first test also waits for its lazy pages to
 * be transformed (at a load average of 16, more than the 5 s this was: issue 31); a real failure
 * still fails, only later. vitest.config.ts gives expect.poll the same.
 */
export const WAIT_TIMEOUT_MS = 15_000

/**
 * Retries the assertion until it passes or WAIT_TIMEOUT_MS runs out. Unlike Testing Library's
 * waitFor it keeps real timers, so it works in tests that fake them.
 */
export function waitUntil<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: WAIT_TIMEOUT_MS, interval: 50 })
}
