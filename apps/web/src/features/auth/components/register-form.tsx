import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useRegister } from '../api/register.ts'
import { useCheckedForm } from '../utils/use-checked-form.ts'

type RegisterFormProps = {
  onSuccess?: () => void
  /** The way back to sign-in: a link on /register, a toggle on the combined auth page. */
  signInAction: ReactNode
}

/** Sign-up: the schema (the contract's request plus the confirmation, form-schemas.ts) loads on first use. */
export function RegisterForm({ onSuccess, signInAction }: RegisterFormProps) {
  const form = useCheckedForm({
    fields: ['full_name', 'email', 'password', 'confirm_password'],
    load: async () => (await import('../utils/form-schemas.ts')).registerFormSchema,
  })
  const registration = useRegister()
  const { errors } = form

  const onSubmit = form.onSubmit(({ confirm_password: _confirm, ...data }) =>
    registration.mutate(data, { onSuccess: () => onSuccess?.() }),
  )

  return (
    <div className="space-y-5">
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={form.prepare}
        noValidate
        className="space-y-4"
        aria-label="Sign up"
      >
        {registration.isError ? (
          <Alert tone="error">{errorMessage(registration.error, messages.register.failed)}</Alert>
        ) : null}
        <Field label="Full name" autoComplete="name" error={errors.full_name} {...form.field('full_name')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.field('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password}
          {...form.field('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password}
          {...form.field('confirm_password')}
        />
        <Button type="submit" className="w-full" loading={registration.isPending}>
          {registration.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">Already have an account? {signInAction}</p>
    </div>
  )
}
