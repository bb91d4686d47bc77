import { formatDate } from '../../../lib/format.ts'

/** A billing date as every date is written: 'Dec 6, 2026'. */
export function formatBillingDate(iso: string | null): string {
  if (!iso) return '—'
  return formatDate(iso)
}
