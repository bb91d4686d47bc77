import { expect, test } from 'vitest'
import type { SubscriptionRow, TenantRow } from '../../../db/schema/index.ts'
import { advanceLocal, presentStatus } from './subscriptions.service.ts'

const now = new Date('2026-11-22T12:00:00.000Z')
const day = 86_400_000
const at = (days: number) => new Date(now.getTime() + days * day)

const tenant = { isTeamAccount: false, slug: 'ada-lovelace' } as TenantRow

function row(values: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    id: 's',
    tenantId: 't',
    provider: 'local',
    status: 'trialing',
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: now,
    updatedAt: now,
    ...values,
  }
}

test('a live trial counts whole days left, rounded up, and is active', () => {
  expect(presentStatus(tenant, row({ trialEndsAt: at(13.2) }), now)).toEqual({
    is_on_trial: true,
    trial_days_remaining: 14,
    trial_expired: false,
    has_active_subscription: true,
    payment_due: false,
  })
})

test('a trial past its end without a paid plan is expired; past_due and canceled are not active', () => {
  expect(presentStatus(tenant, row({ status: 'canceled', trialEndsAt: at(-1) }), now)).toMatchObject({
    trial_expired: true,
    has_active_subscription: false,
  })
  expect(presentStatus(tenant, row({ status: 'past_due', trialEndsAt: null }), now)).toMatchObject({
    trial_expired: false,
    has_active_subscription: false,
    payment_due: true,
  })
  expect(presentStatus(tenant, null, now).has_active_subscription).toBe(false)
})

test('team accounts and the default tenant read as active whatever is stored', () => {
  const team = { ...tenant, isTeamAccount: true }
  const platform = { ...tenant, slug: 'default' }
  for (const t of [team, platform]) {
    expect(presentStatus(t, null, now)).toMatchObject({ has_active_subscription: true, is_on_trial: false })
  }
})

test('local billing renews a lapsed period to the first period end after now', () => {
  const change = advanceLocal(
    row({ status: 'active', currentPeriodEnd: new Date('2026-08-10T00:00:00.000Z') }),
    now,
  )
  expect(change).toEqual({ status: 'active', currentPeriodEnd: new Date('2026-12-10T00:00:00.000Z') })
})

test('local billing leaves running periods and Stripe rows alone', () => {
  expect(advanceLocal(row({ trialEndsAt: at(3) }), now)).toBeNull()
  expect(advanceLocal(row({ provider: 'stripe', trialEndsAt: at(-3) }), now)).toBeNull()
  expect(advanceLocal(row({ status: 'canceled', currentPeriodEnd: at(-3) }), now)).toBeNull()
})

test('local billing ends a cancelled trial at its end', () => {
  expect(advanceLocal(row({ trialEndsAt: at(-2), cancelAtPeriodEnd: true }), now)).toEqual({
    status: 'canceled',
    canceledAt: at(-2),
    cancelAtPeriodEnd: false,
  })
})
