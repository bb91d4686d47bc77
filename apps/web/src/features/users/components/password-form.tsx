import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordRequest } from '@rapport/contracts'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useChangePassword } from '../api/change-password.ts'

export const passwordFormSchema = changePasswordRequest
  .extend({ confirm_password: z.string().min(1, 'Please confirm your new password') })
  .refine((values) => values.new_password === values.confirm_password, {
    message: messages.settings.newPasswordsDoNotMatch,
    path: ['confirm_password'],
  })

const empty = { current_password: '', new_password: '', confirm_password: '' }

export function PasswordForm({ id }: { id?: string }) {
  const toast = useToast()
  const change = useChangePassword()
  const form = useForm<z.input<typeof passwordFormSchema>, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: empty,
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ confirm_password: _confirm, ...data }) =>
    change.mutate(data, {
      onSuccess: () => {
        form.reset(empty)
        toast.success(messages.settings.passwordChanged)
      },
    }),
  )

  return (
    <Card id={id} aria-labelledby="password-heading" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="password-heading">Change Password</CardTitle>
        <CardDescription>Use at least 8 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
          {change.isError ? (
            <Alert tone="error">{errorMessage(change.error, messages.settings.passwordFailed)}</Alert>
          ) : null}
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
