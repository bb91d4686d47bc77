/** A billing date as people read it: 'December 6, 2026'. */
export function formatBillingDate(iso: string | null): string {
  if (!iso) return '—'
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso))
}
