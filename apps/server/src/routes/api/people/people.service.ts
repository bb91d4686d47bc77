import type { FastifyInstance } from 'fastify'
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors.ts'
import {
  type AuthContext,
  actsOutsideOwnTenant,
  hasRole,
  NOT_A_MEMBER_HERE,
} from '../../../plugins/app/auth/index.ts'
import { peopleRepository } from './people.repository.ts'

/**
 * People and "This is me": a member (role user and above) links themself to a person; an admin
 * links any member of the tenant, taking the person over from whoever had it. Viewers only read.
 */
export function peopleService(app: FastifyInstance) {
  const repo = peopleRepository(app.deps.database.db)

  async function personOf(auth: AuthContext, personId: string) {
    const person = await repo.find(auth.tenantId, personId)
    if (!person) throw new NotFoundError('Person')
    return person
  }

  return {
    async list(auth: AuthContext) {
      const people = await repo.list(auth.tenantId)
      // Who each person is linked to is named to the tenant's admins, who manage the links.
      const names = hasRole(auth.role, 'admin')
        ? await repo.memberNames(auth.tenantId, [
            ...new Set(people.flatMap((p) => (p.user_id === null ? [] : [p.user_id]))),
          ])
        : null
      return {
        people: people.map((p) => ({
          ...p,
          is_me: p.user_id === auth.user.id,
          ...(names && p.user_id !== null ? { user_full_name: names.get(p.user_id) ?? null } : {}),
        })),
      }
    },

    async link(auth: AuthContext, personId: string, userId: string) {
      const person = await personOf(auth, personId)
      const admin = hasRole(auth.role, 'admin')
      if (userId !== auth.user.id && !admin)
        throw new ForbiddenError('Only an admin can link another member to a person.')
      if (userId === auth.user.id && actsOutsideOwnTenant(auth)) throw new ForbiddenError(NOT_A_MEMBER_HERE)
      if (!(await repo.userInTenant(auth.tenantId, userId))) throw new NotFoundError('User')
      if (!(await repo.link(auth.tenantId, personId, userId, admin)))
        throw new ConflictError(`${person.full_name} is already linked to another member.`)
      return { ...person, user_id: userId }
    },

    async unlink(auth: AuthContext, personId: string) {
      const person = await personOf(auth, personId)
      if (person.user_id !== null && person.user_id !== auth.user.id && !hasRole(auth.role, 'admin'))
        throw new ForbiddenError('Only an admin can unlink another member.')
      await repo.unlink(auth.tenantId, personId)
      return { ...person, user_id: null }
    },
  }
}
