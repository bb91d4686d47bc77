import {
  type CurrentTenant,
  currentTenant,
  type Invitation,
  invitation,
  type SessionResponse,
  type SubscriptionStatus,
  sessionResponse,
  subscriptionStatus,
  type User,
  user,
} from '@rapport/contracts'

// Fixtures pass through the contract schemas, so a contract change breaks them here, loudly.

export function makeUser(overrides: Partial<User> = {}): User {
  return user.parse({
    user_id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    role: 'admin',
    tenant_id: 'tenant-1',
    tenant_name: 'Analytical Engines',
    is_active: true,
    last_login: '2025-01-02T10:00:00.000Z',
    created_at: '2025-01-01T09:00:00.000Z',
    ...overrides,
  })
}

export function makeTenant(overrides: Partial<CurrentTenant> = {}): CurrentTenant {
  return currentTenant.parse({
    tenant_id: 'tenant-1',
    tenant_name: 'Analytical Engines',
    tenant_slug: 'analytical-engines',
    is_team_account: false,
    max_users: 50,
    max_meetings_per_month: 20,
    subscription_tier: 'basic',
    ...overrides,
  })
}

export const VALID_TOKEN = 'valid-token'

export function makeSessionResponse(
  overrides: {
    user?: Partial<User>
    tenant?: Partial<CurrentTenant>
    access_token?: string
    /** Signed in as a super admin impersonating the tenant, from this original tenant. */
    impersonatingFrom?: string
  } = {},
): SessionResponse {
  return sessionResponse.parse({
    access_token: overrides.access_token ?? VALID_TOKEN,
    user: makeUser(overrides.user),
    tenant: makeTenant(overrides.tenant),
    impersonation_context: {
      is_impersonating: overrides.impersonatingFrom !== undefined,
      original_tenant_name: overrides.impersonatingFrom ?? null,
    },
  })
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return invitation.parse({
    invitation_id: 'inv-1',
    email: 'grace@example.com',
    role: 'user',
    invited_by: 'Ada Lovelace',
    tenant_name: 'Analytical Engines',
    created_at: '2025-03-01T09:00:00.000Z',
    expires_at: '2025-03-08T09:00:00.000Z',
    is_expired: false,
    ...overrides,
  })
}

export function makeSubscriptionStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return subscriptionStatus.parse({
    is_on_trial: false,
    trial_days_remaining: 0,
    trial_expired: false,
    has_active_subscription: false,
    payment_due: false,
    trial_used: false,
    ...overrides,
  })
}
