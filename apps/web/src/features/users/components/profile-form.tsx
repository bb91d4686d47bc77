import { zodResolver } from '@hookform/resolvers/zod'
import {
  profileMessages,
  type UpdateProfileRequest,
  type User,
  updateProfileRequest,
} from '@rapport/contracts'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useUpdateProfile } from '../api/update-profile.ts'

export function ProfileForm({ user }: { user: User }) {
  const toast = useToast()
  const update = useUpdateProfile()
  // A new e-mail changes how one signs in: the server asks for the current password, so does the form.
  const schema = useMemo(
    () =>
      updateProfileRequest.superRefine((data, ctx) => {
        if (emailChanged(data.email, user.email) && !data.current_password) {
          ctx.addIssue({
            code: 'custom',
            path: ['current_password'],
            message: profileMessages.passwordForEmail,
          })
        }
      }),
    [user.email],
  )
  const form = useForm<z.input<typeof updateProfileRequest>, unknown, UpdateProfileRequest>({
    resolver: zodResolver(schema),
    defaultValues: { full_name: user.full_name, email: user.email, current_password: '' },
  })
  const { errors, isDirty } = form.formState
  const askPassword = emailChanged(form.watch('email') ?? '', user.email)

  const onSubmit = form.handleSubmit(({ current_password, ...data }) =>
    update.mutate(emailChanged(data.email, user.email) ? { ...data, current_password } : data, {
      onSuccess: (saved) => {
        form.reset({ full_name: saved.full_name, email: saved.email, current_password: '' })
        toast.success(messages.settings.profileUpdated)
      },
    }),
  )

  return (
    <Card aria-labelledby="profile-heading">
      <CardHeader>
        <CardTitle id="profile-heading">Profile</CardTitle>
        <CardDescription>Your name and the email address you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
          {update.isError ? (
            <Alert tone="error">{errorMessage(update.error, messages.settings.profileFailed)}</Alert>
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
          {askPassword ? (
            <Field
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change the email you sign in with."
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              Save Profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function emailChanged(email: string, current: string): boolean {
  return email.trim().toLowerCase() !== current.toLowerCase()
}
