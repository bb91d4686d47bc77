import { vi } from 'vitest'

/**
 * How long a test waits for something to appear or happen. On a busy 2-core CI machine a render
 * plus a mocked request can take seconds; a real failure still fails, only later.
 */
export const WAIT_TIMEOUT_MS = 5000

/**
 * Retries the assertion until it passes or WAIT_TIMEOUT_MS runs out. Unlike Testing Library's
 * waitFor it keeps real timers, so it works in tests that fake them.
 */
export function waitUntil<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: WAIT_TIMEOUT_MS, interval: 50 })
}
