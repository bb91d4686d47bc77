import { zodResolver } from '@hookform/resolvers/zod'
import { requestPasswordResetRequest } from '@rapport/contracts'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { ForgotPasswordButton } from './forgot-password-button.tsx'

/** Spec: the dialog closes 3 seconds after the request succeeds. */
export const RESET_DIALOG_CLOSE_MS = 3000

type FormInput = z.input<typeof requestPasswordResetRequest>
type FormOutput = z.output<typeof requestPasswordResetRequest>

/** 'Forgot Password?' and the reset-request dialog it opens. */
export function ForgotPasswordDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  const request = useRequestPasswordReset()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(requestPasswordResetRequest),
    defaultValues: { email: '' },
  })
  const { reset: resetRequest, isSuccess } = request

  useEffect(() => {
    if (!isSuccess) return
    const timer = window.setTimeout(() => setOpen(false), RESET_DIALOG_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [isSuccess])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      resetRequest()
      form.reset()
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<ForgotPasswordButton />}
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {isSuccess ? (
        <Alert tone="success">{messages.resetRequest.success}</Alert>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            // The dialog sits inside the sign-in form in the React tree; keep its submit to itself.
            event.stopPropagation()
            void form.handleSubmit((data) => request.mutate(data))(event)
          }}
        >
          {request.isError ? (
            <Alert tone="error">{errorMessage(request.error, messages.resetRequest.failed)}</Alert>
          ) : null}
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Send Reset Link
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
