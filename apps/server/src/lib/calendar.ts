/** The first instant of the current calendar month (UTC): meeting allowances renew then. */
export function currentMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** Upload statuses that use up the month's allowance (failed and cancelled ones do not). */
export const COUNTED_UPLOAD_STATUSES = ['pending', 'processing', 'completed'] as const
