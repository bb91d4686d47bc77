import { PLAN } from '@rapport/contracts'
import type { TenantRow } from '../db/schema/index.ts'

type LimitFields = Pick<TenantRow, 'isTeamAccount' | 'slug' | 'maxMeetingsPerMonth'>

/** Team accounts and the `default` tenant are managed by super admins and never gated by billing. */
export function billingExempt(tenant: Pick<TenantRow, 'isTeamAccount' | 'slug'>): boolean {
  return tenant.isTeamAccount || tenant.slug === 'default'
}

/**
 * The meetings a tenant may analyse per calendar month: the one source for the upload allowance
 * and for every place that shows the limit. An individual (billed) account has the plan's limit,
 * whether or not it subscribed yet (it showed the column's default of 100 until checkout wrote
 * 20); a team account or the default tenant has the limit its super admins set.
 */
export function meetingLimitOf(tenant: LimitFields): number {
  return billingExempt(tenant) ? tenant.maxMeetingsPerMonth : PLAN.meetingsPerMonth
}
