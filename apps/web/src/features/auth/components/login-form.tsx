import { lazy, type ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { LoadOnFirstUse } from '../../../components/ui/load-on-first-use.tsx'
import { errorMessage, loadContracts } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useLogin } from '../api/login.ts'
import { useCheckedForm } from '../utils/use-checked-form.ts'
import { ForgotPasswordButton } from './forgot-password-button.tsx'

const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog,
}))

type LoginFormProps = {
  onSuccess?: () => void
  /** The way to the sign-up form: a link on /login, a toggle on the combined auth page. */
  signUpAction: ReactNode
}

/**
 * Two fields checked by the contract's `loginRequest` on submit, and again on every change once a
 * submit has shown errors. Plain state rather than a form library, and the schema (with zod)
 * loaded when the visitor starts on the form: the sign-in page is a first load (decision 013).
 */
export function LoginForm({ onSuccess, signUpAction }: LoginFormProps) {
  const form = useCheckedForm({
    fields: ['email', 'password'],
    load: async () => (await loadContracts()).loginRequest,
  })
  const login = useLogin()
  const onSubmit = form.onSubmit((data) => login.mutate(data, { onSuccess: () => onSuccess?.() }))

  return (
    <div className="space-y-5">
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={form.prepare}
        noValidate
        className="space-y-4"
        aria-label="Sign in"
      >
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, messages.login.failed)}</Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          error={form.errors.email}
        />
        <div className="space-y-1.5">
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
            error={form.errors.password}
          />
          <div className="flex justify-end">
            <LoadOnFirstUse placeholder={(use) => <ForgotPasswordButton onClick={use} />}>
              <ForgotPasswordDialog initiallyOpen />
            </LoadOnFirstUse>
          </div>
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!form.values.email || !form.values.password}
          loading={login.isPending}
        >
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">Don&apos;t have an account? {signUpAction}</p>
    </div>
  )
}
