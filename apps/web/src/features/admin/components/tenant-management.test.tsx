import type { Tenant } from '@rapport/contracts'
import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { chooseRowAction, rowActionsOf } from '../../../testing/row-actions.ts'
import { server } from '../../../testing/server.ts'
import { PLAN_LIMIT_HINT, slugFromName } from './tenant-form-dialog.tsx'

afterEach(() => {
  vi.useRealTimers()
})

const ACME_ID = '33333333-3333-4333-8333-333333333333'

function makeManagedTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    tenant_id: ACME_ID,
    tenant_name: 'Acme',
    tenant_slug: 'acme',
    status: 'active',
    subscription_tier: 'premium',
    max_users: 50,
    max_meetings_per_month: 100,
    features: { coaching: true, vtt_upload: true },
    is_team_account: false,
    created_at: '2025-01-01T09:00:00.000Z',
    user_count: 7,
    meeting_count: 12,
    ...overrides,
  }
}

function serve(tenants: () => Tenant[], gate: Promise<unknown> = Promise.resolve()) {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
    http.get(apiUrl('/admin/tenants'), async () => {
      await gate
      return HttpResponse.json({ tenants: tenants() })
    }),
  )
}

async function openTenants() {
  const view = renderApp('/admin', { session: { user: { role: 'super_admin' } } })
  await view.user.click(await screen.findByRole('tab', { name: 'Tenants' }))
  return view
}

test('the tenants table shows counts against limits, team flag and status; loading says so', async () => {
  // The list stays unanswered until the loading state has been seen.
  let answer = () => {}
  serve(() => [makeManagedTenant()], new Promise<void>((resolve) => (answer = resolve)))
  await openTenants()
  expect(await screen.findByText(adminMessages.tenants.loading)).toBeInTheDocument()
  answer()
  const table = await screen.findByRole('table', { name: 'Tenants' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Name',
    'Slug',
    'Tier',
    'Users',
    'Meetings/Month',
    'Team Account',
    'Status',
    'Created',
    'Actions',
  ])
  const row = within(table).getByRole('row', { name: /Acme/ })
  expect(row).toHaveTextContent('acme')
  expect(row).toHaveTextContent('Premium')
  expect(row).toHaveTextContent('7/50')
  expect(row).toHaveTextContent('12/100')
  expect(row).toHaveTextContent('Active')
})

test('a failed list shows the spec’s message', async () => {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
    http.get(apiUrl('/admin/tenants'), () => new HttpResponse(null, { status: 500 })),
  )
  await openTenants()
  expect(await screen.findByText(adminMessages.tenants.loadFailed)).toBeInTheDocument()
})

test('creating a tenant starts from the spec’s defaults, checks the slug and has no status field', async () => {
  serve(() => [])
  let body: unknown
  server.use(
    http.post(apiUrl('/admin/tenants'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ tenant: makeManagedTenant() }, { status: 201 })
    }),
  )
  const { user } = await openTenants()
  await user.click(await screen.findByRole('button', { name: 'Create Tenant' }))
  const form = within(await screen.findByRole('form', { name: 'Create tenant' }))
  expect(form.getByLabelText('Max users')).toHaveValue(50)
  expect(form.getByLabelText('Max meetings per month')).toHaveValue(100)
  expect(form.getByRole('combobox', { name: 'Subscription tier' })).toHaveValue('basic')
  expect(
    within(form.getByRole('combobox', { name: 'Subscription tier' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Starter', 'Professional', 'Premium', 'Enterprise'])
  expect(form.getByRole('checkbox', { name: 'Coaching' })).toBeChecked()
  expect(form.getByRole('checkbox', { name: 'VTT upload' })).toBeChecked()
  expect(form.getByRole('checkbox', { name: 'Team account' })).not.toBeChecked()
  // Not a team account: the limit field says the plan's applies; a team account's uses the field.
  expect(form.getByLabelText('Max meetings per month')).toHaveAccessibleDescription(PLAN_LIMIT_HINT)
  await user.click(form.getByRole('checkbox', { name: 'Team account' }))
  expect(form.getByLabelText('Max meetings per month')).not.toHaveAccessibleDescription(PLAN_LIMIT_HINT)
  await user.click(form.getByRole('checkbox', { name: 'Team account' }))
  expect(form.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument()

  await user.type(form.getByLabelText('Name'), 'Acme')
  // The slug is suggested from the name until edited by hand.
  expect(form.getByLabelText('Slug')).toHaveValue('acme')
  await user.type(form.getByLabelText('Slug'), 'Acme Corp')
  await user.clear(form.getByLabelText('Max users'))
  await user.click(form.getByRole('button', { name: 'Create Tenant' }))
  expect(await form.findByText(adminMessages.tenants.slugRule)).toBeInTheDocument()
  expect(form.getByText('Max users is required')).toBeInTheDocument()

  await user.clear(form.getByLabelText('Slug'))
  await user.type(form.getByLabelText('Slug'), 'acme')
  await user.type(form.getByLabelText('Max users'), '10')
  await user.click(form.getByRole('button', { name: 'Create Tenant' }))
  await screen.findByRole('tab', { name: 'Tenants' })
  await expect
    .poll(() => body)
    .toEqual({
      tenant_name: 'Acme',
      tenant_slug: 'acme',
      subscription_tier: 'basic',
      max_users: 10,
      max_meetings_per_month: 100,
      features: { coaching: true, vtt_upload: true },
      status: 'active',
      is_team_account: false,
    })
  expect(screen.queryByRole('form', { name: 'Create tenant' })).not.toBeInTheDocument()
})

test('editing shows the status select and the tenant’s tier, whichever form set it; failures say so', async () => {
  serve(() => [makeManagedTenant({ subscription_tier: 'professional' })])
  const bodies: unknown[] = []
  server.use(
    http.put(apiUrl(`/admin/tenants/${ACME_ID}`), async ({ request }) => {
      bodies.push(await request.json())
      return bodies.length === 1
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json({ tenant: makeManagedTenant() })
    }),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Edit')
  const form = within(await screen.findByRole('form', { name: 'Edit tenant' }))
  // Set in the tenant's own Settings, and offered here too: one list of tiers (issue 30).
  expect(form.getByRole('combobox', { name: 'Subscription tier' })).toHaveValue('professional')
  await user.selectOptions(form.getByRole('combobox', { name: 'Status' }), 'Inactive')
  // Deactivating through the form says what it does before it is done, on the button too.
  expect(form.getByText(adminMessages.tenants.confirmDeactivate('Acme'))).toBeInTheDocument()
  await user.click(form.getByRole('button', { name: 'Save and Deactivate' }))
  expect(await form.findByText(adminMessages.tenants.updateFailed)).toBeInTheDocument()
  await user.click(form.getByRole('button', { name: 'Save and Deactivate' }))
  await expect.poll(() => bodies.length).toBe(2)
  expect(bodies[1]).toEqual({
    tenant_name: 'Acme',
    tenant_slug: 'acme',
    subscription_tier: 'professional',
    max_users: 50,
    max_meetings_per_month: 100,
    features: { coaching: true, vtt_upload: true },
    status: 'inactive',
    is_team_account: false,
  })
})

test('the form keeps limits within the settings bounds (users 1–1000, meetings 1–10000)', async () => {
  serve(() => [makeManagedTenant()])
  let puts = 0
  server.use(
    http.put(apiUrl(`/admin/tenants/${ACME_ID}`), () => {
      puts += 1
      return HttpResponse.json({ tenant: makeManagedTenant() })
    }),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Edit')
  const form = within(await screen.findByRole('form', { name: 'Edit tenant' }))
  expect(form.getByLabelText('Max users')).toHaveAttribute('max', '1000')
  expect(form.getByLabelText('Max meetings per month')).toHaveAttribute('max', '10000')
  await user.clear(form.getByLabelText('Max users'))
  await user.type(form.getByLabelText('Max users'), '1001')
  await user.clear(form.getByLabelText('Max meetings per month'))
  await user.type(form.getByLabelText('Max meetings per month'), '10001')
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await form.findByText('Max users must be at most 1000')).toBeInTheDocument()
  expect(form.getByText('Max meetings per month must be at most 10000')).toBeInTheDocument()
  expect(puts).toBe(0)

  await user.clear(form.getByLabelText('Max users'))
  await user.type(form.getByLabelText('Max users'), '1000')
  await user.clear(form.getByLabelText('Max meetings per month'))
  await user.type(form.getByLabelText('Max meetings per month'), '10000')
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  await expect.poll(() => puts).toBe(1)
})

test('the team flag changes only after a confirmation naming the tenant', async () => {
  let tenants = [makeManagedTenant()]
  serve(() => tenants)
  const bodies: unknown[] = []
  server.use(
    http.patch(apiUrl(`/admin/tenants/${ACME_ID}/team-status`), async ({ request }) => {
      const body = (await request.json()) as { is_team_account: boolean }
      bodies.push(body)
      if (bodies.length === 2) return new HttpResponse(null, { status: 500 })
      tenants = [makeManagedTenant({ is_team_account: body.is_team_account })]
      return HttpResponse.json({ tenant: tenants[0] })
    }),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Make Team')
  let dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent('Designate "Acme" as a team account?')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(bodies).toHaveLength(0)

  await chooseRowAction(user, 'Acme', 'Make Team')
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Designate' }))
  await within(await screen.findByRole('row', { name: /Acme/ })).findByText('Team')
  expect(await rowActionsOf(user, 'Acme')).toContain('Remove Team')
  expect(bodies[0]).toEqual({ is_team_account: true })

  await chooseRowAction(user, 'Acme', 'Remove Team')
  dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent('Remove team account status from "Acme"?')
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
  expect(await screen.findByText(adminMessages.tenants.teamStatusFailed)).toBeInTheDocument()
})

test('deactivating asks first, naming the tenant and saying its users will be signed out; activating does not', async () => {
  let tenants = [makeManagedTenant()]
  serve(() => tenants)
  const bodies: unknown[] = []
  server.use(
    http.patch(apiUrl(`/admin/tenants/${ACME_ID}/status`), async ({ request }) => {
      const body = (await request.json()) as { status: 'active' | 'inactive' }
      bodies.push(body)
      tenants = [makeManagedTenant({ status: body.status })]
      return HttpResponse.json({ tenant: tenants[0] })
    }),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Deactivate')
  let dialog = await screen.findByRole('alertdialog', { name: 'Deactivate tenant' })
  expect(dialog).toHaveTextContent(adminMessages.tenants.confirmDeactivate('Acme'))
  expect(dialog).toHaveTextContent('"Acme"')
  expect(dialog).toHaveTextContent('signed out')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(bodies).toHaveLength(0)
  expect(await rowActionsOf(user, 'Acme')).toContain('Deactivate')

  await chooseRowAction(user, 'Acme', 'Deactivate')
  dialog = await screen.findByRole('alertdialog', { name: 'Deactivate tenant' })
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
  await chooseRowAction(user, 'Acme', 'Activate')
  await expect.poll(() => bodies).toEqual([{ status: 'inactive' }, { status: 'active' }])
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(await rowActionsOf(user, 'Acme')).toContain('Deactivate')
})

test('a refused status change shows the server’s text', async () => {
  serve(() => [makeManagedTenant()])
  server.use(
    http.patch(apiUrl(`/admin/tenants/${ACME_ID}/status`), () =>
      HttpResponse.json(
        errorBody('You cannot deactivate the tenant you are signed in to.', 'VALIDATION_ERROR'),
        {
          status: 400,
        },
      ),
    ),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Deactivate')
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }))
  expect(
    await screen.findByText('You cannot deactivate the tenant you are signed in to.'),
  ).toBeInTheDocument()
})

test('deleting asks with the spec’s words; a failure falls back to the spec’s message', async () => {
  serve(() => [makeManagedTenant()])
  let deletes = 0
  server.use(
    http.delete(apiUrl(`/admin/tenants/${ACME_ID}`), () => {
      deletes += 1
      return new HttpResponse(null, { status: 500 })
    }),
  )
  const { user } = await openTenants()
  await chooseRowAction(user, 'Acme', 'Delete')
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent(adminMessages.tenants.confirmDelete)
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(adminMessages.tenants.deleteFailed)).toBeInTheDocument()
  expect(deletes).toBe(1)
})

test('the default tenant offers no deactivate or delete', async () => {
  serve(() => [
    makeManagedTenant(),
    makeManagedTenant({
      tenant_id: '44444444-4444-4444-8444-444444444444',
      tenant_name: 'Default',
      tenant_slug: 'default',
    }),
  ])
  const { user } = await openTenants()
  await screen.findByRole('table', { name: 'Tenants' })
  expect(await rowActionsOf(user, 'Default')).toEqual(['Edit'])
  expect(await rowActionsOf(user, 'Acme')).toEqual(['Edit', 'Make Team', 'Deactivate', 'Delete'])
})

test('a server error in the tenant form vanishes after 5 s; field validation messages stay', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  serve(() => [makeManagedTenant()])
  server.use(
    http.post(apiUrl('/admin/tenants'), () =>
      HttpResponse.json(errorBody('A tenant with this slug already exists', 'CONFLICT'), { status: 409 }),
    ),
    http.put(apiUrl(`/admin/tenants/${ACME_ID}`), () => new HttpResponse(null, { status: 500 })),
  )
  const view = renderApp('/admin', {
    session: { user: { role: 'super_admin' } },
    advanceTimers: vi.advanceTimersByTime,
  })
  const { user } = view
  await user.click(await screen.findByRole('tab', { name: 'Tenants' }))
  await user.click(await screen.findByRole('button', { name: 'Create Tenant' }))
  let form = within(await screen.findByRole('form', { name: 'Create tenant' }))
  await user.type(form.getByLabelText('Slug'), 'Acme Corp')
  await user.click(form.getByRole('button', { name: 'Create Tenant' }))
  expect(await form.findByText(adminMessages.tenants.slugRule)).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(6000))
  expect(form.getByText(adminMessages.tenants.slugRule)).toBeInTheDocument()

  await user.type(form.getByLabelText('Name'), 'Acme')
  await user.clear(form.getByLabelText('Slug'))
  await user.type(form.getByLabelText('Slug'), 'acme')
  await user.click(form.getByRole('button', { name: 'Create Tenant' }))
  expect(await form.findByRole('alert')).toHaveTextContent('A tenant with this slug already exists')
  act(() => vi.advanceTimersByTime(4500))
  expect(form.getByRole('alert')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(600))
  expect(form.queryByRole('alert')).not.toBeInTheDocument()
  await user.click(form.getByRole('button', { name: 'Cancel' }))

  await chooseRowAction(user, 'Acme', 'Edit')
  form = within(await screen.findByRole('form', { name: 'Edit tenant' }))
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await form.findByRole('alert')).toHaveTextContent(adminMessages.tenants.updateFailed)
  act(() => vi.advanceTimersByTime(5100))
  expect(form.queryByRole('alert')).not.toBeInTheDocument()
})

test('a slug suggested from a name keeps lowercase letters, digits and single hyphens', () => {
  expect(slugFromName('Acme Café & Co.')).toBe('acme-cafe-co')
  expect(slugFromName('  Globex  Corporation ')).toBe('globex-corporation')
  expect(slugFromName('Ünïcode 2026!')).toBe('unicode-2026')
  expect(slugFromName('x'.repeat(70))).toHaveLength(63)
})
