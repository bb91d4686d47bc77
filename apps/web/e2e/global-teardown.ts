import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Removes the run's database folder (created by playwright.config.ts), keeping the server log. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) return
  const log = join(dataDir, 'server.log')
  if (existsSync(log)) {
    // Beside the run's screenshots and traces, for reading after a failure.
    const results = join(import.meta.dirname, '../test-results')
    mkdirSync(results, { recursive: true })
    copyFileSync(log, join(results, 'server.log'))
  }
  rmSync(dataDir, { recursive: true, force: true })
}
