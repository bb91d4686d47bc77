/**
 * The coaching home (GET /api/home, one request) over the analytics bench's history (2,000 meetings,
 * 50 people, see seed-meetings.ts), p50/p95 through the real app (app.inject) on the embedded default
 * (PGlite on disk). The bench user marks themself as one of the people ("This is me") through
 * PUT /api/people/{id}/user and sets four goals; then, the worst case, they are made a participant
 * of every one of the 2,000 meetings. Budget: p95 under 50 ms. Reported, never failed.
 * Run: npm run bench -w @rapport/server
 */
import { homeResponse, meResponse, peopleResponse } from '@rapport/contracts'
import { formatMeasurement, measureGet, startBenchApp } from './bench-app.ts'
import { seedMeetings } from './seed-meetings.ts'

const BUDGET_MS = 50

const bench = await startBenchApp()
const { app, database, tenant, headers, close } = bench
const { counts } = await seedMeetings({ database, tenant })
const sql = database.executeSql

const me = meResponse.parse((await app.inject({ url: '/api/auth/me', headers })).json()).user
const people = peopleResponse.parse((await app.inject({ url: '/api/people', headers })).json()).people
const person = people[3]
if (!person) throw new Error('no person')
const link = await app.inject({
  method: 'PUT',
  url: `/api/people/${person.person_id}/user`,
  headers,
  payload: { user_id: me.user_id },
})
if (link.statusCode !== 200) throw new Error(`linking answered ${link.statusCode}: ${link.body}`)
for (const [metric, direction, target] of [
  ['speaking_pace', 'decrease', 150],
  ['hedging_rate', 'decrease', 2],
  ['filler_words', 'decrease', 2],
  ['talk_time_share', 'decrease', 30],
] as const) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/goals',
    headers,
    payload: {
      person_id: person.person_id,
      sub_dimension_id: metric,
      title: metric,
      target_direction: direction,
      target_value: target,
    },
  })
  if (res.statusCode !== 201)
    console.log(`  (goal ${metric} not set: ${res.statusCode} ${res.body.slice(0, 100)})`)
}

const check = homeResponse.parse((await app.inject({ url: '/api/home', headers })).json())
const [{ n: mine } = { n: 0 }] = (
  await sql('SELECT count(*)::int AS n FROM meeting_participants WHERE person_id = $1', [person.person_id])
).rows as { n: number }[]
console.log(
  `coaching home, ${counts?.meetings} meetings, ${counts?.metric_rows} metric rows in one tenant, PGlite on disk`,
)
console.log(
  `  GET /api/home, you in ${mine} meetings, ${check.goals.length} goals: ${formatMeasurement(await measureGet(bench, '/api/home', { runs: 200, warmup: 20 }), BUDGET_MS)}`,
)
// The worst case: you were in every meeting of the workspace.
await sql(`UPDATE meeting_participants SET person_id = $1 WHERE tenant_id = $2 AND position = 0`, [
  person.person_id,
  tenant.id,
])
await sql('ANALYZE meeting_participants')
const [{ n: all } = { n: 0 }] = (
  await sql('SELECT count(*)::int AS n FROM meeting_participants WHERE person_id = $1', [person.person_id])
).rows as { n: number }[]
console.log(
  `  GET /api/home, you in ${all} meetings:  ${formatMeasurement(await measureGet(bench, '/api/home', { runs: 200, warmup: 20 }), BUDGET_MS)}`,
)
await close()
