import type { Meeting } from '@rapport/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody, meetingsPage } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeMeeting, meetingHandlers } from '../testing/fixtures.ts'

const meetings = [
  makeMeeting({ id: 'm-a', name: 'Alpha review', date: '2025-03-01', duration: 30, participantCount: 3 }),
  makeMeeting({ id: 'm-b', name: 'Budget sync', date: '2025-03-20', duration: 125, participantCount: 1 }),
  makeMeeting({ id: 'm-c', name: 'Customer call', date: '2025-03-10', duration: 60, participantCount: 4 }),
]

/** A server that searches and sorts like the real one, and records each query it was asked. */
function listingServer() {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/meetings'), ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      const search = query.get('search')?.toLowerCase() ?? ''
      const sort = (query.get('sort') ?? 'date') as 'date' | 'name' | 'duration'
      const direction = query.get('order') === 'asc' ? 1 : -1
      const list = meetings
        .filter((m) => m.name.toLowerCase().includes(search))
        .sort((a, b) => (a[sort] < b[sort] ? -direction : a[sort] > b[sort] ? direction : 0))
      return HttpResponse.json(meetingsPage(list, request))
    }),
    ...meetingHandlers({ meetings }),
  )
  return queries
}

function meetingNames() {
  const list = screen.getByRole('list', { name: 'Meetings' })
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent)
}

test('each meeting shows its name, date, duration as Nh Nm and participant count, newest first', async () => {
  const queries = listingServer()
  renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('link', { name: /Budget sync/ })).toHaveTextContent(
    'Budget syncMar 20, 20252h 5m1 participant',
  )
  expect(screen.getByRole('link', { name: /Alpha review/ })).toHaveTextContent(
    'Mar 1, 202530 min3 participants',
  )
  expect(meetingNames()).toEqual([
    expect.stringContaining('Budget sync'),
    expect.stringContaining('Customer call'),
    expect.stringContaining('Alpha review'),
  ])
  expect(queries[0]?.get('sort')).toBe('date')
  expect(queries[0]?.get('order')).toBe('desc')
})

test('the list sorts by name or duration, ascending or descending', async () => {
  const queries = listingServer()
  const { user } = renderApp('/dashboard', { session: true })
  await screen.findByRole('link', { name: /Budget sync/ })

  await user.selectOptions(screen.getByLabelText('Sort by'), 'Name')
  await user.selectOptions(screen.getByLabelText('Order'), 'Ascending')
  await waitFor(() =>
    expect(meetingNames()).toEqual([
      expect.stringContaining('Alpha review'),
      expect.stringContaining('Budget sync'),
      expect.stringContaining('Customer call'),
    ]),
  )
  expect(queries.at(-1)?.toString()).toBe('sort=name&order=asc&page=1&limit=50')

  await user.selectOptions(screen.getByLabelText('Sort by'), 'Duration')
  await user.selectOptions(screen.getByLabelText('Order'), 'Descending')
  await waitFor(() =>
    expect(meetingNames()).toEqual([
      expect.stringContaining('Budget sync'),
      expect.stringContaining('Customer call'),
      expect.stringContaining('Alpha review'),
    ]),
  )
  expect(queries.at(-1)?.toString()).toBe('sort=duration&order=desc&page=1&limit=50')
})

test('search waits for typing to stop, then asks the server once', async () => {
  const queries = listingServer()
  const { user } = renderApp('/dashboard', { session: true })
  await screen.findByRole('link', { name: /Budget sync/ })

  await user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), 'cust')
  await waitFor(() => expect(meetingNames()).toEqual([expect.stringContaining('Customer call')]))
  expect(queries.map((q) => q.get('search'))).toEqual([null, 'cust'])
})

test('a search with no results says so; an empty account says there are no meetings', async () => {
  listingServer()
  const { user } = renderApp('/dashboard', { session: true })
  await screen.findByRole('link', { name: /Budget sync/ })
  await user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), 'zebra')
  expect(await screen.findByText(messages.meetings.noSearchMatches)).toBeInTheDocument()
})

test('with no meetings at all the list says No meetings found', async () => {
  server.use(...meetingHandlers({ meetings: [] }))
  renderApp('/dashboard', { session: true })
  expect(await screen.findByText(messages.meetings.noMeetings)).toBeInTheDocument()
})

test('the list shows skeletons while it loads', async () => {
  server.use(
    http.get(apiUrl('/meetings'), () => new Promise<never>(() => {})),
    ...meetingHandlers(),
  )
  renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('status', { name: 'Loading meetings' })).toBeInTheDocument()
})

test('deleting asks for confirmation first, and Cancel keeps the meeting', async () => {
  let deleted: string | undefined
  listingServer()
  server.use(
    http.delete(apiUrl('/meetings/:id'), ({ params }) => {
      deleted = String(params.id)
      return HttpResponse.json({ message: 'Meeting deleted successfully' })
    }),
  )
  const { user } = renderApp('/dashboard', { session: true })
  await user.click(await screen.findByRole('button', { name: 'Delete Budget sync' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete meeting' })
  expect(dialog).toHaveTextContent('Budget sync')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(deleted).toBeUndefined()

  await user.click(screen.getByRole('button', { name: 'Delete Budget sync' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(deleted).toBe('m-b'))
  expect(await screen.findByText('Meeting deleted successfully')).toBeInTheDocument()
})

test('deleting the open meeting goes back to the dashboard', async () => {
  const remaining: Meeting[] = [...meetings]
  server.use(
    http.get(apiUrl('/meetings'), ({ request }) => HttpResponse.json(meetingsPage(remaining, request))),
    http.delete(apiUrl('/meetings/:id'), ({ params }) => {
      remaining.splice(
        remaining.findIndex((m) => m.id === params.id),
        1,
      )
      return HttpResponse.json({ message: 'Meeting deleted successfully' })
    }),
    ...meetingHandlers({ meetings }),
  )
  const { user, router } = renderApp('/dashboard/meetings/m-c', { session: true })
  expect(await screen.findByRole('heading', { name: 'Customer call' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Delete Customer call' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  await waitFor(() => expect(screen.queryByRole('link', { name: /Customer call/ })).not.toBeInTheDocument())
})

test('a failed delete shows the spec’s alert and keeps the meeting', async () => {
  listingServer()
  server.use(
    http.delete(apiUrl('/meetings/:id'), () =>
      HttpResponse.json(errorBody('Internal error', 'INTERNAL'), { status: 500 }),
    ),
  )
  const { user } = renderApp('/dashboard', { session: true })
  await user.click(await screen.findByRole('button', { name: 'Delete Alpha review' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.meetings.deleteFailed)
  expect(screen.getByRole('link', { name: /Alpha review/ })).toBeInTheDocument()
})

test('a meeting added since the list loaded shows when the dashboard opens again', async () => {
  const current: Meeting[] = [meetings[0] as Meeting]
  server.use(
    http.get(apiUrl('/meetings'), ({ request }) => HttpResponse.json(meetingsPage(current, request))),
    ...meetingHandlers({ meetings }),
  )
  const { router } = renderApp('/dashboard', { session: true })
  await screen.findByRole('link', { name: /Alpha review/ })
  await act(() => router.navigate('/settings'))
  // Left for real: the settings page (loaded on demand) has replaced the dashboard.
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  current.push(meetings[1] as Meeting)
  await act(() => router.navigate('/dashboard'))
  expect(await screen.findByRole('link', { name: /Budget sync/ })).toBeInTheDocument()
})

test('a delete the server refuses (403) shows the server’s reason instead of the generic alert', async () => {
  listingServer()
  server.use(
    http.delete(apiUrl('/meetings/:id'), () =>
      HttpResponse.json(
        errorBody(
          'Only the person who uploaded this meeting or an administrator can delete it.',
          'FORBIDDEN',
        ),
        { status: 403 },
      ),
    ),
  )
  const { user } = renderApp('/dashboard', { session: { user: { role: 'user' } } })
  await user.click(await screen.findByRole('button', { name: 'Delete Alpha review' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Only the person who uploaded this meeting or an administrator can delete it.',
  )
  expect(alert).not.toHaveTextContent(messages.meetings.deleteFailed)
  expect(screen.getByRole('link', { name: /Alpha review/ })).toBeInTheDocument()
})

test('a viewer reads the list but is offered no delete', async () => {
  listingServer()
  renderApp('/dashboard', { session: { user: { role: 'viewer' } } })
  expect(await screen.findByRole('link', { name: /Budget sync/ })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
})

test('the meetings you took part in are marked You', async () => {
  server.use(
    ...meetingHandlers({
      meetings: [
        makeMeeting({ id: 'm-mine', name: 'My one-on-one', withMe: true }),
        makeMeeting({ id: 'm-other', name: 'Their stand-up', withMe: false }),
      ],
    }),
  )
  renderApp('/dashboard', { session: true })
  const list = await screen.findByRole('list', { name: 'Meetings' })
  const mine = await within(list).findByRole('link', { name: /My one-on-one/ })
  expect(within(mine).getByText(messages.me.you)).toBeInTheDocument()
  const theirs = within(list).getByRole('link', { name: /Their stand-up/ })
  expect(within(theirs).queryByText(messages.me.you)).not.toBeInTheDocument()
})

test('the list comes 50 at a time: the count is the total, Load more fetches the next page', async () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    makeMeeting({ id: `m-${i}`, name: `Meeting ${String(i + 1).padStart(3, '0')}`, date: '2025-03-01' }),
  )
  const pages: string[] = []
  server.use(
    http.get(apiUrl('/meetings'), ({ request }) => {
      pages.push(new URL(request.url).searchParams.get('page') ?? '')
      return HttpResponse.json(meetingsPage(many, request))
    }),
    ...meetingHandlers({ meetings: many }),
  )
  const { user } = renderApp('/dashboard', { session: true })
  expect(await screen.findByRole('heading', { name: /^Meetings\s*\(120\)$/ })).toBeInTheDocument()
  expect(meetingNames()).toHaveLength(50)
  await user.click(screen.getByRole('button', { name: 'Load more (50 of 120)' }))
  await waitFor(() => expect(meetingNames()).toHaveLength(100))
  await user.click(screen.getByRole('button', { name: 'Load more (100 of 120)' }))
  await waitFor(() => expect(meetingNames()).toHaveLength(120))
  expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument()
  expect(pages).toEqual(['1', '2', '3'])
})
