import { getMetric, METRICS } from '@rapport/analysis'
import {
  CSV_MEDIA_TYPE,
  type CsvCell,
  metricTarget,
  SCORE_CSV_COLUMNS,
  toCsv,
  UNMEASURED_REASON,
} from '@rapport/contracts'
import type { FastifyReply } from 'fastify'

/** One stored metric score of one participant in one meeting, as both CSV routes read it. */
export interface ScoreCsvRow {
  /** The person's place in that meeting: their rows stay together. */
  participantId: string
  meetingTitle: string
  /** YYYY-MM-DD. */
  meetingDate: string
  person: string
  metricId: string
  dimension: string
  value: number
  formattedValue: string
  score: number | null
  measured: boolean
  reason: string | null
  /** The target stored with the score (the engine's `metricTarget`, as "See why" shows it). */
  target: unknown
}

const metricOrder = new Map(METRICS.map((m, i) => [m.id, i]))
const orderOf = (id: string) => metricOrder.get(id) ?? Number.MAX_SAFE_INTEGER

/**
 * The score CSV (issue 32): one record per person, meeting and metric, in the order given (the
 * callers order meetings and people) and, inside each person's meeting, in catalogue order. The
 * score is written with the one decimal the screen shows (scores are stored at one decimal, so
 * nothing is lost) and is blank, never 0, when there is none; the value keeps its stored precision
 * beside the text the screen shows for it. The target is the one the score was judged against,
 * stored with it: no second rule here.
 */
export function scoreCsv(rows: readonly ScoreCsvRow[]): string {
  // Each person's meeting keeps the place of its first row; its metrics follow the catalogue.
  const groups = new Map<string, number>()
  const groupOf = (row: ScoreCsvRow) => {
    const key = row.participantId
    let at = groups.get(key)
    if (at === undefined) {
      at = groups.size
      groups.set(key, at)
    }
    return at
  }
  const sorted = rows
    .map((row) => ({ row, group: groupOf(row), order: orderOf(row.metricId) }))
    .sort((a, b) => a.group - b.group || a.order - b.order)
  return toCsv(
    SCORE_CSV_COLUMNS,
    sorted.map(({ row }) => record(row)),
  )
}

function record(row: ScoreCsvRow): CsvCell[] {
  const metric = getMetric(row.metricId)
  const target = row.measured ? (metricTarget.safeParse(row.target).data ?? null) : null
  const score = row.measured && row.score !== null ? row.score.toFixed(1) : null
  return [
    row.meetingTitle,
    row.meetingDate,
    row.person,
    row.dimension,
    row.metricId,
    metric?.name ?? row.metricId,
    row.measured ? row.value : null,
    row.measured ? row.formattedValue : null,
    metric?.unit ?? null,
    score,
    target?.text ?? null,
    target?.source ?? null,
    row.measured ? null : (row.reason ?? UNMEASURED_REASON),
  ]
}

/** "Weekly sync, Zoë" → "weekly-sync-zoe": the file name's words, ASCII only, never empty. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'rapport'
}

/** Sends `csv` as a download named `filename` (built from fileSlug words: ASCII, no quotes). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', CSV_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv)
}
