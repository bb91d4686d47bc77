import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { needsPlan } from './trial-offer.tsx'

test('a plan is needed without an active subscription, a running trial or a payment being retried', () => {
  expect(needsPlan(makeSubscriptionStatus())).toBe(true)
  expect(needsPlan(makeSubscriptionStatus({ trial_expired: true, trial_used: true }))).toBe(true)
  expect(needsPlan(makeSubscriptionStatus({ is_on_trial: true, trial_days_remaining: 9 }))).toBe(false)
  expect(needsPlan(makeSubscriptionStatus({ has_active_subscription: true }))).toBe(false)
  expect(needsPlan(makeSubscriptionStatus({ payment_due: true }))).toBe(false)
  // No billing on this server: nothing to offer.
  expect(needsPlan(null)).toBe(false)
})

test('welcome leads to the trial when the account has none', async () => {
  server.use(http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())))
  renderApp('/welcome', { session: true })
  const offer = await screen.findByRole('region', { name: messages.onboarding.trialTitle })
  expect(within(offer).getByRole('link', { name: messages.subscriptions.startTrial })).toHaveAttribute(
    'href',
    '/pricing?start-trial=true',
  )
  expect(offer).toHaveTextContent(messages.subscriptions.trialTerms)
})

test('after the one trial, welcome offers Subscribe instead', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ trial_expired: true, trial_used: true })),
    ),
  )
  renderApp('/welcome', { session: true })
  const offer = await screen.findByRole('region', { name: messages.onboarding.subscribeTitle })
  expect(within(offer).getByRole('link', { name: messages.subscriptions.subscribe })).toHaveAttribute(
    'href',
    '/pricing',
  )
})
