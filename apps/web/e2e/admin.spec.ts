import { type Browser, expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { waitForEmailLink } from './outbox.ts'
import { chooseRowAction, rowActions } from './row-actions.ts'

/** Signs in through the form in a fresh browser context, so each person has their own session. */
async function signInFresh(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, email, password)
  return { context, page }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')
}

async function openUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('a super admin manages tenants, users and invitations, switches tenant and back; a plain user is kept out', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const baseURL = testInfo.project.use.baseURL ?? 'http://127.0.0.1:3100'
  const run = Date.now().toString(36)
  const tenantName = `Acme ${run}`
  const tenantSlug = `acme-${run}`
  const userEmail = `grace-${run}@example.com`
  const userPassword = 'grace-password-1'
  const invitee = `invitee-${run}@example.com`
  const notifications = page.getByRole('region', { name: 'Notifications' })

  // 1. Sign in, open Administration from the user menu.
  await signIn(page, e2eAdmin.email, e2eAdmin.password)
  await openUserMenuItem(page, 'Administration')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeVisible()
  await expect(page.getByText('Manage users, invitations, and tenant settings')).toBeVisible()
  // A super admin in the default tenant (a team account, slug 'default') sees every tab.
  const tabs = page.getByRole('tablist', { name: 'Administration sections' })
  await expect(tabs.getByRole('tab')).toHaveText([
    'Users',
    'Invitations',
    'Settings',
    'Tenants',
    'LLM Config',
  ])
  await expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')

  // 2. Tenants: create an individual (non-team) tenant, then make it a team account from its row.
  await tabs.getByRole('tab', { name: 'Tenants' }).click()
  await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Create Tenant' }).click()
  const tenantForm = page.getByRole('form', { name: 'Create tenant' })
  // The spec's defaults: 50 users, 100 meetings a month, basic, both features on, not a team account.
  await expect(tenantForm.getByLabel('Max users')).toHaveValue('50')
  await expect(tenantForm.getByLabel('Max meetings per month')).toHaveValue('100')
  await expect(tenantForm.getByLabel('Subscription tier')).toHaveValue('basic')
  await expect(tenantForm.getByLabel('Coaching')).toBeChecked()
  await expect(tenantForm.getByLabel('VTT upload')).toBeChecked()
  await expect(tenantForm.getByLabel('Team account')).not.toBeChecked()
  await expect(tenantForm.getByLabel('Status')).toHaveCount(0)
  await tenantForm.getByLabel('Name').fill(tenantName)
  await tenantForm.getByLabel('Slug').fill(tenantSlug)
  await tenantForm.getByRole('button', { name: 'Create Tenant' }).click()
  await expect(tenantForm).toBeHidden()
  const tenantsTable = page.getByRole('table', { name: 'Tenants' })
  const tenantRow = tenantsTable.getByRole('row').filter({ hasText: tenantSlug })
  await expect(tenantRow.getByRole('cell')).toHaveText([
    tenantName,
    tenantSlug,
    'Starter',
    '0/50',
    // Not a team account: an individual account, whose limit is the plan's (the one source).
    '0/20',
    'No',
    'Active',
    /\d/,
    '',
  ])

  // The row's team toggle asks first, naming the tenant.
  await chooseRowAction(page, tenantRow, tenantName, 'Make Team')
  const confirmTeam = page.getByRole('alertdialog', { name: 'Designate team account' })
  await expect(confirmTeam).toContainText(`Designate "${tenantName}" as a team account?`)
  await confirmTeam.getByRole('button', { name: 'Designate' }).click()
  await expect(confirmTeam).toBeHidden()
  await expect(tenantRow.getByRole('cell').nth(5)).toHaveText('Team')
  // A team account has the limit its super admins set (the form's 100).
  await expect(tenantRow.getByRole('cell').nth(4)).toHaveText('0/100')
  expect(await rowActions(page, tenantRow, tenantName)).toEqual([
    'Edit',
    'Remove Team',
    'Deactivate',
    'Delete',
  ])

  // The default tenant stays: no deactivate or delete for it.
  const defaultRow = tenantsTable
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'default', exact: true }) })
  expect(await rowActions(page, defaultRow, 'Default')).toEqual(['Edit'])
  await page.screenshot({ path: testInfo.outputPath('admin-tenants.png'), fullPage: true })

  // 3. Users: create a user in that tenant; the tenant must be chosen first.
  await tabs.getByRole('tab', { name: 'Users' }).click()
  await page.getByRole('button', { name: 'Create User' }).click()
  const createForm = page.getByRole('form', { name: 'Create user' })
  await createForm.getByLabel('First name').fill('Grace')
  await createForm.getByLabel('Last name').fill('Hopper')
  await createForm.getByLabel('Email').fill(userEmail)
  await createForm.getByLabel('Password').fill(userPassword)
  await expect(createForm.getByLabel('Role')).toHaveValue('user')
  await createForm.getByRole('button', { name: 'Create User' }).click()
  await expect(createForm.getByText('Please select a tenant for the new user')).toBeVisible()
  await createForm.getByLabel('Tenant').selectOption({ label: tenantName })
  await createForm.getByRole('button', { name: 'Create User' }).click()
  await expect(createForm).toBeHidden()
  const created = notifications.getByText('User created successfully!')
  await expect(created).toBeVisible()
  // Success messages go away by themselves (after 3 s, spec §8).
  await expect(created).toBeHidden()

  // The debounced search narrows the table to her.
  await page.getByLabel('Search', { exact: true }).fill(userEmail)
  const usersTable = page.getByRole('table', { name: 'Users' })
  await expect(usersTable.getByRole('row')).toHaveCount(2)
  const userRow = usersTable.getByRole('row').filter({ hasText: userEmail })
  await expect(userRow.getByRole('cell')).toHaveText([
    'Grace Hopper',
    userEmail,
    'User',
    tenantName,
    'Active',
    'Never',
    /\d/,
    '',
  ])

  // Edit: a new last name, password left blank.
  await chooseRowAction(page, userRow, 'Grace Hopper', 'Edit')
  const editForm = page.getByRole('form', { name: 'Edit user' })
  await expect(editForm.getByLabel('Email')).toHaveValue(userEmail)
  await expect(editForm.getByLabel('Password (optional)')).toHaveValue('')
  await editForm.getByLabel('Last name').fill('Brewster Hopper')
  await editForm.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editForm).toBeHidden()
  await expect(notifications.getByText('User updated successfully!')).toBeVisible()
  await expect(userRow.getByRole('cell').first()).toHaveText('Grace Brewster Hopper')

  // Deactivate, then activate again (she signs in at the end).
  await chooseRowAction(page, userRow, 'Grace Brewster Hopper', 'Deactivate')
  await expect(notifications.getByText('User deactivated successfully!')).toBeVisible()
  await expect(userRow.getByRole('cell').nth(4)).toHaveText('Inactive')
  await page.getByLabel('Status', { exact: true }).selectOption('inactive')
  await expect(usersTable.getByRole('row')).toHaveCount(2)
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await chooseRowAction(page, userRow, 'Grace Brewster Hopper', 'Activate')
  await expect(notifications.getByText('User activated successfully!')).toBeVisible()
  await expect(userRow.getByRole('cell').nth(4)).toHaveText('Active')
  await page.getByLabel('Search', { exact: true }).fill('')
  await expect(usersTable.getByRole('row').filter({ hasText: e2eAdmin.email })).toBeVisible()
  await expect(notifications.getByRole('status')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true })

  // 4. Invitations: invite someone to the default tenant; it is listed as pending.
  await tabs.getByRole('tab', { name: 'Invitations' }).click()
  await expect(page.getByRole('heading', { name: 'Invitation Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Send Invitation' }).click()
  const inviteForm = page.getByRole('form', { name: 'Send invitation' })
  await expect(inviteForm.getByPlaceholder('Enter email address')).toBeVisible()
  await expect(inviteForm.getByLabel('Role')).toHaveValue('user')
  await inviteForm.getByLabel('Email').fill(invitee)
  await inviteForm.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(inviteForm).toBeHidden()
  await expect(notifications.getByText('Invitation created successfully!')).toBeVisible()
  const invitationsTable = page.getByRole('table', { name: 'Invitations' })
  const invitationRow = invitationsTable.getByRole('row').filter({ hasText: invitee })
  await expect(invitationRow.getByRole('cell')).toHaveText([
    invitee,
    'User',
    'Admin',
    /\d/,
    /\d/,
    'Pending',
    'Revoke',
  ])

  // A second invitation, as Viewer, is revoked after the spec's question and leaves the list.
  const second = `viewer-${run}@example.com`
  await page.getByRole('button', { name: 'Send Invitation' }).click()
  await inviteForm.getByLabel('Email').fill(second)
  await inviteForm.getByLabel('Role').selectOption({ label: 'Viewer' })
  await inviteForm.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(inviteForm).toBeHidden()
  const secondRow = invitationsTable.getByRole('row').filter({ hasText: second })
  await expect(secondRow.getByRole('cell').nth(1)).toHaveText('Viewer')
  await secondRow.getByRole('button', { name: `Revoke invitation for ${second}` }).click()
  const confirmRevoke = page.getByRole('alertdialog', { name: 'Revoke invitation' })
  await expect(confirmRevoke).toContainText('Are you sure you want to revoke this invitation?')
  await confirmRevoke.getByRole('button', { name: 'Revoke' }).click()
  await expect(notifications.getByText('Invitation revoked successfully!')).toBeVisible()
  await expect(secondRow).toHaveCount(0)

  // The invitee accepts through the e-mailed link in their own browser and lands signed in.
  const link = await waitForEmailLink(invitee, 'invitation')
  const inviteeContext = await browser.newContext({ baseURL })
  const inviteePage = await inviteeContext.newPage()
  await inviteePage.goto(link)
  await expect(inviteePage.getByRole('heading', { name: 'Join Default' })).toBeVisible()
  const acceptForm = inviteePage.getByRole('form', { name: 'Accept invitation' })
  await acceptForm.getByLabel('Full name').fill('Katherine Johnson')
  await acceptForm.getByLabel('Password', { exact: true }).fill('invited-password')
  await acceptForm.getByLabel('Confirm password').fill('invited-password')
  await acceptForm.getByRole('button', { name: 'Accept Invitation' }).click()
  await expect(inviteePage.getByRole('button', { name: /Account menu for Katherine Johnson/ })).toBeVisible()
  await inviteeContext.close()

  // 5. Switch Tenant: search, choose, confirm the audited switch.
  await openUserMenuItem(page, 'Switch Tenant')
  const selector = page.getByRole('dialog', { name: 'Switch Tenant' })
  await selector.getByLabel('Search tenants').fill(tenantSlug)
  const choices = selector.getByRole('list', { name: 'Tenants' }).getByRole('button')
  await expect(choices).toHaveCount(1)
  await expect(choices).toContainText(tenantName)
  await expect(choices).toContainText(`${tenantSlug} · 1 user · 0 meetings`)
  await choices.click()
  const confirmSwitch = page.getByRole('alertdialog', { name: `Switch to ${tenantName}?` })
  await expect(confirmSwitch).toContainText('Your access to this tenant is logged for audit.')
  await confirmSwitch.getByRole('button', { name: 'Switch Tenant' }).click()

  // The page reloads inside the tenant: the banner names it, Administration shows its users.
  const banner = page.getByRole('region', { name: 'Impersonation' })
  await expect(banner).toContainText(`Viewing as ${tenantName}`)
  await expect(banner).toContainText('your tenant: Default')
  await expect(page.getByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeVisible()
  // A team account, but not 'default': no LLM Config.
  await expect(tabs.getByRole('tab')).toHaveText(['Users', 'Invitations', 'Settings', 'Tenants'])
  await expect(usersTable.getByRole('row').filter({ hasText: userEmail })).toBeVisible()
  await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue(/.+/)
  await expect(usersTable.getByRole('row').filter({ hasText: e2eAdmin.email })).toHaveCount(0)
  await banner.screenshot({ path: testInfo.outputPath('impersonation-banner.png') })
  await page.screenshot({ path: testInfo.outputPath('impersonating-admin.png'), fullPage: true })

  await banner.getByRole('button', { name: 'Exit Impersonation' }).click()
  await expect(banner).toBeHidden()
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await expect(page.getByRole('menu')).toContainText('Default')
  await page.keyboard.press('Escape')
  const ownRow = usersTable.getByRole('row').filter({ hasText: e2eAdmin.email })
  await expect(ownRow).toBeVisible()
  // No one deactivates or deletes their own account.
  expect(await rowActions(page, ownRow, 'Admin')).toEqual(['Edit'])

  // The invitee's account is deleted after the spec's question.
  await page.getByLabel('Search', { exact: true }).fill(invitee)
  await expect(usersTable.getByRole('row')).toHaveCount(2)
  await chooseRowAction(page, usersTable, 'Katherine Johnson', 'Delete')
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete user' })
  await expect(confirmDelete).toContainText(
    'Are you sure you want to delete this user? This action cannot be undone.',
  )
  await confirmDelete.getByRole('button', { name: 'Delete' }).click()
  await expect(notifications.getByText('User deleted successfully!')).toBeVisible()
  await expect(page.getByText('No users found.')).toBeVisible()

  // The dashboard on a phone-sized screen: the table scrolls inside its frame.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByLabel('Search', { exact: true }).fill('')
  await expect(usersTable.getByRole('row').filter({ hasText: userEmail })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard-375.png'), fullPage: true })

  // 6. Grace, a plain user, is kept out of Administration.
  const grace = await signInFresh(browser, baseURL, userEmail, userPassword)
  await grace.page.getByRole('button', { name: /Account menu for Grace Brewster Hopper/ }).click()
  await expect(grace.page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0)
  await grace.page.keyboard.press('Escape')
  await grace.page.goto('/admin')
  await expect(
    grace.page.getByText('Access Denied - You need administrator privileges to access this page.'),
  ).toBeVisible()
  await expect(grace.page.getByRole('heading', { name: 'Administration Dashboard' })).toHaveCount(0)
  await grace.context.close()

  // 7. Deactivating the tenant asks first, naming it and saying its users will be signed out.
  await tabs.getByRole('tab', { name: 'Tenants' }).click()
  await chooseRowAction(page, tenantRow, tenantName, 'Deactivate')
  const confirmDeactivate = page.getByRole('alertdialog', { name: 'Deactivate tenant' })
  await expect(confirmDeactivate).toContainText(`Deactivate "${tenantName}"?`)
  await expect(confirmDeactivate).toContainText('signed out')
  await confirmDeactivate.getByRole('button', { name: 'Deactivate' }).click()
  await expect(tenantRow.getByRole('cell').nth(6)).toHaveText('Inactive')
  expect(await rowActions(page, tenantRow, tenantName)).toContain('Activate')
})

test('a team admin creates, edits, deactivates and deletes a user of their own tenant', async ({
  browser,
  request,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? 'http://127.0.0.1:3100'
  const run = Date.now().toString(36)
  const adminEmail = `lead-${run}@example.com`
  const memberEmail = `dorothy-${run}@example.com`

  // The super admin sets up a team tenant and its admin through the API.
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  }
  const tenant = await request.post('/api/admin/tenants', {
    headers,
    data: { tenant_name: `Globex ${run}`, tenant_slug: `globex-${run}`, is_team_account: true },
  })
  expect(tenant.status()).toBe(201)
  const { tenant_id: tenantId } = ((await tenant.json()) as { tenant: { tenant_id: string } }).tenant
  const lead = await request.post('/api/admin/users', {
    headers,
    data: {
      first_name: 'Mary',
      last_name: 'Jackson',
      email: adminEmail,
      password: 'lead-password-1',
      role: 'admin',
      tenant_id: tenantId,
    },
  })
  expect(lead.status()).toBe(201)

  // The team admin does the rest in the Administration Dashboard.
  const { context, page } = await signInFresh(browser, baseURL, adminEmail, 'lead-password-1')
  const notifications = page.getByRole('region', { name: 'Notifications' })
  await openUserMenuItem(page, 'Administration')
  await expect(page.getByRole('tab', { name: 'Tenants' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Create User' }).click()
  const createForm = page.getByRole('form', { name: 'Create user' })
  await expect(createForm.getByLabel('Tenant')).toHaveCount(0)
  await createForm.getByLabel('First name').fill('Dorothy')
  await createForm.getByLabel('Last name').fill('Vaughan')
  await createForm.getByLabel('Email').fill(memberEmail)
  await createForm.getByLabel('Password').fill('dorothy-password-1')
  await createForm.getByRole('button', { name: 'Create User' }).click()
  await expect(notifications.getByText('User created successfully!')).toBeVisible()

  const usersTable = page.getByRole('table', { name: 'Users' })
  const row = usersTable.getByRole('row').filter({ hasText: memberEmail })
  await expect(row).toBeVisible()
  await chooseRowAction(page, row, 'Dorothy Vaughan', 'Edit')
  const editForm = page.getByRole('form', { name: 'Edit user' })
  await editForm.getByLabel('First name').fill('Dot')
  await editForm.getByRole('button', { name: 'Save Changes' }).click()
  await expect(notifications.getByText('User updated successfully!')).toBeVisible()
  await expect(row.getByRole('cell').first()).toHaveText('Dot Vaughan')

  await chooseRowAction(page, row, 'Dot Vaughan', 'Deactivate')
  await expect(notifications.getByText('User deactivated successfully!')).toBeVisible()
  expect(await rowActions(page, row, 'Dot Vaughan')).toEqual(['Edit', 'Activate', 'Delete'])

  await chooseRowAction(page, row, 'Dot Vaughan', 'Delete')
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete user' })
  await confirmDelete.getByRole('button', { name: 'Delete' }).click()
  await expect(notifications.getByText('User deleted successfully!')).toBeVisible()
  await expect(usersTable.getByRole('row').filter({ hasText: memberEmail })).toHaveCount(0)
  // Only their own tenant's people were ever listed.
  await expect(usersTable.getByRole('row').filter({ hasText: e2eAdmin.email })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('team-admin-users.png'), fullPage: true })
  await context.close()
})
