import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { formatDate } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeInvitation, makeSessionResponse, VALID_TOKEN } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { formatInvitationDate } from './accept-invitation-form.tsx'

const invitationFound = () =>
  http.get(apiUrl('/invitations/inv-token'), () =>
    HttpResponse.json({ invitation: makeInvitation({ role: 'admin' }) }),
  )

async function fillForm(user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) {
  await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper')
  await user.type(screen.getByLabelText('Password'), password)
  await user.type(screen.getByLabelText('Confirm password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Accept Invitation' }))
}

test('the invitation shows who invited, the tenant, the role and the expiry, with the e-mail read-only', async () => {
  server.use(invitationFound())
  renderApp('/invite/inv-token')

  expect(await screen.findByRole('heading', { name: 'Join Analytical Engines' })).toBeInTheDocument()
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument()
  expect(screen.getByText('Admin')).toBeInTheDocument()
  expect(screen.getByText(formatDate('2025-03-08T09:00:00.000Z'))).toBeInTheDocument()
  expect(formatDate('2025-03-08T09:00:00.000Z')).toMatch(/^Mar [78], 2025$/)
  const email = screen.getByLabelText('Email')
  expect(email).toHaveValue('grace@example.com')
  expect(email).toHaveAttribute('readonly')
})

test('an unknown or expired invitation says so with a way to sign in', async () => {
  server.use(
    http.get(apiUrl('/invitations/gone'), () =>
      HttpResponse.json(errorBody('Invitation not found', 'NOT_FOUND'), { status: 404 }),
    ),
    http.get(apiUrl('/invitations/expired'), () =>
      HttpResponse.json({ invitation: makeInvitation({ is_expired: true }) }),
    ),
  )
  const first = renderApp('/invite/gone')
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitation.invalid)
  expect(screen.getByRole('link', { name: messages.invitation.goToLogin })).toHaveAttribute('href', '/login')
  first.unmount()

  renderApp('/invite/expired')
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitation.invalid)
})

test('acceptance applies the sign-up password rules', async () => {
  server.use(invitationFound())
  const { user } = renderApp('/invite/inv-token')
  await fillForm(user, 'seven-7', 'seven-7')
  expect(await screen.findByText(messages.register.passwordTooShort)).toBeInTheDocument()

  await user.clear(screen.getByLabelText('Password'))
  await user.clear(screen.getByLabelText('Confirm password'))
  await user.type(screen.getByLabelText('Password'), 'secret-12')
  await user.type(screen.getByLabelText('Confirm password'), 'secret-23')
  await user.click(screen.getByRole('button', { name: 'Accept Invitation' }))
  expect(await screen.findByText(messages.register.passwordsDoNotMatch)).toBeInTheDocument()
})

test('a failed acceptance shows the server’s message, else the spec’s', async () => {
  server.use(
    invitationFound(),
    http.post(apiUrl('/invitations/inv-token/accept'), () =>
      HttpResponse.json(errorBody('This organization has reached its user limit', 'LIMIT_REACHED'), {
        status: 409,
      }),
    ),
  )
  const { user } = renderApp('/invite/inv-token')
  await fillForm(user, 'secret-12', 'secret-12')
  expect(await screen.findByRole('alert')).toHaveTextContent('This organization has reached its user limit')

  server.use(http.post(apiUrl('/invitations/inv-token/accept'), () => HttpResponse.error()))
  await user.click(screen.getByRole('button', { name: 'Accept Invitation' }))
  expect(await screen.findByText(messages.invitation.acceptFailed)).toBeInTheDocument()
})

test('accepting stores the token, starts the session and goes to /', async () => {
  let body: unknown
  let invitationRequests = 0
  server.use(
    http.get(apiUrl('/invitations/inv-token'), () => {
      invitationRequests += 1
      return HttpResponse.json({ invitation: makeInvitation({ role: 'admin' }) })
    }),
    http.post(apiUrl('/invitations/inv-token/accept'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json(makeSessionResponse({ access_token: VALID_TOKEN }), { status: 201 })
    }),
  )
  const { user, router } = renderApp('/invite/inv-token')
  await fillForm(user, 'secret-12', 'secret-12')

  // `/` welcomes the new member to the team on their coaching home, not a bare upload page.
  expect(
    await screen.findByRole('heading', { name: messages.me.welcomeToTeam('Analytical Engines', 'Ada') }),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Your coaching', level: 1 })).toBeInTheDocument()
  expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  expect(window.localStorage.getItem('auth_token')).toBe(VALID_TOKEN)
  expect(body).toEqual({ full_name: 'Grace Hopper', password: 'secret-12' })
  // The accepted invitation is not fetched again when the session starts.
  expect(invitationRequests).toBe(1)
})

test('invitation dates: missing shows Loading..., bad shows Invalid Date', () => {
  expect(formatInvitationDate('')).toBe(messages.invitation.loadingDate)
  expect(formatInvitationDate(null)).toBe(messages.invitation.loadingDate)
  expect(formatInvitationDate('not a date')).toBe('Invalid Date')
})
