import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setAuthToken } from '../lib/auth-token.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { server } from '../testing/server.ts'
import { waitUntil } from '../testing/wait.ts'
import { prefetchPageData } from './prefetch-page-data.ts'

function recordMeetingRequests(): string[] {
  const seen: string[] = []
  server.use(
    http.get(/\/api\/meetings\//, ({ request }) => {
      seen.push(new URL(request.url).pathname)
      return HttpResponse.json({ error: 'Meeting not found', code: 'NOT_FOUND' }, { status: 404 })
    }),
  )
  return seen
}

test('a meeting page opened with a stored token asks for its meeting, participants and scores at once', async () => {
  const seen = recordMeetingRequests()
  setAuthToken('abc.def')
  prefetchPageData(createQueryClient(), '/dashboard/meetings/m-1/participants/p-2')
  await waitUntil(() => expect(seen).toHaveLength(3))
  expect(seen.sort()).toEqual([
    '/api/meetings/m-1',
    '/api/meetings/m-1/participants',
    '/api/meetings/m-1/scores',
  ])
})

test('without a token nothing is sent, and other pages ask for nothing before the session', async () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200))
  const seen = recordMeetingRequests()
  prefetchPageData(createQueryClient(), '/dashboard/meetings/m-1')
  await settle()
  expect(seen).toEqual([])
  setAuthToken('abc.def')
  prefetchPageData(createQueryClient(), '/dashboard')
  prefetchPageData(createQueryClient(), '/analytics')
  await settle()
  expect(seen).toEqual([])
})
