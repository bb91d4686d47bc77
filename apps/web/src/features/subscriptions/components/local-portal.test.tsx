import type { SubscriptionDetails } from '@rapport/contracts'
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'

const trialing: SubscriptionDetails = {
  status: 'trialing',
  trial_ends_at: '2026-12-06T12:00:00.000Z',
  current_period_end: '2026-12-06T12:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
}

function portalServer(initial: SubscriptionDetails | null) {
  let current = initial
  const calls: string[] = []
  server.use(
    http.get(apiUrl('/subscriptions/local/portal'), () => HttpResponse.json({ subscription: current })),
    http.post(apiUrl('/subscriptions/local/portal/:action'), ({ params }) => {
      const action = String(params.action)
      calls.push(action)
      if (current) current = { ...current, cancel_at_period_end: action === 'cancel' }
      return HttpResponse.json({ subscription: current })
    }),
  )
  return calls
}

test('the portal cancels the trial at its end after confirmation, then resumes it', async () => {
  const calls = portalServer(trialing)
  const { user } = renderApp('/billing/portal', { session: true })
  expect(await screen.findByText('Trial')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('Your free trial runs until Dec 6, 2026.')

  await user.click(screen.getByRole('button', { name: 'Cancel Plan' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' })
  expect(dialog).toHaveTextContent('Meetings already analyzed stay readable.')
  await user.click(screen.getByRole('button', { name: 'Cancel Plan' }))
  expect(await screen.findByText('Trial, cancelled')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your free trial ends on Dec 6, 2026 and the plan will not continue.',
  )

  await user.click(screen.getByRole('button', { name: 'Resume Plan' }))
  await waitUntil(() => expect(screen.getByText('Trial')).toBeInTheDocument())
  expect(calls).toEqual(['cancel', 'resume'])
})

test('an ended subscription leads back to pricing', async () => {
  portalServer({ ...trialing, status: 'canceled', canceled_at: '2026-12-06T12:00:00.000Z' })
  renderApp('/billing/portal', { session: true })
  expect(await screen.findByText('Canceled')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/pricing')
  expect(screen.queryByRole('button', { name: 'Cancel Plan' })).not.toBeInTheDocument()
})

test('without a subscription the portal offers the pricing page', async () => {
  portalServer(null)
  renderApp('/billing/portal', { session: true })
  expect(await screen.findByText('No subscription yet')).toBeInTheDocument()
})

test('a refused change shows the server’s message', async () => {
  portalServer({ ...trialing, cancel_at_period_end: true })
  server.use(
    http.post(apiUrl('/subscriptions/local/portal/resume'), () =>
      HttpResponse.json(
        errorBody('This subscription has ended. Start a new one from the pricing page.', 'CONFLICT'),
        {
          status: 409,
        },
      ),
    ),
  )
  const { user } = renderApp('/billing/portal', { session: true })
  await user.click(await screen.findByRole('button', { name: 'Resume Plan' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('This subscription has ended.')
})
