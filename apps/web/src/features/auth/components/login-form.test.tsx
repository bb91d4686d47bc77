import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeSessionResponse } from '../../../testing/fixtures.ts'
import { renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { LoginForm } from './login-form.tsx'

function renderForm() {
  return renderWithProviders(<LoginForm signUpAction={<a href="/register">Sign up</a>} />)
}

test('the sign-in button stays disabled until both e-mail and password are filled', async () => {
  const { user } = renderForm()
  const submit = screen.getByRole('button', { name: 'Sign In' })
  expect(submit).toBeDisabled()

  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  expect(submit).toBeDisabled()
  await user.type(screen.getByLabelText('Password'), 'secret')
  expect(submit).toBeEnabled()
  await user.clear(screen.getByLabelText('Email'))
  expect(submit).toBeDisabled()
})

test('a rejected sign-in shows the server’s message', async () => {
  server.use(
    http.post(apiUrl('/auth/login'), () =>
      HttpResponse.json(errorBody('Invalid email or password', 'UNAUTHORIZED'), { status: 401 }),
    ),
  )
  const { user } = renderForm()
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'wrong')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
})

test('a sign-in failure without a server message shows the spec fallback', async () => {
  server.use(http.post(apiUrl('/auth/login'), () => new HttpResponse(null, { status: 500 })))
  const { user } = renderForm()
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failed)
})

test('signing in sends the e-mail and password and stores the token', async () => {
  let body: unknown
  server.use(
    http.post(apiUrl('/auth/login'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json(makeSessionResponse({ access_token: 'fresh-token' }))
    }),
  )
  const { user } = renderForm()
  await user.type(screen.getByLabelText('Email'), '  Ada@Example.com ')
  await user.type(screen.getByLabelText('Password'), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  await expect.poll(() => window.localStorage.getItem('auth_token')).toBe('fresh-token')
  expect(body).toEqual({ email: 'ada@example.com', password: 'secret' })
})

test('an e-mail the contract refuses is named at the field, focused, and cleared once corrected', async () => {
  let sent = false
  server.use(
    http.post(apiUrl('/auth/login'), () => {
      sent = true
      return HttpResponse.json(makeSessionResponse())
    }),
  )
  const { user } = renderForm()
  const email = screen.getByLabelText('Email')
  await user.type(email, 'ada')
  await user.type(screen.getByLabelText('Password'), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument()
  expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(email).toHaveFocus()
  expect(sent).toBe(false)

  await user.type(email, '@example.com')
  expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument()
  expect(email).not.toHaveAttribute('aria-invalid')
})
