/** "+0.4", "−1.2", "0.0", or an em dash. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || Number.isNaN(change)) return '—'
  if (change > 0) return `+${change.toFixed(1)}`
  if (change < 0) return `−${Math.abs(change).toFixed(1)}`
  return '0.0'
}
