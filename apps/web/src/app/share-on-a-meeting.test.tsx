import type { ShareView } from '@rapport/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { makeMeeting, meetingHandlers } from '../features/meetings/testing/fixtures.ts'
import { makeShare, makeSharedSection } from '../features/shares/testing/fixtures.ts'
import { shareMessages } from '../share-messages.ts'
import { apiUrl, errorBody } from '../testing/api-handlers.ts'
import { renderApp } from '../testing/render-app.tsx'
import { server } from '../testing/server.ts'

// The Share button is the shares feature's, on the meetings feature's page: so at the app's level.

const text = shareMessages.dialog
const gracePage = '/dashboard/meetings/meeting-1/participants/p-grace'
const OPTED_OUT = 'This address has asked not to receive shared coaching.'

/** The server's refusals, by the address sent: its words are what the dialog shows. */
const refusals: Record<string, { status: number; code: string; error: string }> = {
  'stop@example.com': { status: 409, code: 'CONFLICT', error: OPTED_OUT },
  'busy@example.com': {
    status: 429,
    code: 'RATE_LIMITED',
    error: 'Too many attempts. Please try again in 42 seconds.',
  },
  'not-an-address': { status: 400, code: 'VALIDATION_ERROR', error: 'Enter a valid email address' },
}

/** The meeting (uploaded by user-1), Grace's preview and the shares, kept as the server would. */
function shareHandlers(options: { shares?: ShareView[]; sent?: string[]; revoked?: string[] } = {}) {
  let shares = options.shares ?? []
  return [
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/share-preview'), () =>
      HttpResponse.json({
        section: makeSharedSection(),
        sender_name: 'Ada Lovelace',
        suggestions: [
          { email: 'grace@example.com', reason: 'linked' },
          { email: 'g.hopper@example.com', reason: 'earlier' },
        ],
      }),
    ),
    http.get(apiUrl('/meetings/:id/shares'), () => HttpResponse.json({ shares })),
    http.post(apiUrl('/meetings/:id/participants/:pid/shares'), async ({ request }) => {
      const { email } = (await request.json()) as { email: string }
      options.sent?.push(email)
      const refusal = refusals[email]
      if (refusal)
        return HttpResponse.json(errorBody(refusal.error, refusal.code), { status: refusal.status })
      const share = makeShare({ share_id: `share-${shares.length + 1}`, email })
      shares = [share, ...shares]
      return HttpResponse.json({ share }, { status: 201 })
    }),
    http.delete(apiUrl('/meetings/:id/shares/:shareId'), ({ params }) => {
      options.revoked?.push(String(params.shareId))
      shares = shares.map((s) => (s.share_id === params.shareId ? { ...s, status: 'revoked' as const } : s))
      return HttpResponse.json({ message: 'Link withdrawn' })
    }),
  ]
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Share' }))
  return screen.findByRole('dialog', { name: text.title('Grace Hopper') })
}

test('the uploader shares a participant’s coaching: a suggested address, Send, and the link listed', async () => {
  const sent: string[] = []
  server.use(...shareHandlers({ sent }))
  const { user } = renderApp(gracePage, { session: { user: { role: 'user' } } })
  const dialog = await openDialog(user)
  expect(await within(dialog).findByText(text.noShares)).toBeVisible()
  await user.click(
    await within(dialog).findByRole('button', { name: text.suggestionLabel('grace@example.com') }),
  )
  const address = within(dialog).getByLabelText(text.email)
  expect(address).toHaveValue('grace@example.com')
  expect(address).toHaveFocus()
  await user.click(within(dialog).getByRole('button', { name: text.send }))
  expect(await screen.findByText(text.sent('grace@example.com'))).toBeVisible()
  expect(sent).toEqual(['grace@example.com'])
  expect(address).toHaveValue('')
  const listed = await within(dialog).findByRole('region', { name: text.sharesHeading })
  expect(within(listed).getByText('grace@example.com')).toBeVisible()
  expect(within(listed).getByText(/Active/)).toBeVisible()
})

test('a refused address (opted out, rate limit, not an address) is said in the server’s words, on the field, with focus back in it', async () => {
  server.use(...shareHandlers())
  const { user } = renderApp(gracePage, { session: { user: { role: 'user' } } })
  const dialog = await openDialog(user)
  const address = within(dialog).getByLabelText(text.email)
  for (const [email, refusal] of Object.entries(refusals)) {
    await user.clear(address)
    await user.type(address, email)
    await user.click(within(dialog).getByRole('button', { name: text.send }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.error)
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveFocus()
  }
  // Typing again clears the refusal.
  await user.type(address, 'x')
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
})

test('Revoke asks first; confirmed, the link is withdrawn', async () => {
  const revoked: string[] = []
  server.use(...shareHandlers({ shares: [makeShare()], revoked }))
  const { user } = renderApp(gracePage, { session: { user: { role: 'user' } } })
  const dialog = await openDialog(user)
  await user.click(await within(dialog).findByRole('button', { name: text.revokeLabel('grace@example.com') }))
  const confirm = await screen.findByRole('alertdialog', { name: text.revokeTitle })
  expect(confirm).toHaveTextContent('grace@example.com')
  expect(revoked).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: text.revoke }))
  expect(await screen.findByText('Link withdrawn')).toBeVisible()
  expect(revoked).toEqual(['share-1'])
  expect(await within(dialog).findByText(/Withdrawn/)).toBeVisible()
  // The Revoke button went with the link: focus is on the list, still inside the dialog.
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: text.sharesHeading })).toHaveFocus())
})

test('the preview shows exactly the section the person will read', async () => {
  server.use(...shareHandlers())
  const { user } = renderApp(gracePage, { session: { user: { role: 'user' } } })
  const dialog = await openDialog(user)
  const show = within(dialog).getByRole('button', { name: text.previewShow })
  expect(show).toHaveAttribute('aria-expanded', 'false')
  await user.click(show)
  expect(
    await within(dialog).findByText('Grace named the launch risk, then let it drop when [name] moved on.'),
  ).toBeVisible()
  expect(within(dialog).getByRole('article', { name: 'Clarity' })).toBeVisible()
})

test('Share is offered to the uploader and to admins, not to a viewer or to a member who did not upload it', async () => {
  server.use(...shareHandlers())
  const first = renderApp(gracePage, { session: { user: { role: 'viewer' } } })
  expect(await screen.findByRole('button', { name: 'Print' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
  first.unmount()

  server.use(...meetingHandlers({ meetings: [makeMeeting({ createdBy: 'someone-else' })] }))
  const second = renderApp(gracePage, { session: { user: { role: 'user' } } })
  expect(await screen.findByRole('button', { name: 'Print' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
  second.unmount()

  renderApp(gracePage, { session: { user: { role: 'admin' } } })
  expect(await screen.findByRole('button', { name: 'Share' })).toBeVisible()
})
