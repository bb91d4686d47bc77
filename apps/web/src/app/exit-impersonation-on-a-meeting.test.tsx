import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { adminMessages } from '../admin-messages.ts'
import { meetingHandlers } from '../features/meetings/testing/fixtures.ts'
import { getAuthToken } from '../lib/auth-token.ts'
import { apiUrl, setMeResponse } from '../testing/api-handlers.ts'
import { makeSessionResponse } from '../testing/fixtures.ts'
import { renderApp } from '../testing/render-app.tsx'
import { server } from '../testing/server.ts'

// Across two features (the impersonation banner, a meeting's page), so at the app's level.

const impersonating = {
  user: { role: 'super_admin' as const },
  tenant: { tenant_name: 'Globex' },
}

test('Exit Impersonation on a meeting of the tenant leaves it for the dashboard: nothing of that tenant is asked for again under the own token (no 404 on …/coaching)', async () => {
  server.use(...meetingHandlers())
  // Under the super admin's own token the meeting is another tenant's: not listed, and 404.
  const own = (request: Request) => request.headers.get('authorization') === 'Bearer own-token'
  const none = { meetings: [], pagination: { total: 0, page: 1, pages: 0, hasNext: false, hasPrev: false } }
  server.use(
    http.get(apiUrl('/meetings'), ({ request }) => (own(request) ? HttpResponse.json(none) : undefined)),
    http.get(apiUrl('/meetings/meeting-1*'), ({ request }) =>
      own(request) ? HttpResponse.json({ error: 'Meeting not found' }, { status: 404 }) : undefined,
    ),
  )
  server.use(
    http.post(apiUrl('/admin/exit-impersonation'), () =>
      HttpResponse.json(makeSessionResponse({ access_token: 'own-token', user: { role: 'super_admin' } })),
    ),
  )
  // Every request for the impersonated tenant's meeting, with the token it carried.
  const asked: string[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.includes('/meetings/meeting-1')) asked.push(`${request.headers.get('authorization')} ${path}`)
  })
  const view = renderApp('/dashboard/meetings/meeting-1/participants/p-ada', { session: impersonating })
  setMeResponse({
    ...makeSessionResponse(impersonating),
    impersonation_context: { is_impersonating: true, original_tenant_name: 'Analytical Engines' },
  })
  const banner = within(await screen.findByRole('region', { name: 'Impersonation' }))
  await waitFor(() => expect(asked.some((a) => a.endsWith('/coaching'))).toBe(true))

  await view.user.click(banner.getByRole('button', { name: adminMessages.impersonation.exit }))
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'))
  await expect.poll(() => screen.queryByRole('region', { name: 'Impersonation' })).toBeNull()
  expect(getAuthToken()).toBe('own-token')
  // Nothing of the meeting was asked for under the own token (it would answer 404).
  expect(asked.filter((a) => a.startsWith('Bearer own-token'))).toEqual([])
  server.events.removeAllListeners()
})
