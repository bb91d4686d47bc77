/**
 * The meeting history the read benchmarks share: 2,000 meetings over two years, 50 people, four
 * scored participants a meeting and a row per participant and metric (about 208k), all in one
 * tenant. Rows are seeded in bulk SQL, each carrying the coaching and evidence JSON of a real
 * analysis so the tables are as wide as in use. Scores come from a hash, so they vary but repeat
 * run to run.
 */
import { analyzeTranscript } from '@rapport/analysis'
import { generateTranscript } from '../../../packages/analysis/bench/generate-transcript.ts'
import type { startBenchApp } from './bench-app.ts'

export const MEETINGS = 2000
export const PEOPLE = 50
export const PER_MEETING = 4
/** Meetings spread over the two years up to this day. */
export const LAST_DAY = '2026-06-30'

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>

export interface SeededMeetings {
  /** Wall-clock seconds the bulk inserts and ANALYZE took. */
  seededMs: number
  counts: { meetings: number; participants: number; metric_rows: number } | undefined
}

export async function seedMeetings({
  database,
  tenant,
}: Pick<BenchApp, 'database' | 'tenant'>): Promise<SeededMeetings> {
  // One real participant's analysis: its coaching JSON and per-metric evidence fill every seeded row.
  const analysis = analyzeTranscript(generateTranscript({ minutes: 30, speakers: 4, style: 'zoom', seed: 1 }))
  const sample = analysis.participants.find((p) => p.scored)
  if (!sample) throw new Error('no scored participant in the sample analysis')
  const catalogue = sample.metrics.map((m) => ({
    metric_id: m.id,
    dimension: m.dimension,
    value: Number.isFinite(m.value) ? m.value : 0,
    formatted_value: m.formattedValue,
    evidence: m.evidence,
  }))
  const dimensionNames = sample.dimensions.map((d) => d.name)

  const seeding = performance.now()
  const sql = database.executeSql
  await sql(
    `INSERT INTO people (tenant_id, full_name, name_key)
     SELECT $1, 'Person ' || i, 'person ' || i FROM generate_series(1, ${PEOPLE}) AS i`,
    [tenant.id],
  )
  await sql(
    `INSERT INTO meetings (tenant_id, upload_task_id, name, date, duration_seconds, participant_count, total_words, created_at)
     SELECT $1, gen_random_uuid(), 'Meeting ' || i, $2::date - ((i * 7919) % 730), 1800, ${PER_MEETING}, 5000,
            now() - make_interval(secs => ${MEETINGS} - i)
     FROM generate_series(1, ${MEETINGS}) AS i`,
    [tenant.id, LAST_DAY],
  )
  // Each meeting has four different people.
  await sql(
    `WITH ms AS (SELECT id, date, row_number() OVER (ORDER BY created_at, id) AS n FROM meetings WHERE tenant_id = $1),
          ps AS (SELECT id, full_name, row_number() OVER (ORDER BY full_name) AS n FROM people WHERE tenant_id = $1)
     INSERT INTO meeting_participants (tenant_id, meeting_id, person_id, meeting_date, position, name, job_title, role,
       talk_time_seconds, talk_time_percentage, words, speaking_turns, scored, dimensions, insights, quotes,
       recommendations, summary)
     SELECT $1, ms.id, ps.id, ms.date, k, ps.full_name, 'Engineer', 'Contributor', 450, 25, 1250, 40, true,
            (SELECT jsonb_agg(jsonb_build_object('id', lower(d), 'name', d,
                      'score', round((1 + (abs(hashtext(ms.id::text || d)) % 90) / 10.0)::numeric, 1)::float8,
                      'confidence', 0.8))
             FROM unnest($2::text[]) AS d),
            $3::jsonb, $4::jsonb, $5::jsonb, $6
     FROM ms CROSS JOIN generate_series(0, ${PER_MEETING - 1}) AS k
     JOIN ps ON ps.n = ((ms.n * ${PER_MEETING} + k) % ${PEOPLE}) + 1`,
    [
      tenant.id,
      dimensionNames,
      JSON.stringify(sample.insights),
      JSON.stringify(sample.quotes),
      JSON.stringify(sample.recommendations),
      sample.summary,
    ],
  )
  await sql(
    `INSERT INTO participant_metrics (tenant_id, meeting_id, participant_id, person_id, meeting_date, metric_id,
       dimension, value, score, formatted_value, evidence)
     SELECT $1, mp.meeting_id, mp.id, mp.person_id, m.date, c.metric_id, c.dimension, c.value,
            round((1 + (abs(hashtext(mp.id::text || c.metric_id)) % 90) / 10.0)::numeric, 1)::float8,
            c.formatted_value, c.evidence
     FROM meeting_participants mp
     JOIN meetings m ON m.id = mp.meeting_id
     CROSS JOIN jsonb_to_recordset($2::jsonb) AS c(metric_id text, dimension text, value float8,
                                                     formatted_value text, evidence jsonb)
     WHERE mp.tenant_id = $1`,
    [tenant.id, JSON.stringify(catalogue)],
  )
  await sql('ANALYZE')
  const seededMs = performance.now() - seeding
  const [counts] = (
    await sql(
      `SELECT (SELECT count(*) FROM meetings)::int AS meetings,
              (SELECT count(*) FROM meeting_participants)::int AS participants,
              (SELECT count(*) FROM participant_metrics)::int AS metric_rows`,
    )
  ).rows as SeededMeetings['counts'][]
  return { seededMs, counts }
}
