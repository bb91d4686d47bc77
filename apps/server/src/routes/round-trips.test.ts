import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { peopleResponse, uploadResponse } from '@rapport/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, login } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { multipartFile } from '../test/multipart.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

/**
 * Round trips to PostgreSQL per request on the reads the screens repeat most (the load bench's:
 * the meetings list, the Analytics page, the upload poll). At 50 concurrent connections each round
 * trip is a socket write and a parse on both sides, and its wait holds a pooled connection: the
 * budgets below are what issue 22's latency target rests on. Counted on node-postgres only (each
 * `Client.query` is one round trip); PGlite runs in the process and has none.
 */
const counting = new AsyncLocalStorage<string[]>()
const originalQuery = pg.Client.prototype.query

describe('database round trips per request (PostgreSQL)', () => {
  let t: TestApp
  let headers: Record<string, string>
  let personId: string
  let pollUrl: string

  beforeAll(async () => {
    t = await createTestApp()
    if (t.database.kind !== 'postgres') return
    const { access_token } = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    headers = bearer(access_token)
    await uploadMeeting(t.app, access_token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
      name: 'Standards call',
      date: '2026-03-02',
    })
    const people = peopleResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/people', headers })).json(),
    ).people
    // Someone with scores: a person below the scoring floor (Chanderprakash, 94 words) has none,
    // and then analytics checks that they exist, a third round trip the budgets are not about.
    personId = people.find((p) => p.full_name === 'Chase Wright')?.person_id ?? ''
    // An upload in flight with a job the queue does not know: each poll asks the queue about it.
    const body = multipartFile('poll.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/vtt/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
    const { taskId } = uploadResponse.parse(up.json())
    await t.database.executeSql(
      `UPDATE upload_tasks SET status = 'processing', progress = 40, job_id = $2 WHERE id = $1`,
      [taskId, randomUUID()],
    )
    pollUrl = `/api/vtt/tasks/${taskId}/status`
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const statements = counting.getStore()
      if (statements) {
        const first = args[0]
        statements.push(
          typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text),
        )
      }
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof pg.Client.prototype.query
  })
  afterAll(async () => {
    pg.Client.prototype.query = originalQuery
    await t.close()
  })

  async function roundTrips(url: string): Promise<string[]> {
    const statements: string[] = []
    const res = await counting.run(
      statements,
      async () => await t.app.inject({ method: 'GET', url, headers }),
    )
    expect(res.statusCode, res.body).toBe(200)
    return statements
  }

  const range = () => `person_id=${personId}&start_date=2025-07-01&end_date=2026-06-30`

  it.each([
    // The session; then the page with its total and "mine", sent with the tenant's scope (no BEGIN
    // or COMMIT: a read scope, tenant-scope.ts readInTenant).
    ['the meetings list', () => '/api/meetings?sort=date&order=desc&page=1&limit=50', 2],
    ['a full page of the list by name', () => '/api/meetings?sort=name&order=asc&page=1&limit=1', 2],
    // The session; the scores with the scope (the person's existence checked only when none).
    ['analytics summaries', () => `/api/analytics/performance-summaries?${range()}`, 2],
    ['analytics trends', () => `/api/analytics/performance-trends?${range()}&granularity=week`, 2],
    // The session; the task with the scope (the queue is asked at most every few seconds).
    ['the upload status poll', () => pollUrl, 2],
  ])('%s', async (_label, url, budget) => {
    if (t.database.kind !== 'postgres') return
    await roundTrips(url()) // the first asks the queue about the job, and prepares statements
    const statements = await roundTrips(url())
    // Counting works (the session is always read), and the request stays within its budget.
    expect(statements.length).toBeGreaterThan(0)
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(budget)
  })
})
