import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sessionResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
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
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@rapport.test', password: 'bench-password' },
  })
  /** The bench user's (a super admin in `default`) authorization header. */
  const headers = { authorization: `Bearer ${sessionResponse.parse(login.json()).access_token}` }
  return {
    app,
    database,
    tenant,
    headers,
    async close() {
      await app.close()
      await queue.stop({ timeoutMs: 1000 })
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>

export interface Measurement {
  p50: number
  p95: number
  /** CPU time per request: the figure other load on the machine does not move. */
  cpuP50: number
  cpuP95: number
  runs: number
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN

/**
 * GETs `url` `runs` times after a warm-up (stopping after `maxMs` once 20 runs are in, so a slow
 * read still finishes the bench) and returns wall-clock and CPU quantiles.
 */
export async function measureGet(
  { app, headers }: { app: FastifyInstance; headers: Record<string, string> },
  url: string,
  { runs = 200, warmup = 20, maxMs = 20_000 }: { runs?: number; warmup?: number; maxMs?: number } = {},
): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await app.inject({ method: 'GET', url, headers })
  const times: number[] = []
  const cpu: number[] = []
  const started = performance.now()
  for (let i = 0; i < runs && (i < 20 || performance.now() - started < maxMs); i++) {
    const begun = performance.now()
    const cpuStart = process.cpuUsage()
    const res = await app.inject({ method: 'GET', url, headers })
    times.push(performance.now() - begun)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`)
  }
  return {
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    cpuP50: quantile(cpu, 0.5),
    cpuP95: quantile(cpu, 0.95),
    runs: times.length,
  }
}

/** 'p50 7.3 ms, p95 11.1 ms ✓  (CPU p50 7.4 ms, p95 14.1 ms, 200 runs)'; over budget is said, never fatal. */
export function formatMeasurement(m: Measurement, budgetMs?: number): string {
  const verdict = budgetMs === undefined ? '' : m.p95 < budgetMs ? ' ✓' : ` over ${budgetMs} ms`
  return `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms${verdict}  (CPU p50 ${m.cpuP50.toFixed(1)} ms, p95 ${m.cpuP95.toFixed(1)} ms, ${m.runs} runs)`
}
