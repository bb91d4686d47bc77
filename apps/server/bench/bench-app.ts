import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { bootstrap } from '../src/bootstrap.ts'
import { buildApp } from '../src/build-app.ts'
import { loadEnv } from '../src/config/env.ts'
import { openDatabase } from '../src/db/database.ts'
import { tenants } from '../src/db/schema/index.ts'
import { createJobs } from '../src/jobs/index.ts'
import { createJobQueue } from '../src/jobs/queue.ts'

/**
 * The real app on the embedded default (PGlite on disk in a fresh folder), as the benchmarks drive
 * it with app.inject; `workers` consume jobs in-process, as `npm start` does.
 */
export async function startBenchApp(options: { workers?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-bench-'))
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
  })
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  await bootstrap(database.db, { email: 'bench@rapport.test', password: 'bench-password' })
  const queue = createJobQueue({ executeSql: database.executeSql })
  await queue.start()
  const jobs = createJobs(database)
  if (options.workers) for (const job of Object.values(jobs)) await queue.work(job, options.workers)
  const app = await buildApp({
    env,
    database,
    queue,
    jobs,
    appSecret: 'b'.repeat(32),
    webDistDir: '/nonexistent',
  })
  const [tenant] = await database.db.select().from(tenants).where(eq(tenants.slug, 'default'))
  if (!tenant) throw new Error('no default tenant')
  return {
    app,
    database,
    tenant,
    async close() {
      await app.close()
      await queue.stop({ timeoutMs: 1000 })
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
