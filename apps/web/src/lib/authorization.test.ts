import { expect, test } from 'vitest'
import { hasSomethingToAdminister } from './authorization.ts'

const individual = { is_team_account: false, tenant_slug: 'ada-lovelace' }
const team = { is_team_account: true, tenant_slug: 'acme' }

test('Administration is offered only where there is something to administer', () => {
  expect(hasSomethingToAdminister('super_admin', individual)).toBe(true)
  expect(hasSomethingToAdminister('admin', team)).toBe(true)
  // The LLM tenant's providers.
  expect(hasSomethingToAdminister('admin', { is_team_account: false, tenant_slug: 'default' })).toBe(true)
  // An individual account's admin would see one tab listing only themselves.
  expect(hasSomethingToAdminister('admin', individual)).toBe(false)
  expect(hasSomethingToAdminister('user', team)).toBe(false)
  expect(hasSomethingToAdminister('viewer', team)).toBe(false)
})
