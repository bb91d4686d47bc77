import type { CurrentTenant, ImpersonationContext, MeResponse, User } from '@rapport/contracts'
import type { TenantRow, UserRow } from '../../../db/schema/index.ts'
import { meetingLimitOf } from '../../../lib/meeting-limit.ts'
import type { AuthContext } from './index.ts'

export function presentUser(user: UserRow, tenantName: string): User {
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    role: user.role,
    tenant_id: user.tenantId,
    tenant_name: tenantName,
    is_active: user.isActive,
    last_login: user.lastLogin?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  }
}

export function presentTenant(tenant: TenantRow): CurrentTenant {
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    tenant_slug: tenant.slug,
    is_team_account: tenant.isTeamAccount,
    max_users: tenant.maxUsers,
    max_meetings_per_month: meetingLimitOf(tenant),
    subscription_tier: tenant.subscriptionTier,
    share_link_days: tenant.shareLinkDays,
  }
}

export function presentSession(
  user: UserRow,
  tenant: TenantRow,
  originalTenant: TenantRow | null,
): MeResponse {
  const impersonation: ImpersonationContext = {
    is_impersonating: originalTenant !== null,
    original_tenant_name: originalTenant?.name ?? null,
  }
  // While impersonating, the user acts inside the target tenant.
  return {
    user: { ...presentUser(user, tenant.name), tenant_id: tenant.id },
    tenant: presentTenant(tenant),
    impersonation_context: impersonation,
  }
}

export function presentAuth(auth: AuthContext): MeResponse {
  return presentSession(auth.user, auth.tenant, auth.originalTenant)
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ')
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/)
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') }
}
