import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'

afterEach(() => {
  window.sessionStorage.clear()
})

function status(overrides: Parameters<typeof makeSubscriptionStatus>[0]) {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus(overrides))),
  )
}

test.each([3, 1])('the banner shows with %i trial days left', async (days) => {
  status({ is_on_trial: true, trial_days_remaining: days, has_active_subscription: true })
  renderApp('/dashboard', { session: true })
  const banner = await screen.findByRole('region', { name: 'Trial' })
  expect(banner).toHaveTextContent(`Your free trial ends in ${days} ${days === 1 ? 'day' : 'days'}.`)
})

test('the banner does not show with 4 days left, nor with an active plan', async () => {
  status({ is_on_trial: true, trial_days_remaining: 4, has_active_subscription: true })
  const view = renderApp('/dashboard', { session: true })
  await screen.findByRole('button', { name: /Account menu for/ })
  await waitUntil(() =>
    expect(view.queryClient.getQueryState(['subscriptions', 'status'])?.status).toBe('success'),
  )
  expect(screen.queryByRole('region', { name: 'Trial' })).not.toBeInTheDocument()
})

test('an expired trial shows the banner with a way to pricing', async () => {
  status({ trial_expired: true })
  renderApp('/dashboard', { session: true })
  const banner = await screen.findByRole('region', { name: 'Trial' })
  expect(banner).toHaveTextContent('Your free trial has expired.')
  expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing')
})

test('dismissing the banner hides it for the rest of the session', async () => {
  status({ trial_expired: true })
  const first = renderApp('/dashboard', { session: true })
  await first.user.click(await screen.findByRole('button', { name: 'Dismiss trial notice' }))
  expect(screen.queryByRole('region', { name: 'Trial' })).not.toBeInTheDocument()
  first.unmount()

  const second = renderApp('/dashboard', { session: true })
  await screen.findByRole('button', { name: /Account menu for/ })
  await waitUntil(() =>
    expect(second.queryClient.getQueryState(['subscriptions', 'status'])?.status).toBe('success'),
  )
  expect(screen.queryByRole('region', { name: 'Trial' })).not.toBeInTheDocument()
})

test('Manage Subscription in the banner opens the billing portal', async () => {
  status({ is_on_trial: true, trial_days_remaining: 2, has_active_subscription: true })
  server.use(
    http.post(apiUrl('/subscriptions/create-portal-session'), () =>
      HttpResponse.json({ portal_url: '/billing/portal' }),
    ),
  )
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  const { user } = renderApp('/dashboard', { session: true })
  const banner = await screen.findByRole('region', { name: 'Trial' })
  await user.click(within(banner).getByRole('button', { name: 'Manage Subscription' }))
  await waitUntil(() => expect(assign).toHaveBeenCalledWith('/billing/portal'))
})

test('dismissing is per user: someone else signing in on the same tab still sees their banner', async () => {
  status({ trial_expired: true })
  const ada = renderApp('/dashboard', { session: { user: { user_id: 'user-ada' } } })
  await ada.user.click(await screen.findByRole('button', { name: 'Dismiss trial notice' }))
  expect(screen.queryByRole('region', { name: 'Trial' })).not.toBeInTheDocument()
  ada.unmount()

  const grace = renderApp('/dashboard', {
    session: { user: { user_id: 'user-grace', email: 'grace@example.com', full_name: 'Grace Hopper' } },
  })
  expect(await screen.findByRole('region', { name: 'Trial' })).toHaveTextContent(
    'Your free trial has expired.',
  )
  grace.unmount()

  const again = renderApp('/dashboard', { session: { user: { user_id: 'user-ada' } } })
  await screen.findByRole('button', { name: /Account menu for/ })
  await waitUntil(() =>
    expect(again.queryClient.getQueryState(['subscriptions', 'status'])?.status).toBe('success'),
  )
  expect(screen.queryByRole('region', { name: 'Trial' })).not.toBeInTheDocument()
})

test('a refused portal session from the banner says "Failed to create portal session"', async () => {
  status({ is_on_trial: true, trial_days_remaining: 2, has_active_subscription: true })
  server.use(
    http.post(apiUrl('/subscriptions/create-portal-session'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderApp('/dashboard', { session: true })
  const banner = await screen.findByRole('region', { name: 'Trial' })
  await user.click(within(banner).getByRole('button', { name: 'Manage Subscription' }))
  expect(await within(banner).findByRole('alert')).toHaveTextContent(messages.billing.portalFailed)
})
