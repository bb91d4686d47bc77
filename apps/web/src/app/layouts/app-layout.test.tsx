import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../testing/render-app.tsx'
import { AppLayout, isChromeless } from './app-layout.tsx'

const bare = ['/login', '/register', '/invite/abc', '/reset-password/abc', '/pricing', '/welcome']

function shellRoutes(path: string) {
  return [{ Component: AppLayout, children: [{ path, element: <h1>Page body</h1> }] }]
}

test.each(bare)('the header and navigation are hidden on %s', async (path) => {
  renderApp(path, { session: true, routes: shellRoutes(path) })
  expect(await screen.findByRole('heading', { name: 'Page body' })).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
})

test('a signed-in page shows the header with navigation and the user menu', async () => {
  renderApp('/dashboard', { session: true })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  expect(nav).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument()
})

test('signed-out visitors never see the header', async () => {
  renderApp('/dashboard')
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
})

test('only the listed routes are bare', () => {
  for (const path of bare) expect(isChromeless(path)).toBe(true)
  for (const path of ['/', '/dashboard', '/settings', '/loginx', '/dashboard/meetings/1']) {
    expect(isChromeless(path)).toBe(false)
  }
})
