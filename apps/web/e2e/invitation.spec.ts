import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { waitForEmailLink } from './outbox.ts'

test('an invitee follows the e-mailed link, joins the team and is signed in; the link then stops working', async ({
  page,
  request,
}, testInfo) => {
  const invitee = `invitee-${Date.now()}@example.com`

  // The admin invites through the API (the admin invitations screen is not built yet).
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  expect(login.status()).toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const created = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: invitee, role: 'user' },
  })
  expect(created.status()).toBe(201)
  const { invitation } = (await created.json()) as { invitation: { expires_at: string } }

  // The invitee opens the link and sees who invited them, where to, as what and until when.
  const link = await waitForEmailLink(invitee, 'invitation')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Join Default' })).toBeVisible()
  const expires = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      ),
    invitation.expires_at,
  )
  await expect(page.getByRole('term')).toHaveText(['Invited by', 'Organization', 'Role', 'Expires'])
  await expect(page.getByRole('definition')).toHaveText(['Admin', 'Default', 'User', expires])
  const form = page.getByRole('form', { name: 'Accept invitation' })
  await expect(form.getByLabel('Email')).toHaveValue(invitee)

  await form.getByLabel('Full name').fill('Katherine Johnson')
  await form.getByLabel('Password', { exact: true }).fill('invited-password')
  await form.getByLabel('Confirm password').fill('invited-password')
  await page.screenshot({ path: testInfo.outputPath('invitation-form.png'), fullPage: true })
  await form.getByRole('button', { name: 'Accept Invitation' }).click()

  // Signed in straight away on / (spec), welcomed to the team on their coaching home, not a bare
  // upload page (issue 30).
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Default, Katherine!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your coaching', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Transcript file')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('invitee-welcome.png'), fullPage: true })
  await expect(page.getByRole('button', { name: /Account menu for Katherine Johnson/ })).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired invitation' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login')
})
