import type { DatabaseHandle, Transaction } from '../db/database.ts'

const pause = () => new Promise((r) => setTimeout(r, 100))

/** How many connections to this database wait for a lock (PostgreSQL). */
async function waitingForLocks(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Lines concurrent work up on PostgreSQL, so a test meets the interleaving a loaded server meets
 * by chance: holds a lock (`hold`, in a transaction of its own, as a concurrent request would hold
 * it) while `work` starts, until `waiters` connections wait for a lock, then lets them all go at
 * once. On PGlite (one connection: nothing runs beside an open transaction) it just runs `work`.
 */
export async function lineUpBehind<T>(
  database: DatabaseHandle,
  hold: (tx: Transaction) => Promise<unknown>,
  waiters: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work()
  let release = () => {}
  const released = new Promise<void>((r) => {
    release = r
  })
  let held = () => {}
  const holding = new Promise<void>((r) => {
    held = r
  })
  const gate = database.db.transaction(async (tx) => {
    await hold(tx)
    held()
    await released
  })
  await holding
  const running = work()
  // A failure before the line-up is complete ends the wait too.
  let failed = false
  running.catch(() => {
    failed = true
  })
  while (!failed && (await waitingForLocks(database)) < waiters) await pause()
  release()
  await gate
  return running
}
