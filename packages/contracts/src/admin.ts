import { z } from 'zod'
import { currentTenant, email, newPassword, PASSWORD_MIN, PASSWORD_TOO_SHORT, user } from './auth.ts'
import { shareLinkDays } from './shares.ts'
import { subscriptionTier } from './tiers.ts'

export const TENANT_DEFAULTS = {
  max_users: 50,
  max_meetings_per_month: 100,
  subscription_tier: 'basic',
} as const

/**
 * The bounds of a tenant's limits (spec §5, §9), the same in tenant management and tenant settings:
 * a limit a super admin sets must be one the tenant's own admins can save again with a rename.
 */
export const TENANT_LIMITS = { maxUsers: 1000, maxMeetingsPerMonth: 10_000 } as const
export const USERS_PER_PAGE = 20
export const MAX_PER_PAGE = 100

export const tenantStatuses = ['active', 'inactive'] as const
export const tenantStatus = z.enum(tenantStatuses)
export type TenantStatus = z.infer<typeof tenantStatus>

export const tenantFeatures = z.object({ coaching: z.boolean(), vtt_upload: z.boolean() })
export type TenantFeatures = z.infer<typeof tenantFeatures>

export const tenant = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  tenant_slug: z.string(),
  status: tenantStatus,
  // Any tier: settings may have set `professional`.
  subscription_tier: subscriptionTier,
  max_users: z.number().int(),
  max_meetings_per_month: z.number().int(),
  features: tenantFeatures,
  is_team_account: z.boolean(),
  created_at: z.string(),
  user_count: z.number().int(),
  meeting_count: z.number().int(),
})
export type Tenant = z.infer<typeof tenant>

export const tenantResponse = z.object({ tenant })
export const tenantListResponse = z.object({ tenants: z.array(tenant) })

const tenantName = z.string().trim().min(1, 'Name is required').max(200)
const tenantSlug = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(63, 'Slug must be at most 63 characters')
  .regex(/^[a-z0-9-]+$/, 'Only lowercase letters, numbers, and hyphens')
const limit = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)

export const createTenantRequest = z.object({
  tenant_name: tenantName,
  tenant_slug: tenantSlug,
  subscription_tier: subscriptionTier.default(TENANT_DEFAULTS.subscription_tier),
  max_users: limit('Max users', TENANT_LIMITS.maxUsers).default(TENANT_DEFAULTS.max_users),
  max_meetings_per_month: limit('Max meetings per month', TENANT_LIMITS.maxMeetingsPerMonth).default(
    TENANT_DEFAULTS.max_meetings_per_month,
  ),
  features: tenantFeatures.default({ coaching: true, vtt_upload: true }),
  status: tenantStatus.default('active'),
  is_team_account: z.boolean().default(false),
})
export type CreateTenantRequest = z.infer<typeof createTenantRequest>

/** The edit form: name and slug always; any other field left out keeps its value. */
export const updateTenantRequest = z.object({
  tenant_name: tenantName,
  tenant_slug: tenantSlug,
  subscription_tier: subscriptionTier.optional(),
  max_users: limit('Max users', TENANT_LIMITS.maxUsers).optional(),
  max_meetings_per_month: limit('Max meetings per month', TENANT_LIMITS.maxMeetingsPerMonth).optional(),
  features: tenantFeatures.optional(),
  status: tenantStatus.optional(),
  is_team_account: z.boolean().optional(),
})
export type UpdateTenantRequest = z.infer<typeof updateTenantRequest>

export const tenantTeamStatusRequest = z.object({ is_team_account: z.boolean() })
export type TenantTeamStatusRequest = z.infer<typeof tenantTeamStatusRequest>

export const tenantStatusRequest = z.object({ status: tenantStatus })
export type TenantStatusRequest = z.infer<typeof tenantStatusRequest>

/** PUT /api/admin/tenant/settings: the signed-in (team) tenant's own settings. */
export const tenantSettingsRequest = z.object({
  tenant_name: z.string().trim().min(1, 'Organization name is required').max(200),
  max_users: limit('Max users', TENANT_LIMITS.maxUsers).optional(),
  max_meetings_per_month: limit('Max meetings per month', TENANT_LIMITS.maxMeetingsPerMonth).optional(),
  subscription_tier: subscriptionTier.optional(),
  /** Not in the spec (issue 32): how many days a link to shared coaching works. */
  share_link_days: shareLinkDays.optional(),
})
export type TenantSettingsRequest = z.infer<typeof tenantSettingsRequest>
export const tenantSettingsResponse = z.object({ tenant: currentTenant })

/**
 * GET /api/admin/tenant/usage (not in the spec, which fixes Settings' counts at 0): the signed-in
 * tenant's members and its meetings this calendar month (UTC), counted as the upload allowance
 * counts them, for Settings' Current Status.
 */
export const tenantUsageResponse = z.object({
  user_count: z.number().int(),
  meeting_count: z.number().int(),
})
export type TenantUsage = z.infer<typeof tenantUsageResponse>

// Query strings: a blank value (an "All" option in a filter) means no filter.
const blank = (value: unknown) => (value === '' ? undefined : value)

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'per_page must be at least 1')
    .max(MAX_PER_PAGE, `per_page must be at most ${MAX_PER_PAGE}`)
    .default(USERS_PER_PAGE),
})

export const userListQuery = pageQuery.extend({
  search: z.preprocess(blank, z.string().trim().max(200).optional()),
  tenant_id: z.preprocess(blank, z.uuid('Invalid tenant').optional()),
  status: z.preprocess(blank, tenantStatus.optional()),
})
export type UserListQuery = z.infer<typeof userListQuery>

export const userListResponse = z.object({
  users: z.array(user),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
})
export type UserListResponse = z.infer<typeof userListResponse>

export const managedRoles = ['user', 'admin'] as const
export const managedRole = z.enum(managedRoles)

// 200 like the full name at sign-up, whose parts land in first_name and last_name.
const personName = (label: string) => z.string().trim().min(1, `${label} is required`).max(200)
// Optional in the body, but when given it must name a tenant; blank means "not chosen".
const optionalTenantId = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || z.uuid().safeParse(v).success, 'Invalid tenant')

export const createUserRequest = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email,
  password: newPassword,
  role: managedRole.default('user'),
  /** Required for super_admin (the service says so); an admin's own tenant is always used. */
  tenant_id: optionalTenantId,
})
export type CreateUserRequest = z.infer<typeof createUserRequest>

export const updateUserRequest = z.object({
  first_name: personName('First name'),
  // Accounts from sign-up with a one-word name have no last name; editing them must not demand one.
  last_name: z.string().trim().max(200).default(''),
  email,
  /** Left out keeps the current role (a viewer or super_admin stays one). */
  role: managedRole.optional(),
  tenant_id: optionalTenantId,
  /** Blank or left out keeps the current password. */
  password: z
    .string()
    .max(1024)
    .optional()
    .refine((v) => !v || v.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT),
})
export type UpdateUserRequest = z.infer<typeof updateUserRequest>

export const userResponse = z.object({ user })

export const impersonateTenantRequest = z.object({ tenant_id: z.uuid('Invalid tenant') })
export type ImpersonateTenantRequest = z.infer<typeof impersonateTenantRequest>

export const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  actor_user_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  tenant_id: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const auditLogQuery = pageQuery
export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
})
export type AuditLogResponse = z.infer<typeof auditLogResponse>
