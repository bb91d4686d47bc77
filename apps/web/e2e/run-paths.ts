import { join, resolve } from 'node:path'

/**
 * The run's data folder (database + server log). Chosen once in playwright.config.ts and passed to
 * the workers and global-teardown through E2E_DATA_DIR, which they inherit.
 */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= resolve(import.meta.dirname, '../../../data', `e2e-${Date.now()}`)
  return process.env.E2E_DATA_DIR
}

/** Where the e2e server's stdout and stderr go (one pino JSON line per log entry). */
export function serverLogPath(): string {
  return join(e2eDataDir(), 'server.log')
}
