import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { getAuthToken } from '../../../lib/auth-token.ts'
import { apiUrl, setMeResponse } from '../../../testing/api-handlers.ts'
import { makeSessionResponse } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'

const impersonating = {
  user: { role: 'super_admin' as const },
  tenant: { tenant_name: 'Globex' },
}

function renderImpersonating() {
  const view = renderApp('/settings', { session: impersonating })
  // renderApp answers /auth/me without the context; the session check (sent after the first render)
  // gets an impersonating one.
  setMeResponse({
    ...makeSessionResponse(impersonating),
    impersonation_context: { is_impersonating: true, original_tenant_name: 'Analytical Engines' },
  })
  return view
}

test('while impersonating, a banner names the tenant and the original one', async () => {
  renderImpersonating()
  const banner = within(await screen.findByRole('region', { name: 'Impersonation' }))
  expect(banner.getByText('Globex')).toBeInTheDocument()
  expect(banner.getByText('Analytical Engines')).toBeInTheDocument()
  // A privileged mode is named, not only coloured.
  expect(banner.getByText(adminMessages.impersonation.mode)).toBeInTheDocument()
})

test('no banner without impersonation', async () => {
  renderApp('/settings', { session: true })
  await screen.findByRole('button', { name: /Account menu for/ })
  expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument()
})

test('Exit Impersonation stores the new token and drops the banner; a failure says so', async () => {
  let calls = 0
  server.use(
    http.post(apiUrl('/admin/exit-impersonation'), () => {
      calls += 1
      return calls === 1
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json(makeSessionResponse({ access_token: 'own-token', user: { role: 'super_admin' } }))
    }),
  )
  const { user } = renderImpersonating()
  const banner = within(await screen.findByRole('region', { name: 'Impersonation' }))
  await user.click(banner.getByRole('button', { name: adminMessages.impersonation.exit }))
  expect(await banner.findByText(adminMessages.impersonation.exitFailed)).toBeInTheDocument()

  await user.click(banner.getByRole('button', { name: adminMessages.impersonation.exit }))
  await screen.findByRole('button', { name: /Account menu for/ })
  await expect.poll(() => screen.queryByRole('region', { name: 'Impersonation' })).toBeNull()
  expect(getAuthToken()).toBe('own-token')
})
