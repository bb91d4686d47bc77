import { DrizzleQueryError } from 'drizzle-orm/errors'
import { expect, test } from 'vitest'
import { createLogger } from '../lib/logger.ts'
import { safeError } from '../lib/safe-error.ts'
import { jobLogOf } from './job-log.ts'

const TRANSCRIPT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada>Our numbers for the quarter are private.'

function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger(
    { LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    { stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  )
  return { lines, log: jobLogOf(logger) }
}

test('a failed attempt is logged at error level with the job, the upload and why, never the query’s values', () => {
  const { lines, log } = capturedLog()
  const deadlock = Object.assign(new Error('deadlock detected'), {
    code: '40P01',
    detail: `Process 1 waits for ShareLock on transaction 2; ${TRANSCRIPT}`,
  })
  const error = new DrizzleQueryError('update "upload_tasks" set "transcript" = $1', [TRANSCRIPT], deadlock)
  log.error({
    job: 'process-meeting',
    jobId: 'job-1',
    attempt: 3,
    retrying: false,
    tenantId: 'tenant-1',
    uploadId: 'upload-1',
    err: safeError(error),
  })

  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({
    level: 50,
    job: 'process-meeting',
    jobId: 'job-1',
    uploadId: 'upload-1',
    attempt: 3,
    retrying: false,
    msg: 'process-meeting job job-1 for upload upload-1 failed at attempt 3 for good: Failed query: deadlock detected (40P01)',
  })
  expect(JSON.stringify(lines)).not.toContain('private')
})

test('an attempt to be retried says so', () => {
  const { lines, log } = capturedLog()
  log.error({
    job: 'analyze-participants',
    jobId: 'job-2',
    attempt: 1,
    retrying: true,
    tenantId: 'tenant-1',
    uploadId: 'upload-2',
    err: safeError(new Error('the model host is unreachable')),
  })
  expect(lines[0]).toMatchObject({
    level: 50,
    msg: 'analyze-participants job job-2 for upload upload-2 failed at attempt 1 (to be retried): the model host is unreachable',
  })
})
