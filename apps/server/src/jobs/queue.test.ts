import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { createEffectsTable, durableJob } from '../test/durable-job.ts'
import { sharedDatabase, waitFor } from '../test/shared-database.ts'
import { createTestDatabase } from '../test/test-database.ts'
import { createJobQueue, type JobQueue } from './queue.ts'

const child = fileURLToPath(new URL('../test/queue-crash-child.ts', import.meta.url))

/** Starts the queue child on the shared database, waits until its job runs, then kills it (-9). */
async function killChildMidJob(target: string, ...args: string[]): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, target, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  const jobId = await new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const id = /JOB (\S+)/.exec(out)?.[1]
      if (id && out.includes('RUNNING')) resolve(id)
    })
    proc.on('exit', (code) => reject(new Error(`child exited early (${code}): ${out}`)))
  })
  proc.kill('SIGKILL')
  await new Promise((r) => proc.once('exit', r))
  return jobId
}

test('a job whose process dies mid-run is picked up after restart and takes effect once', async () => {
  const shared = await sharedDatabase()
  const jobId = await killChildMidJob(shared.target, 'order-1')

  const database = await shared.reopen()
  let queue: JobQueue | undefined
  try {
    queue = createJobQueue({ executeSql: database.executeSql, maintenanceIntervalSeconds: 1 })
    await queue.start()
    const job = durableJob(database.executeSql, {})
    await queue.work(job)
    const q = queue
    const finished = await waitFor(async () => {
      const state = await q.getJob(job.name, jobId)
      return state?.state === 'completed' ? state : undefined
    }, 20_000)
    expect(finished.attempt).toBe(2)
    const { rows } = await database.executeSql('SELECT key, attempts, done FROM test_effects')
    expect(rows).toEqual([{ key: 'order-1', attempts: 2, done: true }])
  } finally {
    await queue?.stop({ timeoutMs: 1000 })
    await database.close()
    await shared.dispose()
  }
}, 60_000)

test('a job whose worker dies is handed back when its lease lapses, not when its long expiry does', async () => {
  const shared = await sharedDatabase()
  // The job may run for 10 minutes; its worker holds a 2 s lease (renewed every 0.5 s) while it lives.
  const jobId = await killChildMidJob(shared.target, 'lease-1', '600')

  const database = await shared.reopen()
  let queue: JobQueue | undefined
  try {
    // Another worker, as on PostgreSQL: no start-up requeue, only maintenance finding the lapsed lease.
    queue = createJobQueue({ executeSql: database.executeSql, maintenanceIntervalSeconds: 1 })
    await queue.start()
    const job = { ...durableJob(database.executeSql, {}), expireInSeconds: 600 }
    await queue.work(job)
    const q = queue
    // Without the lease the job would stay active for its 10 minutes.
    const finished = await waitFor(async () => {
      const state = await q.getJob(job.name, jobId)
      return state?.state === 'completed' ? state : undefined
    }, 30_000)
    expect(finished.attempt).toBe(2)
    const { rows } = await database.executeSql('SELECT key, attempts, done FROM test_effects')
    expect(rows).toEqual([{ key: 'lease-1', attempts: 2, done: true }])
  } finally {
    await queue?.stop({ timeoutMs: 1000 })
    await database.close()
    await shared.dispose()
  }
}, 60_000)

test('a job that runs longer than its lease keeps it while its worker lives: one attempt, not taken over', async () => {
  const database = await createTestDatabase()
  const queue = createJobQueue({
    executeSql: database.executeSql,
    maintenanceIntervalSeconds: 1,
    leaseSeconds: 2,
    heartbeatSeconds: 0.5,
  })
  try {
    await database.executeSql(createEffectsTable)
    await queue.start()
    const base = durableJob(database.executeSql, {})
    const job = {
      ...base,
      expireInSeconds: 600,
      handler: async (data: { key: string }, meta: { id: string; attempt: number }) => {
        // Four leases long: maintenance runs several times meanwhile.
        await new Promise((r) => setTimeout(r, 8_000))
        await base.handler(data, meta)
      },
    }
    await queue.work(job)
    const id = await queue.send(job, { key: 'long' })
    const finished = await waitFor(async () => {
      const state = await queue.getJob(job.name, id)
      return state?.state === 'completed' ? state : undefined
    }, 30_000)
    expect(finished.attempt).toBe(1)
    const { rows } = await database.executeSql('SELECT key, attempts, done FROM test_effects')
    expect(rows).toEqual([{ key: 'long', attempts: 1, done: true }])
  } finally {
    await queue.stop({ timeoutMs: 1000 })
    await database.close()
  }
}, 60_000)

test('a job that keeps failing ends failed after its retries, with the error kept', async () => {
  const database = await createTestDatabase()
  const queue = createJobQueue({ executeSql: database.executeSql, maintenanceIntervalSeconds: 1 })
  try {
    await database.executeSql(createEffectsTable)
    await queue.start()
    const job = { ...durableJob(database.executeSql, { alwaysFail: true }), retryDelaySeconds: 0 }
    await queue.work(job)
    const id = await queue.send(job, { key: 'doomed' })
    const failed = await waitFor(async () => {
      const state = await queue.getJob(job.name, id)
      return state?.state === 'failed' ? state : undefined
    }, 20_000)
    expect(failed.attempt).toBe(3)
    expect(JSON.stringify(failed.output)).toContain('deliberate failure on attempt 3')
  } finally {
    await queue.stop({ timeoutMs: 1000 })
    await database.close()
  }
})
