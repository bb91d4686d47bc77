import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'

test('signing in needs both fields, and a wrong password shows the server message and stays on /login', async ({
  page,
}, testInfo) => {
  await page.goto('/login')
  const email = page.getByLabel('Email')
  const password = page.getByLabel('Password')
  const signIn = page.getByRole('button', { name: 'Sign In' })

  await expect(signIn).toBeDisabled()
  await email.fill(e2eAdmin.email)
  await expect(signIn).toBeDisabled()
  await email.clear()
  await password.fill('not-the-password')
  await expect(signIn).toBeDisabled()
  await email.fill(e2eAdmin.email)
  await expect(signIn).toBeEnabled()

  await signIn.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Sign in to Rapport' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull()
  await page.screenshot({ path: testInfo.outputPath('wrong-password.png'), fullPage: true })
})
