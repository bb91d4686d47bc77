import type { UploadListResponse, UploadTask } from '@rapport/contracts'
import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { headingSkips } from '../../../testing/headings.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'
import { UPLOADS_REFRESH_MS } from '../api/get-uploads.ts'
import { uploadMessages } from '../messages.ts'
import { CLEANUP_MESSAGE_MS, CLEANUP_NOTHING_MS } from './upload-history.tsx'
import { awaitingReviewLabel } from './upload-status-badge.tsx'

afterEach(() => {
  vi.useRealTimers()
})

function task(overrides: Partial<UploadTask> = {}): UploadTask {
  return {
    id: 'u-1',
    status: 'completed',
    filename: 'standup.vtt',
    fileSize: 2048,
    createdAt: '2025-05-12T09:30:00.000Z',
    completedAt: '2025-05-12T09:34:00.000Z',
    meetingId: 'meeting-1',
    meetingName: 'Weekly standup',
    progress: 100,
    currentStep: 'Done',
    errorMessage: null,
    isTerminal: true,
    canRetry: false,
    awaitingReview: false,
    ...overrides,
  }
}

const all = [
  task(),
  task({
    id: 'u-2',
    status: 'processing',
    filename: 'planning.vtt',
    fileSize: 1_572_864,
    meetingId: null,
    meetingName: null,
    completedAt: null,
    progress: 45,
    currentStep: 'Scoring participants',
    isTerminal: false,
  }),
  task({
    id: 'u-3',
    status: 'failed',
    filename: 'retro.vtt',
    fileSize: 512,
    meetingId: null,
    meetingName: null,
    completedAt: null,
    progress: 30,
    errorMessage: 'The transcript has only one speaker',
    canRetry: true,
  }),
  task({
    id: 'u-4',
    status: 'pending',
    filename: 'sync.vtt',
    meetingId: null,
    meetingName: null,
    progress: 0,
    currentStep: '',
    isTerminal: false,
    awaitingReview: true,
  }),
]

function page(
  uploads: UploadTask[],
  pagination: Partial<UploadListResponse['pagination']> = {},
): UploadListResponse {
  return {
    uploads,
    pagination: { total: uploads.length, pages: 1, hasNext: false, hasPrev: false, ...pagination },
  }
}

/** Answers like the server: filtered by status, 20 a page; records every query it was asked. */
function uploadsApi(uploads: UploadTask[] = all, pages?: number) {
  const asked: URLSearchParams[] = []
  const handler = http.get(apiUrl('/uploads'), ({ request }) => {
    const query = new URL(request.url).searchParams
    asked.push(query)
    const status = query.get('status')
    const matching = status ? uploads.filter((upload) => upload.status === status) : uploads
    const pageNumber = Number(query.get('page'))
    const limit = Number(query.get('limit'))
    const total = pages && limit !== 1000 ? pages : Math.max(1, Math.ceil(matching.length / limit))
    return HttpResponse.json(
      page(limit === 1000 ? matching : matching.slice((pageNumber - 1) * limit, pageNumber * limit), {
        total: matching.length,
        pages: total,
        hasPrev: pageNumber > 1,
        hasNext: pageNumber < total,
      }),
    )
  })
  return { handler, asked }
}

async function itemFor(filename: string) {
  const list = await screen.findByRole('list', { name: 'Uploads' })
  const heading = within(list).getByRole('heading', { name: filename })
  return within(heading.closest('li') as HTMLElement)
}

test('statistics count every upload, and each item shows its size, status, progress and error', async () => {
  const { handler, asked } = uploadsApi()
  server.use(handler)
  renderApp('/uploads', { session: true })

  expect(await screen.findByRole('heading', { name: messages.nav.uploadHistory })).toBeInTheDocument()
  const stats = within(screen.getByRole('region', { name: 'Upload statistics' }))
  await waitUntil(() => expect(stats.getByText('Total').nextElementSibling).toHaveTextContent('4'))
  for (const [label, count] of [
    ['Completed', '1'],
    ['Processing', '1'],
    ['Failed', '1'],
    ['Pending', '1'],
    ['Cancelled', '0'],
  ]) {
    expect(stats.getByText(label as string).nextElementSibling).toHaveTextContent(count as string)
  }
  expect(asked.map((query) => query.get('limit')).sort()).toEqual(['1000', '20'])
  // Each upload's name is a heading one level under the page's (it was an h3 straight after the h1).
  expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0)
  expect(headingSkips()).toEqual([])

  const completed = await itemFor('standup.vtt')
  expect(completed.getByText(/2 KB/)).toBeInTheDocument()
  expect(completed.getByText('Completed')).toBeInTheDocument()
  expect(completed.getByRole('link', { name: 'View standup.vtt' })).toHaveAttribute(
    'href',
    '/dashboard/meetings/meeting-1',
  )
  expect(completed.queryByRole('button', { name: /Retry|Cancel/ })).not.toBeInTheDocument()
  expect(completed.queryByRole('progressbar')).not.toBeInTheDocument()

  const processing = await itemFor('planning.vtt')
  expect(processing.getByText(/1\.5 MB/)).toBeInTheDocument()
  expect(processing.getByRole('progressbar', { name: 'Progress of planning.vtt' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  )
  expect(processing.getByText('Scoring participants')).toBeInTheDocument()
  expect(processing.getByRole('button', { name: 'Cancel planning.vtt' })).toBeInTheDocument()
  expect(processing.queryByRole('link', { name: /View/ })).not.toBeInTheDocument()

  const failed = await itemFor('retro.vtt')
  expect(failed.getByText('512 Bytes', { exact: false })).toBeInTheDocument()
  expect(failed.getByText('The transcript has only one speaker')).toBeInTheDocument()
  expect(failed.getByRole('button', { name: 'Retry retro.vtt' })).toBeInTheDocument()
  expect(failed.queryByRole('progressbar')).not.toBeInTheDocument()

  // Waiting for the user's review is not progress: no bar at 0%.
  expect((await itemFor('sync.vtt')).queryByRole('progressbar')).not.toBeInTheDocument()
  // Only the upload that waits for its review offers Continue.
  expect((await itemFor('sync.vtt')).getByRole('link', { name: 'Continue sync.vtt' })).toHaveAttribute(
    'href',
    '/upload?task=u-4',
  )
  expect(screen.getAllByRole('link', { name: /^Continue / })).toHaveLength(1)
})

test('a status chip filters the list and starts again at page 1', async () => {
  const { handler, asked } = uploadsApi()
  server.use(handler)
  const { user } = renderApp('/uploads', { session: true })
  await screen.findByRole('list', { name: 'Uploads' })
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

  await user.click(screen.getByRole('button', { name: 'Failed' }))
  expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true')
  await waitUntil(() =>
    expect(screen.queryByRole('heading', { name: 'standup.vtt' })).not.toBeInTheDocument(),
  )
  expect(await itemFor('retro.vtt')).toBeTruthy()
  expect(asked.at(-1)?.toString()).toBe('page=1&limit=20&status=failed')

  await user.click(screen.getByRole('button', { name: 'Cancelled' }))
  expect(await screen.findByText(uploadMessages.uploads.empty)).toBeInTheDocument()
})

test('no uploads at all shows No uploads found', async () => {
  server.use(uploadsApi([]).handler)
  renderApp('/uploads', { session: true })
  expect(await screen.findByText(uploadMessages.uploads.empty)).toBeInTheDocument()
})

test('a list that cannot load shows the spec’s message and can be tried again', async () => {
  let fail = true
  server.use(
    http.get(apiUrl('/uploads'), () =>
      fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(page([task()])),
    ),
  )
  const { user } = renderApp('/uploads', { session: true })
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.uploads.loadFailed)
  fail = false
  await user.click(screen.getByRole('button', { name: 'Try Again' }))
  expect(await screen.findByRole('heading', { name: 'standup.vtt' })).toBeInTheDocument()
})

test('pagination asks for the chosen page and shows an ellipsis window beyond 7 pages', async () => {
  const many = Array.from({ length: 200 }, (_, i) => task({ id: `u-${i}`, filename: `meeting-${i + 1}.vtt` }))
  const { handler, asked } = uploadsApi(many)
  server.use(handler)
  const { user } = renderApp('/uploads', { session: true })
  const nav = await screen.findByRole('navigation', { name: 'Pagination' })
  expect(
    within(nav)
      .getAllByRole('button')
      // Without the arrows that stand in for Previous and Next on phones.
      .map((button) => button.textContent?.replace(/[‹›]/g, '')),
  ).toEqual(['Previous', '1', '2', '3', '4', '5', '10', 'Next'])
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled()
  expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

  await user.click(within(nav).getByRole('button', { name: 'Page 5' }))
  expect(await screen.findByRole('heading', { name: 'meeting-81.vtt' })).toBeInTheDocument()
  expect(asked.at(-1)?.toString()).toBe('page=5&limit=20')
  expect(
    within(nav)
      .getAllByRole('button')
      // Without the arrows that stand in for Previous and Next on phones.
      .map((button) => button.textContent?.replace(/[‹›]/g, '')),
  ).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next'])
  await user.click(within(nav).getByRole('button', { name: 'Next' }))
  expect(await screen.findByRole('heading', { name: 'meeting-101.vtt' })).toBeInTheDocument()
})

test('Retry asks the server to run the upload again and refreshes the list', async () => {
  const { handler, asked } = uploadsApi()
  let retried = ''
  server.use(
    handler,
    http.post(apiUrl('/uploads/:id/retry'), ({ params }) => {
      retried = String(params.id)
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = renderApp('/uploads', { session: true })
  await user.click((await itemFor('retro.vtt')).getByRole('button', { name: 'Retry retro.vtt' }))
  await waitUntil(() => expect(retried).toBe('u-3'))
  await waitUntil(() => expect(asked.length).toBeGreaterThanOrEqual(4))
})

test('a failed retry shows the spec’s message', async () => {
  server.use(
    uploadsApi().handler,
    http.post(apiUrl('/uploads/:id/retry'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderApp('/uploads', { session: true })
  await user.click((await itemFor('retro.vtt')).getByRole('button', { name: 'Retry retro.vtt' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.uploads.retryFailed)
})

test('Cancel asks first; confirming cancels, and a failure shows the spec’s message', async () => {
  let cancelled = ''
  let fail = false
  server.use(
    uploadsApi().handler,
    http.post(apiUrl('/uploads/:id/cancel'), ({ params }) => {
      if (fail) return new HttpResponse(null, { status: 500 })
      cancelled = String(params.id)
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = renderApp('/uploads', { session: true })
  await user.click((await itemFor('planning.vtt')).getByRole('button', { name: 'Cancel planning.vtt' }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this upload?' })
  await user.click(within(confirm).getByRole('button', { name: 'Keep Processing' }))
  expect(cancelled).toBe('')

  await user.click((await itemFor('planning.vtt')).getByRole('button', { name: 'Cancel planning.vtt' }))
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Upload' }),
  )
  await waitUntil(() => expect(cancelled).toBe('u-2'))

  fail = true
  await user.click((await itemFor('sync.vtt')).getByRole('button', { name: 'Cancel sync.vtt' }))
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Upload' }),
  )
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.uploads.cancelFailed)
})

test('Cleanup Failed runs both clean-ups and reports the counts for 5 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(
    uploadsApi().handler,
    http.post(apiUrl('/system/cleanup/abandoned'), () => HttpResponse.json({ cleaned_tasks: 2 })),
    http.post(apiUrl('/admin/cleanup-orphaned'), () => HttpResponse.json({ cleaned_count: 1 })),
  )
  const { user } = renderApp('/uploads', { session: true, advanceTimers: vi.advanceTimersByTime })
  await screen.findByRole('list', { name: 'Uploads' })
  await user.click(screen.getByRole('button', { name: uploadMessages.uploads.cleanupFailed }))
  const message = '✓ Cleaned up 3 failed uploads (2 abandoned, 1 orphaned)'
  expect(await screen.findByText(message)).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(CLEANUP_MESSAGE_MS - 100))
  expect(screen.getByText(message)).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(200))
  expect(screen.queryByText(message)).not.toBeInTheDocument()
})

test('Cleanup Failed with nothing to clean says so for 3 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(
    uploadsApi().handler,
    http.post(apiUrl('/system/cleanup/abandoned'), () => HttpResponse.json({ cleaned_tasks: 0 })),
    http.post(apiUrl('/admin/cleanup-orphaned'), () => HttpResponse.json({ cleaned_count: 0 })),
  )
  const { user } = renderApp('/uploads', { session: true, advanceTimers: vi.advanceTimersByTime })
  await screen.findByRole('list', { name: 'Uploads' })
  await user.click(screen.getByRole('button', { name: uploadMessages.uploads.cleanupFailed }))
  expect(await screen.findByText(uploadMessages.uploads.nothingToCleanUp)).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(CLEANUP_NOTHING_MS + 100))
  expect(screen.queryByText(uploadMessages.uploads.nothingToCleanUp)).not.toBeInTheDocument()
})

test('a failed clean-up gives the reason', async () => {
  server.use(
    uploadsApi().handler,
    http.post(apiUrl('/system/cleanup/abandoned'), () => HttpResponse.json({ cleaned_tasks: 0 })),
    http.post(apiUrl('/admin/cleanup-orphaned'), () =>
      HttpResponse.json(errorBody('Storage is unavailable', 'INTERNAL'), { status: 503 }),
    ),
  )
  const { user } = renderApp('/uploads', { session: true })
  await screen.findByRole('list', { name: 'Uploads' })
  await user.click(screen.getByRole('button', { name: uploadMessages.uploads.cleanupFailed }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to cleanup uploads: Storage is unavailable. Please try again.',
  )
})

test('Refresh asks for the list and the statistics again', async () => {
  const { handler, asked } = uploadsApi()
  server.use(handler)
  const { user } = renderApp('/uploads', { session: true })
  await screen.findByRole('list', { name: 'Uploads' })
  await waitUntil(() => expect(asked).toHaveLength(2))
  await user.click(screen.getByRole('button', { name: uploadMessages.uploads.refresh }))
  await waitUntil(() => expect(asked).toHaveLength(4))
})

test('while an upload is running the history refreshes itself, and stops once nothing runs', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let calls = 0
  const running = task({
    id: 'u-2',
    status: 'processing',
    filename: 'planning.vtt',
    meetingId: null,
    progress: 45,
    isTerminal: false,
  })
  server.use(
    http.get(apiUrl('/uploads'), () => {
      calls += 1
      return HttpResponse.json(page([calls <= 2 ? running : task({ id: 'u-2', filename: 'planning.vtt' })]))
    }),
  )
  renderApp('/uploads', { session: true })
  const item = await itemFor('planning.vtt')
  expect(item.getByRole('progressbar')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(UPLOADS_REFRESH_MS))
  expect(await item.findByText('Completed')).toBeInTheDocument()
  const settled = calls
  await act(() => vi.advanceTimersByTimeAsync(UPLOADS_REFRESH_MS * 2))
  expect(calls).toBe(settled)
})

test('a viewer sees the history and View, but no Retry, Cancel or Cleanup Failed', async () => {
  server.use(uploadsApi().handler)
  renderApp('/uploads', { session: { user: { role: 'viewer' } } })
  const completed = await itemFor('standup.vtt')
  expect(completed.getByRole('link', { name: 'View standup.vtt' })).toBeInTheDocument()
  expect((await itemFor('retro.vtt')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument()
  expect((await itemFor('planning.vtt')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument()
  expect((await itemFor('sync.vtt')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument()
  expect((await itemFor('sync.vtt')).queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: uploadMessages.uploads.cleanupFailed })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: uploadMessages.uploads.refresh })).toBeInTheDocument()
})

test('Continue is reached with the keyboard and reopens the upload at its review', async () => {
  const taskId = '7d444840-9dc0-41c7-b0f1-3a3e3b1c9f21'
  server.use(
    uploadsApi([
      task({
        id: taskId,
        status: 'pending',
        filename: 'sync.vtt',
        meetingId: null,
        meetingName: null,
        progress: 0,
        currentStep: 'Uploaded',
        isTerminal: false,
        awaitingReview: true,
      }),
    ]).handler,
    http.post(apiUrl('/vtt/analyze-participants'), async ({ request }) => {
      const body = (await request.json()) as { taskId: string }
      return body.taskId === taskId
        ? HttpResponse.json({
            success: true,
            analysis: {
              meeting_title: 'Sync',
              meeting_objective: 'Agree the plan',
              participants: [{ name: 'Ada', job_title: 'Lead', organizational_role: 'Facilitator' }],
              warnings: [],
            },
          })
        : HttpResponse.json(errorBody('Upload not found', 'NOT_FOUND'), { status: 404 })
    }),
  )
  const { user, router } = renderApp('/uploads', { session: true })
  const item = await itemFor('sync.vtt')
  // It says it waits for the user, not 'Pending · Uploaded 0%' with an empty bar.
  expect(item.getByText(awaitingReviewLabel)).toBeInTheDocument()
  expect(item.getByText(uploadMessages.uploads.awaitingReview)).toBeInTheDocument()
  expect(item.queryByText('Pending')).not.toBeInTheDocument()
  expect(item.queryByText('Uploaded')).not.toBeInTheDocument()
  expect(item.queryByRole('progressbar')).not.toBeInTheDocument()
  const link = item.getByRole('link', { name: 'Continue sync.vtt' })
  for (let presses = 0; presses < 100 && document.activeElement !== link; presses += 1) await user.tab()
  expect(link).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(router.state.location.pathname + router.state.location.search).toBe(`/upload?task=${taskId}`)
  expect(screen.getByLabelText('Meeting title')).toHaveValue('Sync')
})
