import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
// Not `react-router/dom`: on Node 20 that loads the ES build while `react-router` loads the
// CommonJS one, and the two copies do not share router context.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProvider } from '../app/provider.tsx'
import { routes as appRoutes } from '../app/router.tsx'
import { setAuthToken } from '../lib/auth-token.ts'
import { queryConfig } from '../lib/query-client.ts'
import { setMeResponse } from './api-handlers.ts'
import { makeSessionResponse, VALID_TOKEN } from './fixtures.ts'

type RenderOptions = {
  /** Signed in as this session (a token is stored and /auth/me answers it); signed out when omitted. */
  session?: Parameters<typeof makeSessionResponse>[0] | true
  routes?: RouteObject[]
  /** For tests on fake timers: lets user-event move the clock while it waits between keystrokes. */
  advanceTimers?: (ms: number) => unknown
}

export function createTestQueryClient(): QueryClient {
  // The app's defaults, minus retries: an error state should show at once.
  return new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, retry: false } } })
}

/** Renders the real app (routes, providers) at `url`. */
export function renderApp(url: string, options: RenderOptions = {}) {
  if (options.session) {
    setMeResponse(makeSessionResponse(options.session === true ? {} : options.session))
    setAuthToken(VALID_TOKEN)
  }
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [url] })
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {})
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, user, router, queryClient }
}

/** Renders one component inside the app's providers and a router at `url`, matched by `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', path = '*', ...options }: { url?: string; path?: string } & Omit<RenderOptions, 'routes'> = {},
) {
  return renderApp(url, { ...options, routes: [{ path, element: ui }] })
}
