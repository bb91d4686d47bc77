/**
 * The meeting dashboard's reads with 500 meetings in a tenant: list, search and one meeting's
 * scores, p50/p95 over repeated requests through the real app (app.inject) on the embedded default.
 * Run: npm run bench -w @rapport/server
 */
import { analyzeTranscript } from '@rapport/analysis'
import { meetingListResponse } from '@rapport/contracts'
import { generateTranscript } from '../../../packages/analysis/bench/generate-transcript.ts'
import { saveMeeting } from '../src/uploads/meeting-store.repository.ts'
import { formatMeasurement, measureGet, startBenchApp } from './bench-app.ts'

const MEETINGS = 500
const bench = await startBenchApp()
const { app, database, tenant, headers, close } = bench

// Eight people meeting in varying groups of four; each stored meeting carries the real analysis rows.
const analyses = [1, 2, 3, 4].map((seed) =>
  analyzeTranscript(generateTranscript({ minutes: 30, speakers: 4, style: 'zoom', seed })),
)
const seeding = performance.now()
for (let i = 0; i < MEETINGS; i++) {
  const analysis = analyses[i % analyses.length]
  if (!analysis) continue
  const day = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
  await database.db.transaction((tx) =>
    saveMeeting(tx, {
      tenantId: tenant.id,
      uploadTaskId: crypto.randomUUID(),
      createdBy: null,
      name: `${['Weekly sync', 'Design review', 'Customer call', 'Planning'][i % 4]} ${i + 1}`,
      date: day,
      objective: analysis.meeting.objective,
      description: '',
      durationSeconds: analysis.meeting.durationSeconds,
      totalWords: analysis.meeting.totalWords,
      analyzer: 'builtin',
      warnings: [],
      participants: analysis.participants,
    }),
  )
}
const seededMs = performance.now() - seeding

const someMeeting = meetingListResponse.parse(
  (await app.inject({ method: 'GET', url: '/api/meetings?page=3&limit=100', headers })).json(),
).meetings[50] // the 251st meeting: the list is paged
if (!someMeeting) throw new Error('the seeded meetings are not listed')

const measure = async (url: string) => formatMeasurement(await measureGet(bench, url), 50)

console.log(
  `meeting dashboard reads, ${MEETINGS} meetings (4 participants, 104 metric rows each) in one tenant, PGlite on disk`,
)
console.log(`  seeding: ${(seededMs / 1000).toFixed(1)} s`)
console.log(`  GET /api/meetings (date, desc):          ${await measure('/api/meetings')}`)
console.log(
  `  GET /api/meetings?sort=name&order=asc:   ${await measure('/api/meetings?sort=name&order=asc')}`,
)
console.log(`  GET /api/meetings?search=design:         ${await measure('/api/meetings?search=design')}`)
console.log(
  `  GET /api/meetings/{id}/scores:           ${await measure(`/api/meetings/${someMeeting.id}/scores`)}`,
)

await close()
