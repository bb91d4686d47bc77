import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { ForgotPasswordDialog, RESET_DIALOG_CLOSE_MS } from './forgot-password-dialog.tsx'

afterEach(() => {
  vi.useRealTimers()
})

test('a reset request shows the spec’s success text and closes the dialog after 3 seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let body: unknown
  server.use(
    http.post(apiUrl('/auth/request-password-reset'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ message: 'ok' })
    }),
  )
  const { user } = renderWithProviders(<ForgotPasswordDialog />, { advanceTimers: vi.advanceTimersByTime })
  await user.click(screen.getByRole('button', { name: messages.login.forgotPassword }))
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
  // While the modal opens, the page's pointer events are off until the dialog turns its own back
  // on; typing into the field before that was a flake under load (user-event refuses the click).
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }))
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

  expect(await screen.findByText(messages.resetRequest.success)).toBeInTheDocument()
  expect(body).toEqual({ email: 'ada@example.com' })
  await act(() => vi.advanceTimersByTimeAsync(RESET_DIALOG_CLOSE_MS - 100))
  expect(dialog).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(200))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a failed reset request shows the spec’s failure text and keeps the dialog open', async () => {
  server.use(http.post(apiUrl('/auth/request-password-reset'), () => new HttpResponse(null, { status: 500 })))
  const { user } = renderWithProviders(<ForgotPasswordDialog />)
  await user.click(screen.getByRole('button', { name: messages.login.forgotPassword }))
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetRequest.failed)
  expect(screen.getByRole('dialog')).toBeInTheDocument()
})

test('a rate-limited reset request shows the server’s reason', async () => {
  server.use(
    http.post(apiUrl('/auth/request-password-reset'), () =>
      HttpResponse.json(errorBody('Too many requests, try again in 60 seconds', 'RATE_LIMITED'), {
        status: 429,
      }),
    ),
  )
  const { user } = renderWithProviders(<ForgotPasswordDialog />)
  await user.click(screen.getByRole('button', { name: messages.login.forgotPassword }))
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in 60 seconds')
})
