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
