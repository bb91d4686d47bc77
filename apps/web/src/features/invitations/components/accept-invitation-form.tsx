import { zodResolver } from '@hookform/resolvers/zod'
import { acceptInvitationRequest, type Invitation } from '@rapport/contracts'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { roleLabels } from '../../../lib/authorization.ts'
import { formatDate } from '../../../lib/format.ts'
import { welcomeToTeam } from '../../../lib/joined-team.ts'
import { withPasswordConfirmation } from '../../../lib/password-confirmation.ts'
import { messages } from '../../../messages.ts'
import { useAcceptInvitation } from '../api/accept-invitation.ts'
import { useInvitation } from '../api/get-invitation.ts'

export const acceptInvitationFormSchema = withPasswordConfirmation(acceptInvitationRequest, {
  required: 'Please confirm your password',
  mismatch: messages.register.passwordsDoNotMatch,
})

/** Spec: missing dates show 'Loading...'; others render as a local date (or 'Invalid Date'). */
export function formatInvitationDate(value: string | null | undefined): string {
  if (!value) return messages.invitation.loadingDate
  return formatDate(value)
}

/** Invitation acceptance: who invited you, to which tenant and role, until when; then the sign-up form. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const invitation = useInvitation(token)

  if (invitation.isPending) {
    return (
      <AuthLayout title="You're invited">
        <div className="flex justify-center py-4">
          <Spinner label="Loading invitation" />
        </div>
      </AuthLayout>
    )
  }
  if (invitation.isError || invitation.data.is_expired) {
    return (
      <AuthLayout title="Invitation unavailable">
        <div className="space-y-4">
          <Alert tone="error">{messages.invitation.invalid}</Alert>
          <Link to={paths.auth.login.getHref()} className={buttonStyles({ className: 'w-full' })}>
            {messages.invitation.goToLogin}
          </Link>
        </div>
      </AuthLayout>
    )
  }
  return <AcceptForm token={token} invitation={invitation.data} />
}

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate()
  const accept = useAcceptInvitation()
  const form = useForm<
    z.input<typeof acceptInvitationFormSchema>,
    unknown,
    z.output<typeof acceptInvitationFormSchema>
  >({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { full_name: '', password: '', confirm_password: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(({ full_name, password }) =>
    accept.mutate(
      { token, full_name, password },
      // Spec: on success goes to /, which welcomes the new member to the team on their home.
      {
        onSuccess: () =>
          navigate(paths.home.getHref(), { replace: true, state: welcomeToTeam(invitation.tenant_name) }),
      },
    ),
  )

  return (
    <AuthLayout title={`Join ${invitation.tenant_name}`} wide>
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-brand-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Invited by</dt>
          <dd className="font-medium text-slate-900">{invitation.invited_by}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Organization</dt>
          <dd className="font-medium text-slate-900">{invitation.tenant_name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-medium text-slate-900">{roleLabels[invitation.role]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Expires</dt>
          <dd className="font-medium text-slate-900">{formatInvitationDate(invitation.expires_at)}</dd>
        </div>
      </dl>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Accept invitation">
        {accept.isError ? (
          <Alert tone="error">{errorMessage(accept.error, messages.invitation.acceptFailed)}</Alert>
        ) : null}
        <Field label="Email" type="email" value={invitation.email} readOnly />
        <Field
          label="Full name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register('full_name')}
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
        <Button type="submit" className="w-full" loading={accept.isPending}>
          {accept.isPending ? 'Joining…' : 'Accept Invitation'}
        </Button>
      </form>
    </AuthLayout>
  )
}
