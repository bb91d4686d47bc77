import { expect, test } from '@playwright/test'

test('a member opens the app, signs in where they asked to go and signs out; / before the first meeting is the upload flow', async ({
  page,
  request,
}, testInfo) => {
  // A workspace of their own with no meeting yet, so what / shows does not depend on other journeys
  // (the seeded admin's workspace gets meetings from them). With meetings, / is the coaching home:
  // upload.spec.ts checks that after its upload.
  const email = `signin-${Date.now()}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'sign-in-password', full_name: 'Mary Jackson' },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/')
  const signInHeading = page.getByRole('heading', { name: 'Sign in to Rapport' })
  await expect(signInHeading).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled()
  await page.screenshot({ path: testInfo.outputPath('sign-in-page.png'), fullPage: true })

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('sign-in-password')
  await page.getByRole('button', { name: 'Sign In' }).click()

  // Signing in on the combined page keeps the visitor on the page they opened: / is the upload
  // flow until the workspace has a meeting (meetings spec §2).
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Supported format: WebVTT (.vtt)')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy()

  await page.getByRole('button', { name: /Account menu for Mary Jackson/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(signInHeading).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull()
})
