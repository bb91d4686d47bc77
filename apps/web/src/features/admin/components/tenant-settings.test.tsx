import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeTenant } from '../../../testing/fixtures.ts'
import { renderApp, renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { TenantSettings } from './tenant-settings.tsx'

const teamTenant = {
  is_team_account: true,
  tenant_name: 'Analytical Engines',
  max_users: 50,
  max_meetings_per_month: 100,
}

async function openSettings() {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
  )
  const view = renderApp('/admin', { session: { tenant: teamTenant } })
  await view.user.click(await screen.findByRole('tab', { name: 'Settings' }))
  return { ...view, form: within(await screen.findByRole('form', { name: 'Tenant settings' })) }
}

test('the settings show the organization, subscription and limits, and four status cards with the tenant’s real counts', async () => {
  server.use(
    http.get(apiUrl('/admin/tenant/usage'), () => HttpResponse.json({ user_count: 3, meeting_count: 1234 })),
  )
  const { form } = await openSettings()
  expect(form.getByRole('heading', { name: 'Organization Details' })).toBeInTheDocument()
  expect(form.getByRole('heading', { name: 'Subscription & Limits' })).toBeInTheDocument()
  expect(form.getByRole('heading', { name: 'Current Status' })).toBeInTheDocument()
  expect(form.getByLabelText('Organization name')).toHaveValue('Analytical Engines')
  expect(form.getByLabelText('Max users')).toHaveValue(50)
  expect(form.getByRole('combobox', { name: 'Subscription tier' })).toHaveValue('basic')
  expect(
    within(form.getByRole('combobox', { name: 'Subscription tier' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Starter', 'Professional', 'Premium', 'Enterprise'])
  const list = form.getByRole('list')
  await within(list).findByText('1,234')
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((card) => card.textContent),
  ).toEqual(['Total Users3', 'User Limit50', 'Monthly Meetings1,234', 'Meeting Limit100'])
})

test('a count that cannot be loaded says so instead of showing 0', async () => {
  server.use(http.get(apiUrl('/admin/tenant/usage'), () => new HttpResponse(null, { status: 500 })))
  const { form } = await openSettings()
  const list = form.getByRole('list')
  expect(await within(list).findAllByText(adminMessages.settings.countUnavailable)).toHaveLength(2)
  expect(list).not.toHaveTextContent('Total Users0')
})

/** The form as a super admin sees it: tier and limits editable. */
function superAdminSettings() {
  const view = renderWithProviders(
    <TenantSettings tenant={makeTenant({ ...teamTenant, subscription_tier: 'basic' })} canChangeLimits />,
  )
  return { ...view, form: within(screen.getByRole('form', { name: 'Tenant settings' })) }
}

test('the name is required and the limits stay within 1–1000 users and 1–10000 meetings', async () => {
  const { user, form } = superAdminSettings()
  await user.clear(form.getByLabelText('Organization name'))
  await user.clear(form.getByLabelText('Max users'))
  await user.type(form.getByLabelText('Max users'), '1001')
  await user.clear(form.getByLabelText('Max meetings per month'))
  await user.type(form.getByLabelText('Max meetings per month'), '0')
  await user.click(form.getByRole('button', { name: 'Save Settings' }))
  expect(await form.findByText('Organization name is required')).toBeInTheDocument()
  expect(form.getByText('Max users must be at most 1000')).toBeInTheDocument()
  expect(form.getByText('Max meetings per month must be at least 1')).toBeInTheDocument()
})

test('a team admin sees the tier and limits read-only; saving sends the name and the user menu follows it', async () => {
  let body: unknown
  server.use(
    http.put(apiUrl('/admin/tenant/settings'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ tenant: makeTenant({ ...teamTenant, tenant_name: 'Difference Engines' }) })
    }),
  )
  const { user, form } = await openSettings()
  expect(form.getByText(adminMessages.settings.limitsSuperAdminOnly)).toBeInTheDocument()
  expect(form.getByLabelText('Max users')).toBeDisabled()
  expect(form.getByLabelText('Max meetings per month')).toBeDisabled()
  expect(form.getByRole('combobox', { name: 'Subscription tier' })).toBeDisabled()
  await user.clear(form.getByLabelText('Organization name'))
  await user.type(form.getByLabelText('Organization name'), 'Difference Engines')
  await user.click(form.getByRole('button', { name: 'Save Settings' }))
  expect(await screen.findByText(adminMessages.settings.updated)).toBeInTheDocument()
  expect(body).toEqual({ tenant_name: 'Difference Engines' })
  await user.click(screen.getByRole('button', { name: /Account menu/ }))
  expect(await screen.findByText('Difference Engines', { selector: 'p' })).toBeInTheDocument()
})

test('a super admin changes the tier and limits', async () => {
  let body: unknown
  server.use(
    http.put(apiUrl('/admin/tenant/settings'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ tenant: makeTenant({ ...teamTenant, subscription_tier: 'enterprise' }) })
    }),
  )
  const { user, form } = superAdminSettings()
  expect(form.queryByText(adminMessages.settings.limitsSuperAdminOnly)).not.toBeInTheDocument()
  await user.selectOptions(form.getByRole('combobox', { name: 'Subscription tier' }), 'Enterprise')
  await user.clear(form.getByLabelText('Max users'))
  await user.type(form.getByLabelText('Max users'), '80')
  await user.click(form.getByRole('button', { name: 'Save Settings' }))
  expect(await screen.findByText(adminMessages.settings.updated)).toBeInTheDocument()
  expect(body).toEqual({
    tenant_name: 'Analytical Engines',
    max_users: 80,
    max_meetings_per_month: 100,
    subscription_tier: 'enterprise',
  })
})

test('a refused save shows the server’s text, else the spec’s', async () => {
  let puts = 0
  server.use(
    http.put(apiUrl('/admin/tenant/settings'), () => {
      puts += 1
      return puts === 1
        ? HttpResponse.json(errorBody('Max users is below the current user count', 'VALIDATION_ERROR'), {
            status: 400,
          })
        : new HttpResponse(null, { status: 500 })
    }),
  )
  const { user, form } = await openSettings()
  await user.type(form.getByLabelText('Organization name'), ' Ltd')
  await user.click(form.getByRole('button', { name: 'Save Settings' }))
  expect(await screen.findByText('Max users is below the current user count')).toBeInTheDocument()
  await user.click(form.getByRole('button', { name: 'Save Settings' }))
  expect(await screen.findByText(adminMessages.settings.updateFailed)).toBeInTheDocument()
})

test('a tenant that is not a team account gets the spec’s message instead of the form', () => {
  renderWithProviders(
    <TenantSettings tenant={makeTenant({ is_team_account: false })} canChangeLimits={false} />,
  )
  expect(screen.getByText(adminMessages.settings.notAvailable)).toBeInTheDocument()
  expect(screen.queryByRole('form')).not.toBeInTheDocument()
})
