import { type ComponentType, lazy, Suspense } from 'react'
import { BrowserRouter, matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx'
import { AppLayout } from './layouts/app-layout.tsx'
import { RouteErrorBoundary } from './routes/route-error.tsx'

type PageLoader = () => Promise<ComponentType>

/** What each lazy route loads, so the routes of the first address can be fetched at once, side by side. */
const loaders = new WeakMap<RouteObject, PageLoader>()

/** A route whose page loads on demand (its own chunk); `Suspense` above it shows the spinner meanwhile. */
function page(
  route: { path: string; children?: RouteObject[] } | { index: true },
  load: PageLoader,
): RouteObject {
  const Page = lazy(async () => ({ default: await load() }))
  const object: RouteObject =
    'index' in route ? { index: true, element: <Page /> } : { ...route, element: <Page /> }
  loaders.set(object, load)
  return object
}

/** A page's boundary: errors keep the header; while a page's chunk loads, the page before stays (transitions). */
function PageBoundary() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/**
 * Every page of the app. Pages load on demand; protected pages sit under ProtectedRoute, which
 * shows the combined auth page to signed-out visitors. Pages that need a role pass `requiredRole`.
 * The declarative router (not the data router: the app has no loaders or actions) keeps ~16 KB
 * gzipped off every first load (decision 013).
 */
export const routes: RouteObject[] = [
  {
    // Errors in the shell fall to this boundary; errors inside a page keep the header (PageBoundary).
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PageBoundary />,
        children: [
          page({ path: paths.auth.login.path }, async () => (await import('./routes/login.tsx')).LoginRoute),
          page(
            { path: paths.auth.register.path },
            async () => (await import('./routes/register.tsx')).RegisterRoute,
          ),
          page(
            { path: paths.auth.resetPassword.path },
            async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute,
          ),
          page(
            { path: paths.auth.invite.path },
            async () => (await import('./routes/invite.tsx')).InviteRoute,
          ),
          // Public: signed-out visitors see the plan; checkout sends them to sign up first.
          page({ path: paths.pricing.path }, async () => (await import('./routes/pricing.tsx')).PricingRoute),
          // Public: a participant reads their own shared coaching by its link (issue 32).
          page({ path: paths.shared.path }, async () => (await import('./routes/shared.tsx')).SharedRoute),
          {
            element: <ProtectedRoute />,
            children: [
              page({ index: true }, async () => (await import('./routes/home.tsx')).HomeRoute),
              page(
                { path: paths.coachHome.path },
                async () => (await import('./routes/coach-home.tsx')).CoachHomeRoute,
              ),
              page(
                { path: paths.upload.path },
                async () => (await import('./routes/upload.tsx')).UploadRoute,
              ),
              page(
                { path: paths.uploads.path },
                async () => (await import('./routes/uploads.tsx')).UploadsRoute,
              ),
              // The meeting list stays mounted while the selection (in the URL) changes beside it.
              page(
                {
                  path: paths.dashboard.path,
                  children: [
                    page(
                      { index: true },
                      async () => (await import('./routes/dashboard-home.tsx')).DashboardHomeRoute,
                    ),
                    page(
                      { path: paths.meeting.path },
                      async () => (await import('./routes/dashboard-meeting.tsx')).DashboardMeetingRoute,
                    ),
                    page(
                      { path: paths.meetingParticipant.path },
                      async () => (await import('./routes/dashboard-meeting.tsx')).DashboardMeetingRoute,
                    ),
                  ],
                },
                async () => (await import('./routes/dashboard.tsx')).DashboardRoute,
              ),
              page({ path: paths.goals.path }, async () => (await import('./routes/goals.tsx')).GoalsRoute),
              page(
                { path: paths.billing.checkout.path },
                async () => (await import('./routes/billing-checkout.tsx')).BillingCheckoutRoute,
              ),
              page(
                { path: paths.billing.portal.path },
                async () => (await import('./routes/billing-portal.tsx')).BillingPortalRoute,
              ),
              {
                // Spec: wrapped in an error boundary of its own; a failing chart shows 'Application Error' there.
                element: <PageBoundary />,
                children: [
                  page(
                    { path: paths.analytics.path },
                    async () => (await import('./routes/analytics.tsx')).AnalyticsRoute,
                  ),
                ],
              },
              page(
                { path: paths.welcome.path },
                async () => (await import('./routes/welcome.tsx')).WelcomeRoute,
              ),
              page(
                { path: paths.settings.path },
                async () => (await import('./routes/settings.tsx')).SettingsRoute,
              ),
              // Not `requiredRole`: the page shows the spec's own 'Access Denied - …' message.
              page({ path: paths.admin.path }, async () => (await import('./routes/admin.tsx')).AdminRoute),
            ],
          },
          page({ path: '*' }, async () => (await import('./routes/not-found.tsx')).NotFoundRoute),
        ],
      },
    ],
  },
]

/**
 * Starts loading the pages the address matches (a meeting page: the dashboard and the meeting) at
 * once, in parallel, rather than one after the other as each lazy component renders.
 */
export function preloadRoutes(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void loaders.get(match.route)?.()
  }
}

function AppRoutes() {
  return useRoutes(routes)
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
