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
    trial_used: true,
  })
})

const none = {
  is_on_trial: false,
  trial_days_remaining: 0,
  trial_expired: false,
  has_active_subscription: false,
  payment_due: false,
  trial_used: false,
}
/** The same, for a tenant that has had its trial. */
const used = { ...none, trial_used: true }

test.each([
  ['no subscription', null, none],
  [
    'a trial still marked trialing past its end',
    row({ trialEndsAt: at(-1) }),
    { ...used, trial_expired: true },
  ],
  [
    'a trial canceled before it ended',
    row({ status: 'canceled', trialEndsAt: at(-1), currentPeriodEnd: at(-1), canceledAt: at(-5) }),
    { ...used, trial_expired: true },
  ],
  [
    'a trial canceled at once, before its end date',
    row({ status: 'canceled', trialEndsAt: at(5), currentPeriodEnd: at(5), canceledAt: at(-2) }),
    { ...used, trial_expired: true },
  ],
  [
    'a trial canceled at its end (local billing)',
    row({ status: 'canceled', trialEndsAt: at(-1), currentPeriodEnd: at(-1), canceledAt: at(-1) }),
    { ...used, trial_expired: true },
  ],
  [
    'the paid plan after the trial',
    row({ status: 'active', trialEndsAt: at(-20), currentPeriodEnd: at(10) }),
    { ...used, has_active_subscription: true },
  ],
  [
    'a failed payment after the trial',
    row({ status: 'past_due', trialEndsAt: at(-3), currentPeriodEnd: at(27) }),
    { ...used, payment_due: true },
  ],
  [
    'a failed first payment as the trial ended',
    row({ provider: 'stripe', status: 'past_due', trialEndsAt: at(-1), currentPeriodEnd: at(-1) }),
    { ...used, payment_due: true },
  ],
  [
    'a paid plan canceled after the trial',
    row({ status: 'canceled', trialEndsAt: at(-40), currentPeriodEnd: at(-3), canceledAt: at(-3) }),
    used,
  ],
  [
    'a paid plan canceled in Stripe after the trial (canceled_at is when it was asked)',
    row({
      provider: 'stripe',
      status: 'canceled',
      trialEndsAt: at(-40),
      currentPeriodEnd: at(-3),
      canceledAt: at(-20),
    }),
    used,
  ],
  [
    'a paid plan without a trial, canceled',
    row({ status: 'canceled', currentPeriodEnd: at(-3), canceledAt: at(-3) }),
    none,
  ],
])('%s reads as the full status', (_state, stored, expected) => {
  expect(presentStatus(tenant, stored, now)).toEqual(expected)
})

test('team accounts and the default tenant read as active whatever is stored', () => {
  const team = { ...tenant, isTeamAccount: true }
  const platform = { ...tenant, slug: 'default' }
  for (const t of [team, platform]) {
    for (const stored of [null, row({ status: 'canceled', trialEndsAt: at(-1) })]) {
      expect(presentStatus(t, stored, now)).toEqual({ ...none, has_active_subscription: true })
    }
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

test('local billing renews a period ending on 31 January to the end of February, not 3 March', () => {
  const lapsed = row({ status: 'active', currentPeriodEnd: new Date('2026-01-31T00:00:00.000Z') })
  expect(advanceLocal(lapsed, new Date('2026-02-01T00:00:00.000Z'))).toEqual({
    status: 'active',
    currentPeriodEnd: new Date('2026-02-28T00:00:00.000Z'),
  })
  expect(advanceLocal(lapsed, new Date('2026-03-01T00:00:00.000Z'))).toEqual({
    status: 'active',
    currentPeriodEnd: new Date('2026-03-31T00:00:00.000Z'),
  })
})
