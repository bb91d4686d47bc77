/**
 * The score CSV (issue 32): a meeting's scores, or the scores behind Analytics, one row per person,
 * meeting and metric. The header, in this order; the server writes it and the web and the journeys
 * read it back by these names.
 */
export const SCORE_CSV_COLUMNS = [
  'Meeting title',
  'Meeting date',
  'Person',
  'Dimension',
  'Metric ID',
  'Metric',
  /** The measured value at the precision stored (the screen writes it as "Value as shown"). */
  'Value',
  'Value as shown',
  'Unit',
  /** 1–10 with one decimal, as the screen shows it; blank when unscored (never 0). */
  'Score',
  /** The target the score was judged against (the engine's one rule, stored with the score). */
  'Target',
  'Target source',
  /** Why the transcript could not show this metric (blank when measured). */
  'Not measured because',
] as const
export type ScoreCsvColumn = (typeof SCORE_CSV_COLUMNS)[number]

/** The media type both CSV routes answer with. */
export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8'
