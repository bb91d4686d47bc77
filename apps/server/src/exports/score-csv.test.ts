import {
  CSV_MEDIA_TYPE,
  csvObjects,
  meetingScoresResponse,
  parseCsv,
  participantListResponse,
  performanceSummariesResponse,
  SCORE_CSV_COLUMNS,
} from '@rapport/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { meetingParticipants, meetings, participantMetrics } from '../db/schema/index.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

/**
 * The score CSV (issue 32) read back and compared with the JSON the screens show: the meeting's
 * scores (GET /scores) and Analytics' raw data (GET /performance-summaries).
 */

let t: TestApp
let acme: SeededTenant
let globex: SeededTenant
let meetingId = ''
let personId = ''
/** A title a spreadsheet must keep whole: comma, quotes, a line break, accents, a formula's '='. */
const TITLE = '=Q3 "plan", Zoë\nreview'
const token = (email: string) => (acme.tokens[email] ?? globex.tokens[email] ?? '') as string

beforeAll(async () => {
  t = await createTestApp()
  ;({ acme, globex } = await seedTwoTenants(t.app, t.database.db, {
    members: [
      { email: 'owner@acme.test', role: 'user' },
      { email: 'viewer@acme.test', role: 'viewer' },
    ],
  }))
  meetingId = await uploadMeeting(
    t.app,
    token('owner@acme.test'),
    fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    { name: 'RPC Standards', date: '2026-02-09' },
  )
  await t.database.db.update(meetings).set({ name: TITLE }).where(eq(meetings.id, meetingId))
  const participants = participantListResponse.parse(
    (await get(`/api/meetings/${meetingId}/participants`)).json(),
  ).participants
  personId = participants.find((p) => p.scored)?.personId ?? ''
}, 120_000)
afterAll(() => t.close())

const get = (url: string, who = 'viewer@acme.test') =>
  t.app.inject({ method: 'GET', url, headers: bearer(token(who)) })

const shown = (score: number | null) => (score === null ? '' : score.toFixed(1))

test('GET /api/meetings/:id/scores.csv is a UTF-8 CSV download with a BOM and the header', async () => {
  const res = await get(`/api/meetings/${meetingId}/scores.csv`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe(CSV_MEDIA_TYPE)
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="q3-plan-zoe-review-2026-02-09-scores.csv"',
  )
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  expect(parseCsv(res.body)[0]).toEqual([...SCORE_CSV_COLUMNS])
})

test('GET /api/meetings/:id/scores.csv holds every score of GET /scores, one row per person and metric', async () => {
  const json = meetingScoresResponse.parse((await get(`/api/meetings/${meetingId}/scores`)).json())
  const rows = csvObjects((await get(`/api/meetings/${meetingId}/scores.csv`)).body)
  const expected = json.scores.flatMap((p) =>
    p.dimensions.flatMap((d) =>
      d.subDimensions.map((m) => ({
        'Meeting title': `'${TITLE}`,
        'Meeting date': '2026-02-09',
        Person: p.name,
        Dimension: d.name,
        'Metric ID': m.id,
        Metric: m.name,
        'Value as shown': m.measured ? m.formattedValue : '',
        Score: shown(m.score),
        Target: m.target?.text ?? '',
        'Target source': m.target?.source ?? '',
        'Not measured because': m.reason ?? '',
      })),
    ),
  )
  expect(expected.length).toBeGreaterThan(26)
  // The screen lists a dimension's metrics as stored, the CSV in catalogue order: compared by key.
  const key = (r: Record<string, string>) => `${r.Person}|${r['Metric ID']}`
  const byKey = (list: Record<string, string>[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)))
  expect(byKey(rows.map(({ Value, Unit, ...rest }) => rest))).toEqual(byKey(expected))
  // Scores are 1–10 or blank, never 0; a measured value is a plain number.
  for (const row of rows) {
    if (row.Score !== '') expect(Number(row.Score)).toBeGreaterThanOrEqual(1)
    if (row['Not measured because'] === '') expect(Number.isFinite(Number(row.Value))).toBe(true)
    expect(row.Unit).not.toBe('')
  }
  expect(rows.some((r) => r.Target !== '')).toBe(true)
})

test('a metric with no score is blank in the CSV, never 0, and an unmeasured one says why', async () => {
  const [first] = await t.database.db
    .select({ id: participantMetrics.id, participantId: participantMetrics.participantId })
    .from(participantMetrics)
    .where(and(eq(participantMetrics.meetingId, meetingId), eq(participantMetrics.metricId, 'hedging_rate')))
  if (!first) throw new Error('no hedging row')
  const [second] = await t.database.db
    .select({ id: participantMetrics.id })
    .from(participantMetrics)
    .where(
      and(
        eq(participantMetrics.participantId, first.participantId),
        eq(participantMetrics.metricId, 'filler_words'),
      ),
    )
  if (!second) throw new Error('no filler row')
  await t.database.db
    .update(participantMetrics)
    .set({ score: null, value: 0 })
    .where(eq(participantMetrics.id, first.id))
  await t.database.db
    .update(participantMetrics)
    .set({ score: null, measured: false, reason: 'The captions removed the filled pauses.' })
    .where(eq(participantMetrics.id, second.id))
  const [participant] = await t.database.db
    .select({ name: meetingParticipants.name })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.id, first.participantId))
  const rows = csvObjects((await get(`/api/meetings/${meetingId}/scores.csv`)).body).filter(
    (r) => r.Person === participant?.name,
  )
  const hedging = rows.find((r) => r['Metric ID'] === 'hedging_rate')
  expect(hedging).toMatchObject({ Value: '0', Score: '' })
  const filler = rows.find((r) => r['Metric ID'] === 'filler_words')
  expect(filler).toMatchObject({
    Value: '',
    'Value as shown': '',
    Score: '',
    'Not measured because': 'The captions removed the filled pauses.',
  })
})

test('GET /api/analytics/scores.csv holds the scores behind Analytics: each metric’s mean is the screen’s average', async () => {
  const range = `person_id=${personId}&start_date=2026-01-01&end_date=2026-03-31`
  const summaries = performanceSummariesResponse.parse(
    (await get(`/api/analytics/performance-summaries?${range}`)).json(),
  ).summaries
  const res = await get(`/api/analytics/scores.csv?${range}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe(CSV_MEDIA_TYPE)
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-z0-9-]+-2026-01-01-to-2026-03-31-scores\.csv"$/,
  )
  const rows = csvObjects(res.body)
  expect(summaries.length).toBeGreaterThan(0)
  for (const summary of summaries) {
    const scores = rows
      .filter((r) => r['Metric ID'] === summary.sub_dimension_id && r.Score !== '')
      .map((r) => Number(r.Score))
    expect(scores.length).toBe(summary.meeting_count)
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length
    expect(Math.round(mean * 100) / 100).toBe(summary.average_score)
    expect(rows.find((r) => r['Metric ID'] === summary.sub_dimension_id)?.Metric).toBe(
      summary.sub_dimension_name,
    )
  }
  // Rows for metrics left without a score are kept, blank; none is in the screen's means.
  expect(new Set(rows.map((r) => r['Meeting date']))).toEqual(new Set(['2026-02-09']))
})

test('GET /api/analytics/scores.csv follows the screen’s dimensions and range', async () => {
  const base = `person_id=${personId}&start_date=2026-01-01&end_date=2026-03-31`
  const clarity = csvObjects(
    (await get(`/api/analytics/scores.csv?${base}&dimensions=Clarity,Conciseness`)).body,
  )
  expect(new Set(clarity.map((r) => r.Dimension))).toEqual(new Set(['Clarity', 'Conciseness']))
  const before = await get(
    `/api/analytics/scores.csv?person_id=${personId}&start_date=2026-01-01&end_date=2026-02-08`,
  )
  expect(parseCsv(before.body)).toEqual([[...SCORE_CSV_COLUMNS]])
})

test('the CSV routes answer another tenant’s user 404, as the screens do', async () => {
  const meeting = await get(`/api/meetings/${meetingId}/scores.csv`, 'boss@globex.test')
  expect(meeting.statusCode).toBe(404)
  expect(meeting.json()).toMatchObject({ code: 'NOT_FOUND' })
  const analytics = await get(
    `/api/analytics/scores.csv?person_id=${personId}&start_date=2026-01-01&end_date=2026-03-31`,
    'boss@globex.test',
  )
  expect(analytics.statusCode).toBe(404)
  expect(analytics.body).not.toContain('RPC')
})

test('GET /api/analytics/scores.csv refuses a range the screen’s API refuses', async () => {
  const res = await get(
    `/api/analytics/scores.csv?person_id=${personId}&start_date=2026-03-31&end_date=2026-01-01`,
  )
  expect(res.statusCode).toBe(400)
})
