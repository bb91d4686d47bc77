import { z } from 'zod'

/**
 * Not in the spec: PUT /api/people/{id}/user links a person to an account ("This is me"). A user
 * links themself; an admin may link any member of the tenant. A user is one person per tenant:
 * linking them again moves the link.
 */
export const linkPersonRequest = z.object({ user_id: z.uuid() })
export type LinkPersonRequest = z.infer<typeof linkPersonRequest>

export const linkPersonResponse = z.object({
  person_id: z.string(),
  full_name: z.string(),
  user_id: z.string().nullable(),
})
export type LinkPersonResponse = z.infer<typeof linkPersonResponse>
