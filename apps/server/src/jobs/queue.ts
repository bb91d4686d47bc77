import PgBoss from 'pg-boss'
import type { z } from 'zod'
import type { ExecuteSql } from '../db/database.ts'

/**
 * The one job interface of the app. pg-boss keeps jobs in the database (PostgreSQL, or PGlite
 * through the `executeSql` adapter), so a job survives a crash: a job whose worker died expires
 * and is retried; one that keeps failing ends `failed` with its error kept. Handlers must be
 * idempotent, since a job can run again after a crash.
 */
export interface JobDefinition<Data> {
  name: string
  data: z.ZodType<Data>
  /** Attempts after the first before the job is failed for good. */
  retryLimit: number
  /** Seconds before the first retry; doubles with each attempt. */
  retryDelaySeconds: number
  /** A running job not finished within this time is treated as crashed and retried. */
  expireInSeconds: number
  handler: (data: Data, job: { id: string; attempt: number }) => Promise<void>
}

export interface JobState {
  id: string
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
  attempt: number
  output: unknown
}

export interface QueueOptions {
  executeSql: ExecuteSql
  /** How often expired jobs are looked for (seconds). */
  maintenanceIntervalSeconds?: number
  pollingIntervalSeconds?: number
  onError?: (error: Error) => void
}

export interface JobQueue {
  start(): Promise<void>
  /** Declares a job so it can be sent; does not consume it. */
  register<Data>(job: JobDefinition<Data>): Promise<void>
  /** Declares a job and consumes it in this process. */
  work<Data>(job: JobDefinition<Data>, concurrency?: number): Promise<void>
  send<Data>(job: JobDefinition<Data>, data: Data, options?: { singletonKey?: string }): Promise<string>
  getJob(name: string, id: string): Promise<JobState | null>
  /**
   * Hands every `active` job of this name back for retry at once. Only for a start-up where no
   * other worker can be running (the embedded single process): its active jobs were cut off by the
   * previous process's death. Elsewhere a dead worker's job waits out `expireInSeconds`.
   */
  requeueInterrupted(name: string): Promise<number>
  cancel(name: string, id: string): Promise<void>
  /** Stops consuming; waits up to `timeoutMs` for running jobs, then hands the rest back for retry. */
  stop(options?: { timeoutMs?: number }): Promise<void>
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    monitorStateIntervalSeconds: 60,
  })
  boss.on('error', (error: Error) => options.onError?.(error))
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 0.5
  const registered = new Set<string>()
  let started = false

  async function register<Data>(job: JobDefinition<Data>): Promise<void> {
    if (registered.has(job.name)) return
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
    })
    registered.add(job.name)
  }

  return {
    async start() {
      if (started) return
      await boss.start()
      started = true
    },
    register,
    async work(job, concurrency = 1) {
      await register(job)
      const handle = async ([raw]: PgBoss.JobWithMetadata<unknown>[]) => {
        if (!raw) return
        const data = job.data.parse(raw.data)
        await job.handler(data, { id: raw.id, attempt: raw.retryCount + 1 })
      }
      for (let i = 0; i < concurrency; i++) {
        await boss.work(job.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, handle)
      }
    },
    async send(job, data, sendOptions) {
      await register(job)
      const id = await boss.send(job.name, job.data.parse(data) as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds,
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      })
      if (!id) throw new Error(`Job ${job.name} was not queued (a duplicate is already waiting)`)
      return id
    },
    async getJob(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true })
      if (!job) return null
      return { id: job.id, state: job.state, attempt: job.retryCount + 1, output: job.output }
    },
    async requeueInterrupted(name) {
      const { rows } = await options.executeSql(
        "SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'",
        [name],
      )
      const ids = rows.map((r) => String(r.id))
      // A failed attempt with retries left goes back to `retry`; the handler is idempotent.
      for (const id of ids)
        await boss.fail(name, id, { message: 'The worker stopped while running this job' })
      return ids.length
    },
    async cancel(name, id) {
      await boss.cancel(name, id)
    },
    async stop(stopOptions) {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, timeout: stopOptions?.timeoutMs ?? 20_000, close: false, wait: true })
    },
  }
}
