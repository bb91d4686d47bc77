import { formatClock, formatShare } from '@rapport/analysis/rules'

/**
 * The one way the web app writes dates, clock times and percentages (issue 30): `/home` printed
 * ISO days while other pages wrote "Nov 27, 2026", a quote's time read 1:24:30 on one screen and
 * 1:24:31 on another, a goal's progress 44% on one and 44.3% on the next. Every screen goes through
 * these.
 */

/**
 * Days are written by hand, not by `Intl.DateTimeFormat`: building one costs a first load about as
 * much CPU as rendering the meeting page (ICU's locale data; three were built when this module
 * loaded), and en-US's short form is fixed. format.test.ts holds both to Intl's output.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

function monthDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`
}

/** The time of day needs Intl (its spacing before AM/PM varies by ICU version): built on first use. */
let timeFormat: Intl.DateTimeFormat | undefined

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day (YYYY-MM-DD, read as that day wherever the user is) or an instant (an ISO time,
 * read in the user's own time zone), as a Date at local midnight or that instant; null if neither.
 */
function toDate(value: string): Date | null {
  const day = CALENDAR_DAY.exec(value)
  if (day) {
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    return Number.isNaN(date.getTime()) ? null : date
  }
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** "Nov 27, 2026": a meeting's day, a deadline, an expiry. Text that is no date reads 'Invalid Date' (as the spec has it for invitations). */
export function formatDate(value: string): string {
  const date = toDate(value)
  return date ? `${monthDay(date)}, ${date.getFullYear()}` : 'Invalid Date'
}

/** "Nov 27": a chart's axis tick, where the year is in the range around it. */
export function formatShortDate(value: string): string {
  const date = toDate(value)
  return date ? monthDay(date) : value
}

/** "Nov 27, 2026, 3:04 PM": when something happened (an upload), in the user's time zone. */
export function formatDateTime(value: string): string {
  const date = toDate(value)
  if (!date) return value
  timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
  return `${formatDate(value)}, ${timeFormat.format(date)}`
}

/** A whole count with thousands separators, "12,345", as `toLocaleString('en-US')` writes it (without Intl). */
export function formatCount(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A position in the recording, "1:15" or "1:24:30", seconds floored (the engine's texts use the same). */
export { formatClock }

/**
 * A percentage as a whole number, "44%": rounded to the one decimal it is kept at, then to the whole
 * percent (as talk shares are), so 44.3 and 44.45 read the same on every screen.
 */
export function formatPercent(percent: number): string {
  return formatShare(percent)
}
