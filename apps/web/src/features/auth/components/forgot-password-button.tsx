import type { ComponentProps } from 'react'
import { messages } from '../../../messages.ts'

/**
 * The link-styled button that opens the reset dialog: the dialog's trigger, and its stand-in on
 * the sign-in form until the dialog's code is loaded.
 */
export function ForgotPasswordButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      {...props}
    >
      {messages.login.forgotPassword}
    </button>
  )
}
