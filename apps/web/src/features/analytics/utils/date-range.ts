import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '@rapport/contracts'

export type DateRange = { start: string; end: string }

/** YYYY-MM-DD of a local calendar day: meetings carry the day the user gave them, not a UTC instant. */
function isoDay(date: Date): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** The last `days` days, today included (the API includes both ends). */
export function rangeEndingOn(days: number, today: Date): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))
  return { start: isoDay(start), end: isoDay(today) }
}

/** A range from the URL, or the default 90 days when it is missing or not one the page offers. */
export function parseRange(value: string | null): AnalyticsRange {
  const days = Number(value)
  return ANALYTICS_RANGES.find((r) => r === days) ?? DEFAULT_ANALYTICS_RANGE
}
