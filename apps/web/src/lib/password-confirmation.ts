import { z } from 'zod'

/**
 * A form schema plus a `confirm_password` field that must equal `password` (spec §5: 'Passwords do
 * not match' under the confirmation field). Used by sign-up, invitation acceptance and reset.
 */
export function withPasswordConfirmation<Shape extends { password: z.ZodString }>(
  schema: z.ZodObject<Shape>,
  messages: { required: string; mismatch: string },
) {
  return schema
    .extend({ confirm_password: z.string().min(1, messages.required) })
    .refine((values: object) => passwordsMatch(values), {
      message: messages.mismatch,
      path: ['confirm_password'],
    })
}

// Read through `in` rather than the generic output type, which TypeScript cannot index here.
function passwordsMatch(values: object): boolean {
  return 'password' in values && 'confirm_password' in values && values.password === values.confirm_password
}
