import { zodResolver } from '@hookform/resolvers/zod'
import { type LoginRequest, loginRequest } from '@rapport/contracts'
import { lazy, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { LoadOnFirstUse } from '../../../components/ui/load-on-first-use.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useLogin } from '../api/login.ts'
import { ForgotPasswordButton } from './forgot-password-button.tsx'

const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog,
}))

type LoginFormProps = {
  onSuccess?: () => void
  /** The way to the sign-up form: a link on /login, a toggle on the combined auth page. */
  signUpAction: ReactNode
}

export function LoginForm({ onSuccess, signUpAction }: LoginFormProps) {
  const form = useForm<z.input<typeof loginRequest>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  })
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] })
  const login = useLogin()
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((data) => login.mutate(data, { onSuccess: () => onSuccess?.() }))

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, messages.login.failed)}</Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="space-y-1.5">
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex justify-end">
            <LoadOnFirstUse placeholder={(use) => <ForgotPasswordButton onClick={use} />}>
              <ForgotPasswordDialog initiallyOpen />
            </LoadOnFirstUse>
          </div>
        </div>
        <Button type="submit" className="w-full" disabled={!email || !password} loading={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">Don&apos;t have an account? {signUpAction}</p>
    </div>
  )
}
