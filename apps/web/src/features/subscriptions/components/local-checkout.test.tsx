import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'

const session = {
  session_id: 'cs_local_1',
  status: 'open',
  includes_trial: true,
  tenant_name: 'Ada Lovelace',
  email: 'ada@example.com',
}

test('the test checkout says there is no charge, and confirming starts the trial and lands on the dashboard', async () => {
  const confirmed = vi.fn()
  let current = makeSubscriptionStatus()
  server.use(
    http.get(apiUrl('/subscriptions/local/checkout/cs_local_1'), () => HttpResponse.json(session)),
    http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(current)),
    http.post(apiUrl('/subscriptions/local/checkout/cs_local_1/confirm'), () => {
      confirmed()
      current = makeSubscriptionStatus({
        is_on_trial: true,
        trial_days_remaining: 14,
        has_active_subscription: true,
      })
      return HttpResponse.json(current)
    }),
  )
  const { user, router } = renderApp('/billing/checkout/cs_local_1', { session: true })
  expect(await screen.findByText('Test checkout')).toBeInTheDocument()
  expect(screen.getByText(/This is a test checkout/)).toHaveTextContent('nothing will be charged')
  expect(screen.getByText('14 days', { exact: false })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Start Free Trial' }))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/dashboard'))
  expect(confirmed).toHaveBeenCalledTimes(1)
  expect(await screen.findByText('Your 14-day free trial has started.')).toBeInTheDocument()
})

test('a checkout started from an upload (?return_to=/upload) lands back on the upload, not the dashboard', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/local/checkout/cs_local_1'), () => HttpResponse.json(session)),
    http.post(apiUrl('/subscriptions/local/checkout/cs_local_1/confirm'), () =>
      HttpResponse.json(makeSubscriptionStatus({ is_on_trial: true, trial_days_remaining: 14 })),
    ),
  )
  const { user, router } = renderApp('/billing/checkout/cs_local_1?return_to=/upload', { session: true })
  await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/upload'))
})

test('after a used trial the test checkout starts the plan at once', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/local/checkout/cs_local_1'), () =>
      HttpResponse.json({ ...session, includes_trial: false }),
    ),
  )
  renderApp('/billing/checkout/cs_local_1', { session: true })
  expect(await screen.findByRole('button', { name: 'Start Subscription' })).toBeInTheDocument()
  expect(screen.getByText('Today (the free trial was used before)')).toBeInTheDocument()
})

test('an unknown checkout session says so and leads back to pricing', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/local/checkout/cs_local_nope'), () =>
      HttpResponse.json(errorBody('Checkout session not found', 'NOT_FOUND'), { status: 404 }),
    ),
  )
  renderApp('/billing/checkout/cs_local_nope', { session: true })
  expect(await screen.findByRole('alert')).toHaveTextContent('This checkout session was not found.')
  expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing')
})

test('a refused confirmation shows the server’s message', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/local/checkout/cs_local_1'), () => HttpResponse.json(session)),
    http.post(apiUrl('/subscriptions/local/checkout/cs_local_1/confirm'), () =>
      HttpResponse.json(errorBody('Your organization already has an active subscription.', 'CONFLICT'), {
        status: 409,
      }),
    ),
  )
  const { user } = renderApp('/billing/checkout/cs_local_1', { session: true })
  await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error: Your organization already has an active subscription.',
  )
})
