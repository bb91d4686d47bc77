import type { Logger } from 'pino'
import type { SafeError } from '../lib/safe-error.ts'

/** An attempt of a job that failed, as operators read it: never the transcript or a query's values. */
export interface JobFailure {
  job: string
  jobId: string
  attempt: number
  /** Whether the queue runs the job again; false: the upload has failed for good. */
  retrying: boolean
  tenantId: string
  uploadId: string
  err: SafeError
}

/** Where operators read what the jobs did. */
export interface JobLog {
  /** A note: the built-in analyzer standing in for a failed model. */
  info(message: string): void
  /** An attempt that failed, and why. */
  error(failure: JobFailure): void
}

/**
 * The jobs' log in the process's logger: a failed attempt at error level, with the job, the upload
 * and the error's safe form as fields, and a line that says it all for a person reading.
 */
export function jobLogOf(logger: Logger): JobLog {
  return {
    info: (message) => logger.info(message),
    error: (failure) =>
      logger.error(
        failure,
        `${failure.job} job ${failure.jobId} for upload ${failure.uploadId} failed at attempt ${failure.attempt}` +
          `${failure.retrying ? ' (to be retried)' : ' for good'}: ${why(failure.err)}`,
      ),
  }
}

/** "Failed query: deadlock detected (40P01)": each wrapped error's message, down to the first cause with a code. */
function why(err: SafeError): string {
  const said = err.code ? `${err.message} (${err.code})` : err.message
  return err.cause && !err.code ? `${said}: ${why(err.cause)}` : said
}
