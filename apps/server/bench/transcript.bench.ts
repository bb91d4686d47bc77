/**
 * The meeting page's transcript for the largest meeting allowed (issue 31): the server as `npm start`
 * runs it (startRuntime: in-process worker, analysis threads), on PostgreSQL when DATABASE_URL is
 * set (a fresh database `rapport_bench_<random>` on that server, dropped at the end), else on
 * PGlite on disk. The ~50 MB generated transcript (20,000 lines, test/large-transcript.ts) goes
 * through upload, participant analysis and processing, which stores its lines (decision 015);
 * then VIEWERS readers at once, over HTTP on loopback, each read pages of
 * GET /api/meetings/{id}/transcript as the meeting page asks for them (the first page, pages
 * further on, the page around a moment by cue and by time, a search and its next page) while
 * GET /api/health is polled every 50 ms. Then the same for a meeting stored before lines were (its
 * lines made on the first read, in the upload-check thread). Prints each kind of page's p50/p95
 * and size, and health's p50/p95/max with the event loop's longest delay.
 * Run: npx tsx apps/server/bench/transcript.bench.ts (PORT to choose the port, default 3104)
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  meetingTranscriptResponse,
  participantAnalysisStatus,
  processingStatus,
  sessionResponse,
  TRANSCRIPT_PAGE_SIZE,
  uploadResponse,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { loadEnv } from '../src/config/env.ts'
import { meetings, transcriptCues, uploadTasks } from '../src/db/schema/index.ts'
import { withAllTenants } from '../src/db/tenant-scope.ts'
import { createLogger } from '../src/lib/logger.ts'
import { startRuntime } from '../src/runtime.ts'
import { pollWhile } from '../src/test/health-poller.ts'
import { largestTranscript } from '../src/test/large-transcript.ts'
import { multipartFile } from '../src/test/multipart.ts'
import { admin, withDatabase } from '../src/test/template-database.ts'

const VIEWERS = 5
/** Pages each viewer reads in a round. */
const ROUNDS = 4

const dir = mkdtempSync(join(tmpdir(), 'rapport-transcript-bench-'))
const port = Number(process.env.PORT ?? 3104)
const serverUrl = process.env.DATABASE_URL
const databaseName = `rapport_bench_${randomBytes(4).toString('hex')}`
if (serverUrl) await admin(serverUrl, `CREATE DATABASE ${databaseName}`)
const env = loadEnv({
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  ...(serverUrl
    ? { DATABASE_URL: withDatabase(serverUrl, databaseName), APP_SECRET: randomBytes(24).toString('hex') }
    : {}),
  PORT: String(port),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  ADMIN_EMAIL: 'bench@rapport.test',
  ADMIN_PASSWORD: 'bench-password',
})
const runtime = await startRuntime(env, { http: true, worker: true }, createLogger(env)).catch(
  async (error: unknown) => {
    if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    throw error
  },
)
const base = `http://127.0.0.1:${port}`
console.log(
  `transcript bench on ${serverUrl ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@rapport.test', password: 'bench-password' }),
})
const headers = { authorization: `Bearer ${sessionResponse.parse(await login.json()).access_token}` }

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Upload, participant analysis, configure, process: the meeting's id. */
async function largestMeeting(): Promise<string> {
  const body = multipartFile('largest.vtt', largestTranscript())
  const up = await fetch(`${base}/api/vtt/upload`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  })
  if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`)
  const { taskId } = uploadResponse.parse(await up.json())
  const json = { ...headers, 'content-type': 'application/json' }
  await fetch(`${base}/api/vtt/analyze-participants`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ taskId }),
  })
  const review = await until(
    async () =>
      participantAnalysisStatus.parse(
        await (await fetch(`${base}/api/vtt/tasks/${taskId}/participant-analysis`, { headers })).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!review.analysis) throw new Error(`participant analysis failed: ${review.error}`)
  const configured = await fetch(`${base}/api/vtt/tasks/${taskId}/configure`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Largest',
      date: '2026-11-27',
      description: '',
      participantAnalysis: review.analysis,
    }),
  })
  if (configured.status !== 202)
    throw new Error(`configure answered ${configured.status}: ${await configured.text()}`)
  const done = await until(
    async () =>
      processingStatus.parse(
        await (await fetch(`${base}/api/vtt/tasks/${taskId}/status`, { headers })).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!done.meetingId) throw new Error(`processing failed: ${done.error}`)
  return done.meetingId
}

const quantile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN

/** One viewer's reading: the pages the meeting page asks for, `ROUNDS` times over. */
function pagesOf(cueCount: number, viewer: number): [string, string][] {
  const pages: [string, string][] = []
  for (let round = 0; round < ROUNDS; round++) {
    const at = ((viewer * ROUNDS + round) * 7919) % cueCount
    pages.push(
      ['first page', '?from=0'],
      ['a page further on', `?from=${at}`],
      ['around a cue', `?cue=${at + 1}`],
      ['around a time', `?at=${(at * 7140) / cueCount}`],
      ['search', '?q=budget'],
      ['search, next page', `?q=budget&from=${at}`],
    )
  }
  return pages
}

async function serve(label: string, meetingId: string) {
  const first = meetingTranscriptResponse.parse(
    await (await fetch(`${base}/api/meetings/${meetingId}/transcript?limit=1`, { headers })).json(),
  )
  const took = new Map<string, number[]>()
  const bytes = new Map<string, number>()
  const health = async () => {
    const res = await fetch(`${base}/api/health`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`health answered ${res.status}`)
  }
  const seen = await pollWhile(health, 50, async () => {
    await Promise.all(
      Array.from({ length: VIEWERS }, async (_, viewer) => {
        for (const [kind, query] of pagesOf(first.cueCount, viewer)) {
          const started = performance.now()
          const res = await fetch(`${base}/api/meetings/${meetingId}/transcript${query}`, { headers })
          const body = await res.arrayBuffer()
          if (res.status !== 200) throw new Error(`${query} answered ${res.status}: ${Buffer.from(body)}`)
          took.set(kind, [...(took.get(kind) ?? []), performance.now() - started])
          bytes.set(kind, Math.max(bytes.get(kind) ?? 0, body.byteLength))
        }
      }),
    )
  })
  const at = (q: number) => seen.quantileMs(q).toFixed(0)
  console.log(
    `${label}: ${first.cueCount} lines, ${VIEWERS} viewers × ${ROUNDS * 6} pages (limit ${TRANSCRIPT_PAGE_SIZE}) in ${seen.seconds.toFixed(1)} s`,
  )
  for (const [kind, times] of took) {
    console.log(
      `  ${kind.padEnd(18)} p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, ` +
        `largest answer ${((bytes.get(kind) ?? 0) / 1024).toFixed(0)} KiB`,
    )
  }
  const all = [...took.values()].flat()
  console.log(
    `  every page        p50 ${quantile(all, 0.5).toFixed(0)} ms, p95 ${quantile(all, 0.95).toFixed(0)} ms`,
  )
  console.log(
    `  /api/health ×${seen.checks.length} meanwhile: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ` +
      `event loop delay max ${seen.maxDelayMs.toFixed(0)} ms`,
  )
}

try {
  const started = performance.now()
  const meetingId = await largestMeeting()
  console.log(
    `largest meeting uploaded and processed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  await serve('stored lines', meetingId)

  // As a meeting stored before the lines were: the first reads make them, in the upload-check thread.
  const db = runtime.database.db
  await withAllTenants(db, async (tx) => {
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId))
    if (!meeting) throw new Error('no meeting')
    await tx
      .update(uploadTasks)
      .set({ transcriptCueCount: null, transcriptSpeakers: null })
      .where(eq(uploadTasks.id, meeting.uploadTaskId))
    await tx.delete(transcriptCues).where(eq(transcriptCues.uploadTaskId, meeting.uploadTaskId))
  })
  await serve('an older meeting, lines made on the first read', meetingId)
} finally {
  await runtime.close()
  rmSync(dir, { recursive: true, force: true })
  if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
}
