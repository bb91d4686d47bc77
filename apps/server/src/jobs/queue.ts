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
  /** How often expired jobs (and lapsed leases) are looked for (seconds). */
  maintenanceIntervalSeconds?: number
  pollingIntervalSeconds?: number
  /**
   * A running job's lease (seconds): a worker renews it every `heartbeatSeconds` while the job
   * runs, so a job whose worker died (kill -9, a lost machine) is handed back for retry once the
   * lease lapses and maintenance next runs, not after its whole `expireInSeconds`.
   */
  leaseSeconds?: number
  heartbeatSeconds?: number
  onError?: (error: Error) => void
}

/** Defaults: a dead worker's job is back in the queue within lease + maintenance, about 45 s. */
export const LEASE_SECONDS = 30
export const HEARTBEAT_SECONDS = 10
export const MAINTENANCE_INTERVAL_SECONDS = 15

/**
 * Renews a running job's lease. pg-boss 10 has no heartbeat of its own: it fails an active job
 * once `started_on + expire_in` has passed (then retries it, with `expire_in` unchanged). The lease
 * moves `started_on` so that moment is `leaseSeconds` from now; `expire_in` stays the job's longest
 * run, which the live worker enforces itself (pg-boss times the handler out after it). Only this
 * attempt of the job, only while active, and only when its expiry is longer than the lease.
 */
const RENEW_LEASE = `
  UPDATE pgboss.job
     SET started_on = now() + make_interval(secs => $4) - expire_in
   WHERE name = $1 AND id = $2 AND retry_count = $3 AND state = 'active'
     AND expire_in > make_interval(secs => $4)`

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
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    monitorStateIntervalSeconds: 60,
  })
  boss.on('error', (error: Error) => options.onError?.(error))
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 0.5
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS
  const heartbeatSeconds = options.heartbeatSeconds ?? HEARTBEAT_SECONDS

  /** Renews the lease now and every heartbeat until the returned stop is called. */
  function holdLease(name: string, id: string, retryCount: number): () => void {
    const renew = () =>
      options
        .executeSql(RENEW_LEASE, [name, id, retryCount, leaseSeconds])
        .catch((error: unknown) =>
          options.onError?.(error instanceof Error ? error : new Error(String(error))),
        )
    void renew()
    const timer = setInterval(renew, heartbeatSeconds * 1000)
    return () => clearInterval(timer)
  }
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
        const release = holdLease(job.name, raw.id, raw.retryCount)
        try {
          await job.handler(data, { id: raw.id, attempt: raw.retryCount + 1 })
        } finally {
          release()
        }
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
