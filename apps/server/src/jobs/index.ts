import type { DatabaseHandle } from '../db/database.ts'
import { meetingJobs } from './meeting-jobs.ts'

/** Every job this app runs, bound to its database; a worker process consumes all of them. */
export function createJobs(database: DatabaseHandle) {
  return meetingJobs(database)
}

export type Jobs = ReturnType<typeof createJobs>
