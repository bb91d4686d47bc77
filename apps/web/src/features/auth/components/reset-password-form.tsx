import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useValidateResetToken } from '../api/validate-reset-token.ts'
import { useCheckedForm } from '../utils/use-checked-form.ts'

/** Spec: after a successful reset the page moves to sign-in after 2 seconds. */
export const RESET_REDIRECT_MS = 2000

/** Password reset: validating the token, then valid or invalid, then submitted, then success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const validation = useValidateResetToken(token, { enabled: token.length > 0 })
  const reset = useResetPassword()

  if (!token) return <InvalidToken message={messages.resetPassword.noToken} />
  if (reset.isSuccess) return <ResetSucceeded />
  if (validation.isPending) {
    return (
      <AuthLayout title="Reset your password">
        <div className="flex flex-col items-center gap-3 py-4 text-sm text-slate-700">
          <Spinner label="Validating reset link" />
          <p>Checking your reset link…</p>
        </div>
      </AuthLayout>
    )
  }
  if (validation.isError) {
    return <InvalidToken message={errorMessage(validation.error, messages.resetPassword.validateFailed)} />
  }
  if (!validation.data.valid) {
    return <InvalidToken message={validation.data.error ?? messages.resetPassword.invalidToken} />
  }
  return <NewPasswordForm token={token} email={validation.data.email} reset={reset} />
}

function NewPasswordForm({
  token,
  email,
  reset,
}: {
  token: string
  email: string | undefined
  reset: ReturnType<typeof useResetPassword>
}) {
  // The schema (the contract's request plus the confirmation, form-schemas.ts) loads on first use.
  const form = useCheckedForm({
    fields: ['password', 'confirm_password'],
    load: async () => (await import('../utils/form-schemas.ts')).resetPasswordFormSchema,
  })
  const { errors } = form
  const onSubmit = form.onSubmit(({ password }) => reset.mutate({ token, password }))

  return (
    <AuthLayout
      title="Choose a new password"
      description={
        email ? (
          <>
            For <strong className="font-medium text-slate-800">{email}</strong>
          </>
        ) : undefined
      }
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={form.prepare}
        noValidate
        className="space-y-4"
        aria-label="Reset password"
      >
        {reset.isError ? (
          <Alert tone="error">{errorMessage(reset.error, messages.resetPassword.failed)}</Alert>
        ) : null}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password}
          {...form.field('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
          {...form.field('confirm_password')}
        />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          {reset.isPending ? 'Resetting password…' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  )
}

function ResetSucceeded() {
  const navigate = useNavigate()
  const loginHref = paths.auth.login.getHref({ resetSuccess: true })

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(loginHref, { replace: true }), RESET_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, loginHref])

  return (
    <AuthLayout title={messages.resetPassword.success}>
      <div className="space-y-4 text-center">
        <p role="status" className="text-sm text-slate-700">
          Taking you to sign in…
        </p>
        <Link to={loginHref} replace className={buttonStyles({ className: 'w-full' })}>
          Go to Sign In
        </Link>
      </div>
    </AuthLayout>
  )
}

function InvalidToken({ message }: { message: string }) {
  return (
    <AuthLayout title="Reset link not valid">
      <div className="space-y-4">
        <Alert tone="error">{message}</Alert>
        <p className="text-sm text-slate-700">
          Reset links work once and expire. Use &lsquo;{messages.login.forgotPassword}&rsquo; on the sign-in
          page to get a new one.
        </p>
        <Link
          to={paths.auth.login.getHref()}
          className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
        >
          Back to Sign In
        </Link>
      </div>
    </AuthLayout>
  )
}
