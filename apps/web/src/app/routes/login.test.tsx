import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../messages.ts'
import { apiUrl } from '../../testing/api-handlers.ts'
import { makeSessionResponse } from '../../testing/fixtures.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'

test('/login shows the sign-in form with a way to sign up', async () => {
  renderApp('/login')
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: messages.login.forgotPassword })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
})

test('signing in on /login lands on the coaching home (issue 20)', async () => {
  server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.json(makeSessionResponse())))
  const { user, router } = renderApp('/login')
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByRole('heading', { name: 'Your coaching' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/home')
})

test('a signed-in visitor to /login is sent to /dashboard', async () => {
  const { router } = renderApp('/login', { session: true })
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/dashboard')
})

test('after a password reset /login says so', async () => {
  renderApp('/login?reset=success')
  expect(await screen.findByText(messages.login.resetSuccess)).toBeInTheDocument()
})
