import type { DatabaseHandle } from '../db/database.ts'
import { loadDefaultLlmClient } from '../llm/create-llm-client.ts'
import { meetingJobs } from './meeting-jobs.ts'

/**
 * Every job this app runs, bound to its database; a worker process consumes all of them. With the
 * app secret the analysis uses the default language model when one is configured (the secret opens
 * its key); without it the built-in analyzer does everything. `log` hears of model fallbacks.
 */
export function createJobs(database: DatabaseHandle, appSecret?: string, log?: (message: string) => void) {
  return meetingJobs(database, {
    ...(appSecret === undefined ? {} : { loadLlm: () => loadDefaultLlmClient(database, appSecret) }),
    ...(log ? { log } : {}),
  })
}

export type Jobs = ReturnType<typeof createJobs>
