import type { Role } from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionRow, TenantRow, UserRow } from '../../../db/schema/index.ts'
import { ForbiddenError, UnauthorizedError } from '../../../lib/errors.ts'
import { bearerToken, SESSION_HOURS, sessionTokens } from './session-token.ts'
import { type SessionsRepository, sessionsRepository } from './sessions.repository.ts'

/** Who is asking, resolved from the bearer token on every protected request. */
export interface AuthContext {
  session: SessionRow
  user: UserRow
  /** The tenant the session acts in (the impersonated one while impersonating). */
  tenant: TenantRow
  originalTenant: TenantRow | null
  tenantId: string
  role: Role
}

export interface IssuedSession {
  accessToken: string
  session: SessionRow
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyInstance {
    sessions: SessionsRepository & {
      issue(
        values: { userId: string; tenantId: string; originalTenantId?: string | null },
        request: FastifyRequest,
      ): Promise<IssuedSession>
    }
    /** preValidation: the request must carry a valid session. */
    authenticate: (request: FastifyRequest) => Promise<void>
    /** preValidation: a valid session with one of these roles (403 otherwise). */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>
  }
}

const roleRank: Record<Role, number> = { viewer: 0, user: 1, admin: 2, super_admin: 3 }

/** True when `role` is at least `minimum` in viewer < user < admin < super_admin. */
export function hasRole(role: Role, minimum: Role): boolean {
  return roleRank[role] >= roleRank[minimum]
}

/**
 * A super admin impersonating a tenant acts in it without being one of its members, so they are
 * none of its meeting participants: "This is me" is refused with this message.
 */
export const NOT_A_MEMBER_HERE =
  'You are impersonating this organization: "This is me" links your own account, which is not a member here. Exit impersonation to mark yourself in your own meetings.'

/** The session acts in a tenant the account is not a member of (a super admin impersonating). */
export function actsOutsideOwnTenant(auth: Pick<AuthContext, 'user' | 'tenantId'>): boolean {
  return auth.user.tenantId !== auth.tenantId
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError()
  return request.auth
}

export const auth = fp(
  async (app: FastifyInstance) => {
    const tokens = sessionTokens(app.deps.appSecret)
    const repository = sessionsRepository(app.deps.database.db)

    app.decorateRequest('auth', null)
    app.decorate('sessions', {
      ...repository,
      async issue(values, request) {
        const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000)
        const session = await repository.create(
          { ...values, expiresAt },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        )
        return { accessToken: await tokens.sign(session.id, expiresAt), session }
      },
    })

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request)
      if (!token) throw new UnauthorizedError()
      const sessionId = await tokens.verify(token)
      if (!sessionId) throw new UnauthorizedError('Your session has expired. Please sign in again.')
      const found = await repository.findActive(sessionId)
      if (!found || found.session.expiresAt.getTime() <= Date.now()) {
        throw new UnauthorizedError('Your session has expired. Please sign in again.')
      }
      if (!found.user.isActive || found.tenant.status !== 'active') {
        await repository.revoke(sessionId)
        throw new UnauthorizedError('Your account is no longer active. Contact your administrator.')
      }
      request.auth = {
        session: found.session,
        user: found.user,
        tenant: found.tenant,
        originalTenant: found.originalTenant,
        tenantId: found.tenant.id,
        role: found.user.role,
      }
    }

    app.decorate('authenticate', authenticate)
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await authenticate(request)
      const role = request.auth?.role
      if (!role || !roles.includes(role)) throw new ForbiddenError()
    })
  },
  { name: 'auth' },
)
