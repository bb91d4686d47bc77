import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { bootstrap } from './bootstrap.ts'
import { buildApp } from './build-app.ts'
import { resolveAppSecret } from './config/app-secret.ts'
import type { Env } from './config/env.ts'
import { type DatabaseHandle, openDatabase } from './db/database.ts'
import { scheduleEmbeddedMaintenance } from './db/embedded-maintenance.ts'
import { handOverGeneratedPassword } from './first-admin-password.ts'
import { createJobs, llmBudgetOf } from './jobs/index.ts'
import { jobLogOf } from './jobs/job-log.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { createAnalysisPool } from './uploads/analysis-pool.ts'

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url))

export interface Runtime {
  app?: FastifyInstance
  database: DatabaseHandle
  queue: JobQueue
  /** Stop taking requests, let running jobs finish or hand them back, close the database. */
  close(): Promise<void>
}

/**
 * Opens everything the product needs, in order, from settings already validated. Everything it
 * says goes through `logger`, the process's one logger (lib/logger.ts).
 */
export async function startRuntime(
  env: Env,
  mode: { http: boolean; worker: boolean },
  logger: Logger,
): Promise<Runtime> {
  const log = (message: string) => logger.info(message)
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: env.DATA_DIR },
  )
  const cleanup: (() => Promise<void>)[] = [() => database.close()]
  try {
    const appSecret = resolveAppSecret(env)
    await database.migrate()
    const boot = await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
    if (boot.generatedPassword && boot.adminEmail) {
      handOverGeneratedPassword(
        { email: boot.adminEmail, password: boot.generatedPassword },
        {
          isTTY: process.stdout.isTTY === true,
          terminal: (text) => process.stderr.write(text),
          log,
          dataDir: env.DATA_DIR,
        },
      )
    }

    if (database.kind === 'pglite') {
      const maintenance = scheduleEmbeddedMaintenance(database, log)
      cleanup.unshift(() => maintenance.stop())
    }

    const queue = createJobQueue({
      executeSql: database.executeSql,
      onError: (e) => log(`job queue: ${e.message}`),
    })
    await queue.start()
    cleanup.unshift(() => queue.stop())
    const analysis = createAnalysisPool({
      size: env.ANALYSIS_WORKERS,
      memoryMb: env.ANALYSIS_WORKER_MEMORY_MB,
    })
    // Stopped after the queue (running jobs finish their analysis first), before the database.
    cleanup.splice(cleanup.length - 1, 0, () => analysis.close())
    // Started now, not on the first job: starting a thread (tsx, the engine) takes a few hundred
    // ms of CPU, which would otherwise fall on the first upload and the requests beside it.
    if (mode.worker) void analysis.start()
    const jobs = createJobs(
      database,
      appSecret,
      jobLogOf(logger),
      { allowPrivate: env.LLM_ALLOW_PRIVATE_ADDRESSES ?? false },
      analysis,
      llmBudgetOf(env),
    )
    if (mode.worker) {
      for (const job of Object.values(jobs)) {
        // Embedded mode is one process: jobs still marked active were cut off when it last died.
        if (database.kind === 'pglite') {
          const resumed = await queue.requeueInterrupted(job.name)
          if (resumed > 0) log(`job queue: resuming ${resumed} interrupted ${job.name} job(s)`)
        }
        await queue.work(job, env.WORKER_CONCURRENCY)
      }
    }

    let app: FastifyInstance | undefined
    if (mode.http) {
      // One thread checks uploads (decode, parse, validate: a second of CPU for 50 MB), apart from
      // the analyses so an upload never waits behind one; its heap bounded as theirs.
      const uploadChecks = createAnalysisPool({ size: 1, memoryMb: env.ANALYSIS_WORKER_MEMORY_MB })
      void uploadChecks.start()
      cleanup.splice(cleanup.length - 1, 0, () => uploadChecks.close())
      app = await buildApp(
        {
          env,
          database,
          queue,
          jobs,
          uploadChecks,
          appSecret,
          webDistDir: env.WEB_DIST_DIR ?? defaultWebDistDir,
        },
        { logger },
      )
      const server = app
      cleanup.unshift(() => server.close())
      await listen(server, env)
    }
    return { ...(app ? { app } : {}), database, queue, close: () => runAll(cleanup) }
  } catch (error) {
    await runAll(cleanup)
    throw error
  }
}

async function listen(app: FastifyInstance, env: Env): Promise<void> {
  try {
    await app.listen({ port: env.PORT, host: env.HOST })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${env.PORT} is already in use: stop the other process or set PORT to a free port`,
      )
    }
    if (code === 'EACCES')
      throw new StartupError(`Not allowed to listen on port ${env.PORT}: set PORT above 1024`)
    throw error
  }
}

export class StartupError extends Error {
  override name = 'StartupError'
}

async function runAll(steps: (() => Promise<void>)[]): Promise<void> {
  for (const step of steps) await step().catch(() => undefined)
}
