import type { Role } from '@rapport/contracts'
import { lazy, type ReactNode, Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { hasRole } from '../../../lib/authorization.ts'
import { useSession } from '../../../lib/session.ts'

// Signed-in visitors never need the sign-in and sign-up forms; nearly all never see Access Denied.
const AuthPage = lazy(async () => ({ default: (await import('./auth-page.tsx')).AuthPage }))
const AccessDenied = lazy(async () => ({
  default: (await import('../../../components/errors/access-denied.tsx')).AccessDenied,
}))

type ProtectedRouteProps = {
  /** The least role the page needs; without it any signed-in user may enter. */
  requiredRole?: Role
  children?: ReactNode
}

/** Signed-out visitors get the auth page, users without the role get 'Access Denied'. */
export function ProtectedRoute({ requiredRole, children }: ProtectedRouteProps) {
  const session = useSession()
  if (session.isPending) return <PageSpinner label="Loading your session" />
  if (!session.data) {
    return (
      <Suspense fallback={<PageSpinner label="Loading your session" />}>
        <AuthPage />
      </Suspense>
    )
  }
  const userRole = session.data.user.role
  if (requiredRole && !hasRole(userRole, requiredRole)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AccessDenied requiredRole={requiredRole} userRole={userRole} />
      </Suspense>
    )
  }
  return children ?? <Outlet />
}
