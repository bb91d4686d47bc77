import { act, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'
import { CHECKOUT_RECHECK_MS } from './checkout-return-notice.tsx'

afterEach(() => {
  vi.useRealTimers()
})

test('back from checkout with a running trial, the dashboard says the trial started and drops the parameter', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(
        makeSubscriptionStatus({
          is_on_trial: true,
          trial_days_remaining: 14,
          has_active_subscription: true,
        }),
      ),
    ),
  )
  const { router } = renderApp('/dashboard?checkout=success', { session: true })
  expect(await screen.findByText(messages.subscriptions.trialStarted)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/dashboard')
  expect(router.state.location.search).toBe('')
})

test('a paid plan without a trial is called active', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
  )
  renderApp('/dashboard?checkout=success', { session: true })
  expect(await screen.findByText(messages.subscriptions.planActive)).toBeInTheDocument()
})

test('before the payment provider has confirmed, the notice says so and the status is asked again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let asked = 0
  server.use(
    http.get(apiUrl('/subscriptions/status'), () => {
      asked += 1
      return HttpResponse.json(
        asked === 1
          ? makeSubscriptionStatus()
          : makeSubscriptionStatus({
              is_on_trial: true,
              trial_days_remaining: 14,
              has_active_subscription: true,
            }),
      )
    }),
  )
  renderApp('/dashboard?checkout=success', { session: true })
  expect(await screen.findByText(messages.subscriptions.checkoutPending)).toBeInTheDocument()
  const before = asked
  await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_RECHECK_MS))
  await waitUntil(() => expect(asked).toBeGreaterThan(before))
})

test('without the parameter the dashboard says nothing about checkout', async () => {
  renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  expect(screen.queryByText(messages.subscriptions.checkoutPending)).not.toBeInTheDocument()
  expect(screen.queryByText(messages.subscriptions.trialStarted)).not.toBeInTheDocument()
})
