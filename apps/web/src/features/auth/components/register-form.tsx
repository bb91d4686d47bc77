import { zodResolver } from '@hookform/resolvers/zod'
import { registerRequest } from '@rapport/contracts'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { withPasswordConfirmation } from '../../../lib/password-confirmation.ts'
import { messages } from '../../../messages.ts'
import { useRegister } from '../api/register.ts'

/** The sign-up request plus a confirmation that must match (spec §5). */
export const registerFormSchema = withPasswordConfirmation(
  registerRequest.pick({ full_name: true, email: true, password: true }),
  {
    required: 'Please confirm your password',
    mismatch: messages.register.passwordsDoNotMatch,
  },
)

type RegisterFormProps = {
  onSuccess?: () => void
  /** The way back to sign-in: a link on /register, a toggle on the combined auth page. */
  signInAction: ReactNode
}

export function RegisterForm({ onSuccess, signInAction }: RegisterFormProps) {
  const form = useForm<z.input<typeof registerFormSchema>, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  })
  const registration = useRegister()
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ confirm_password: _confirm, ...data }) =>
    registration.mutate(data, { onSuccess: () => onSuccess?.() }),
  )

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
        {registration.isError ? (
          <Alert tone="error">{errorMessage(registration.error, messages.register.failed)}</Alert>
        ) : null}
        <Field
          label="Full name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <Button type="submit" className="w-full" loading={registration.isPending}>
          {registration.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">Already have an account? {signInAction}</p>
    </div>
  )
}
