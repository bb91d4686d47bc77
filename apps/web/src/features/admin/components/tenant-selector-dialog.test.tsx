import type { Tenant } from '@rapport/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeSessionResponse } from '../../../testing/fixtures.ts'
import { renderApp, renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'
import { reloadPage } from '../utils/reload-page.ts'
import { TenantSelectorDialog } from './tenant-selector-dialog.tsx'

// jsdom cannot reload; the test checks that the page asks to.
vi.mock('../utils/reload-page.ts', () => ({ reloadPage: vi.fn() }))

const ACME_ID = '33333333-3333-4333-8333-333333333333'
const GLOBEX_ID = '44444444-4444-4444-8444-444444444444'

function makeManagedTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    tenant_id: ACME_ID,
    tenant_name: 'Acme',
    tenant_slug: 'acme',
    status: 'active',
    subscription_tier: 'basic',
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

const tenants = [
  makeManagedTenant(),
  makeManagedTenant({
    tenant_id: GLOBEX_ID,
    tenant_name: 'Globex',
    tenant_slug: 'globex',
    status: 'inactive',
    user_count: 1,
    meeting_count: 1,
  }),
]

async function openSelector() {
  const view = renderApp('/settings', { session: { user: { role: 'super_admin' } } })
  await view.user.click(await screen.findByRole('button', { name: /Account menu for/ }))
  await view.user.click(await screen.findByRole('menuitem', { name: messages.userMenu.switchTenant }))
  return {
    ...view,
    dialog: within(await screen.findByRole('dialog', { name: messages.userMenu.switchTenant })),
  }
}

test('only super admins get Switch Tenant in the user menu', async () => {
  const { user } = renderApp('/settings', { session: { user: { role: 'admin' } } })
  await user.click(await screen.findByRole('button', { name: /Account menu for/ }))
  await screen.findByRole('menu')
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.switchTenant })).not.toBeInTheDocument()
})

test('the selector lists tenants with slug, status, tier and counts, and searches them', async () => {
  server.use(http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants })))
  const { user, dialog } = await openSelector()
  const acme = await dialog.findByRole('button', { name: /Acme/ })
  expect(acme).toHaveTextContent('acme · 7 users · 12 meetings')
  expect(acme).toHaveTextContent('Active')
  // The basic tier by the name of the plan customers buy.
  expect(acme).toHaveTextContent('Starter')
  expect(dialog.getByRole('button', { name: /Globex/ })).toHaveTextContent('Inactive')
  // One is one: '1 user', not '1 users'.
  expect(dialog.getByRole('button', { name: /Globex/ })).toHaveTextContent('globex · 1 user · 1 meeting')

  await user.type(dialog.getByRole('searchbox', { name: 'Search tenants' }), 'glo')
  expect(dialog.queryByRole('button', { name: /Acme/ })).not.toBeInTheDocument()
  expect(dialog.getByRole('button', { name: /Globex/ })).toBeInTheDocument()
})

test('choosing a tenant warns that access is logged, then stores the new token and reloads', async () => {
  let body: unknown
  server.use(
    http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants })),
    http.post(apiUrl('/admin/impersonate-tenant'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json(makeSessionResponse({ access_token: 'acme-token' }))
    }),
  )
  const { user, dialog } = await openSelector()
  await user.click(await dialog.findByRole('button', { name: /Globex/ }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Switch to Globex?' })
  expect(confirm).toHaveTextContent(adminMessages.impersonation.auditWarning)
  await user.click(within(confirm).getByRole('button', { name: messages.userMenu.switchTenant }))
  await waitUntil(() => expect(reloadPage).toHaveBeenCalledTimes(1))
  expect(body).toEqual({ tenant_id: GLOBEX_ID })
  expect(getAuthToken()).toBe('acme-token')
})

test('a failed switch says so; a failed list offers Retry', async () => {
  let lists = 0
  server.use(
    http.get(apiUrl('/admin/tenants'), () => {
      lists += 1
      return lists === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ tenants })
    }),
    http.post(apiUrl('/admin/impersonate-tenant'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user, dialog } = await openSelector()
  expect(await dialog.findByText(adminMessages.tenants.fetchFailed)).toBeInTheDocument()
  await user.click(dialog.getByRole('button', { name: 'Retry' }))
  await user.click(await dialog.findByRole('button', { name: /Acme/ }))
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: messages.userMenu.switchTenant,
    }),
  )
  expect(await dialog.findByText(adminMessages.tenants.switchFailed)).toBeInTheDocument()
})

test('anyone else opening the selector is told it is for super administrators', () => {
  renderWithProviders(<TenantSelectorDialog open onOpenChange={() => {}} userRole="admin" />)
  expect(screen.getByText(adminMessages.impersonation.superAdminsOnly)).toBeInTheDocument()
})
