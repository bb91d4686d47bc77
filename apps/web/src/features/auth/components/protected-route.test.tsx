import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { ProtectedRoute } from './protected-route.tsx'

const routes = [
  {
    element: <ProtectedRoute />,
    children: [{ path: '/private', element: <h1>Private page</h1> }],
  },
  {
    element: <ProtectedRoute requiredRole="admin" />,
    children: [{ path: '/admin-only', element: <h1>Admin page</h1> }],
  },
]

test('a signed-out visitor to a protected page gets the combined auth page, which switches to sign-up', async () => {
  const { user } = renderApp('/private', { routes })
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Private page' })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(screen.getByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
})

test('a signed-in user sees the protected page', async () => {
  renderApp('/private', { routes, session: { user: { role: 'user' } } })
  expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument()
})

test('a user without the required role gets Access Denied naming both roles', async () => {
  renderApp('/admin-only', { routes, session: { user: { role: 'user' } } })
  expect(await screen.findByRole('heading', { name: messages.guard.accessDenied })).toBeInTheDocument()
  expect(screen.getByText(/requires the/)).toHaveTextContent(
    'This page requires the Admin role. Your role is User.',
  )
  expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument()
})

test('a higher role passes a lower role’s guard', async () => {
  renderApp('/admin-only', { routes, session: { user: { role: 'super_admin' } } })
  expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument()
})

test('a stored token the server rejects is removed and the auth page shown', async () => {
  window.localStorage.setItem('auth_token', 'expired-token')
  renderApp('/private', { routes })
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
  expect(window.localStorage.getItem('auth_token')).toBeNull()
})
