import type { Role } from '@rapport/contracts'

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
