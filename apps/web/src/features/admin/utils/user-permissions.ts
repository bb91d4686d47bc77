import type { User } from '@rapport/contracts'

/** What the signed-in user may do to one row of the users table. */
export type UserRowPermissions = {
  edit: boolean
  /** Activate/deactivate and delete go together: the server has the same rules for both. */
  changeStatusOrDelete: boolean
  /** On their own row: role and tenant stay as they are. */
  self: boolean
}

/**
 * The server's rules (users.service.ts), so the table offers only what the server would accept:
 * only a super admin changes a super admin's account, and no one deactivates or deletes their own.
 */
export function userRowPermissions(me: User | null, row: User): UserRowPermissions {
  const self = me?.user_id === row.user_id
  const edit = me !== null && (row.role !== 'super_admin' || me.role === 'super_admin')
  return { edit, changeStatusOrDelete: edit && !self, self }
}
