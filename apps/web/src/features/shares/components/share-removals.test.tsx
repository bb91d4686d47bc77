import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { shareMessages } from '../../../share-messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp, renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeRemoval } from '../testing/fixtures.ts'
import { ShareRemovals } from './share-removals.tsx'

const text = shareMessages.removals

function removalHandlers(requests = [makeRemoval()], resolved: string[] = []) {
  let open = [...requests]
  return [
    http.get(apiUrl('/admin/share-removals'), () => HttpResponse.json({ requests: open })),
    http.post(apiUrl('/admin/share-removals/:id/:outcome'), ({ params }) => {
      resolved.push(`${String(params.outcome)} ${String(params.id)}`)
      open = open.filter((r) => r.request_id !== params.id)
      return HttpResponse.json({
        message:
          params.outcome === 'restore'
            ? 'Their coaching is back in the meeting.'
            : 'Their coaching was deleted.',
      })
    }),
  ]
}

test('with no open requests, the panel says so', async () => {
  renderWithProviders(<ShareRemovals />, { session: true })
  expect(await screen.findByText(text.empty)).toBeVisible()
})

test('an open request names the person, their address and the meeting, and Restore puts it back at once', async () => {
  const resolved: string[] = []
  server.use(...removalHandlers([makeRemoval()], resolved))
  const { user } = renderWithProviders(<ShareRemovals />, { session: true })
  const list = await screen.findByRole('list', { name: text.heading })
  expect(within(list).getByText(/Grace Hopper/)).toBeVisible()
  expect(within(list).getByText('(grace@example.com)')).toBeVisible()
  expect(within(list).getByRole('link', { name: 'Quarterly planning' })).toHaveAttribute(
    'href',
    '/dashboard/meetings/meeting-1',
  )
  await user.click(within(list).getByRole('button', { name: text.restoreLabel('Grace Hopper') }))
  expect(await screen.findByText('Their coaching is back in the meeting.')).toBeVisible()
  expect(resolved).toEqual(['restore removal-1'])
  expect(await screen.findByText(text.empty)).toBeVisible()
  // The row and its buttons are gone: focus is on the panel's heading, not lost.
  await waitFor(() => expect(screen.getByRole('heading', { name: text.heading })).toHaveFocus())
})

test('Delete asks first, naming what goes for good; Cancel leaves the request open', async () => {
  const resolved: string[] = []
  server.use(...removalHandlers([makeRemoval()], resolved))
  const { user } = renderWithProviders(<ShareRemovals />, { session: true })
  const remove = await screen.findByRole('button', { name: text.deleteLabel('Grace Hopper') })
  await user.click(remove)
  let confirm = await screen.findByRole('alertdialog', { name: text.deleteTitle })
  expect(confirm).toHaveTextContent(text.deleteBody('Grace Hopper', 'Quarterly planning'))
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(resolved).toEqual([])
  await user.click(screen.getByRole('button', { name: text.deleteLabel('Grace Hopper') }))
  confirm = await screen.findByRole('alertdialog', { name: text.deleteTitle })
  await user.click(within(confirm).getByRole('button', { name: text.delete }))
  expect(await screen.findByText('Their coaching was deleted.')).toBeVisible()
  expect(resolved).toEqual(['delete removal-1'])
  await waitFor(() => expect(screen.getByRole('heading', { name: text.heading })).toHaveFocus())
})

test('Administration’s Users tab holds the removal requests, under the people', async () => {
  server.use(
    ...removalHandlers(),
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
  )
  renderApp('/admin', { session: { user: { role: 'admin' } } })
  const users = await screen.findByRole('tabpanel', { name: 'Users' })
  expect(await within(users).findByRole('heading', { name: text.heading })).toBeVisible()
  expect(await within(users).findByRole('button', { name: text.restoreLabel('Grace Hopper') })).toBeVisible()
})
