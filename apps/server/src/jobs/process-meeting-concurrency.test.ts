import { peopleResponse, processingStatus } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DatabaseHandle, openDatabase, type Transaction } from '../db/database.ts'
import { people } from '../db/schema/index.ts'
import { bearer, seedTenant } from '../test/auth-helpers.ts'
import { lineUpBehind } from '../test/lock-gate.ts'
import { fixture, uploadForReview } from '../test/meeting-helpers.ts'
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../test/test-app.ts'
import { type AnalysisPool, createAnalysisPool, DEFAULT_ANALYSIS_POOL } from '../uploads/analysis-pool.ts'
import { createJobs } from './index.ts'
import type { JobFailure } from './job-log.ts'
import { createJobQueue, type JobQueue } from './queue.ts'

/**
 * Uploads of one tenant configured at once, each with "This is me", saved side by side as a
 * separate worker process saves them (its own connections, sixteen jobs at a time); on PGlite, one
 * connection, they run one after another.
 */

const UPLOADS = 16

let t: TestApp
let worker: { database: DatabaseHandle; queue: JobQueue; pool: AnalysisPool; failures: JobFailure[] }
let tenantId = ''
const token: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
  const url = (t.database as DatabaseHandle & { url?: string }).url
  const database = url ? await openDatabase({ url, poolSize: UPLOADS + 4 }) : t.database
  const queue = createJobQueue({ executeSql: database.executeSql, pollingIntervalSeconds: 0.5 })
  await queue.start()
  const pool = createAnalysisPool({ ...DEFAULT_ANALYSIS_POOL, size: 2 })
  const failures: JobFailure[] = []
  worker = { database, queue, pool, failures }
  const log = { info: () => {}, error: (failure: JobFailure) => failures.push(failure) }
  const jobs = createJobs(database, TEST_APP_SECRET, log, undefined, pool)
  for (const job of Object.values(jobs)) await queue.work(job, UPLOADS)

  const team = await seedTenant(t.app, t.database.db, {
    slug: 'concurrent-me',
    members: [
      { email: 'ada@concurrent-me.test', role: 'user' },
      { email: 'bob@concurrent-me.test', role: 'user' },
    ],
  })
  tenantId = team.tenant.id
  token.ada = team.tokens['ada@concurrent-me.test'] ?? ''
  token.bob = team.tokens['bob@concurrent-me.test'] ?? ''
})
afterAll(async () => {
  await worker.queue.stop({ timeoutMs: 1000 })
  await worker.pool.close()
  if (worker.database !== t.database) await worker.database.close()
  await t.close()
})

const pause = () => new Promise((r) => setTimeout(r, 200))

/** The task's status once it has finished, however long the loaded machine takes. */
async function finished(who: string, taskId: string) {
  for (;;) {
    const res = await t.app.inject({ url: `/api/vtt/tasks/${taskId}/status`, headers: bearer(who) })
    const status = processingStatus.parse(res.json())
    if (status.status !== 'pending' && status.status !== 'processing') return status
    await pause()
  }
}

test('sixteen uploads configured at once with "This is me" all save their meeting and link their uploader at the first try', async () => {
  // Ada is the first participant of every copy and Bob the second: every save takes the same people.
  const uploads = Array.from({ length: UPLOADS }, (_, i) => ({
    who: i % 2 === 0 ? (token.ada ?? '') : (token.bob ?? ''),
    me: i % 2,
    name: `Standup ${i + 1}`,
  }))
  const reviewed: ((typeof uploads)[number] & Awaited<ReturnType<typeof uploadForReview>>)[] = []
  for (const u of uploads) {
    const review = await uploadForReview(
      t.app,
      u.who,
      fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
      `${u.name}.vtt`,
    )
    reviewed.push({ ...u, ...review })
  }

  const configure = async (u: (typeof reviewed)[number]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vtt/tasks/${u.taskId}/configure`,
      headers: bearer(u.who),
      payload: { name: u.name, date: '2026-11-20', me: u.me, participantAnalysis: u.analysis },
    })
    expect(res.statusCode, res.body).toBe(202)
  }
  // The first makes the people; the other fifteen are configured at once. On PostgreSQL their saves
  // start together: the people's row locks, held as an admin relinking them would hold them, keep
  // each save at its first participant row (its foreign key) until all fifteen wait there. (The
  // cues each job stores before its save, inside its analysis session, do not touch people.)
  const [first, ...rest] = reviewed
  if (!first) throw new Error('uploads expected')
  await configure(first)
  await finished(first.who, first.taskId)
  const peopleLocks = (tx: Transaction) =>
    tx.select({ id: people.id }).from(people).where(eq(people.tenantId, tenantId)).for('update')
  await lineUpBehind(t.database, peopleLocks, rest.length, async () => {
    await Promise.all(rest.map(configure))
  })

  const done = await Promise.all(reviewed.map((u) => finished(u.who, u.taskId)))
  expect(done.map((s) => [s.status, s.error])).toEqual(uploads.map(() => ['completed', null]))
  expect(new Set(done.map((s) => s.meetingId)).size).toBe(UPLOADS)
  // A deadlock retried into success would pass the lines above: every job saved at its first try.
  expect(worker.failures).toEqual([])
  const { rows } = await t.database.executeSql(
    "SELECT retry_count FROM pgboss.job WHERE name = 'process-meeting'",
  )
  expect(rows.map((r) => r.retry_count)).toEqual(uploads.map(() => 0))

  for (const [who, position] of [
    ['ada', 0],
    ['bob', 1],
  ] as const) {
    const res = await t.app.inject({ url: '/api/people', headers: bearer(token[who] ?? '') })
    const mine = peopleResponse.parse(res.json()).people.filter((p) => p.is_me)
    expect(mine.map((p) => p.full_name)).toEqual([reviewed[0]?.analysis.participants[position]?.name])
  }
}, 600_000)
