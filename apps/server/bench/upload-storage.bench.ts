/**
 * How long storing and reading back the largest allowed transcript holds the event loop on the
 * embedded database (PGlite on disk, as `npm start` runs it). Prints the longest block of the loop
 * (perf_hooks' event-loop delay histogram, max and p99) in each phase, and how long it took.
 * Run: npx tsx apps/server/bench/upload-storage.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { openDatabase } from '../src/db/database.ts'
import { tenants } from '../src/db/schema/index.ts'
import { largestTranscript } from '../src/test/large-transcript.ts'
import { uploadsRepository } from '../src/uploads/uploads.repository.ts'

const dir = mkdtempSync(join(tmpdir(), 'rapport-storage-bench-'))
const database = await openDatabase({ dataDir: dir })
await database.migrate()
const [tenant] = await database.db.insert(tenants).values({ name: 'Bench', slug: 'bench' }).returning()
if (!tenant) throw new Error('no tenant')
const repo = uploadsRepository(database.db)
const transcript = largestTranscript()

async function phase<T>(label: string, work: () => Promise<T>): Promise<T> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  // The histogram samples only when the loop turns: a block that lasts the whole phase would go
  // unseen, so the longest gap between the ticks of a 10 ms timer is measured as well.
  let last = performance.now()
  let longestGap = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    longestGap = Math.max(longestGap, now - last)
    last = now
  }, 10)
  const started = performance.now()
  try {
    // The work starts on the next turn, after the first tick.
    await new Promise((r) => setTimeout(r, 20))
    last = performance.now()
    return await work()
  } finally {
    longestGap = Math.max(longestGap, performance.now() - last)
    clearInterval(ticker)
    histogram.disable()
    console.log(
      `${label}: ${((performance.now() - started) / 1000).toFixed(1)} s; longest block ${longestGap.toFixed(0)} ms; ` +
        `event-loop delay max ${(histogram.max / 1e6).toFixed(0)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(0)} ms`,
    )
  }
}

// As an upload stores it (uploads.service.ts): the task, then its transcript in chunks.
const task = await phase(`store ${(transcript.length / 1e6).toFixed(1)} MB`, async () => {
  const created = await repo.create({
    tenantId: tenant.id,
    filename: 'largest.vtt',
    fileSize: transcript.length,
  })
  await repo.storeTranscript(tenant.id, created.id, transcript)
  return created
})
const read = await phase('read it back', () => repo.transcriptOf(tenant.id, task.id))
if (read !== transcript) throw new Error('the transcript read back differs')
await phase('delete it', () => repo.discard(tenant.id, task.id))

await database.close()
rmSync(dir, { recursive: true, force: true })
