import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { messages } from '../../messages.ts'
import { apiUrl, errorBody } from '../../testing/api-handlers.ts'
import { makeSessionResponse, makeSubscriptionStatus } from '../../testing/fixtures.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'
import { waitUntil } from '../../testing/wait.ts'

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  values: { password: string; confirm: string },
): Promise<void> {
  await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), values.password)
  await user.type(screen.getByLabelText('Confirm password'), values.confirm)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

test('sign-up rejects passwords that do not match', async () => {
  const { user } = renderApp('/register')
  await fillForm(user, { password: 'secret-12', confirm: 'secret-23' })
  expect(await screen.findByText(messages.register.passwordsDoNotMatch)).toBeInTheDocument()
})

test('sign-up rejects a password shorter than 8 characters, as every other password form does', async () => {
  const { user } = renderApp('/register')
  await fillForm(user, { password: 'seven-7', confirm: 'seven-7' })
  expect(await screen.findByText(messages.register.passwordTooShort)).toBeInTheDocument()
})

test('signing up sends role admin and goes to /welcome', async () => {
  let body: unknown
  server.use(
    http.post(apiUrl('/auth/register'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json(makeSessionResponse(), { status: 201 })
    }),
  )
  const { user, router } = renderApp('/register')
  await fillForm(user, { password: 'secret-12', confirm: 'secret-12' })

  expect(await screen.findByRole('heading', { name: /Welcome to Rapport/ })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/welcome')
  expect(body).toEqual({
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'secret-12',
    role: 'admin',
  })
})

test('signing up with a redirect goes there; with action=checkout it asks to start the trial', async () => {
  const checkout = vi.fn()
  server.use(
    http.post(apiUrl('/auth/register'), () => HttpResponse.json(makeSessionResponse(), { status: 201 })),
    http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())),
    http.post(apiUrl('/subscriptions/create-checkout-session'), () => {
      checkout()
      return HttpResponse.json({ checkout_url: '/billing/checkout/cs_local_1' })
    }),
  )
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  const { user, router } = renderApp('/register?redirect=/pricing&action=checkout')
  await fillForm(user, { password: 'secret-12', confirm: 'secret-12' })

  // /pricing?start-trial=true starts checkout by itself (and drops the flag, so Back does not restart it).
  await waitUntil(() => expect(assign).toHaveBeenCalledWith('/billing/checkout/cs_local_1'))
  expect(checkout).toHaveBeenCalledTimes(1)
  expect(router.state.location.pathname).toBe('/pricing')
})

test('sign-up shows the server’s error, else the spec fallback', async () => {
  server.use(
    http.post(apiUrl('/auth/register'), () =>
      HttpResponse.json(errorBody('An account with this email already exists', 'CONFLICT'), { status: 409 }),
    ),
  )
  const { user } = renderApp('/register')
  await fillForm(user, { password: 'secret-12', confirm: 'secret-12' })
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists')

  server.use(http.post(apiUrl('/auth/register'), () => HttpResponse.error()))
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
  expect(await screen.findByText(messages.register.failed)).toBeInTheDocument()
})

test('a signed-in visitor to /register is sent to /dashboard', async () => {
  const { router } = renderApp('/register', { session: true })
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/dashboard')
})
