import type { Tenant, User, UserListResponse } from '@rapport/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeSessionResponse, makeUser } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { chooseRowAction, rowActionsOf } from '../../../testing/row-actions.ts'
import { server } from '../../../testing/server.ts'

afterEach(() => {
  vi.useRealTimers()
})

const TENANT_A = '11111111-1111-4111-8111-111111111111'
const TENANT_B = '22222222-2222-4222-8222-222222222222'

const grace = makeUser({
  user_id: 'user-2',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  full_name: 'Grace Hopper',
  role: 'user',
  last_login: null,
})

function listOf(users: User[], overrides: Partial<UserListResponse> = {}): UserListResponse {
  return { users, total: users.length, total_pages: 1, page: 1, ...overrides }
}

function makeManagedTenant(overrides: Partial<Tenant>): Tenant {
  return {
    tenant_id: TENANT_A,
    tenant_name: 'Analytical Engines',
    tenant_slug: 'analytical-engines',
    status: 'active',
    subscription_tier: 'basic',
    max_users: 50,
    max_meetings_per_month: 100,
    features: { coaching: true, vtt_upload: true },
    is_team_account: true,
    created_at: '2025-01-01T09:00:00.000Z',
    user_count: 2,
    meeting_count: 3,
    ...overrides,
  }
}

/** Answers GET /api/admin/users and records each query string. */
function serveUsers(answer: (url: URL) => UserListResponse = () => listOf([makeUser(), grace])) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/admin/users'), ({ request }) => {
      const url = new URL(request.url)
      queries.push(url.searchParams)
      return HttpResponse.json(answer(url))
    }),
  )
  return queries
}

const teamAdmin = { tenant: { is_team_account: true } }

test('the users table lists name, e-mail, role, tenant, status, last login and created', async () => {
  const queries = serveUsers()
  renderApp('/admin', { session: teamAdmin })
  const table = await screen.findByRole('table', { name: 'Users' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  expect(headers).toEqual(['Name', 'Email', 'Role', 'Tenant', 'Status', 'Last Login', 'Created', 'Actions'])
  const row = within(table).getByRole('row', { name: /Grace Hopper/ })
  expect(row).toHaveTextContent('grace@example.com')
  expect(row).toHaveTextContent('User')
  expect(row).toHaveTextContent('Analytical Engines')
  expect(row).toHaveTextContent('Active')
  expect(row).toHaveTextContent('Never')
  expect(queries[0]?.get('page')).toBe('1')
  expect(queries[0]?.get('per_page')).toBe('20')
})

test('the search waits 300 ms after typing; status filters; admins get no tenant filter', async () => {
  const queries = serveUsers()
  const { user } = renderApp('/admin', { session: teamAdmin })
  await screen.findByRole('table', { name: 'Users' })
  expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument()

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace')
  // One request for the whole word, not one per keystroke.
  await waitFor(() => expect(queries.some((query) => query.get('search') === 'grace')).toBe(true))
  expect(queries.filter((query) => query.has('search'))).toHaveLength(1)

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive')
  await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('inactive'))
})

test('a super admin filters by tenant', async () => {
  const queries = serveUsers()
  server.use(
    http.get(apiUrl('/admin/tenants'), () =>
      HttpResponse.json({
        tenants: [
          makeManagedTenant({}),
          makeManagedTenant({ tenant_id: TENANT_B, tenant_name: 'Difference Engines', tenant_slug: 'diff' }),
        ],
      }),
    ),
  )
  const { user } = renderApp('/admin', { session: { user: { role: 'super_admin' } } })
  const tenantFilter = await screen.findByRole('combobox', { name: 'Tenant' })
  await screen.findByRole('option', { name: 'Difference Engines' })
  await user.selectOptions(tenantFilter, 'Difference Engines')
  await waitFor(() => expect(queries.at(-1)?.get('tenant_id')).toBe(TENANT_B))
})

test('Previous and Next page through 20 users at a time', async () => {
  const queries = serveUsers((url) =>
    listOf([url.searchParams.get('page') === '2' ? grace : makeUser()], { total: 25, total_pages: 2 }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await screen.findByText('Page 1 of 2')
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('Grace Hopper')).toBeInTheDocument()
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  expect(queries.at(-1)?.get('page')).toBe('2')
  await user.click(screen.getByRole('button', { name: 'Previous' }))
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
})

test('the create button appears only for team accounts', async () => {
  serveUsers()
  renderApp('/admin', { session: { tenant: { is_team_account: false } } })
  await screen.findByRole('table', { name: 'Users' })
  expect(screen.queryByRole('button', { name: 'Create User' })).not.toBeInTheDocument()
})

test('creating a user: fields required, role User by default, then a success message', async () => {
  serveUsers()
  let body: unknown
  server.use(
    http.post(apiUrl('/admin/users'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ user: grace }, { status: 201 })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await user.click(await screen.findByRole('button', { name: 'Create User' }))
  const form = within(await screen.findByRole('form', { name: 'Create user' }))
  expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('user')
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await form.findByText('First name is required')).toBeInTheDocument()
  expect(form.getByText('Password must be at least 8 characters long')).toBeInTheDocument()

  await user.type(form.getByLabelText('First name'), 'Grace')
  await user.type(form.getByLabelText('Last name'), 'Hopper')
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.type(form.getByLabelText('Password'), 'secret-1')
  await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Admin')
  await user.click(form.getByRole('button', { name: 'Create User' }))

  expect(await screen.findByText(adminMessages.users.created)).toBeInTheDocument()
  expect(body).toEqual({
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    password: 'secret-1',
    role: 'admin',
  })
  expect(screen.queryByRole('form', { name: 'Create user' })).not.toBeInTheDocument()
})

test('a super admin must choose the new user’s tenant', async () => {
  serveUsers()
  let body: unknown
  server.use(
    http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants: [makeManagedTenant({})] })),
    http.post(apiUrl('/admin/users'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ user: grace }, { status: 201 })
    }),
  )
  const { user } = renderApp('/admin', {
    session: { user: { role: 'super_admin' }, tenant: { is_team_account: true } },
  })
  await user.click(await screen.findByRole('button', { name: 'Create User' }))
  const form = within(await screen.findByRole('form', { name: 'Create user' }))
  await user.type(form.getByLabelText('First name'), 'Grace')
  await user.type(form.getByLabelText('Last name'), 'Hopper')
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.type(form.getByLabelText('Password'), 'secret-1')
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await form.findByText(adminMessages.users.tenantRequired)).toBeInTheDocument()

  await user.selectOptions(form.getByRole('combobox', { name: 'Tenant' }), 'Analytical Engines')
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await screen.findByText(adminMessages.users.created)).toBeInTheDocument()
  expect(body).toMatchObject({ tenant_id: TENANT_A, role: 'user' })
})

test('editing keeps a blank password out of the request; failures show the server’s text or the spec’s', async () => {
  serveUsers()
  const bodies: unknown[] = []
  server.use(
    http.put(apiUrl('/admin/users/user-2'), async ({ request }) => {
      bodies.push(await request.json())
      if (bodies.length === 1) return new HttpResponse(null, { status: 500 })
      return HttpResponse.json({ user: grace })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await chooseRowAction(user, 'Grace Hopper', 'Edit')
  const form = within(await screen.findByRole('form', { name: 'Edit user' }))
  expect(form.getByLabelText('First name')).toHaveValue('Grace')
  expect(form.getByLabelText('Password (optional)')).toHaveValue('')
  await user.clear(form.getByLabelText('Last name'))
  await user.type(form.getByLabelText('Last name'), 'Murray')
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await form.findByText(adminMessages.users.updateFailed)).toBeInTheDocument()

  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await screen.findByText(adminMessages.users.updated)).toBeInTheDocument()
  expect(bodies[1]).toEqual({
    first_name: 'Grace',
    last_name: 'Murray',
    email: 'grace@example.com',
    role: 'user',
  })
})

test('deactivating and activating say which happened; a failure says so', async () => {
  serveUsers()
  let calls = 0
  server.use(
    http.patch(apiUrl('/admin/users/user-2/toggle-status'), () => {
      calls += 1
      if (calls === 1) return HttpResponse.json({ user: { ...grace, is_active: false } })
      if (calls === 2) return HttpResponse.json({ user: grace })
      return HttpResponse.json(errorBody('You cannot deactivate yourself', 'FORBIDDEN'), { status: 403 })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await chooseRowAction(user, 'Grace Hopper', 'Deactivate')
  expect(await screen.findByText(adminMessages.users.deactivated)).toBeInTheDocument()
  await chooseRowAction(user, 'Grace Hopper', 'Deactivate')
  expect(await screen.findByText(adminMessages.users.activated)).toBeInTheDocument()
  await chooseRowAction(user, 'Grace Hopper', 'Deactivate')
  expect(await screen.findByText('You cannot deactivate yourself')).toBeInTheDocument()
})

test('deleting asks first and confirms; a failure falls back to the spec’s message', async () => {
  serveUsers()
  let deletes = 0
  server.use(
    http.delete(apiUrl('/admin/users/user-2'), () => {
      deletes += 1
      if (deletes === 1) return HttpResponse.json({ message: 'User deleted' })
      return new HttpResponse(null, { status: 500 })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await chooseRowAction(user, 'Grace Hopper', 'Delete')
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent(adminMessages.users.confirmDelete)
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(deletes).toBe(0)

  await chooseRowAction(user, 'Grace Hopper', 'Delete')
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(adminMessages.users.deleted)).toBeInTheDocument()

  await chooseRowAction(user, 'Grace Hopper', 'Delete')
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(adminMessages.users.deleteFailed)).toBeInTheDocument()
})

test('a failed user list shows the spec’s message', async () => {
  server.use(http.get(apiUrl('/admin/users'), () => new HttpResponse(null, { status: 500 })))
  renderApp('/admin', { session: teamAdmin })
  expect(await screen.findByText(adminMessages.users.fetchFailed)).toBeInTheDocument()
})

test('creating a user refreshes the tenants’ user counts (the Tenants tab and the tenant selector read them)', async () => {
  serveUsers()
  let userCount = 2
  server.use(
    http.get(apiUrl('/admin/tenants'), () =>
      HttpResponse.json({ tenants: [makeManagedTenant({ user_count: userCount })] }),
    ),
    http.post(apiUrl('/admin/users'), () => {
      userCount += 1
      return HttpResponse.json({ user: grace }, { status: 201 })
    }),
  )
  const { user } = renderApp('/admin', {
    session: { user: { role: 'super_admin' }, tenant: { is_team_account: true } },
  })
  await user.click(await screen.findByRole('tab', { name: 'Tenants' }))
  const before = await screen.findByRole('row', { name: /Analytical Engines/ })
  expect(before).toHaveTextContent('2/50')

  await user.click(screen.getByRole('tab', { name: 'Users' }))
  await user.click(await screen.findByRole('button', { name: 'Create User' }))
  const form = within(await screen.findByRole('form', { name: 'Create user' }))
  await user.type(form.getByLabelText('First name'), 'Grace')
  await user.type(form.getByLabelText('Last name'), 'Hopper')
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.type(form.getByLabelText('Password'), 'secret-1')
  await user.selectOptions(form.getByRole('combobox', { name: 'Tenant' }), 'Analytical Engines')
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await screen.findByText(adminMessages.users.created)).toBeInTheDocument()

  await user.click(screen.getByRole('tab', { name: 'Tenants' }))
  const after = await screen.findByRole('row', { name: /Analytical Engines/ })
  expect(after).toHaveTextContent('3/50')
})

test('a super admin acting inside a tenant sees that tenant’s users first, and may widen to all tenants', async () => {
  const queries = serveUsers()
  const session = {
    user: { role: 'super_admin' as const },
    tenant: { tenant_id: TENANT_A, tenant_name: 'Analytical Engines', is_team_account: true },
  }
  const { access_token: _token, ...me } = makeSessionResponse(session)
  server.use(
    http.get(apiUrl('/auth/me'), () =>
      HttpResponse.json({
        ...me,
        impersonation_context: { is_impersonating: true, original_tenant_name: 'Default' },
      }),
    ),
    http.get(apiUrl('/admin/tenants'), () =>
      HttpResponse.json({
        tenants: [
          makeManagedTenant({}),
          makeManagedTenant({ tenant_id: TENANT_B, tenant_name: 'Difference Engines', tenant_slug: 'diff' }),
        ],
      }),
    ),
  )
  const { user } = renderApp('/admin', { session })
  await screen.findByRole('table', { name: 'Users' })
  expect(queries.length).toBeGreaterThan(0)
  expect(queries.every((query) => query.get('tenant_id') === TENANT_A)).toBe(true)
  await screen.findByRole('option', { name: 'Difference Engines' })
  const tenantFilter = screen.getByRole('combobox', { name: 'Tenant' })
  expect(tenantFilter).toHaveDisplayValue('Analytical Engines')

  await user.selectOptions(tenantFilter, 'All tenants')
  await waitFor(() => expect(queries.at(-1)?.has('tenant_id')).toBe(false))
})

test('the signed-in admin’s own row can be edited but not deactivated or deleted', async () => {
  serveUsers()
  const { user } = renderApp('/admin', { session: teamAdmin })
  await screen.findByRole('table', { name: 'Users' })
  expect(await rowActionsOf(user, 'Ada Lovelace')).toEqual(['Edit'])
  expect(await rowActionsOf(user, 'Grace Hopper')).toEqual(['Edit', 'Deactivate', 'Delete'])
})

const root = makeUser({
  user_id: 'user-root',
  email: 'root@example.com',
  first_name: 'Root',
  last_name: 'Admin',
  full_name: 'Root Admin',
  role: 'super_admin',
})

test('an admin is offered no action on a super admin’s row, and is told why', async () => {
  serveUsers(() => listOf([makeUser(), grace, root]))
  const { user } = renderApp('/admin', { session: teamAdmin })
  const table = await screen.findByRole('table', { name: 'Users' })
  const rootRow = within(table).getByRole('row', { name: /Root Admin/ })
  expect(within(rootRow).queryByRole('button')).not.toBeInTheDocument()
  expect(rootRow).toHaveTextContent(adminMessages.users.superAdminOnly)
  expect(await rowActionsOf(user, 'Grace Hopper')).toEqual(['Edit', 'Deactivate', 'Delete'])
})

test('a super admin may edit, deactivate and delete another super admin, and only edit themself', async () => {
  serveUsers(() => listOf([makeUser({ role: 'super_admin' }), root]))
  server.use(http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants: [] })))
  const { user } = renderApp('/admin', { session: { user: { role: 'super_admin' } } })
  const table = await screen.findByRole('table', { name: 'Users' })
  const rootRow = within(table).getByRole('row', { name: /Root Admin/ })
  expect(await rowActionsOf(user, 'Root Admin')).toEqual(['Edit', 'Deactivate', 'Delete'])
  expect(rootRow).not.toHaveTextContent(adminMessages.users.superAdminOnly)
  expect(await rowActionsOf(user, 'Ada Lovelace')).toEqual(['Edit'])
})

test('editing one’s own account keeps role and tenant, saying why, and sends neither', async () => {
  serveUsers(() => listOf([makeUser({ role: 'super_admin', tenant_id: TENANT_A }), grace]))
  let body: unknown
  server.use(
    http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants: [makeManagedTenant({})] })),
    http.put(apiUrl('/admin/users/user-1'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ user: makeUser() })
    }),
  )
  const { user } = renderApp('/admin', { session: { user: { role: 'super_admin' } } })
  await chooseRowAction(user, 'Ada Lovelace', 'Edit')
  const form = within(await screen.findByRole('form', { name: 'Edit user' }))
  const role = form.getByRole('combobox', { name: 'Role' })
  expect(role).toBeDisabled()
  expect(role).toHaveAccessibleDescription(adminMessages.users.ownRole)
  const tenant = form.getByRole('combobox', { name: 'Tenant' })
  expect(tenant).toBeDisabled()
  expect(tenant).toHaveAccessibleDescription(adminMessages.users.ownTenant)
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await screen.findByText(adminMessages.users.updated)).toBeInTheDocument()
  expect(body).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })

  // Someone else's account: both can be changed.
  await chooseRowAction(user, 'Grace Hopper', 'Edit')
  const other = within(await screen.findByRole('form', { name: 'Edit user' }))
  expect(other.getByRole('combobox', { name: 'Role' })).toBeEnabled()
  expect(other.getByRole('combobox', { name: 'Tenant' })).toBeEnabled()
})

test('editing a viewer without choosing a role saves and keeps the role (none is sent)', async () => {
  const viewer = makeUser({ ...grace, role: 'viewer' })
  serveUsers(() => listOf([makeUser(), viewer]))
  let body: unknown
  server.use(
    http.put(apiUrl('/admin/users/user-2'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ user: viewer })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin })
  await chooseRowAction(user, 'Grace Hopper', 'Edit')
  const form = within(await screen.findByRole('form', { name: 'Edit user' }))
  expect(form.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Viewer (unchanged)')
  await user.click(form.getByRole('button', { name: 'Save Changes' }))
  expect(await screen.findByText(adminMessages.users.updated)).toBeInTheDocument()
  expect(body).toEqual({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })
})

test('a server error in the user form vanishes after 5 s; field validation messages stay', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  serveUsers()
  let posts = 0
  server.use(
    http.post(apiUrl('/admin/users'), () => {
      posts += 1
      return HttpResponse.json(errorBody('A user with this email already exists', 'CONFLICT'), {
        status: 409,
      })
    }),
  )
  const { user } = renderApp('/admin', { session: teamAdmin, advanceTimers: vi.advanceTimersByTime })
  await user.click(await screen.findByRole('button', { name: 'Create User' }))
  const form = within(await screen.findByRole('form', { name: 'Create user' }))
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await form.findByText('First name is required')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(6000))
  expect(form.getByText('First name is required')).toBeInTheDocument()

  await user.type(form.getByLabelText('First name'), 'Grace')
  await user.type(form.getByLabelText('Last name'), 'Hopper')
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.type(form.getByLabelText('Password'), 'secret-1')
  await user.click(form.getByRole('button', { name: 'Create User' }))
  const alert = await form.findByRole('alert')
  expect(alert).toHaveTextContent('A user with this email already exists')
  act(() => vi.advanceTimersByTime(4500))
  expect(form.getByRole('alert')).toHaveTextContent('A user with this email already exists')
  act(() => vi.advanceTimersByTime(600))
  expect(form.queryByRole('alert')).not.toBeInTheDocument()

  // A second failure shows the message again, for another 5 s.
  await user.click(form.getByRole('button', { name: 'Create User' }))
  expect(await form.findByRole('alert')).toHaveTextContent('A user with this email already exists')
  expect(posts).toBe(2)
  act(() => vi.advanceTimersByTime(5100))
  expect(form.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('form', { name: 'Create user' })).toBeInTheDocument()
})
