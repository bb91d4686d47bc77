import { expect, test } from '@playwright/test'

test('a newcomer signs up, is welcomed, changes the password and signs in with it', async ({ page }) => {
  const email = `newcomer-${Date.now()}@example.com`

  await page.goto('/register')
  await page.getByLabel('Full name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('first-password')
  await page.getByLabel('Confirm password').fill('first-password')
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Rapport, Grace!' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome to your meeting dashboard' })).toBeVisible()

  await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).click()
  await page.getByRole('menuitem', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\/settings#password$/)
  const passwordForm = page.getByRole('form', { name: 'Change password' })
  await expect(passwordForm.getByLabel('Current password')).toBeFocused()
  await passwordForm.getByLabel('Current password').fill('first-password')
  await passwordForm.getByLabel('New password', { exact: true }).fill('second-password')
  await passwordForm.getByLabel('Confirm new password').fill('second-password')
  await passwordForm.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Password changed successfully!')).toBeVisible()

  await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('first-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toBeVisible()

  await page.getByLabel('Password').fill('second-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')
})
