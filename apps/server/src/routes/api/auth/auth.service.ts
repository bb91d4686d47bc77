import { randomBytes } from 'node:crypto'
import {
  type ChangePasswordRequest,
  type LoginRequest,
  profileMessages,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { passwordResetEmail } from '../../../emails/templates.ts'
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts'
import { hashLinkToken, newLinkToken } from '../../../lib/secure-token.ts'
import { type AuthContext, requireAuth } from '../../../plugins/app/auth/index.ts'
import {
  presentAuth,
  presentSession,
  presentUser,
  splitFullName,
} from '../../../plugins/app/auth/presenters.ts'
import { authRepository } from './auth.repository.ts'

export const RESET_TOKEN_MINUTES = 60
const FAILED_LOGINS = { max: 10, windowSeconds: 15 * 60 }
const RESET_REQUESTS = { max: 5, windowSeconds: 60 * 60 }
export const INVALID_CREDENTIALS = 'Invalid email or password'
export const INACTIVE_ACCOUNT = 'This account has been deactivated. Contact your administrator.'
export const INACTIVE_TENANT = "Your organization's account is inactive. Contact your administrator."
export const RESET_REQUESTED = 'If an account exists with that email, a password reset link has been sent.'
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token'

// Verified against when the e-mail is unknown, so both answers take as long.
const dummyHash = hashPassword(randomBytes(16).toString('hex'))

export function authService(app: FastifyInstance) {
  const repo = authRepository(app.deps.database.db)
  const publicUrl = app.deps.env.PUBLIC_URL ?? `http://localhost:${app.deps.env.PORT}`

  async function startSession(userId: string, tenantId: string, request: FastifyRequest) {
    const issued = await app.sessions.issue({ userId, tenantId }, request)
    return issued.accessToken
  }

  return {
    async register(input: RegisterRequest, request: FastifyRequest) {
      if (await repo.findUserByEmail(input.email)) {
        throw new ConflictError('An account with this email already exists')
      }
      const passwordHash = await hashPassword(input.password)
      const { firstName, lastName } = splitFullName(input.full_name)
      // Sign-up always makes a new individual tenant with the user as its admin; joining an
      // existing tenant goes through an invitation, never through tenant_id or role here.
      const { user, tenant } = await app.deps.database.db.transaction(async (tx) => {
        const tenant = await repo.createTenant(
          { name: input.full_name, slug: individualSlug(input.full_name), isTeamAccount: false, maxUsers: 1 },
          tx,
        )
        const user = await repo.createUser(
          {
            tenantId: tenant.id,
            email: input.email,
            firstName,
            lastName,
            passwordHash,
            role: 'admin',
            lastLogin: new Date(),
          },
          tx,
        )
        return { user, tenant }
      })
      const accessToken = await startSession(user.id, tenant.id, request)
      return { access_token: accessToken, ...presentSession(user, tenant, null) }
    },

    async login(input: LoginRequest, request: FastifyRequest) {
      const lockKey = `login:${input.email}`
      // Every attempt is counted before its password is checked, in one atomic step: checking the
      // count first and counting the failure afterwards let a burst of concurrent guesses all pass
      // the check. Past the limit the lock refuses every password, the right one too, and says
      // when it ends.
      await app.attempts.hit(lockKey, FAILED_LOGINS)
      const found = await repo.findUserByEmail(input.email)
      const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), input.password)
      if (!found || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS)
      // The right password: the count starts again, and this attempt was not a failure.
      const failures = (await app.attempts.reset(lockKey)) - 1
      if (!found.user.isActive) throw new ForbiddenError(INACTIVE_ACCOUNT)
      if (found.tenant.status !== 'active') throw new ForbiddenError(INACTIVE_TENANT)
      if (failures > 0) {
        // A success after failures is worth an administrator's look (a guess that came right).
        await app.audit(request, {
          action: 'auth.login_after_failures',
          tenantId: found.tenant.id,
          targetType: 'user',
          targetId: found.user.id,
          details: { failed_attempts: failures },
        })
      }
      const user = (await repo.updateUser(found.user.id, { lastLogin: new Date() })) ?? found.user
      const accessToken = await startSession(user.id, found.tenant.id, request)
      return { access_token: accessToken, ...presentSession(user, found.tenant, null) }
    },

    async logout(auth: AuthContext) {
      await app.sessions.revoke(auth.session.id)
    },

    me(request: FastifyRequest) {
      return presentAuth(requireAuth(request))
    },

    async requestPasswordReset(email: string) {
      await app.attempts.hit(`reset:${email}`, RESET_REQUESTS)
      const found = await repo.findUserByEmail(email)
      if (found?.user.isActive) {
        const { token, hash } = newLinkToken()
        await repo.retireResetTokens(found.user.id)
        await repo.createResetToken(found.user.id, hash, new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000))
        await app.mailer.send(passwordResetEmail(found.user.email, `${publicUrl}/reset-password/${token}`))
      }
      return { message: RESET_REQUESTED }
    },

    async validateResetToken(token: string) {
      const found = await repo.findUsableResetToken(hashLinkToken(token))
      return found ? { valid: true, email: found.user.email } : { valid: false, error: INVALID_RESET_TOKEN }
    },

    async resetPassword(input: ResetPasswordRequest) {
      const passwordHash = await hashPassword(input.password)
      await app.deps.database.db.transaction(async (tx) => {
        const found = await repo.findUsableResetToken(hashLinkToken(input.token), tx)
        if (!found || !(await repo.useResetToken(found.token.id, tx))) {
          throw new ValidationError(INVALID_RESET_TOKEN)
        }
        await repo.updateUser(found.user.id, { passwordHash }, tx)
        await repo.retireResetTokens(found.user.id, tx)
        await app.sessions.revokeForUser(found.user.id, undefined, tx)
      })
      return { message: 'Your password has been reset.' }
    },

    async updateProfile(auth: AuthContext, input: UpdateProfileRequest) {
      if (input.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        if (!input.current_password) {
          throw new ValidationError(profileMessages.passwordForEmail, { field: 'current_password' })
        }
        if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
          throw new ValidationError(profileMessages.wrongPassword, { field: 'current_password' })
        }
      }
      const other = await repo.findUserByEmail(input.email)
      if (other && other.user.id !== auth.user.id) {
        throw new ConflictError('An account with this email already exists')
      }
      const user = await repo.updateUser(auth.user.id, {
        ...splitFullName(input.full_name),
        email: input.email,
      })
      if (!user) throw new UnauthorizedError()
      return { user: presentUser(user, auth.tenant.name) }
    },

    async changePassword(auth: AuthContext, input: ChangePasswordRequest) {
      if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
        throw new ValidationError('Current password is incorrect')
      }
      const passwordHash = await hashPassword(input.new_password)
      await app.deps.database.db.transaction(async (tx) => {
        await repo.updateUser(auth.user.id, { passwordHash }, tx)
        await app.sessions.revokeForUser(auth.user.id, auth.session.id, tx)
      })
      return { message: 'Password changed successfully!' }
    },
  }
}

function individualSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `${base || 'workspace'}-${randomBytes(3).toString('hex')}`
}
