import type { AcceptInvitationRequest, CreateInvitationRequest, Invitation } from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { InvitationRow } from '../../../db/schema/index.ts'
import { invitationEmail } from '../../../emails/templates.ts'
import { ConflictError, ForbiddenError, LimitReachedError, NotFoundError } from '../../../lib/errors.ts'
import { hashPassword } from '../../../lib/passwords.ts'
import { hashLinkToken, newLinkToken } from '../../../lib/secure-token.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { fullName, presentSession, splitFullName } from '../../../plugins/app/auth/presenters.ts'
import { invitationsRepository } from './invitations.repository.ts'

export const INVITATION_DAYS = 7
export const INVALID_INVITATION = 'Invalid or expired invitation'
const TEAM_ONLY = 'Invitations are only available for team accounts.'

export function invitationsService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = invitationsRepository(db)
  const publicUrl = app.deps.env.PUBLIC_URL ?? `http://localhost:${app.deps.env.PORT}`

  function requireTeam(auth: AuthContext) {
    if (!auth.tenant.isTeamAccount) throw new ForbiddenError(TEAM_ONLY)
  }

  const limitMessage = (max: number) =>
    `This organization has reached its limit of ${max} user${max === 1 ? '' : 's'}. Ask a super administrator to raise it.`

  return {
    async list(auth: AuthContext) {
      requireTeam(auth)
      const rows = await repo.listOpen(auth.tenantId)
      return { invitations: rows.map((r) => present(r.invitation, r.tenantName)) }
    },

    async create(auth: AuthContext, input: CreateInvitationRequest, request: FastifyRequest) {
      requireTeam(auth)
      if (await repo.emailTaken(input.email)) throw new ConflictError('A user with this email already exists')
      if ((await repo.countUsers(auth.tenantId)) >= auth.tenant.maxUsers) {
        throw new LimitReachedError(limitMessage(auth.tenant.maxUsers), { limit: 'max_users' })
      }
      const { token, hash } = newLinkToken()
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000)
      const inviter = fullName(auth.user) || auth.user.email
      const invitation = await db.transaction(async (tx) => {
        // One open invitation per address: a new one replaces the old link.
        await repo.revokeOpenFor(auth.tenantId, input.email, tx)
        const row = await repo.create(
          {
            tenantId: auth.tenantId,
            email: input.email,
            role: input.role,
            tokenHash: hash,
            invitedBy: auth.user.id,
            invitedByName: inviter,
            expiresAt,
          },
          tx,
        )
        await app.audit(
          request,
          {
            action: 'invitation.create',
            tenantId: auth.tenantId,
            targetType: 'invitation',
            targetId: row.id,
            details: { email: input.email, role: input.role },
          },
          tx,
        )
        return row
      })
      await app.mailer.send(
        invitationEmail(input.email, `${publicUrl}/invite/${token}`, {
          inviter,
          tenantName: auth.tenant.name,
          role: input.role,
          expiresAt,
        }),
      )
      return { invitation: present(invitation, auth.tenant.name) }
    },

    async revoke(auth: AuthContext, id: string, request: FastifyRequest) {
      requireTeam(auth)
      await db.transaction(async (tx) => {
        const found = await repo.findOpen(auth.tenantId, id, tx)
        if (!found) throw new NotFoundError('Invitation')
        await repo.revoke(auth.tenantId, id, tx)
        await app.audit(
          request,
          {
            action: 'invitation.revoke',
            tenantId: auth.tenantId,
            targetType: 'invitation',
            targetId: id,
            details: { email: found.email },
          },
          tx,
        )
      })
      return { message: 'Invitation revoked' }
    },

    async show(token: string) {
      const found = await repo.findUsableByTokenHash(hashLinkToken(token))
      if (found?.tenant.status !== 'active') throw new NotFoundError('Invitation', INVALID_INVITATION)
      return { invitation: present(found.invitation, found.tenant.name) }
    },

    async accept(token: string, input: AcceptInvitationRequest, request: FastifyRequest) {
      const passwordHash = await hashPassword(input.password)
      const { user, tenant } = await db.transaction(async (tx) => {
        const found = await repo.findUsableByTokenHash(hashLinkToken(token), tx)
        if (found?.tenant.status !== 'active') throw new NotFoundError('Invitation', INVALID_INVITATION)
        const tenant = await repo.lockTenant(found.tenant.id, tx)
        if (!tenant) throw new NotFoundError('Invitation', INVALID_INVITATION)
        if (await repo.emailTaken(found.invitation.email, tx)) {
          throw new ConflictError('A user with this email already exists. Sign in instead.')
        }
        if ((await repo.countUsers(tenant.id, tx)) >= tenant.maxUsers) {
          throw new LimitReachedError(limitMessage(tenant.maxUsers), { limit: 'max_users' })
        }
        if (!(await repo.accept(found.invitation.id, tx)))
          throw new NotFoundError('Invitation', INVALID_INVITATION)
        const user = await repo.createUser(
          {
            tenantId: tenant.id,
            email: found.invitation.email,
            ...splitFullName(input.full_name),
            passwordHash,
            role: found.invitation.role,
            lastLogin: new Date(),
          },
          tx,
        )
        await app.audit(
          request,
          {
            action: 'invitation.accept',
            tenantId: tenant.id,
            targetType: 'user',
            targetId: user.id,
            details: { email: user.email, role: user.role },
          },
          tx,
        )
        return { user, tenant }
      })
      const issued = await app.sessions.issue({ userId: user.id, tenantId: tenant.id }, request)
      return { access_token: issued.accessToken, ...presentSession(user, tenant, null) }
    },
  }
}

function present(row: InvitationRow, tenantName: string): Invitation {
  return {
    invitation_id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedByName,
    tenant_name: tenantName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_expired: row.expiresAt.getTime() <= Date.now(),
  }
}
