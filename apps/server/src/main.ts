import { existsSync } from 'node:fs'
import type { Logger } from 'pino'
import { ConfigError, loadEnv } from './config/env.ts'
import { DatabaseOpenError } from './db/database.ts'
import { createLogger } from './lib/logger.ts'
import { type Runtime, StartupError, startRuntime } from './runtime.ts'

/**
 * Process entry shared by `server.ts` and `worker.ts`: bad configuration ends start-up with one
 * clear line instead of a stack trace; SIGTERM and SIGINT shut down gracefully.
 */
export async function main(kind: 'server' | 'worker'): Promise<void> {
  let runtime: Runtime
  let logger: Logger
  try {
    // Settings in a local .env file, if there is one; real environment variables win.
    if (existsSync('.env')) process.loadEnvFile('.env')
    const env = loadEnv()
    // From here on stdout carries the log alone, in one format (pretty on a terminal, else JSON).
    logger = createLogger(env)
    // Read from the env module, after .env has loaded: RUN_WORKER in .env counts like any setting.
    const mode =
      kind === 'worker' ? { http: false, worker: true } : { http: true, worker: env.RUN_WORKER ?? true }
    runtime = await startRuntime(env, mode, logger)
    if (runtime.app) {
      logger.info(
        `Rapport is running at http://localhost:${env.PORT}${mode.worker ? ' (with the job worker in-process)' : ''}`,
      )
    } else {
      logger.info(`Rapport worker is running (${env.WORKER_CONCURRENCY} at a time)`)
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof StartupError) {
      process.stderr.write(`rapport: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal} received: finishing running work, then stopping`)
    await runtime.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
