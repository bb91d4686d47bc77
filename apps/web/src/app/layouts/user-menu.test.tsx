import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../messages.ts'
import { apiUrl, errorBody } from '../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../testing/fixtures.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'
import { waitUntil } from '../../testing/wait.ts'
import { USER_MENU_BLUR_CLOSE_MS } from './user-menu.tsx'

afterEach(() => {
  vi.useRealTimers()
})

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Account menu for/ }))
  return screen.findByRole('menu')
}

test('the menu shows the initial, name, tenant, e-mail and role, and the items an admin may use', async () => {
  const { user } = renderApp('/dashboard', {
    session: { user: { role: 'admin' }, tenant: { is_team_account: true } },
  })
  const menu = await openMenu(user)

  expect(menu).toHaveTextContent('Ada Lovelace')
  expect(menu).toHaveTextContent('Analytical Engines')
  expect(menu).toHaveTextContent('ada@example.com')
  expect(menu).toHaveTextContent('Admin')
  expect(screen.getByRole('menuitem', { name: messages.userMenu.administration })).toHaveAttribute(
    'href',
    '/admin',
  )
  expect(screen.getByRole('menuitem', { name: messages.userMenu.settings })).toHaveAttribute(
    'href',
    '/settings',
  )
  expect(screen.getByRole('menuitem', { name: messages.userMenu.changePassword })).toHaveAttribute(
    'href',
    '/settings#password',
  )
  expect(screen.getByRole('menuitem', { name: messages.userMenu.signOut })).toBeInTheDocument()
})

test('an individual account’s admin has nothing to administer: no Administration item, Settings and Upgrade Plan instead', async () => {
  const { user } = renderApp('/dashboard', { session: { user: { role: 'admin' } } })
  await openMenu(user)
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.administration })).not.toBeInTheDocument()
  expect(screen.getByRole('menuitem', { name: messages.userMenu.settings })).toHaveAttribute(
    'href',
    '/settings',
  )
  expect(screen.getByRole('menuitem', { name: messages.userMenu.upgradePlan })).toHaveAttribute(
    'href',
    '/pricing',
  )
})

test('an individual account (named after its owner) prints the name once and badges no role', async () => {
  const { user } = renderApp('/dashboard', {
    session: {
      user: { role: 'admin', full_name: 'Grace Hopper', email: 'grace@example.com' },
      tenant: { is_team_account: false, tenant_name: 'Grace Hopper' },
    },
  })
  const menu = await openMenu(user)
  expect(within(menu).getAllByText('Grace Hopper')).toHaveLength(1)
  expect(menu).toHaveTextContent('grace@example.com')
  expect(menu).not.toHaveTextContent('Admin')
})

test('a plain user has no Administration item, and no subscription state while billing answers 404', async () => {
  const { user } = renderApp('/dashboard', { session: { user: { role: 'user' } } })
  const menu = await openMenu(user)
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.administration })).not.toBeInTheDocument()
  expect(menu).not.toHaveTextContent(/Trial|Active|Inactive/)
})

test.each([
  [{ is_on_trial: true, trial_days_remaining: 9 }, 'Trial: 9 days left'],
  [{ is_on_trial: true, trial_days_remaining: 1 }, 'Trial: 1 day left'],
  [{ has_active_subscription: true }, 'Active'],
  [{ payment_due: true }, 'Payment due'],
  [{}, 'Inactive'],
])('subscription %o shows as %s', async (status, label) => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus(status))),
  )
  const { user } = renderApp('/dashboard', { session: true })
  const menu = await openMenu(user)
  await waitUntil(() => expect(menu).toHaveTextContent(label))
})

test('an active subscription offers Manage Subscription, which opens the billing portal', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
    http.post(apiUrl('/subscriptions/create-portal-session'), () =>
      HttpResponse.json({ portal_url: '/billing/portal' }),
    ),
  )
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  const { user } = renderApp('/dashboard', { session: true })
  await openMenu(user)
  await user.click(await screen.findByRole('menuitem', { name: messages.userMenu.manageSubscription }))

  await waitUntil(() => expect(assign).toHaveBeenCalledWith('/billing/portal'))
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.upgradePlan })).not.toBeInTheDocument()
})

test('after a failed payment the menu offers Manage Subscription (the portal takes a new card), not Upgrade Plan', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ payment_due: true })),
    ),
  )
  const { user } = renderApp('/dashboard', { session: true })
  await openMenu(user)
  expect(
    await screen.findByRole('menuitem', { name: messages.userMenu.manageSubscription }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.upgradePlan })).not.toBeInTheDocument()
})

const portalSession = apiUrl('/subscriptions/create-portal-session')

test.each([
  [
    'refused without a message',
    http.post(portalSession, () => new HttpResponse(null, { status: 500 })),
    messages.billing.portalFailed,
  ],
  [
    'refused with the server’s message',
    http.post(portalSession, () =>
      HttpResponse.json(errorBody('There is no subscription to manage yet.', 'CONFLICT'), { status: 409 }),
    ),
    'There is no subscription to manage yet.',
  ],
  ['not answered', http.post(portalSession, () => HttpResponse.error()), messages.billing.openPortalFailed],
  [
    'answered without a portal URL',
    http.post(portalSession, () => HttpResponse.json({})),
    messages.billing.openPortalFailed,
  ],
])('a portal session %s is reported as such', async (_case, answer, shown) => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
    answer,
  )
  const { user } = renderApp('/dashboard', { session: true })
  await openMenu(user)
  await user.click(await screen.findByRole('menuitem', { name: messages.userMenu.manageSubscription }))
  expect(await screen.findByRole('alert')).toHaveTextContent(shown)
})

test('signed out in another tab (the stored token gone), the billing calls are not sent and say "No authentication token found"', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
  )
  const sent: string[] = []
  const record = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  const { user, queryClient } = renderApp('/dashboard', { session: true })
  const menu = await openMenu(user)
  await waitUntil(() => expect(menu).toHaveTextContent('Active'))
  server.events.on('request:start', record)
  try {
    // Another tab's sign-out empties local storage without telling this one.
    window.localStorage.removeItem('auth_token')
    await user.click(screen.getByRole('menuitem', { name: messages.userMenu.manageSubscription }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noToken)

    await openMenu(user)
    await act(() => queryClient.invalidateQueries({ queryKey: ['subscriptions', 'status'] }))
    await waitUntil(() => expect(screen.getByRole('menu')).toHaveTextContent(messages.noToken))
    expect(sent.filter((call) => call.includes('/subscriptions/'))).toEqual([])
  } finally {
    server.events.removeListener('request:start', record)
  }
})

test('a team account has neither Manage Subscription nor Upgrade Plan: its billing is managed by super admins', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
  )
  const { user } = renderApp('/dashboard', { session: { tenant: { is_team_account: true } } })
  const menu = await openMenu(user)
  await waitUntil(() => expect(menu).toHaveTextContent('Active'))
  expect(
    screen.queryByRole('menuitem', { name: messages.userMenu.manageSubscription }),
  ).not.toBeInTheDocument()
  expect(screen.queryByRole('menuitem', { name: messages.userMenu.upgradePlan })).not.toBeInTheDocument()
})

test('a failed subscription status shows "Failed to fetch subscription status"', async () => {
  server.use(http.get(apiUrl('/subscriptions/status'), () => new HttpResponse(null, { status: 500 })))
  const { user } = renderApp('/dashboard', { session: true })
  const menu = await openMenu(user)
  await waitUntil(() => expect(menu).toHaveTextContent(messages.subscriptions.statusFailed))
  expect(screen.getByRole('menuitem', { name: messages.userMenu.upgradePlan })).toBeInTheDocument()
})

test('the menu closes 150 ms after focus leaves it', async () => {
  const { user } = renderApp('/dashboard', { session: true })
  const menu = await openMenu(user)
  vi.useFakeTimers()

  act(() => {
    screen.getByRole('link', { name: 'Dashboard' }).focus()
  })
  expect(menu).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(USER_MENU_BLUR_CLOSE_MS - 10)
  })
  expect(screen.getByRole('menu')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(20)
  })
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

test('Sign Out tells the server, forgets the session and shows sign-in', async () => {
  const logout = vi.fn()
  server.use(
    http.post(apiUrl('/auth/logout'), () => {
      logout()
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user, router } = renderApp('/dashboard', { session: true })
  await openMenu(user)
  await user.click(screen.getByRole('menuitem', { name: messages.userMenu.signOut }))

  // The same sign-in form shows in place at once, then again on /login: the heading may be remounted.
  await waitUntil(() => expect(router.state.location.pathname).toBe('/login'))
  await screen.findByRole('heading', { name: 'Sign in to Rapport' })
  expect(window.localStorage.getItem('auth_token')).toBeNull()
  expect(logout).toHaveBeenCalledOnce()
})

test('Sign Out still signs out when the server call fails', async () => {
  server.use(http.post(apiUrl('/auth/logout'), () => HttpResponse.error()))
  const { user, router } = renderApp('/dashboard', { session: true })
  await openMenu(user)
  await user.click(screen.getByRole('menuitem', { name: messages.userMenu.signOut }))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/login'))
  await screen.findByRole('heading', { name: 'Sign in to Rapport' })
  expect(window.localStorage.getItem('auth_token')).toBeNull()
})

test('the account button is named by its content, which holds the visible name (axe label-content-name-mismatch)', async () => {
  renderApp('/dashboard', { session: { user: { role: 'user' } } })
  const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })
  expect(button).not.toHaveAttribute('aria-label')
  expect(button).toHaveTextContent('Ada Lovelace')
})
