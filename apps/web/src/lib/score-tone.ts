import { SCORE_BAND_ORDER, SCORE_BANDS, type ScoreBand, scoreBand } from '@rapport/analysis/rules'

/** Spec §9 score colours, one per band of the engine's SCORE_BANDS; no score is grey. */
export type ScoreTone = 'green' | 'amber' | 'orange' | 'red' | 'grey'

const BAND_TONE: Record<ScoreBand, Exclude<ScoreTone, 'grey'>> = {
  high: 'green',
  appropriate: 'amber',
  low: 'orange',
  veryLow: 'red',
}

/** 8 or above green, 6 or above amber, 4 or above orange, below 4 red, none grey (from SCORE_BANDS). */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score === null || score === undefined || Number.isNaN(score)) return 'grey'
  return BAND_TONE[scoreBand(score)]
}

function bandLabel(band: ScoreBand): string {
  const { from, to } = SCORE_BANDS[band]
  if (band === SCORE_BAND_ORDER[0]) return `${from} or above`
  if (band === SCORE_BAND_ORDER[SCORE_BAND_ORDER.length - 1]) return `below ${to}`
  return `${from} to ${to}`
}

/** The bands the colours stand for, highest first, for a legend: "8 or above", "6 to 8", … */
export const SCORE_LEGEND: readonly { band: ScoreBand; tone: ScoreTone; label: string }[] =
  SCORE_BAND_ORDER.map((band) => ({ band, tone: BAND_TONE[band], label: bandLabel(band) }))

/** Tinted backgrounds with dark text (AA contrast) and a stronger dot, so the number always leads. */
export const toneStyles: Record<ScoreTone, { chip: string; dot: string; bar: string }> = {
  green: { chip: 'bg-green-50 text-green-900 ring-green-200', dot: 'bg-green-600', bar: 'bg-green-600' },
  amber: { chip: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-400', bar: 'bg-amber-400' },
  orange: {
    chip: 'bg-orange-50 text-orange-900 ring-orange-200',
    dot: 'bg-orange-600',
    bar: 'bg-orange-600',
  },
  red: { chip: 'bg-red-50 text-red-900 ring-red-200', dot: 'bg-red-600', bar: 'bg-red-600' },
  grey: { chip: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400', bar: 'bg-slate-300' },
}

/**
 * Fill colours for chart marks (SVG needs values, not classes): each at least 3:1 against white,
 * and amber lighter than orange so the two bands stay apart.
 */
export const toneFill: Record<ScoreTone, string> = {
  green: '#15803d',
  amber: '#d97706',
  orange: '#c2410c',
  red: '#b91c1c',
  grey: '#64748b',
}

/** One decimal, or an em dash when there is no score. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—'
  return score.toFixed(1)
}
