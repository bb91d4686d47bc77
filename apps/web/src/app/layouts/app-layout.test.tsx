import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../testing/render-app.tsx'
import { waitUntil } from '../../testing/wait.ts'
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

test('the navigation opens from a Menu button (phones), closes on a link, and with Escape', async () => {
  const { user, router } = renderApp('/dashboard', { session: true })
  const button = await screen.findByRole('button', { name: 'Menu' })
  const menu = document.getElementById('main-menu') as HTMLElement
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(button).toHaveAttribute('aria-controls', 'main-menu')
  expect(menu).toHaveClass('hidden')

  await user.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(menu).not.toHaveClass('hidden')
  await user.click(screen.getByRole('link', { name: 'Import VTT' }))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/upload'))
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')

  await user.click(screen.getByRole('button', { name: 'Menu' }))
  await user.keyboard('{Escape}')
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus()
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
