import { useRef } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { AuthLayout } from '../../components/layouts/auth-layout.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { redirectTarget } from '../../features/auth/utils/redirect-target.ts'
import { useSession } from '../../lib/session.ts'
import { messages } from '../../messages.ts'

export function LoginRoute() {
  const session = useSession()
  const [searchParams] = useSearchParams()
  /** Whether the visitor arrived signed in (spec: /dashboard) or signed in here (the coaching home). */
  const arrivedSignedIn = useRef<boolean | null>(null)

  if (session.isPending) return <PageSpinner label="Loading your session" />
  arrivedSignedIn.current ??= session.data !== undefined && session.data !== null
  // Signed in already: /dashboard (spec); just now: the coaching home; a redirect asked for wins.
  if (session.data) {
    const landing = arrivedSignedIn.current ? paths.dashboard.getHref() : paths.coachHome.getHref()
    return <Navigate to={redirectTarget(searchParams, landing)} replace />
  }

  // Sign-up keeps the redirect and checkout parameters; the reset notice stays here.
  const signUpSearch = new URLSearchParams(searchParams)
  signUpSearch.delete('reset')
  return (
    <AuthLayout
      title="Sign in to Rapport"
      documentTitle="Sign in"
      description="Welcome back. Sign in to see your coaching."
    >
      {searchParams.get('reset') === 'success' ? (
        <Alert tone="success">{messages.login.resetSuccess}</Alert>
      ) : null}
      <LoginForm
        signUpAction={
          <Link
            to={{ pathname: paths.auth.register.getHref(), search: signUpSearch.toString() }}
            className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        }
      />
    </AuthLayout>
  )
}
