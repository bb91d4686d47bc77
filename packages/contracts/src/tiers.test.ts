import { expect, test } from 'vitest'
import {
  managedTiers,
  settingsTiers,
  subscriptionTier,
  subscriptionTiers,
  TIER_LABELS,
  tierLabel,
} from './tiers.ts'

test('each form offers the spec’s tiers (management basic/premium/enterprise, settings basic/professional/enterprise), all from the one list', () => {
  expect(managedTiers).toEqual(['basic', 'premium', 'enterprise'])
  expect(settingsTiers).toEqual(['basic', 'professional', 'enterprise'])
  for (const tier of [...managedTiers, ...settingsTiers]) expect(subscriptionTiers).toContain(tier)
  expect(subscriptionTiers).toEqual(['basic', 'premium', 'professional', 'enterprise'])
})

test('every tier has one label, and no two tiers share one', () => {
  expect(subscriptionTiers.map(tierLabel)).toEqual(['Basic', 'Premium', 'Professional', 'Enterprise'])
  expect(new Set(Object.values(TIER_LABELS)).size).toBe(subscriptionTiers.length)
  expect(subscriptionTier.safeParse('gold').success).toBe(false)
})
