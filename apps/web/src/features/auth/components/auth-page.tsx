import { useState } from 'react'
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'

const switchStyles = 'rounded font-medium text-brand-700 underline-offset-4 hover:underline'

/**
 * The combined auth page shown in place of a protected page to signed-out visitors. Signing in
 * or up here keeps the visitor on the page they asked for.
 */
export function AuthPage() {
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in')

  if (mode === 'sign-up') {
    return (
      <AuthLayout title="Create your account" description="Start turning your meetings into coaching.">
        <RegisterForm
          signInAction={
            <button type="button" className={switchStyles} onClick={() => setMode('sign-in')}>
              Sign in
            </button>
          }
        />
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title="Sign in to Rapport"
      documentTitle="Sign in"
      description="Welcome back. Sign in to see your coaching."
    >
      <LoginForm
        signUpAction={
          <button type="button" className={switchStyles} onClick={() => setMode('sign-up')}>
            Sign up
          </button>
        }
      />
    </AuthLayout>
  )
}
