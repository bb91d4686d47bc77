/**
 * How a metric's value is written ("43%", "152 wpm"), apart from the catalogue's data so that a
 * page that writes a value without showing the catalogue does not carry it (the web's meeting page:
 * decision 013). metric-catalogue.ts re-exports both.
 */
import {
  formatGrade,
  formatPer10Min,
  formatPer100,
  formatPer1000,
  formatPercent,
  formatPercentPrecise,
  formatSeconds,
  formatWords,
  formatWpm,
} from './metrics/format.ts'

/** How a value is written next to its score (see formatMetricValue). */
export type MetricFormat =
  | 'percent'
  | 'percent_precise'
  | 'wpm'
  | 'per_100_words'
  | 'per_1000_words'
  | 'per_10_min'
  | 'words'
  | 'grade'
  | 'seconds'

const FORMATTERS: Record<MetricFormat, (value: number) => string> = {
  percent: formatPercent,
  percent_precise: formatPercentPrecise,
  wpm: formatWpm,
  per_100_words: formatPer100,
  per_1000_words: formatPer1000,
  per_10_min: formatPer10Min,
  words: formatWords,
  grade: formatGrade,
  seconds: formatSeconds,
}

/** A value written the way the product shows it (formatMetricValue("wpm", 151.6) → "152 wpm"). */
export function formatMetricValue(format: MetricFormat, value: number): string {
  return FORMATTERS[format](value)
}
