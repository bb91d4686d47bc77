import { useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { AuthLayout } from '../../components/layouts/auth-layout.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { RegisterForm } from '../../features/auth/components/register-form.tsx'
import { redirectTarget } from '../../features/auth/utils/redirect-target.ts'
import { useSession } from '../../lib/session.ts'

export function RegisterRoute() {
  const session = useSession()
  const [searchParams] = useSearchParams()
  // Set once this page signs someone up; a visitor who arrives signed in goes to /dashboard instead.
  const [afterSignUp, setAfterSignUp] = useState<string | null>(null)

  if (session.isPending) return <PageSpinner label="Loading your session" />
  if (session.data) return <Navigate to={afterSignUp ?? paths.dashboard.getHref()} replace />

  return (
    <AuthLayout title="Create your account" description="Start turning your meetings into coaching.">
      <RegisterForm
        onSuccess={() => setAfterSignUp(redirectTarget(searchParams, paths.welcome.getHref()))}
        signInAction={
          <Link
            to={{ pathname: paths.auth.login.getHref(), search: searchParams.toString() }}
            className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        }
      />
    </AuthLayout>
  )
}
