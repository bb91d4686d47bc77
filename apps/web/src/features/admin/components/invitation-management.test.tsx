import type { Invitation } from '@rapport/contracts'
import { act, screen, within } from '@testing-library/react'
import { delay, HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { formatDate } from '../../../lib/format.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeInvitation } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'

afterEach(() => {
  vi.useRealTimers()
})

const teamAdmin = { tenant: { is_team_account: true } }
const pending = makeInvitation({ invitation_id: 'inv-1', email: 'grace@example.com' })
const expired = makeInvitation({
  invitation_id: 'inv-2',
  email: 'alan@example.com',
  role: 'viewer',
  is_expired: true,
})

function serve(invitations: Invitation[] | (() => Response)) {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
    http.get(apiUrl('/admin/invitations'), () =>
      typeof invitations === 'function' ? invitations() : HttpResponse.json({ invitations }),
    ),
  )
}

async function openInvitations() {
  const view = renderApp('/admin', { session: teamAdmin })
  await view.user.click(await screen.findByRole('tab', { name: 'Invitations' }))
  return view
}

test('the table shows e-mail, role, inviter, dates and status; expired rows cannot be revoked', async () => {
  serve([pending, expired])
  await openInvitations()
  const table = await screen.findByRole('table', { name: 'Invitations' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Email', 'Role', 'Invited By', 'Sent', 'Expires', 'Status', 'Actions'])
  const pendingRow = within(table).getByRole('row', { name: /grace@example.com/ })
  expect(pendingRow).toHaveTextContent('Ada Lovelace')
  // Dates read as everywhere else: "Mar 8, 2025".
  expect(pendingRow).toHaveTextContent(formatDate(pending.expires_at))
  expect(formatDate(pending.expires_at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  expect(pendingRow).toHaveTextContent('Pending')
  expect(within(pendingRow).getByRole('button', { name: /Revoke/ })).toBeInTheDocument()
  const expiredRow = within(table).getByRole('row', { name: /alan@example.com/ })
  expect(expiredRow).toHaveTextContent('Viewer')
  expect(expiredRow).toHaveTextContent('Expired')
  expect(within(expiredRow).queryByRole('button')).not.toBeInTheDocument()
})

test('while loading it says so; an empty list offers the first invitation', async () => {
  serve([])
  server.use(
    http.get(apiUrl('/admin/invitations'), async () => {
      await delay(100)
      return HttpResponse.json({ invitations: [] })
    }),
  )
  const { user } = await openInvitations()
  expect(await screen.findByText(adminMessages.invitations.loading)).toBeInTheDocument()
  expect(await screen.findByText(adminMessages.invitations.empty)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: adminMessages.invitations.sendFirst }))
  expect(await screen.findByRole('form', { name: 'Send invitation' })).toBeInTheDocument()
})

test('a failed list shows the spec’s message', async () => {
  serve(() => new HttpResponse(null, { status: 500 }))
  await openInvitations()
  expect(await screen.findByText(adminMessages.invitations.loadFailed)).toBeInTheDocument()
})

test('sending an invitation: e-mail checked, role user by default, then the success message and the new row', async () => {
  let list: Invitation[] = []
  let body: unknown
  serve(() => HttpResponse.json({ invitations: list }))
  server.use(
    http.post(apiUrl('/admin/invitations'), async ({ request }) => {
      body = await request.json()
      list = [pending]
      return HttpResponse.json({ invitation: pending }, { status: 201 })
    }),
  )
  const { user } = await openInvitations()
  await user.click(await screen.findByRole('button', { name: adminMessages.invitations.sendInvitation }))
  const form = within(await screen.findByRole('form', { name: 'Send invitation' }))
  const email = form.getByPlaceholderText(adminMessages.invitations.emailPlaceholder)
  expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('user')
  expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual(['User', 'Admin', 'Viewer'])
  await user.type(email, 'not-an-email')
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  expect(await form.findByText('Enter a valid e-mail address')).toBeInTheDocument()

  await user.clear(email)
  await user.type(email, 'grace@example.com')
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  expect(await screen.findByText(adminMessages.invitations.created)).toBeInTheDocument()
  expect(body).toEqual({ email: 'grace@example.com', role: 'user' })
  expect(await screen.findByRole('row', { name: /grace@example.com/ })).toBeInTheDocument()
})

test('a refused invitation shows the server’s text, else the spec’s', async () => {
  serve([])
  let posts = 0
  server.use(
    http.post(apiUrl('/admin/invitations'), () => {
      posts += 1
      return posts === 1
        ? HttpResponse.json(errorBody('A user with this email already exists', 'CONFLICT'), { status: 409 })
        : new HttpResponse(null, { status: 500 })
    }),
  )
  const { user } = await openInvitations()
  await user.click(await screen.findByRole('button', { name: adminMessages.invitations.sendInvitation }))
  const form = within(await screen.findByRole('form', { name: 'Send invitation' }))
  await user.type(form.getByLabelText('Email'), 'ada@example.com')
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  expect(await form.findByText('A user with this email already exists')).toBeInTheDocument()
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  expect(await form.findByText(adminMessages.invitations.createFailed)).toBeInTheDocument()
})

test('revoking asks first, removes the row and confirms; a failure says so', async () => {
  let list = [pending, makeInvitation({ invitation_id: 'inv-3', email: 'joan@example.com' })]
  serve(() => HttpResponse.json({ invitations: list }))
  server.use(
    http.delete(apiUrl('/admin/invitations/inv-1'), () => {
      list = list.filter((item) => item.invitation_id !== 'inv-1')
      return HttpResponse.json({ message: 'Invitation revoked' })
    }),
    http.delete(apiUrl('/admin/invitations/inv-3'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = await openInvitations()
  await user.click(await screen.findByRole('button', { name: 'Revoke invitation for grace@example.com' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent(adminMessages.invitations.confirmRevoke)
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
  expect(await screen.findByText(adminMessages.invitations.revoked)).toBeInTheDocument()
  expect(screen.queryByRole('row', { name: /grace@example.com/ })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Revoke invitation for joan@example.com' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }))
  expect(await screen.findByText(adminMessages.invitations.revokeFailed)).toBeInTheDocument()
})

test('the created message stays 5 s, the revoked message 3 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  serve([pending])
  server.use(
    http.post(apiUrl('/admin/invitations'), () =>
      HttpResponse.json({ invitation: pending }, { status: 201 }),
    ),
    http.delete(apiUrl('/admin/invitations/inv-1'), () =>
      HttpResponse.json({ message: 'Invitation revoked' }),
    ),
  )
  const { user } = renderApp('/admin', { session: teamAdmin, advanceTimers: vi.advanceTimersByTime })
  await user.click(await screen.findByRole('tab', { name: 'Invitations' }))
  await user.click(await screen.findByRole('button', { name: adminMessages.invitations.sendInvitation }))
  const form = within(await screen.findByRole('form', { name: 'Send invitation' }))
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  await screen.findByText(adminMessages.invitations.created)
  act(() => vi.advanceTimersByTime(4500))
  expect(screen.getByText(adminMessages.invitations.created)).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(600))
  expect(screen.queryByText(adminMessages.invitations.created)).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Revoke invitation for grace@example.com' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }))
  await screen.findByText(adminMessages.invitations.revoked)
  act(() => vi.advanceTimersByTime(2500))
  expect(screen.getByText(adminMessages.invitations.revoked)).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(600))
  expect(screen.queryByText(adminMessages.invitations.revoked)).not.toBeInTheDocument()
})

test('a server error in the invitation form vanishes after 5 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  serve([])
  server.use(
    http.post(apiUrl('/admin/invitations'), () =>
      HttpResponse.json(errorBody('This person already has an account', 'CONFLICT'), { status: 409 }),
    ),
  )
  const { user } = renderApp('/admin', { session: teamAdmin, advanceTimers: vi.advanceTimersByTime })
  await user.click(await screen.findByRole('tab', { name: 'Invitations' }))
  await user.click(await screen.findByRole('button', { name: adminMessages.invitations.sendInvitation }))
  const form = within(await screen.findByRole('form', { name: 'Send invitation' }))
  await user.type(form.getByLabelText('Email'), 'grace@example.com')
  await user.click(form.getByRole('button', { name: adminMessages.invitations.sendInvitation }))
  expect(await form.findByRole('alert')).toHaveTextContent('This person already has an account')
  act(() => vi.advanceTimersByTime(4500))
  expect(form.getByRole('alert')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(600))
  expect(form.queryByRole('alert')).not.toBeInTheDocument()
})
