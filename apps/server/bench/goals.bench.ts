/**
 * The Goals page's reads with 200 goals over the analytics bench's history (2,000 meetings, 50
 * people, ~208k metric rows, see seed-meetings.ts), p50/p95 over repeated requests through the real
 * app (app.inject) on the embedded default (PGlite on disk): every goal of the tenant, one person's
 * goals, the templates and the metric catalogue (with and without a person's recent values).
 *
 * Goals are created through POST /api/goals (so each has the baseline the API computes), four per
 * person across the 26 metrics, then most are moved back in time (set on a day within the two years of
 * history) so their progress tracks up to a hundred and more meetings each; one in ten stays new
 * and tracks nothing, one in four is completed.
 *
 * Wall-clock times include whatever else the machine is doing; the database runs in this process,
 * so CPU time per request is printed beside them. Reported, never failed.
 * Run: npm run bench -w @rapport/server
 */
import { METRICS } from '@rapport/analysis'
import { goalListResponse, goalResponse, peopleResponse } from '@rapport/contracts'
import { vacuumAnalyze } from '../src/db/embedded-maintenance.ts'
import { formatMeasurement, measureGet, startBenchApp } from './bench-app.ts'
import { LAST_DAY, PEOPLE, seedMeetings } from './seed-meetings.ts'

const GOALS = 200
const BUDGET_MS = 50

const bench = await startBenchApp()
const { app, database, tenant, headers, close } = bench
const sql = database.executeSql
const { seededMs, counts } = await seedMeetings({ database, tenant })

const people = peopleResponse.parse(
  (await app.inject({ method: 'GET', url: '/api/people', headers })).json(),
).people
if (people.length !== PEOPLE) throw new Error(`expected ${PEOPLE} people, got ${people.length}`)

const creating = performance.now()
for (let i = 0; i < GOALS; i++) {
  const person = people[i % PEOPLE]
  const metric = METRICS[(i * 7) % METRICS.length]
  if (!person || !metric) throw new Error('no person or metric')
  const { min, max } = metric.typicalRange
  const res = await app.inject({
    method: 'POST',
    url: '/api/goals',
    headers,
    payload: {
      person_id: person.person_id,
      sub_dimension_id: metric.id,
      title: `Goal ${i + 1}: ${metric.name}`,
      target_direction: metric.direction,
      target_value: Math.round(((min + max) / 2) * 100) / 100,
      target_deadline: i % 3 === 0 ? null : '2027-03-31',
      priority: (i % 3) + 1,
    },
  })
  if (res.statusCode !== 201) throw new Error(`POST /api/goals answered ${res.statusCode}: ${res.body}`)
  goalResponse.parse(res.json())
}
const createdMs = performance.now() - creating
// Set on a day within the history (deterministic spread), so progress has meetings to track.
await sql(
  `WITH n AS (SELECT id, row_number() OVER (ORDER BY title) AS n FROM goals WHERE tenant_id = $1)
   UPDATE goals g
   SET created_at = CASE WHEN n.n % 10 = 0 THEN g.created_at
                         ELSE ($2::date - ((n.n * 37) % 700)::int)::timestamptz + interval '9 hours' END,
       status = CASE WHEN n.n % 4 = 0 THEN 'completed' ELSE 'active' END,
       completed_at = CASE WHEN n.n % 4 = 0 THEN now() END
   FROM n WHERE n.id = g.id`,
  [tenant.id, LAST_DAY],
)
await sql('ANALYZE goals')

const measure = async (url: string) =>
  formatMeasurement(await measureGet(bench, url, { runs: 100, warmup: 10 }), BUDGET_MS)

const person = people[7]
if (!person) throw new Error('no person')
const all = goalListResponse.parse((await app.inject({ method: 'GET', url: '/api/goals', headers })).json())
const own = goalListResponse.parse(
  (await app.inject({ method: 'GET', url: `/api/goals?person_id=${person.person_id}`, headers })).json(),
)
const tracked = all.targets.map((t) => t.meetings_tracked)

console.log(
  `goals reads, ${GOALS} goals over ${counts?.meetings} meetings, ${PEOPLE} people, ` +
    `${counts?.metric_rows} metric rows in one tenant, PGlite on disk`,
)
console.log(
  `  seeding: history (bulk SQL) ${(seededMs / 1000).toFixed(1)} s, ${GOALS} goals via POST /api/goals ${(createdMs / 1000).toFixed(1)} s`,
)
console.log(
  `  ${all.targets.length} goals, meetings tracked per goal: max ${Math.max(...tracked)}, ` +
    `total ${tracked.reduce((a, b) => a + b, 0)}; one person: ${own.targets.length} goals`,
)
const reads: [string, string][] = [
  ['GET /api/goals (all, 200 goals)', '/api/goals'],
  ['GET /api/goals?status=active', '/api/goals?status=active'],
  ['GET /api/goals?person_id (one person)', `/api/goals?person_id=${person.person_id}`],
  ['GET /api/goals/templates', '/api/goals/templates'],
  ['GET /api/goals/metrics', '/api/goals/metrics'],
  ['GET /api/goals/metrics?person_id', `/api/goals/metrics?person_id=${person.person_id}`],
]
const width = Math.max(...reads.map(([label]) => label.length)) + 1
console.log('  as PGlite runs (no vacuum):')
for (const [label, url] of reads) console.log(`    ${`${label}:`.padEnd(width)} ${await measure(url)}`)
const vacuumMs = await vacuumAnalyze(database)
console.log(
  `  after VACUUM ANALYZE (${vacuumMs} ms; autovacuum on PostgreSQL, embedded maintenance on PGlite):`,
)
for (const [label, url] of reads.slice(0, 3))
  console.log(`    ${`${label}:`.padEnd(width)} ${await measure(url)}`)

await close()
