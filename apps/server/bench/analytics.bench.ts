/**
 * The Analytics page's reads with 2,000 meetings and 50 people in one tenant: one person's
 * per-metric summaries and weekly dimension trends over 365 days (and the default 90), p50/p95 over
 * repeated requests through the real app (app.inject) on the embedded default (PGlite on disk).
 * Rows are seeded in bulk SQL by seed-meetings.ts (shared with the goals bench). Budget: p95 under
 * 50 ms; a miss is reported, never fails the run (wall-clock figures follow the machine's load).
 *
 * Wall-clock times include whatever else the machine is doing; the database runs in this process
 * (PGlite), so CPU time per request is printed beside them as the figure that load does not move.
 * Measured twice: as PGlite runs (nothing vacuums it, so index-only scans still visit the table),
 * then after VACUUM ANALYZE, the steady state autovacuum keeps on PostgreSQL and the embedded
 * maintenance (db/embedded-maintenance.ts) keeps on PGlite; its duration is printed.
 * Run: npm run bench -w @rapport/server
 */
import { peopleResponse, performanceSummariesResponse, performanceTrendsResponse } from '@rapport/contracts'
import { vacuumAnalyze } from '../src/db/embedded-maintenance.ts'
import { formatMeasurement, measureGet, startBenchApp } from './bench-app.ts'
import { LAST_DAY, PEOPLE, seedMeetings } from './seed-meetings.ts'

const BUDGET_MS = 50

const bench = await startBenchApp()
const { app, database, tenant, headers, close } = bench
const { seededMs, counts } = await seedMeetings({ database, tenant })

const person = peopleResponse.parse((await app.inject({ method: 'GET', url: '/api/people', headers })).json())
  .people[7]
if (!person) throw new Error('no person')

const daysBefore = (days: number) =>
  new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
const query = (days: number) =>
  `person_id=${person.person_id}&start_date=${daysBefore(days)}&end_date=${LAST_DAY}`

let missed = false
async function measure(url: string) {
  const m = await measureGet(bench, url)
  if (!(m.p95 < BUDGET_MS)) missed = true
  return formatMeasurement(m, BUDGET_MS)
}

// What one answer holds, so the figures are read against real work.
const year = performanceSummariesResponse.parse(
  (
    await app.inject({ method: 'GET', url: `/api/analytics/performance-summaries?${query(365)}`, headers })
  ).json(),
)
const yearTrends = performanceTrendsResponse.parse(
  (
    await app.inject({
      method: 'GET',
      url: `/api/analytics/performance-trends?${query(365)}&granularity=week`,
      headers,
    })
  ).json(),
)
const meetingsInYear = Math.max(...year.summaries.map((s) => s.meeting_count))
const points = yearTrends.trends.reduce((n, tr) => n + tr.data_points.length, 0)

console.log(
  `analytics reads, ${counts?.meetings} meetings, ${PEOPLE} people, ${counts?.participants} participations, ` +
    `${counts?.metric_rows} metric rows in one tenant, PGlite on disk`,
)
console.log(`  seeding (bulk SQL): ${(seededMs / 1000).toFixed(1)} s`)
console.log(
  `  one person, 365 days: ${meetingsInYear} meetings, ${year.summaries.length} metrics, ${points} weekly points`,
)
const summaries365 = `/api/analytics/performance-summaries?${query(365)}`
const trends365 = `/api/analytics/performance-trends?${query(365)}&granularity=week`
console.log('  as PGlite runs (no vacuum):')
console.log(`    GET /api/analytics/performance-summaries (365 days): ${await measure(summaries365)}`)
console.log(`    GET /api/analytics/performance-trends (365 days):    ${await measure(trends365)}`)
console.log(
  `    GET /api/analytics/performance-summaries (90 days):  ${await measure(`/api/analytics/performance-summaries?${query(90)}`)}`,
)
console.log(
  `    GET /api/analytics/performance-trends (90 days):     ${await measure(`/api/analytics/performance-trends?${query(90)}&granularity=week`)}`,
)
const vacuumMs = await vacuumAnalyze(database)
console.log(
  `  after VACUUM ANALYZE (${vacuumMs} ms; autovacuum on PostgreSQL, embedded maintenance on PGlite):`,
)
console.log(`    GET /api/analytics/performance-summaries (365 days): ${await measure(summaries365)}`)
console.log(`    GET /api/analytics/performance-trends (365 days):    ${await measure(trends365)}`)
// For scale: an answer with no database work, and one with sign-in checks and one small tenant query.
const budgetMissed = missed
console.log(`  for scale, GET /api/health:              ${await measure('/api/health')}`)
console.log(`  for scale, GET /api/people (50 people):  ${await measure('/api/people')}`)
missed = budgetMissed

await close()
// Reported, never failed: wall-clock figures follow the machine's load (see the CPU column).
if (missed) console.log(`  note: a p95 was over the ${BUDGET_MS} ms budget on this run`)
