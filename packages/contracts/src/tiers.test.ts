import { expect, test } from 'vitest'
import { PLAN } from './subscriptions.ts'
import { subscriptionTier, subscriptionTiers, TIER_LABELS, tierLabel } from './tiers.ts'

test('one list of the spec’s tiers, offered by every form', () => {
  expect(subscriptionTiers).toEqual(['basic', 'professional', 'premium', 'enterprise'])
  expect(Object.keys(TIER_LABELS).sort()).toEqual([...subscriptionTiers].sort())
})

test('every tier has one label, no two tiers share one, and the plan customers buy is its tier by name', () => {
  expect(subscriptionTiers.map(tierLabel)).toEqual(['Starter', 'Professional', 'Premium', 'Enterprise'])
  expect(new Set(Object.values(TIER_LABELS)).size).toBe(subscriptionTiers.length)
  expect(tierLabel(PLAN.tier)).toBe(PLAN.name)
  expect(subscriptionTier.safeParse('gold').success).toBe(false)
})
