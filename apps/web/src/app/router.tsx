import { useState } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx'
import { AppLayout } from './layouts/app-layout.tsx'
import { RouteError } from './routes/route-error.tsx'

/**
 * Every page of the app. Pages load on demand; protected pages sit under ProtectedRoute, which
 * shows the combined auth page to signed-out visitors. Pages that need a role pass `requiredRole`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Errors inside a page keep the header; errors in the shell fall to the root boundary.
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }),
          },
          {
            path: paths.auth.register.path,
            lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: async () => ({
              Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute,
            }),
          },
          {
            path: paths.auth.invite.path,
            lazy: async () => ({ Component: (await import('./routes/invite.tsx')).InviteRoute }),
          },
          {
            // Public: signed-out visitors see the plan; checkout sends them to sign up first.
            path: paths.pricing.path,
            lazy: async () => ({ Component: (await import('./routes/pricing.tsx')).PricingRoute }),
          },
          {
            Component: ProtectedRoute,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
              },
              {
                path: paths.coachHome.path,
                lazy: async () => ({ Component: (await import('./routes/coach-home.tsx')).CoachHomeRoute }),
              },
              {
                path: paths.upload.path,
                lazy: async () => ({ Component: (await import('./routes/upload.tsx')).UploadRoute }),
              },
              {
                path: paths.uploads.path,
                lazy: async () => ({ Component: (await import('./routes/uploads.tsx')).UploadsRoute }),
              },
              {
                // The meeting list stays mounted while the selection (in the URL) changes beside it.
                path: paths.dashboard.path,
                lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard-home.tsx')).DashboardHomeRoute,
                    }),
                  },
                  {
                    path: paths.meeting.path,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard-meeting.tsx')).DashboardMeetingRoute,
                    }),
                  },
                  {
                    path: paths.meetingParticipant.path,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard-meeting.tsx')).DashboardMeetingRoute,
                    }),
                  },
                ],
              },
              {
                path: paths.goals.path,
                lazy: async () => ({ Component: (await import('./routes/goals.tsx')).GoalsRoute }),
              },
              {
                path: paths.billing.checkout.path,
                lazy: async () => ({
                  Component: (await import('./routes/billing-checkout.tsx')).BillingCheckoutRoute,
                }),
              },
              {
                path: paths.billing.portal.path,
                lazy: async () => ({
                  Component: (await import('./routes/billing-portal.tsx')).BillingPortalRoute,
                }),
              },
              {
                // Spec: wrapped in an error boundary of its own; a failing chart shows 'Application Error' there.
                path: paths.analytics.path,
                ErrorBoundary: RouteError,
                lazy: async () => ({ Component: (await import('./routes/analytics.tsx')).AnalyticsRoute }),
              },
              {
                path: paths.welcome.path,
                lazy: async () => ({ Component: (await import('./routes/welcome.tsx')).WelcomeRoute }),
              },
              {
                path: paths.settings.path,
                lazy: async () => ({ Component: (await import('./routes/settings.tsx')).SettingsRoute }),
              },
              {
                // Not `requiredRole`: the page shows the spec's own 'Access Denied - …' message.
                path: paths.admin.path,
                lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes))
  return <RouterProvider router={router} />
}
