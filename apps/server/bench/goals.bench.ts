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
import { goalListResponse, goalResponse, peopleResponse, sessionResponse } from '@rapport/contracts'
import { vacuumAnalyze } from '../src/db/embedded-maintenance.ts'
import { startBenchApp } from './bench-app.ts'
import { LAST_DAY, PEOPLE, seedMeetings } from './seed-meetings.ts'

const GOALS = 200
const BUDGET_MS = 50

const { app, database, tenant, close } = await startBenchApp()
const sql = database.executeSql
const { seededMs, counts } = await seedMeetings({ database, tenant })

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench@rapport.test', password: 'bench-password' },
})
const headers = { authorization: `Bearer ${sessionResponse.parse(login.json()).access_token}` }
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

async function measure(url: string, runs = 100) {
  for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url, headers })
  const times: number[] = []
  const cpu: number[] = []
  const started = performance.now()
  // At most ~20 s a read, so a slow read still finishes the run.
  for (let i = 0; i < runs && (i < 20 || performance.now() - started < 20_000); i++) {
    const begun = performance.now()
    const cpuStart = process.cpuUsage()
    const res = await app.inject({ method: 'GET', url, headers })
    times.push(performance.now() - begun)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`)
  }
  const at = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN
  const p95 = at(times, 0.95)
  const verdict = p95 < BUDGET_MS ? '✓' : `over ${BUDGET_MS} ms`
  return `p50 ${at(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ${verdict}  (CPU p50 ${at(cpu, 0.5).toFixed(1)} ms, p95 ${at(cpu, 0.95).toFixed(1)} ms, ${times.length} runs)`
}

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
