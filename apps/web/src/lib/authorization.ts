import { type CurrentTenant, LLM_TENANT_SLUG, type Role } from '@rapport/contracts'

// Each role holds every right of the roles before it.
const rank: Record<Role, number> = { viewer: 0, user: 1, admin: 2, super_admin: 3 }

export function hasRole(userRole: Role, required: Role): boolean {
  return rank[userRole] >= rank[required]
}

export const roleLabels: Record<Role, string> = {
  viewer: 'Viewer',
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
}

/**
 * Issue 21: Administration is offered where there is something to administer — every tenant for a
 * super admin; a team's members, invitations and settings; the LLM tenant's providers. An individual
 * account's admin would find one tab listing only themselves: they get Settings (with their plan).
 */
export function hasSomethingToAdminister(
  role: Role,
  tenant: Pick<CurrentTenant, 'is_team_account' | 'tenant_slug'>,
): boolean {
  if (role === 'super_admin') return true
  if (!hasRole(role, 'admin')) return false
  return tenant.is_team_account || tenant.tenant_slug === LLM_TENANT_SLUG
}
