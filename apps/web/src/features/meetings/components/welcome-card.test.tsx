import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { meetingHandlers } from '../testing/fixtures.ts'
import { WELCOME_NO_MEETINGS, WELCOME_PICK_MEETING } from './welcome-card.tsx'

test('with no meeting selected the welcome card offers goals (people exist) and an upload', async () => {
  server.use(...meetingHandlers())
  renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('link', { name: messages.meetings.setGoals })).toHaveAttribute(
    'href',
    '/goals?create=1',
  )
  expect(screen.getByRole('link', { name: messages.meetings.uploadMeeting })).toHaveAttribute(
    'href',
    '/upload',
  )
})

test('without people there is no Set Communication Goals button', async () => {
  server.use(...meetingHandlers({ people: [] }))
  renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('link', { name: messages.meetings.uploadMeeting })).toBeInTheDocument()
  // The list has loaded, and so has everything else the page asked for.
  await screen.findByRole('link', { name: /Quarterly planning/ })
  expect(screen.queryByRole('link', { name: messages.meetings.setGoals })).not.toBeInTheDocument()
})

test('with no meeting listed the card says to upload one, not to pick one from the list', async () => {
  server.use(...meetingHandlers({ meetings: [] }))
  renderApp('/dashboard', { session: true })
  expect(await screen.findByText(WELCOME_NO_MEETINGS)).toBeInTheDocument()
  expect(screen.queryByText(WELCOME_PICK_MEETING)).not.toBeInTheDocument()
})
