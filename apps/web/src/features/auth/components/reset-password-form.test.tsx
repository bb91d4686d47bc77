import { act, screen } from '@testing-library/react'
import { delay, HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { RESET_REDIRECT_MS } from './reset-password-form.tsx'

afterEach(() => {
  vi.useRealTimers()
})

const validToken = () =>
  http.get(apiUrl('/auth/validate-reset-token/tok-1'), () =>
    HttpResponse.json({ valid: true, email: 'ada@example.com' }),
  )

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) {
  await user.type(await screen.findByLabelText('New password'), password)
  await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

test('the token is validated first, then the form names the account’s e-mail', async () => {
  server.use(
    http.get(apiUrl('/auth/validate-reset-token/tok-1'), async () => {
      await delay(50)
      return HttpResponse.json({ valid: true, email: 'ada@example.com' })
    }),
  )
  renderApp('/reset-password/tok-1')
  expect(await screen.findByText('Checking your reset link…')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
  expect(screen.getByText('ada@example.com')).toBeInTheDocument()
})

test('an invalid token shows the server’s reason, else the spec’s text', async () => {
  server.use(
    http.get(apiUrl('/auth/validate-reset-token/used'), () =>
      HttpResponse.json({ valid: false, error: 'This reset link has already been used' }),
    ),
    http.get(apiUrl('/auth/validate-reset-token/old'), () => HttpResponse.json({ valid: false })),
  )
  const first = renderApp('/reset-password/used')
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has already been used')
  first.unmount()

  renderApp('/reset-password/old')
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword.invalidToken)
})

test('a validation call that fails shows the spec’s text', async () => {
  server.use(http.get(apiUrl('/auth/validate-reset-token/tok-1'), () => HttpResponse.error()))
  renderApp('/reset-password/tok-1')
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword.validateFailed)
})

test('the new password needs 8 characters and a matching confirmation', async () => {
  server.use(validToken())
  const { user } = renderApp('/reset-password/tok-1')
  await fillPasswords(user, 'short', 'short')
  expect(await screen.findByText(messages.resetPassword.passwordTooShort)).toBeInTheDocument()

  await user.clear(screen.getByLabelText('New password'))
  await user.clear(screen.getByLabelText('Confirm new password'))
  await fillPasswords(user, 'long-enough-1', 'long-enough-2')
  expect(await screen.findByText(messages.resetPassword.passwordsDoNotMatch)).toBeInTheDocument()
})

test('a failed reset shows the spec’s fallback', async () => {
  server.use(
    validToken(),
    http.post(apiUrl('/auth/reset-password'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderApp('/reset-password/tok-1')
  await fillPasswords(user, 'new-password', 'new-password')
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword.failed)
})

test('an expired token at submit time shows the server’s reason', async () => {
  server.use(
    validToken(),
    http.post(apiUrl('/auth/reset-password'), () =>
      HttpResponse.json(errorBody('Invalid or expired reset token'), { status: 400 }),
    ),
  )
  const { user } = renderApp('/reset-password/tok-1')
  await fillPasswords(user, 'new-password', 'new-password')
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token')
})

test('a successful reset says so, offers sign-in now and goes there after 2 seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let body: unknown
  server.use(
    validToken(),
    http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ message: 'Password updated' })
    }),
  )
  const { user, router } = renderApp('/reset-password/tok-1', { advanceTimers: vi.advanceTimersByTime })
  await fillPasswords(user, 'new-password', 'new-password')

  expect(await screen.findByRole('heading', { name: messages.resetPassword.success })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login?reset=success')
  expect(body).toEqual({ token: 'tok-1', password: 'new-password' })

  await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS))
  expect(await screen.findByText(messages.login.resetSuccess)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
})
