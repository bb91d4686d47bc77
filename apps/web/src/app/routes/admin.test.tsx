import { act, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { adminMessages } from '../../admin-messages.ts'
import { type Session, sessionQueryKey } from '../../lib/session.ts'
import { apiUrl } from '../../testing/api-handlers.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'

function serveEmptyUsers() {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
  )
}

test('an admin gets the Administration Dashboard with its subtitle and the Users tab', async () => {
  serveEmptyUsers()
  renderApp('/admin', { session: { user: { role: 'admin' } } })
  expect(await screen.findByRole('heading', { name: adminMessages.title, level: 1 })).toBeInTheDocument()
  expect(screen.getByText(adminMessages.subtitle)).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument()
})

test('anyone below admin sees the spec’s Access Denied message and no tabs', async () => {
  renderApp('/admin', { session: { user: { role: 'user' } } })
  expect(await screen.findByText(adminMessages.accessDenied)).toBeInTheDocument()
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
})

test('a signed-out visitor to /admin gets the sign-in page', async () => {
  renderApp('/admin')
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
})

function tabNames() {
  return screen.getAllByRole('tab').map((tab) => tab.textContent)
}

test('tabs follow the role and the tenant: Invitations and Settings for team accounts, Tenants for super admins, LLM Config in the default tenant', async () => {
  serveEmptyUsers()
  server.use(http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants: [] })))
  const admin = renderApp('/admin', {
    session: { user: { role: 'admin' }, tenant: { is_team_account: false } },
  })
  await screen.findByRole('tab', { name: 'Users' })
  expect(tabNames()).toEqual(['Users'])
  admin.unmount()

  const teamAdmin = renderApp('/admin', {
    session: { user: { role: 'admin' }, tenant: { is_team_account: true } },
  })
  await screen.findByRole('tab', { name: 'Invitations' })
  expect(tabNames()).toEqual(['Users', 'Invitations', 'Settings'])
  teamAdmin.unmount()

  renderApp('/admin', {
    session: { user: { role: 'super_admin' }, tenant: { is_team_account: false, tenant_slug: 'default' } },
  })
  await screen.findByRole('tab', { name: 'Tenants' })
  expect(tabNames()).toEqual(['Users', 'Tenants', 'LLM Config'])
})

test('when the open tab stops being available the view returns to Users', async () => {
  serveEmptyUsers()
  const { user, queryClient } = renderApp('/admin', { session: { tenant: { is_team_account: true } } })
  await user.click(await screen.findByRole('tab', { name: 'Settings' }))
  expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeInTheDocument()

  act(() => {
    queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
      session ? { ...session, tenant: { ...session.tenant, is_team_account: false } } : session,
    )
  })
  expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument()
  expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument()
})
