import type { DatabaseHandle } from './database.ts'

/**
 * PGlite has no autovacuum: left alone, its tables never get planner statistics, and index-only
 * scans keep visiting table pages because nothing marks them all-visible. In embedded mode the app
 * does autovacuum's job itself: a VACUUM ANALYZE shortly after start, then every few hours.
 * PostgreSQL deployments leave this to autovacuum.
 */

export const MAINTENANCE_FIRST_AFTER_MS = 2 * 60_000
export const MAINTENANCE_EVERY_MS = 6 * 60 * 60_000

/** One VACUUM ANALYZE over the whole database; returns how long it took. */
export async function vacuumAnalyze(database: DatabaseHandle): Promise<number> {
  const started = performance.now()
  await database.executeSql('VACUUM ANALYZE')
  return Math.round(performance.now() - started)
}

export function scheduleEmbeddedMaintenance(
  database: DatabaseHandle,
  log: (message: string) => void,
  timing: { firstAfterMs: number; everyMs: number } = {
    firstAfterMs: MAINTENANCE_FIRST_AFTER_MS,
    everyMs: MAINTENANCE_EVERY_MS,
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null
  let stopped = false
  const run = () => {
    if (running || stopped) return
    running = vacuumAnalyze(database)
      .then((ms) => log(`database maintenance: VACUUM ANALYZE took ${ms} ms`))
      .catch((error: unknown) =>
        log(`database maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null
      })
  }
  const first = setTimeout(run, timing.firstAfterMs)
  const every = setInterval(run, timing.everyMs)
  first.unref()
  every.unref()
  return {
    async stop() {
      stopped = true
      clearTimeout(first)
      clearInterval(every)
      await running
    },
  }
}
