import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'

function spyOnNavigation() {
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  return assign
}

/** The trial button once the page knows the session and the subscription (it is disabled before). */
async function startTrialButton() {
  const button = await screen.findByRole('button', { name: messages.subscriptions.startTrial })
  await waitUntil(() => expect(button).toBeEnabled())
  return button
}

function inactiveStatus() {
  server.use(http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())))
}

test('the pricing page shows the individual plan, its trial and refund terms, and the team and enterprise note', async () => {
  renderApp('/pricing')
  expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument()
  expect(screen.getByText('$49')).toBeInTheDocument()
  expect(screen.getByText('per month')).toBeInTheDocument()
  expect(screen.getByText(messages.subscriptions.analysesPerMonth)).toBeInTheDocument()
  expect(screen.getByText(messages.subscriptions.trial)).toBeInTheDocument()
  expect(screen.getByText(messages.subscriptions.trialTerms)).toBeInTheDocument()
  expect(screen.getByText(messages.subscriptions.refund)).toBeInTheDocument()
  expect(screen.getByText(messages.subscriptions.teams)).toBeInTheDocument()
  // No header or navigation on /pricing (spec §2).
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
})

test('"contact us" for teams and enterprises comes with a way to contact: the operator’s address as a mailto link', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/contact'), () => HttpResponse.json({ email: 'teams@example.com' })),
  )
  renderApp('/pricing')
  const link = await screen.findByRole('link', { name: 'teams@example.com' })
  expect(link.getAttribute('href')).toMatch(/^mailto:teams@example\.com\?subject=/)
  expect(link.closest('p')).toHaveTextContent(`${messages.subscriptions.contactUs} teams@example.com`)
})

test('without a token the checkout button goes to sign-up with redirect=/pricing and action=checkout', async () => {
  const { user, router } = renderApp('/pricing')
  await user.click(await startTrialButton())
  await waitUntil(() => expect(router.state.location.pathname).toBe('/register'))
  expect(router.state.location.search).toBe('?redirect=/pricing&action=checkout')
})

test('signed in, the checkout button creates a checkout session for the starter plan and follows its URL', async () => {
  inactiveStatus()
  const body = vi.fn()
  server.use(
    http.post(apiUrl('/subscriptions/create-checkout-session'), async ({ request }) => {
      body(await request.json())
      return HttpResponse.json({ checkout_url: '/billing/checkout/cs_local_1' })
    }),
  )
  const assign = spyOnNavigation()
  const { user } = renderApp('/pricing', { session: true })
  await user.click(await startTrialButton())
  await waitUntil(() => expect(assign).toHaveBeenCalledWith('/billing/checkout/cs_local_1'))
  expect(body).toHaveBeenCalledWith({ plan: 'starter', billing: 'monthly' })
})

test('sent from an upload that needed a plan (?return_to=/upload), checkout is asked to come back to it', async () => {
  inactiveStatus()
  const body = vi.fn()
  server.use(
    http.post(apiUrl('/subscriptions/create-checkout-session'), async ({ request }) => {
      body(await request.json())
      return HttpResponse.json({ checkout_url: '/billing/checkout/cs_local_1?return_to=%2Fupload' })
    }),
  )
  const assign = spyOnNavigation()
  const { user } = renderApp('/pricing?return_to=/upload', { session: true })
  await user.click(await startTrialButton())
  await waitUntil(() => expect(assign).toHaveBeenCalled())
  expect(body).toHaveBeenCalledWith({ plan: 'starter', billing: 'monthly', return_to: '/upload' })
})

test('start-trial=true starts checkout by itself when signed in, once', async () => {
  inactiveStatus()
  const created = vi.fn()
  server.use(
    http.post(apiUrl('/subscriptions/create-checkout-session'), () => {
      created()
      return HttpResponse.json({ checkout_url: 'https://checkout.stripe.test/c/pay/cs_1' })
    }),
  )
  const assign = spyOnNavigation()
  const { router } = renderApp('/pricing?start-trial=true', { session: true })
  await waitUntil(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'))
  expect(created).toHaveBeenCalledTimes(1)
  expect(router.state.location.search).toBe('')
})

test('start-trial=true does nothing for a signed-out visitor', async () => {
  const created = vi.fn()
  server.use(
    http.post(apiUrl('/subscriptions/create-checkout-session'), () => {
      created()
      return HttpResponse.json({ checkout_url: '/x' })
    }),
  )
  renderApp('/pricing?start-trial=true')
  expect(await screen.findByRole('button', { name: messages.subscriptions.startTrial })).toBeEnabled()
  expect(created).not.toHaveBeenCalled()
})

test('signed in, the trial button waits until the session and the subscription are known', async () => {
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  // Both answers wait (a handler that returns nothing hands the request on to the usual answer).
  server.use(
    http.get(apiUrl('/auth/me'), async () => {
      await answered
    }),
    http.get(apiUrl('/subscriptions/status'), async () => {
      await answered
      return HttpResponse.json(makeSubscriptionStatus())
    }),
  )
  renderApp('/pricing', { session: true })
  expect(await screen.findByRole('button', { name: messages.subscriptions.startTrial })).toBeDisabled()
  answer()
  await startTrialButton()
})

test('a refused checkout shows "Error: " and the server’s message, or the fallback without one', async () => {
  inactiveStatus()
  server.use(
    http.post(apiUrl('/subscriptions/create-checkout-session'), () =>
      HttpResponse.json(errorBody('Your organization already has an active subscription.', 'CONFLICT'), {
        status: 409,
      }),
    ),
  )
  const { user } = renderApp('/pricing', { session: true })
  await user.click(await startTrialButton())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error: Your organization already has an active subscription.',
  )

  server.use(
    http.post(
      apiUrl('/subscriptions/create-checkout-session'),
      () => new HttpResponse(null, { status: 500 }),
    ),
  )
  await user.click(await startTrialButton())
  await waitUntil(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${messages.subscriptions.checkoutFailed}`),
  )
})

test('a checkout that cannot reach the server shows "Failed to start checkout. Please try again."', async () => {
  inactiveStatus()
  server.use(http.post(apiUrl('/subscriptions/create-checkout-session'), () => HttpResponse.error()))
  const { user } = renderApp('/pricing', { session: true })
  await user.click(await startTrialButton())
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.subscriptions.startCheckoutFailed)
})

test('a subscribed tenant is offered Manage Subscription instead of the trial; a team account has nothing to buy', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
  )
  const view = renderApp('/pricing', { session: true })
  expect(await view.findByRole('button', { name: messages.userMenu.manageSubscription })).toBeInTheDocument()
  expect(view.queryByRole('button', { name: messages.subscriptions.startTrial })).not.toBeInTheDocument()
  view.unmount()

  renderApp('/pricing', { session: { tenant: { is_team_account: true } } })
  expect(await screen.findByText(/billing is managed by your Rapport administrator/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: messages.subscriptions.startTrial })).not.toBeInTheDocument()
})

test('after a failed payment the page asks for a new card and opens the billing portal instead of a new trial', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ payment_due: true })),
    ),
    http.post(apiUrl('/subscriptions/create-portal-session'), () =>
      HttpResponse.json({ portal_url: 'https://billing.stripe.test/p/session_1' }),
    ),
  )
  const assign = spyOnNavigation()
  const { user } = renderApp('/pricing?start-trial=true', { session: true })
  expect(await screen.findByText(messages.subscriptions.paymentDue)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: messages.subscriptions.startTrial })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: messages.subscriptions.updatePayment }))
  await waitUntil(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'))
})

test.each([
  ['the trial ran out', { trial_expired: true, trial_used: true }],
  ['a plan followed the trial and ended', { trial_used: true }],
  ['the trial expired (older server, no trial_used)', { trial_expired: true }],
])(
  'when %s the button says Subscribe, with no new trial, and still starts checkout',
  async (_case, status) => {
    server.use(
      http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus(status))),
      http.post(apiUrl('/subscriptions/create-checkout-session'), () =>
        HttpResponse.json({ checkout_url: '/billing/checkout/cs_local_2' }),
      ),
    )
    const assign = spyOnNavigation()
    const { user } = renderApp('/pricing', { session: true })
    const subscribe = await screen.findByRole('button', { name: messages.subscriptions.subscribe })
    expect(screen.getByText(messages.subscriptions.noNewTrial)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: messages.subscriptions.startTrial })).not.toBeInTheDocument()
    await waitUntil(() => expect(subscribe).toBeEnabled())
    await user.click(subscribe)
    await waitUntil(() => expect(assign).toHaveBeenCalledWith('/billing/checkout/cs_local_2'))
  },
)

test('a failed portal session for a new card says "Failed to create portal session"', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ payment_due: true })),
    ),
    http.post(apiUrl('/subscriptions/create-portal-session'), () => new HttpResponse(null, { status: 502 })),
  )
  const { user } = renderApp('/pricing', { session: true })
  await user.click(await screen.findByRole('button', { name: messages.subscriptions.updatePayment }))
  expect(await screen.findByText(messages.billing.portalFailed)).toBeInTheDocument()
})
