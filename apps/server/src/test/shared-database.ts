import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type DatabaseHandle, openDatabase } from '../db/database.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * A migrated database that a child process can open too: a PostgreSQL URL, or a PGlite directory
 * on disk (a copy of the test template). For the tests that kill a process and start another.
 */
export async function sharedDatabase(): Promise<{
  target: string
  reopen: () => Promise<DatabaseHandle>
  dispose: () => Promise<void>
}> {
  const fresh = await createTestDatabase()
  if (fresh.url) {
    const url = fresh.url
    return { target: url, reopen: () => openDatabase({ url }), dispose: () => fresh.close() }
  }
  const dir = mkdtempSync(join(tmpdir(), 'rapport-shared-'))
  if (!fresh.client) throw new Error('PGlite handle exposes no client')
  const dump = await fresh.client.dumpDataDir('none')
  await fresh.close()
  const disk = await PGlite.create({ dataDir: join(dir, 'pgdata'), loadDataDir: dump })
  await disk.close()
  return {
    target: dir,
    reopen: () => openDatabase({ dataDir: dir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Opens what `sharedDatabase` handed a child process. */
export function openShared(target: string): Promise<DatabaseHandle> {
  return openDatabase(target.startsWith('postgres') ? { url: target } : { dataDir: target })
}

export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 200))
  }
}
