export type ScoreTone = 'green' | 'amber' | 'orange' | 'red' | 'grey'

/** Spec §9: 8 or above green, 6 or above amber, 4 or above orange, below 4 red, none grey. */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score === null || score === undefined || Number.isNaN(score)) return 'grey'
  if (score >= 8) return 'green'
  if (score >= 6) return 'amber'
  if (score >= 4) return 'orange'
  return 'red'
}

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

/** One decimal, or an em dash when there is no score. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—'
  return score.toFixed(1)
}
