import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../messages.ts'
import { apiUrl, errorBody } from '../../testing/api-handlers.ts'
import { makeSubscriptionStatus, makeUser } from '../../testing/fixtures.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'

async function profileForm() {
  return within(await screen.findByRole('form', { name: 'Profile' }))
}
async function passwordForm() {
  return within(await screen.findByRole('form', { name: 'Change password' }))
}

test('the profile form starts with the signed-in user and saves changes', async () => {
  let body: unknown
  server.use(
    http.put(apiUrl('/user/profile'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ user: makeUser({ full_name: 'Ada King', email: 'ada@example.com' }) })
    }),
  )
  const { user } = renderApp('/settings', { session: true })
  const form = await profileForm()
  expect(form.getByLabelText('Full name')).toHaveValue('Ada Lovelace')
  expect(form.getByLabelText('Email')).toHaveValue('ada@example.com')

  await user.clear(form.getByLabelText('Full name'))
  await user.type(form.getByLabelText('Full name'), 'Ada King')
  await user.click(form.getByRole('button', { name: 'Save Profile' }))

  expect(await screen.findByText(messages.settings.profileUpdated)).toBeInTheDocument()
  expect(body).toEqual({ full_name: 'Ada King', email: 'ada@example.com' })
  // The header's user menu follows the saved name.
  expect(screen.getByRole('button', { name: 'Account menu for Ada King' })).toBeInTheDocument()
})

test('a failed profile update shows the server’s message, else the spec’s', async () => {
  server.use(
    http.put(apiUrl('/user/profile'), () =>
      HttpResponse.json(errorBody('Email already in use', 'CONFLICT'), { status: 409 }),
    ),
  )
  const { user } = renderApp('/settings', { session: true })
  const form = await profileForm()
  await user.clear(form.getByLabelText('Email'))
  await user.type(form.getByLabelText('Email'), 'taken@example.com')
  await user.type(form.getByLabelText('Current password'), 'secret-pass')
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await form.findByRole('alert')).toHaveTextContent('Email already in use')

  server.use(http.put(apiUrl('/user/profile'), () => new HttpResponse(null, { status: 500 })))
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await form.findByText(messages.settings.profileFailed)).toBeInTheDocument()
})

test('changing the e-mail asks for the current password; the name alone does not', async () => {
  let body: unknown
  server.use(
    http.put(apiUrl('/user/profile'), async ({ request }) => {
      body = await request.json()
      const sent = body as { current_password?: string }
      return sent.current_password === 'right-pass'
        ? HttpResponse.json({ user: makeUser({ email: 'ada@lovelace.example' }) })
        : HttpResponse.json(errorBody('Current password is incorrect', 'VALIDATION_ERROR'), { status: 400 })
    }),
  )
  const { user } = renderApp('/settings', { session: true })
  const form = await profileForm()
  expect(form.queryByLabelText('Current password')).not.toBeInTheDocument()
  await user.clear(form.getByLabelText('Email'))
  await user.type(form.getByLabelText('Email'), 'ada@lovelace.example')
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await form.findByText('Enter your current password to change your email.')).toBeInTheDocument()
  expect(body).toBeUndefined()

  await user.type(form.getByLabelText('Current password'), 'wrong-pass')
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect')

  await user.clear(form.getByLabelText('Current password'))
  await user.type(form.getByLabelText('Current password'), 'right-pass')
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await screen.findByText(messages.settings.profileUpdated)).toBeInTheDocument()
  expect(body).toEqual({
    full_name: 'Ada Lovelace',
    email: 'ada@lovelace.example',
    current_password: 'right-pass',
  })
  expect(form.queryByLabelText('Current password')).not.toBeInTheDocument()
})

test('the profile needs a name and a valid e-mail', async () => {
  const { user } = renderApp('/settings', { session: true })
  const form = await profileForm()
  await user.clear(form.getByLabelText('Full name'))
  await user.click(form.getByRole('button', { name: 'Save Profile' }))
  expect(await form.findByText('Full name is required')).toBeInTheDocument()
})

test('the new password needs 8 characters and a matching confirmation', async () => {
  const { user } = renderApp('/settings', { session: true })
  const form = await passwordForm()
  await user.type(form.getByLabelText('Current password'), 'old-password')
  await user.type(form.getByLabelText('New password'), 'short')
  await user.type(form.getByLabelText('Confirm new password'), 'short')
  await user.click(form.getByRole('button', { name: 'Change Password' }))
  expect(await form.findByText(messages.settings.passwordTooShort)).toBeInTheDocument()

  await user.clear(form.getByLabelText('New password'))
  await user.type(form.getByLabelText('New password'), 'new-password-1')
  await user.clear(form.getByLabelText('Confirm new password'))
  await user.type(form.getByLabelText('Confirm new password'), 'new-password-2')
  await user.click(form.getByRole('button', { name: 'Change Password' }))
  expect(await form.findByText(messages.settings.newPasswordsDoNotMatch)).toBeInTheDocument()
})

test('changing the password sends current and new, confirms, and clears the form', async () => {
  let body: unknown
  server.use(
    http.put(apiUrl('/user/password'), async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ message: 'Password changed' })
    }),
  )
  const { user } = renderApp('/settings', { session: true })
  const form = await passwordForm()
  await user.type(form.getByLabelText('Current password'), 'old-password')
  await user.type(form.getByLabelText('New password'), 'new-password')
  await user.type(form.getByLabelText('Confirm new password'), 'new-password')
  await user.click(form.getByRole('button', { name: 'Change Password' }))

  expect(await screen.findByText(messages.settings.passwordChanged)).toBeInTheDocument()
  expect(body).toEqual({ current_password: 'old-password', new_password: 'new-password' })
  expect(form.getByLabelText('Current password')).toHaveValue('')
})

test('a failed password change shows the server’s message, else the spec’s', async () => {
  server.use(
    http.put(apiUrl('/user/password'), () =>
      HttpResponse.json(errorBody('Current password is incorrect'), { status: 400 }),
    ),
  )
  const { user } = renderApp('/settings', { session: true })
  const form = await passwordForm()
  await user.type(form.getByLabelText('Current password'), 'wrong-password')
  await user.type(form.getByLabelText('New password'), 'new-password')
  await user.type(form.getByLabelText('Confirm new password'), 'new-password')
  await user.click(form.getByRole('button', { name: 'Change Password' }))
  expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect')

  server.use(http.put(apiUrl('/user/password'), () => HttpResponse.error()))
  await user.click(form.getByRole('button', { name: 'Change Password' }))
  expect(await form.findByText(messages.settings.passwordFailed)).toBeInTheDocument()
})

test('/settings#password puts the keyboard in the password form', async () => {
  renderApp('/settings#password', { session: true })
  const form = await passwordForm()
  expect(form.getByLabelText('Current password')).toHaveFocus()
})

test('an individual account’s Settings show its plan with the trial to start, and a subscriber’s with Manage Subscription', async () => {
  server.use(http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())))
  const first = renderApp('/settings', { session: true })
  const plan = await screen.findByRole('heading', { name: messages.account.planTitle })
  const card = within(plan.closest('div.rounded-xl') as HTMLElement)
  expect(card.getByText('Inactive')).toBeInTheDocument()
  expect(card.getByRole('link', { name: messages.subscriptions.startTrial })).toHaveAttribute(
    'href',
    '/pricing?start-trial=true',
  )
  first.unmount()

  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ has_active_subscription: true })),
    ),
  )
  renderApp('/settings', { session: true })
  expect(
    await screen.findByRole('button', { name: messages.userMenu.manageSubscription }),
  ).toBeInTheDocument()
})

test('a team account’s Settings have no plan card (its billing is arranged for the team)', async () => {
  server.use(http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())))
  renderApp('/settings', { session: { tenant: { is_team_account: true } } })
  expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: messages.account.planTitle })).not.toBeInTheDocument()
})
