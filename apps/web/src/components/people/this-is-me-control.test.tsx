import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useUser } from '../../lib/session.ts'
import { messages } from '../../messages.ts'
import { renderWithProviders } from '../../testing/render-app.tsx'
import { ThisIsMeControl } from './this-is-me-control.tsx'

/** Shows once the session is read, so a test can tell "not offered" from "not loaded yet". */
function SignedIn() {
  return useUser() ? <p>Signed in</p> : null
}

test('a member is offered "This is me" on a meeting’s participant', async () => {
  renderWithProviders(<ThisIsMeControl personId="p-1" isMe={false} />, { session: true })
  expect(await screen.findByRole('button', { name: messages.me.thisIsMe })).toBeInTheDocument()
})

test('a super admin impersonating the tenant is offered no "This is me": they are none of its people', async () => {
  renderWithProviders(
    <>
      <SignedIn />
      <ThisIsMeControl personId="p-1" isMe={false} />
    </>,
    { session: { user: { role: 'super_admin' }, impersonatingFrom: 'Default' } },
  )
  expect(await screen.findByText('Signed in')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: messages.me.thisIsMe })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: messages.me.notInMeeting })).not.toBeInTheDocument()
})
