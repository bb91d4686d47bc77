import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'

const transcript = fileURLToPath(
  new URL('../../../fixtures/transcripts/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
)

test('a newcomer signs up from /pricing, takes the local test checkout, is on a 14-day trial, uploads, and cancels in the portal', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const email = `trial-${Date.now()}@example.com`

  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect(page.getByText('$49')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('pricing.png'), fullPage: true })
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click()

  await expect(page).toHaveURL(/\/register\?redirect=\/pricing&action=checkout$/)
  await page.getByLabel('Full name').fill('Katherine Johnson')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('trial-password')
  await page.getByLabel('Confirm password').fill('trial-password')
  await page.getByRole('button', { name: 'Create Account' }).click()

  // Back on /pricing with start-trial=true, checkout starts by itself and opens the local test checkout.
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[\w-]+$/)
  await expect(page.getByText('Test checkout', { exact: true })).toBeVisible()
  await expect(page.getByText(/This is a test checkout/)).toContainText('nothing will be charged')
  await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true })
  await page.getByRole('button', { name: 'Start Free Trial' }).click()

  // Back on the dashboard, the notice reads the subscription, says what started and drops ?checkout=success.
  await expect(page.getByText('Your 14-day free trial has started.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: /Account menu for Katherine Johnson/ }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('Trial: 14 days left')
  await expect(page.getByRole('menuitem', { name: 'Manage Subscription' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The trial lets the new account upload.
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(transcript)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Edit Meeting Overview Analysis' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page.getByText('Processing Complete!')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}$/, { timeout: 10_000 })

  // Cancel in the billing portal: the trial runs to its end and the plan will not continue.
  await page.getByRole('button', { name: /Account menu for Katherine Johnson/ }).click()
  await page.getByRole('menuitem', { name: 'Manage Subscription' }).click()
  await expect(page).toHaveURL(/\/billing\/portal$/)
  await expect(page.getByText('Trial', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel Plan' }).click()
  await page
    .getByRole('alertdialog', { name: 'Cancel your plan?' })
    .getByRole('button', { name: 'Cancel Plan' })
    .click()
  await expect(page.getByText('Trial, cancelled')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your free trial ends on' })).toContainText(
    'the plan will not continue',
  )
  await page.screenshot({ path: testInfo.outputPath('portal-cancelled.png'), fullPage: true })

  await page.getByRole('button', { name: 'Resume Plan' }).click()
  await expect(page.getByText('Trial', { exact: true })).toBeVisible()

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/pricing')
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('pricing-375.png'), fullPage: true })
})

test('an account without a subscription is told at upload that a plan or trial is needed, takes the trial from there and comes back to the upload with its file', async ({
  page,
}) => {
  const email = `notrial-${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Dorothy Vaughan')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('trial-password')
  await page.getByLabel('Confirm password').fill('trial-password')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(transcript)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  // The page already offers the trial; the refusal says it again where the upload failed.
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: /Analysing a new meeting needs a plan or a free trial/ })
  await expect(refusal).toBeVisible()
  await expect(refusal.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
    'href',
    '/pricing?return_to=%2Fupload',
  )

  // The trial taken from there comes back to the upload with the chosen file, not an empty dashboard.
  await refusal.getByRole('link', { name: 'See plans and pricing' }).click()
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click()
  await expect(page).toHaveURL(/\/billing\/checkout\/[^?]+\?return_to=%2Fupload$/)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page).toHaveURL(/\/upload$/)
  await expect(page.getByRole('heading', { name: basename(transcript) })).toBeVisible()
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /needs a plan/ })).toHaveCount(0)
  await expect(page).toHaveURL(/\/upload\?task=[0-9a-f-]{36}$/, { timeout: 30_000 })
})
