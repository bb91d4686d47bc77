import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../messages.ts'
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
  expect(await screen.findByRole('heading', { name: messages.admin.title, level: 1 })).toBeInTheDocument()
  expect(screen.getByText(messages.admin.subtitle)).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument()
})

test('anyone below admin sees the spec’s Access Denied message and no tabs', async () => {
  renderApp('/admin', { session: { user: { role: 'user' } } })
  expect(await screen.findByText(messages.admin.accessDenied)).toBeInTheDocument()
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
})

test('a signed-out visitor to /admin gets the sign-in page', async () => {
  renderApp('/admin')
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
})
