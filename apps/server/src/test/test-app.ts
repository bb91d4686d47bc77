import { createWriteStream, type WriteStream } from 'node:fs'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { bootstrap } from '../bootstrap.ts'
import { buildApp } from '../build-app.ts'
import { type Env, loadEnv } from '../config/env.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { createJobs, type Jobs, llmBudgetOf } from '../jobs/index.ts'
import type { JobFailure } from '../jobs/job-log.ts'
import { createJobQueue, type JobQueue } from '../jobs/queue.ts'
import type { AnalysisPool } from '../uploads/analysis-pool.ts'
import { createTestDatabase } from './test-database.ts'

export const TEST_ADMIN = { email: 'admin@rapport.test', password: 'admin-password-1' }
export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  queue: JobQueue
  jobs: Jobs
  env: Env
  /** What the jobs told the operator's log, in order. */
  jobLog: string[]
  /** The jobs' failed attempts, as the operator's log has them at error level. */
  jobFailures: JobFailure[]
  close(): Promise<void>
}

let suiteLog: WriteStream | undefined
/**
 * Every test app logs at info into the suite's log folder (global-setup.ts), so the suite's end
 * can grep everything the server wrote for secrets, transcripts and query parameters.
 */
function suiteLogStream(): WriteStream | undefined {
  const dir = inject('serverLogDir')
  if (!dir) return undefined
  suiteLog ??= createWriteStream(join(dir, `server-${process.pid}-${threadId}.log`), { flags: 'a' })
  return suiteLog
}

/** The real app on a clean database of its own, driven with `app.inject`. */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: {
    webDistDir?: string
    worker?: boolean
    logStream?: NodeJS.WritableStream
    /** The upload-check thread(s) the app uses (the process's shared one when absent). */
    uploadChecks?: AnalysisPool
  } = {},
): Promise<TestApp> {
  const logStream = options.logStream ?? suiteLogStream()
  const env = loadEnv({
    LOG_LEVEL: logStream ? 'info' : 'silent',
    DATA_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // The fake model servers live on loopback; the egress guard's own tests turn this off.
    LLM_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...overrides,
  })
  const database = await createTestDatabase()
  await bootstrap(database.db, TEST_ADMIN)
  const queue = createJobQueue({ executeSql: database.executeSql, pollingIntervalSeconds: 0.5 })
  await queue.start()
  const jobLog: string[] = []
  const jobFailures: JobFailure[] = []
  const jobs = createJobs(
    database,
    TEST_APP_SECRET,
    {
      info: (message) => {
        jobLog.push(message)
        logStream?.write(`${JSON.stringify({ job: message })}\n`)
      },
      error: (failure) => {
        jobFailures.push(failure)
        logStream?.write(`${JSON.stringify(failure)}\n`)
      },
    },
    { allowPrivate: env.LLM_ALLOW_PRIVATE_ADDRESSES ?? false },
    undefined,
    llmBudgetOf(env),
  )
  if (options.worker ?? true) {
    for (const job of Object.values(jobs)) await queue.work(job, 2)
  }
  const app = await buildApp(
    {
      env,
      database,
      queue,
      jobs,
      appSecret: TEST_APP_SECRET,
      webDistDir: options.webDistDir ?? '/nonexistent',
      ...(options.uploadChecks ? { uploadChecks: options.uploadChecks } : {}),
    },
    logStream ? { logStream } : {},
  )
  return {
    app,
    database,
    queue,
    jobs,
    env,
    jobLog,
    jobFailures,
    close: async () => {
      await app.close()
      await queue.stop({ timeoutMs: 1000 })
      await database.close()
    },
  }
}
