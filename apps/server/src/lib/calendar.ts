/** The first instant of the current calendar month (UTC): meeting allowances renew then. */
export function currentMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** Upload statuses that use up the month's allowance (failed and cancelled ones do not). */
export const COUNTED_UPLOAD_STATUSES = ['pending', 'processing', 'completed'] as const

/**
 * The same day `months` calendar months later (UTC), or that month's last day when it is shorter:
 * 31 January + 1 month is 28 (or 29) February, never 3 March.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return target
}
