/**
 * Upload to stored meeting on the embedded default (PGlite on disk, in-process worker):
 * one 2-hour transcript end to end, then 20 uploads processed concurrently.
 * Run: npm run bench -w @rapport/server
 */
import { participantAnalysisStatus, processingStatus, uploadResponse } from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { generateTranscript } from '../../../packages/analysis/bench/generate-transcript.ts'
import { multipartFile } from '../src/test/multipart.ts'
import { startBenchApp } from './bench-app.ts'

const { app, headers, close } = await startBenchApp({ workers: 2 })

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read()
    if (done(v)) return v
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** The whole user flow through the API: upload, participant analysis, configure, process. */
async function uploadToMeeting(server: FastifyInstance, text: string, name: string): Promise<string> {
  const body = multipartFile(`${name}.vtt`, text)
  const up = await server.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  const { taskId } = uploadResponse.parse(up.json())
  await server.inject({ method: 'POST', url: '/api/vtt/analyze-participants', headers, payload: { taskId } })
  const review = await until(
    async () =>
      participantAnalysisStatus.parse(
        (
          await server.inject({
            method: 'GET',
            url: `/api/vtt/tasks/${taskId}/participant-analysis`,
            headers,
          })
        ).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!review.analysis) throw new Error(`analysis failed: ${review.error}`)
  await server.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers,
    payload: { name, date: '2026-11-21', participantAnalysis: review.analysis },
  })
  const done = await until(
    async () =>
      processingStatus.parse(
        (await server.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/status`, headers })).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (done.status !== 'completed' || !done.meetingId) throw new Error(`processing failed: ${done.error}`)
  return done.meetingId
}

const long = generateTranscript({ minutes: 119, speakers: 8, style: 'zoom', seed: 7 })
const short = generateTranscript({ minutes: 10, speakers: 4, style: 'teams', seed: 11 })
await uploadToMeeting(app, short, 'warm-up')

const runs: number[] = []
for (let i = 0; i < 3; i++) {
  const started = performance.now()
  await uploadToMeeting(app, long, `two-hours-${i}`)
  runs.push(performance.now() - started)
}
runs.sort((a, b) => a - b)

const startedAll = performance.now()
const ids = await Promise.all(
  Array.from({ length: 20 }, (_, i) => uploadToMeeting(app, i % 2 ? long : short, `concurrent-${i}`)),
)
const allMs = performance.now() - startedAll

console.log(
  'upload → completed meeting, embedded default (PGlite on disk, in-process worker, 2 jobs at a time)',
)
console.log(
  `  2-hour, 8-speaker transcript (${(Buffer.byteLength(long) / 1024).toFixed(0)} KB): median ${runs[1]?.toFixed(0)} ms of 3 runs (min ${runs[0]?.toFixed(0)}, max ${runs[2]?.toFixed(0)})`,
)
console.log(
  `  20 uploads at once (10 two-hour, 10 ten-minute): ${new Set(ids).size}/20 meetings stored, total ${(allMs / 1000).toFixed(1)} s`,
)
console.log(`  peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)

await close()
