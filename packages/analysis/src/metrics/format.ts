/** Value → the short string the product shows next to a score. */

function fixed(value: number, digits: number): string {
  const f = 10 ** digits
  const rounded = Math.round(value * f) / f
  return rounded.toFixed(digits).replace(/\.0+$/, '')
}

export const formatPercent = (value: number): string => `${fixed(value, 0)}%`

export const formatPercentPrecise = (value: number): string => `${fixed(value, value < 10 ? 1 : 0)}%`

export const formatWpm = (value: number): string => `${fixed(value, 0)} wpm`

export const formatPer100 = (value: number): string => `${fixed(value, 1)} per 100 words`

export const formatPer1000 = (value: number): string => `${fixed(value, 1)} per 1,000 words`

export const formatPer10Min = (value: number): string => `${fixed(value, 1)} per 10 min`

export const formatWords = (value: number): string => `${fixed(value, value < 10 ? 1 : 0)} words`

export const formatGrade = (value: number): string => `grade ${fixed(value, 1)}`

/**
 * A count as `n.toLocaleString('en-US')` writes it (1234 → "1,234"), without the locale machinery
 * for whole numbers: evidence texts write thousands of counts per meeting, and toLocaleString was
 * the costliest part of making them. Anything else (fractions, negatives, -0) goes to
 * toLocaleString.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || Object.is(n, -0)) return n.toLocaleString('en-US')
  const digits = String(n)
  if (digits.length <= 3) return digits
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1)
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`
  return out
}

/** 45 → "45 s", 135 → "2 min 15 s". */
export function formatSeconds(value: number): string {
  const s = Math.round(value)
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  const rest = s % 60
  return rest === 0 ? `${m} min` : `${m} min ${rest} s`
}

/** Position in the recording (h:mm:ss, floored): one formatter for the engine and the web app. */
export { formatClock } from '../rules.ts'
