import type {
  CreateTenantRequest,
  Tenant,
  TenantSettingsRequest,
  TenantStatus,
  TenantUsage,
  UpdateTenantRequest,
} from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_TENANT_SLUG } from '../../../bootstrap.ts'
import type { Executor } from '../../../db/database.ts'
import type { TenantRow } from '../../../db/schema/index.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.ts'
import { meetingLimitOf } from '../../../lib/meeting-limit.ts'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { presentTenant } from '../../../plugins/app/auth/presenters.ts'
import { isUniqueViolation, type TenantValues, tenantsRepository } from './tenants.repository.ts'

export const SETTINGS_TEAM_ONLY = 'Tenant settings are only available for team accounts.'
export const SETTINGS_LIMITS_SUPER_ADMIN_ONLY =
  'Only super administrators can change the subscription tier and limits. Contact support to change them.'
export const SLUG_TAKEN = 'A tenant with this slug already exists'

export function tenantsService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = tenantsRepository(db)

  async function lockOrNotFound(id: string, tx: Executor) {
    const row = await repo.lock(id, tx)
    if (!row) throw new NotFoundError('Tenant')
    return row
  }

  /** The tenants a super_admin stands in: their own, and the one they impersonate. */
  function isOwnTenant(auth: AuthContext, tenantId: string) {
    return tenantId === auth.user.tenantId || tenantId === auth.tenantId
  }

  function guardDeactivation(auth: AuthContext, row: TenantRow) {
    if (row.slug === DEFAULT_TENANT_SLUG)
      throw new ValidationError('The default tenant cannot be deactivated.')
    if (isOwnTenant(auth, row.id)) {
      throw new ValidationError('You cannot deactivate the tenant you are signed in to.')
    }
  }

  /** The default tenant runs the product (its admins manage users and LLM providers): always a team. */
  function guardDefaultTeam(row: TenantRow, isTeamAccount: boolean | undefined) {
    if (row.slug === DEFAULT_TENANT_SLUG && isTeamAccount === false)
      throw new ValidationError('The default tenant is always a team account.')
  }

  /** Nobody may stay signed in to an inactive tenant, in it or (as a member) impersonating elsewhere. */
  async function signOutEveryone(tenantId: string, tx: Executor) {
    await app.sessions.revokeForTenant(tenantId, tx)
    await repo.revokeMemberSessions(tenantId, tx)
  }

  async function guardMaxUsers(tenantId: string, maxUsers: number | undefined, tx: Executor) {
    if (maxUsers === undefined) return
    const current = await repo.countUsers(tenantId, tx)
    if (maxUsers < current) {
      const message = `Max users cannot be lower than the current number of users (${current}).`
      throw new ValidationError(message, { fields: [{ field: 'max_users', in: 'body', message }] })
    }
  }

  /** A tenant's users and meetings this month, for an answer that shows them (never a fixed 0). */
  async function counts(id: string, tx: Executor): Promise<[users: number, meetings: number]> {
    return [await repo.countUsers(id, tx), await repo.countMeetingsThisMonth(id, tx)]
  }

  async function guardSlug(slug: string, exceptId: string | undefined, tx: Executor) {
    if (await repo.slugTaken(slug, exceptId, tx)) throw new ConflictError(SLUG_TAKEN)
  }

  /** Runs `work` in a transaction, answering 409 when a concurrent request took the slug first. */
  async function withSlugGuard<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(SLUG_TAKEN)
      throw error
    }
  }

  return {
    async list() {
      const rows = await repo.listWithCounts()
      return { tenants: rows.map((r) => present(r.tenant, r.userCount ?? 0, r.meetingCount ?? 0)) }
    },

    async create(input: CreateTenantRequest, request: FastifyRequest) {
      const tenant = await withSlugGuard(async (tx) => {
        await guardSlug(input.tenant_slug, undefined, tx)
        const row = await repo.create(
          {
            name: input.tenant_name,
            slug: input.tenant_slug,
            status: input.status,
            subscriptionTier: input.subscription_tier,
            maxUsers: input.max_users,
            maxMeetingsPerMonth: input.max_meetings_per_month,
            features: input.features,
            isTeamAccount: input.is_team_account,
          },
          tx,
        )
        await app.audit(
          request,
          {
            action: 'tenant.create',
            tenantId: row.id,
            targetType: 'tenant',
            targetId: row.id,
            details: { ...input },
          },
          tx,
        )
        return row
      })
      return { tenant: present(tenant, 0) }
    },

    async update(auth: AuthContext, id: string, input: UpdateTenantRequest, request: FastifyRequest) {
      return withSlugGuard(async (tx) => {
        const current = await lockOrNotFound(id, tx)
        if (current.slug === DEFAULT_TENANT_SLUG && input.tenant_slug !== DEFAULT_TENANT_SLUG) {
          throw new ValidationError("The default tenant's slug cannot be changed.")
        }
        await guardSlug(input.tenant_slug, id, tx)
        await guardMaxUsers(id, input.max_users, tx)
        const deactivating = input.status === 'inactive' && current.status === 'active'
        if (deactivating) guardDeactivation(auth, current)
        guardDefaultTeam(current, input.is_team_account)

        const values: TenantValues = {
          name: input.tenant_name,
          slug: input.tenant_slug,
          subscriptionTier: input.subscription_tier,
          maxUsers: input.max_users,
          maxMeetingsPerMonth: input.max_meetings_per_month,
          features: input.features,
          status: input.status,
          isTeamAccount: input.is_team_account,
        }
        const updated = await repo.update(id, withoutUndefined(values), tx)
        if (!updated) throw new NotFoundError('Tenant')
        if (deactivating) await signOutEveryone(id, tx)
        await app.audit(
          request,
          {
            action: 'tenant.update',
            tenantId: id,
            targetType: 'tenant',
            targetId: id,
            details: { changes: changes(current, updated) },
          },
          tx,
        )
        return { tenant: present(updated, ...(await counts(id, tx))) }
      })
    },

    async setTeamStatus(id: string, isTeamAccount: boolean, request: FastifyRequest) {
      return db.transaction(async (tx) => {
        const current = await lockOrNotFound(id, tx)
        guardDefaultTeam(current, isTeamAccount)
        const updated = await repo.update(id, { isTeamAccount }, tx)
        if (!updated) throw new NotFoundError('Tenant')
        await app.audit(
          request,
          {
            action: 'tenant.team_status',
            tenantId: id,
            targetType: 'tenant',
            targetId: id,
            details: { is_team_account: isTeamAccount },
          },
          tx,
        )
        return { tenant: present(updated, ...(await counts(id, tx))) }
      })
    },

    async setStatus(auth: AuthContext, id: string, status: TenantStatus, request: FastifyRequest) {
      return db.transaction(async (tx) => {
        const current = await lockOrNotFound(id, tx)
        const deactivating = status === 'inactive' && current.status === 'active'
        if (deactivating) guardDeactivation(auth, current)
        const updated = await repo.update(id, { status }, tx)
        if (!updated) throw new NotFoundError('Tenant')
        if (deactivating) await signOutEveryone(id, tx)
        await app.audit(
          request,
          {
            action: 'tenant.status',
            tenantId: id,
            targetType: 'tenant',
            targetId: id,
            details: { from: current.status, to: status },
          },
          tx,
        )
        return { tenant: present(updated, ...(await counts(id, tx))) }
      })
    },

    async remove(auth: AuthContext, id: string, request: FastifyRequest) {
      const guardDeletion = (row: TenantRow) => {
        if (row.slug === DEFAULT_TENANT_SLUG) {
          throw new ValidationError('The default tenant cannot be deleted.')
        }
        if (isOwnTenant(auth, id))
          throw new ValidationError('You cannot delete the tenant you are signed in to.')
      }
      const found = await repo.find(id)
      if (!found) throw new NotFoundError('Tenant')
      guardDeletion(found)
      // Stripe first, outside the transaction (no lock held across a network call): when Stripe
      // does not cancel the subscription, this throws and nothing is deleted (decision 008).
      const canceledSubscription = await app.billing.cancelForTenantDeletion(id)
      await db.transaction(async (tx) => {
        const current = await lockOrNotFound(id, tx)
        guardDeletion(current)
        const users = await repo.countUsers(id, tx)
        if (!(await repo.remove(id, tx))) throw new NotFoundError('Tenant')
        // The tenant is gone, so the entry names it in its details rather than by tenant_id.
        await app.audit(
          request,
          {
            action: 'tenant.delete',
            tenantId: null,
            targetType: 'tenant',
            targetId: id,
            details: {
              tenant_name: current.name,
              tenant_slug: current.slug,
              users_deleted: users,
              ...(canceledSubscription ? { stripe_subscription_canceled: canceledSubscription } : {}),
            },
          },
          tx,
        )
      })
      return { message: 'Tenant deleted' }
    },

    /** The acting tenant's members and meetings this month (Settings' Current Status). */
    async usage(auth: AuthContext): Promise<TenantUsage> {
      const [userCount, meetingCount] = await counts(auth.tenantId, db)
      return { user_count: userCount, meeting_count: meetingCount }
    },

    /** The acting tenant's own settings (an impersonating super_admin edits the tenant they act in). */
    async updateSettings(auth: AuthContext, input: TenantSettingsRequest, request: FastifyRequest) {
      return db.transaction(async (tx) => {
        const current = await lockOrNotFound(auth.tenantId, tx)
        if (!current.isTeamAccount) throw new ForbiddenError(SETTINGS_TEAM_ONLY)
        // A team admin renames the tenant and may send its limits back unchanged; changing them is
        // the super admins' (spec §6: only they edit tenants).
        const raises =
          (input.max_users !== undefined && input.max_users !== current.maxUsers) ||
          (input.max_meetings_per_month !== undefined &&
            input.max_meetings_per_month !== current.maxMeetingsPerMonth) ||
          (input.subscription_tier !== undefined && input.subscription_tier !== current.subscriptionTier)
        if (raises && auth.role !== 'super_admin') throw new ForbiddenError(SETTINGS_LIMITS_SUPER_ADMIN_ONLY)
        await guardMaxUsers(current.id, input.max_users, tx)
        const updated = await repo.update(
          current.id,
          withoutUndefined({
            name: input.tenant_name,
            maxUsers: input.max_users,
            maxMeetingsPerMonth: input.max_meetings_per_month,
            subscriptionTier: input.subscription_tier,
            shareLinkDays: input.share_link_days,
          }),
          tx,
        )
        if (!updated) throw new NotFoundError('Tenant')
        await app.audit(
          request,
          {
            action: 'tenant.settings',
            tenantId: current.id,
            targetType: 'tenant',
            targetId: current.id,
            details: { changes: changes(current, updated) },
          },
          tx,
        )
        return { tenant: presentTenant(updated) }
      })
    },
  }
}

function present(row: TenantRow, userCount: number, meetingCount = 0): Tenant {
  return {
    tenant_id: row.id,
    tenant_name: row.name,
    tenant_slug: row.slug,
    status: row.status,
    subscription_tier: row.subscriptionTier,
    max_users: row.maxUsers,
    max_meetings_per_month: meetingLimitOf(row),
    features: row.features,
    is_team_account: row.isTeamAccount,
    created_at: row.createdAt.toISOString(),
    user_count: userCount,
    meeting_count: meetingCount,
  }
}

// Audit details use the API's field names.
const audited = {
  tenant_name: 'name',
  tenant_slug: 'slug',
  status: 'status',
  subscription_tier: 'subscriptionTier',
  max_users: 'maxUsers',
  max_meetings_per_month: 'maxMeetingsPerMonth',
  features: 'features',
  is_team_account: 'isTeamAccount',
  share_link_days: 'shareLinkDays',
} as const satisfies Record<string, keyof TenantRow>

/** The fields that changed, as `{field: {from, to}}`, for the audit trail. */
function changes(before: TenantRow, after: TenantRow): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [field, key] of Object.entries(audited)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      out[field] = { from: before[key], to: after[key] }
    }
  }
  return out
}

function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
}
