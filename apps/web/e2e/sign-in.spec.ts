import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'

test('the admin opens the app, signs in where they asked to go and signs out', async ({ page }, testInfo) => {
  await page.goto('/')
  const signInHeading = page.getByRole('heading', { name: 'Sign in to Rapport' })
  await expect(signInHeading).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled()
  await page.screenshot({ path: testInfo.outputPath('sign-in-page.png'), fullPage: true })

  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()

  // Signing in on the combined page keeps the visitor on the page they opened: / is the upload flow.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Supported format: WebVTT (.vtt)')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy()

  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(signInHeading).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull()
})
