import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { reviewHeading, shortCall, signUpWithTrial } from './journey.ts'

// Issue 30: "me" is found without asking, also across a display name's decorations, and never for a
// super admin acting inside a customer's tenant.

/** The short call with Chase Wright's display name as a meeting tool decorates it. */
function decorated(name: string) {
  return {
    name: 'short-call.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(readFileSync(shortCall, 'utf8').replaceAll('Chase Wright:', `${name}:`)),
  }
}

async function review(page: Page, file: ReturnType<typeof decorated>) {
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(file)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: reviewHeading })).toBeVisible({ timeout: 60_000 })
}

for (const [width, height, tag] of [
  [1280, 800, 'desktop'],
  [390, 844, 'phone'],
] as const)
  test(`${tag}: Chase Wright is preselected as "Chase Wright | Acme" on the review, without asking`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height })
    await signUpWithTrial(page, { fullName: 'Chase Wright', email: `forms-${tag}-${Date.now()}@example.com` })
    await review(page, decorated('Chase Wright | Acme'))
    await expect(page.getByRole('radio', { name: /^This is me: Chase Wright \| Acme/ })).toBeChecked()
  })

test('a super admin acting inside a customer’s tenant is offered no "This is me"', async ({ page }) => {
  test.setTimeout(180_000)
  const login = await page.request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  }
  const suffix = Date.now().toString(36)
  const created = await page.request.post('/api/admin/tenants', {
    headers,
    data: { tenant_name: `Wright Works ${suffix}`, tenant_slug: `wright-${suffix}`, is_team_account: true },
  })
  expect(created.status()).toBe(201)
  const { tenant } = (await created.json()) as { tenant: { tenant_name: string; tenant_slug: string } }

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Switch Tenant' }).click()
  const selector = page.getByRole('dialog', { name: 'Switch Tenant' })
  await selector.getByLabel('Search tenants').fill(tenant.tenant_slug)
  await selector.getByRole('list', { name: 'Tenants' }).getByRole('button').click()
  await page
    .getByRole('alertdialog', { name: `Switch to ${tenant.tenant_name}?` })
    .getByRole('button', { name: 'Switch Tenant' })
    .click()
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(
    `Viewing as ${tenant.tenant_name}`,
  )
  await page.waitForLoadState('load')

  await expect(async () => {
    await review(page, decorated('Chase Wright'))
  }).toPass({ timeout: 120_000 })
  await expect(page.getByRole('radio', { name: /^This is me/ })).toHaveCount(0)
  await expect(page.getByText('User not found')).toHaveCount(0)
})
