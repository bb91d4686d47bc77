/**
 * What the API's users see while the largest allowed transcript goes through: the server as
 * `npm start` runs it (startRuntime: PGlite on disk, in-process worker, analysis threads), driven
 * over HTTP on loopback. GET /api/health is polled every 50 ms while the 50 MB transcript is
 * uploaded, then while its participant analysis runs (the job reads the transcript from the
 * database and analyses it in a thread). Prints the health latency (p50, p95, max) and the event
 * loop's longest delay in each phase.
 * Run: npx tsx apps/server/bench/health-during-upload.bench.ts (PORT to choose the port, default 3103)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { participantAnalysisStatus, sessionResponse, uploadResponse } from '@rapport/contracts'
import { loadEnv } from '../src/config/env.ts'
import { createLogger } from '../src/lib/logger.ts'
import { startRuntime } from '../src/runtime.ts'
import { pollWhile } from '../src/test/health-poller.ts'
import { largestTranscript } from '../src/test/large-transcript.ts'
import { multipartFile } from '../src/test/multipart.ts'

const dir = mkdtempSync(join(tmpdir(), 'rapport-health-bench-'))
const port = Number(process.env.PORT ?? 3103)
const env = loadEnv({
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  PORT: String(port),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  ADMIN_EMAIL: 'bench@rapport.test',
  ADMIN_PASSWORD: 'bench-password',
})
const runtime = await startRuntime(env, { http: true, worker: true }, createLogger(env))
const base = `http://127.0.0.1:${port}`

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@rapport.test', password: 'bench-password' }),
})
const headers = { authorization: `Bearer ${sessionResponse.parse(await login.json()).access_token}` }

/** Polls health every 50 ms while `work` runs; prints the figures of that phase. */
async function phase(label: string, work: () => Promise<void>) {
  const health = async () => {
    const res = await fetch(`${base}/api/health`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`health answered ${res.status}`)
  }
  const seen = await pollWhile(health, 50, work)
  const at = (q: number) => seen.quantileMs(q).toFixed(0)
  console.log(
    `${label}: ${seen.seconds.toFixed(1)} s; health ×${seen.checks.length}: ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; loop delay max ${seen.maxDelayMs.toFixed(0)} ms`,
  )
}

const body = multipartFile('largest.vtt', largestTranscript())
let taskId = ''
await phase(`upload of the largest transcript (${(body.payload.length / 1e6).toFixed(1)} MB)`, async () => {
  const res = await fetch(`${base}/api/vtt/upload`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  })
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
  taskId = uploadResponse.parse(await res.json()).taskId
})
await phase('its participant analysis (read from the database, analysed in a thread)', async () => {
  await fetch(`${base}/api/vtt/analyze-participants`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ taskId }),
  })
  for (;;) {
    const res = await fetch(`${base}/api/vtt/tasks/${taskId}/participant-analysis`, { headers })
    const status = participantAnalysisStatus.parse(await res.json())
    if (status.status === 'failed') throw new Error(`analysis failed: ${status.error}`)
    if (status.status === 'completed') break
    await new Promise((r) => setTimeout(r, 250))
  }
})

await runtime.close()
rmSync(dir, { recursive: true, force: true })
