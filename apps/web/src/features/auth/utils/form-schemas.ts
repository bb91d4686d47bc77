import { registerRequest, resetPasswordRequest } from '@rapport/contracts'
import { withPasswordConfirmation } from '../../../lib/password-confirmation.ts'
import { messages } from '../../../messages.ts'

/**
 * The sign-up and new-password forms' schemas: the contract's request plus a confirmation that
 * must match (spec §5). Loaded by the forms on first use (`useCheckedForm`), never imported
 * statically by a page, so zod is not in the auth pages' first load (decision 013).
 */
export const registerFormSchema = withPasswordConfirmation(
  registerRequest.pick({ full_name: true, email: true, password: true }),
  {
    required: 'Please confirm your password',
    mismatch: messages.register.passwordsDoNotMatch,
  },
)

export const resetPasswordFormSchema = withPasswordConfirmation(
  resetPasswordRequest.pick({ password: true }),
  {
    required: 'Please confirm your new password',
    mismatch: messages.resetPassword.passwordsDoNotMatch,
  },
)
