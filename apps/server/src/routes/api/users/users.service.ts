import type { CreateUserRequest, UpdateUserRequest, UserListQuery } from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../../../db/database.ts'
import type { UserRow } from '../../../db/schema/index.ts'
import {
  ConflictError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from '../../../lib/errors.ts'
import { hashPassword } from '../../../lib/passwords.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { presentUser } from '../../../plugins/app/auth/presenters.ts'
import { isUniqueViolation, usersRepository } from './users.repository.ts'

export const SELECT_TENANT = 'Please select a tenant for the new user'
export const TEAM_ONLY = 'Users can only be added to team accounts.'
export const EMAIL_TAKEN = 'A user with this email already exists'
const SUPER_ADMIN_ONLY = 'Only a super administrator can change a super administrator.'

export function usersService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = usersRepository(db)

  /** The tenant an admin may touch; null for a super_admin, who manages every tenant. */
  const scopeOf = (auth: AuthContext) => (auth.role === 'super_admin' ? null : auth.tenantId)

  const limitMessage = (max: number) =>
    `This organization has reached its limit of ${max} user${max === 1 ? '' : 's'}. Ask a super administrator to raise it.`

  const fieldError = (field: string, message: string) =>
    new ValidationError(message, { fields: [{ field, in: 'body', message }] })

  /** Locks the tenant a user is about to join and checks it has a free seat. */
  async function reserveSeat(tenantId: string, tx: Executor) {
    const tenant = await repo.lockTenant(tenantId, tx)
    if (!tenant) throw new NotFoundError('Tenant')
    if (!tenant.isTeamAccount) throw new ForbiddenError(TEAM_ONLY)
    if ((await repo.countUsers(tenant.id, tx)) >= tenant.maxUsers) {
      throw new LimitReachedError(limitMessage(tenant.maxUsers), { limit: 'max_users', max: tenant.maxUsers })
    }
    return tenant
  }

  /** A user the caller may manage: in scope (404 otherwise) and no super_admin unless they are one. */
  async function findManaged(auth: AuthContext, id: string, tx: Executor) {
    const found = await repo.find(id, scopeOf(auth), tx)
    if (!found) throw new NotFoundError('User')
    if (found.user.role === 'super_admin' && auth.role !== 'super_admin')
      throw new ForbiddenError(SUPER_ADMIN_ONLY)
    return found
  }

  async function withEmailGuard<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN)
      throw error
    }
  }

  return {
    async list(auth: AuthContext, query: UserListQuery) {
      // An admin's tenant filter is ignored: they only ever see their own tenant.
      const tenantId = auth.role === 'super_admin' ? (query.tenant_id ?? null) : auth.tenantId
      const { rows, total } = await repo.list({
        tenantId,
        search: query.search,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      })
      return {
        users: rows.map((r) => presentUser(r.user, r.tenantName)),
        total,
        total_pages: Math.ceil(total / query.per_page),
        page: query.page,
      }
    },

    async create(auth: AuthContext, input: CreateUserRequest, request: FastifyRequest) {
      const tenantId = auth.role === 'super_admin' ? input.tenant_id : auth.tenantId
      if (!tenantId) throw fieldError('tenant_id', SELECT_TENANT)
      const passwordHash = await hashPassword(input.password)
      return withEmailGuard(async (tx) => {
        const tenant = await reserveSeat(tenantId, tx)
        if (await repo.emailTaken(input.email, undefined, tx)) throw new ConflictError(EMAIL_TAKEN)
        const user = await repo.create(
          {
            tenantId: tenant.id,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            role: input.role,
          },
          tx,
        )
        await app.audit(
          request,
          {
            action: 'user.create',
            tenantId: tenant.id,
            targetType: 'user',
            targetId: user.id,
            details: { email: user.email, role: user.role },
          },
          tx,
        )
        return { user: presentUser(user, tenant.name) }
      })
    },

    async update(auth: AuthContext, id: string, input: UpdateUserRequest, request: FastifyRequest) {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined
      return withEmailGuard(async (tx) => {
        const { user: current, tenantName } = await findManaged(auth, id, tx)
        const self = current.id === auth.user.id
        if (input.role && input.role !== current.role && self) {
          throw fieldError('role', 'You cannot change your own role.')
        }
        let tenant = { id: current.tenantId, name: tenantName }
        // A blank or unchanged tenant_id keeps the user where they are.
        const target = input.tenant_id || current.tenantId
        const moving = target !== current.tenantId
        if (moving) {
          if (auth.role !== 'super_admin') {
            throw new ForbiddenError('Only super administrators can move users between tenants.')
          }
          if (self) throw fieldError('tenant_id', 'You cannot move your own account to another tenant.')
          tenant = await reserveSeat(target, tx)
        }
        if (await repo.emailTaken(input.email, id, tx)) throw new ConflictError(EMAIL_TAKEN)

        const updated = await repo.update(
          id,
          {
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            ...(input.role ? { role: input.role } : {}),
            ...(moving ? { tenantId: tenant.id } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          },
          tx,
        )
        if (!updated) throw new NotFoundError('User')
        // A moved user signs in again into the new tenant; a new password ends other sessions.
        if (moving) await app.sessions.revokeForUser(id, undefined, tx)
        else if (passwordHash) await app.sessions.revokeForUser(id, self ? auth.session.id : undefined, tx)
        await app.audit(
          request,
          {
            action: 'user.update',
            tenantId: updated.tenantId,
            targetType: 'user',
            targetId: id,
            details: { changes: changes(current, updated), password_changed: passwordHash !== undefined },
          },
          tx,
        )
        return { user: presentUser(updated, tenant.name) }
      })
    },

    async toggleStatus(auth: AuthContext, id: string, request: FastifyRequest) {
      return db.transaction(async (tx) => {
        const { user: current, tenantName } = await findManaged(auth, id, tx)
        if (current.id === auth.user.id) throw new ValidationError('You cannot deactivate your own account.')
        const updated = await repo.update(id, { isActive: !current.isActive }, tx)
        if (!updated) throw new NotFoundError('User')
        if (!updated.isActive) await app.sessions.revokeForUser(id, undefined, tx)
        await app.audit(
          request,
          {
            action: 'user.status',
            tenantId: updated.tenantId,
            targetType: 'user',
            targetId: id,
            details: { email: updated.email, is_active: updated.isActive },
          },
          tx,
        )
        return { user: presentUser(updated, tenantName) }
      })
    },

    async remove(auth: AuthContext, id: string, request: FastifyRequest) {
      await db.transaction(async (tx) => {
        const { user: current } = await findManaged(auth, id, tx)
        if (current.id === auth.user.id) throw new ValidationError('You cannot delete your own account.')
        if (!(await repo.remove(id, tx))) throw new NotFoundError('User')
        await app.audit(
          request,
          {
            action: 'user.delete',
            tenantId: current.tenantId,
            targetType: 'user',
            targetId: id,
            details: { email: current.email, role: current.role },
          },
          tx,
        )
      })
      return { message: 'User deleted' }
    },
  }
}

// Audit details use the API's field names; the password never appears, only whether it changed.
const audited = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  role: 'role',
  tenant_id: 'tenantId',
} as const satisfies Record<string, keyof UserRow>

function changes(before: UserRow, after: UserRow): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [field, key] of Object.entries(audited)) {
    if (before[key] !== after[key]) out[field] = { from: before[key], to: after[key] }
  }
  return out
}
