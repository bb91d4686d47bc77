/** Spec §9 score colours: 8 or above green, 6 or above amber, 4 or above orange, below 4 red, none grey. */
export type ScoreTone = 'green' | 'amber' | 'orange' | 'red' | 'grey'

export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score === null || score === undefined || Number.isNaN(score)) return 'grey'
  if (score >= 8) return 'green'
  if (score >= 6) return 'amber'
  if (score >= 4) return 'orange'
  return 'red'
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

/** The bands the bar colours stand for, for the chart's legend. */
export const SCORE_BANDS: readonly { tone: ScoreTone; label: string }[] = [
  { tone: 'green', label: '8 or above' },
  { tone: 'amber', label: '6 to 8' },
  { tone: 'orange', label: '4 to 6' },
  { tone: 'red', label: 'below 4' },
]

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined || Number.isNaN(score) ? '—' : score.toFixed(1)
}

/** "+0.4", "−1.2", "0.0", or an em dash. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || Number.isNaN(change)) return '—'
  if (change > 0) return `+${change.toFixed(1)}`
  if (change < 0) return `−${Math.abs(change).toFixed(1)}`
  return '0.0'
}

/** "Mar 2, 2026" for a YYYY-MM-DD day, without time-zone drift. */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return day
  return new Intl.DateTimeFormat('en-US', options).format(new Date(y, m - 1, d))
}

/** "Mar 2" for an axis tick. */
export function formatShortDay(day: string): string {
  return formatDay(day, { month: 'short', day: 'numeric' })
}
