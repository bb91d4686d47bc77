import { SCORE_BAND_ORDER, SCORE_BANDS, type ScoreBand, scoreBand } from '@rapport/analysis/rules'

/**
 * The one score scale of the web app: a score's tone is its band of the engine's SCORE_BANDS (no
 * score: 'none'). Colours are the `--color-score-*` theme variables (index.css), for chips and
 * charts alike; every band also has its own shape and words, so colour never carries it alone.
 */
export type ScoreTone = ScoreBand | 'none'

/** The band a score falls in, or 'none' when there is no score. */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score === null || score === undefined || Number.isNaN(score)) return 'none'
  return scoreBand(score)
}

/** What each band means, in the product's words ("6 to 8 is appropriate for the role"). */
export const TONE_WORDS: Record<ScoreTone, string> = {
  high: 'above what the role asks',
  appropriate: 'appropriate for the role',
  low: 'below what the role asks',
  veryLow: 'well below what the role asks',
  none: 'no score',
}

/** The shape that marks each band beside its colour. */
export const TONE_SHAPE: Record<ScoreTone, 'triangle-up' | 'circle' | 'triangle-down' | 'diamond' | 'dash'> =
  {
    high: 'triangle-up',
    appropriate: 'circle',
    low: 'triangle-down',
    veryLow: 'diamond',
    none: 'dash',
  }

function bandRange(band: ScoreBand): string {
  const { from, to } = SCORE_BANDS[band]
  if (band === SCORE_BAND_ORDER[0]) return `${from} or above`
  if (band === SCORE_BAND_ORDER[SCORE_BAND_ORDER.length - 1]) return `below ${to}`
  return `${from} to ${to}`
}

/** The bands, highest first, for a legend: "8 or above", "6 to 8", … with their words. */
export const SCORE_LEGEND: readonly { tone: ScoreBand; label: string; words: string }[] =
  SCORE_BAND_ORDER.map((band) => ({ tone: band, label: bandRange(band), words: TONE_WORDS[band] }))

/** Tailwind classes from the score tokens: a soft chip with dark text (AA), and the strong mark. */
export const toneStyles: Record<ScoreTone, { chip: string; mark: string; bar: string }> = {
  high: {
    chip: 'bg-score-high-soft text-slate-900 ring-score-high/40',
    mark: 'fill-score-high',
    bar: 'bg-score-high',
  },
  appropriate: {
    chip: 'bg-score-appropriate-soft text-slate-900 ring-score-appropriate/50',
    mark: 'fill-score-appropriate',
    bar: 'bg-score-appropriate',
  },
  low: {
    chip: 'bg-score-low-soft text-slate-900 ring-score-low/50',
    mark: 'fill-score-low',
    bar: 'bg-score-low',
  },
  veryLow: {
    chip: 'bg-score-very-low-soft text-slate-900 ring-score-very-low/40',
    mark: 'fill-score-very-low',
    bar: 'bg-score-very-low',
  },
  none: {
    chip: 'bg-score-none-soft text-slate-700 ring-slate-200',
    mark: 'fill-score-none',
    bar: 'bg-slate-300',
  },
}

/** The same tokens for SVG marks in charts (fill values, not classes). */
export const toneFill: Record<ScoreTone, string> = {
  high: 'var(--color-score-high)',
  appropriate: 'var(--color-score-appropriate)',
  low: 'var(--color-score-low)',
  veryLow: 'var(--color-score-very-low)',
  none: 'var(--color-score-none)',
}

/** One decimal, or an em dash when there is no score. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—'
  return score.toFixed(1)
}
