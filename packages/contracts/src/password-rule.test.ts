import { expect, test } from 'vitest'
import { createUserRequest, updateUserRequest } from './admin.ts'
import { changePasswordRequest, registerRequest, resetPasswordRequest } from './auth.ts'
import { acceptInvitationRequest } from './invitations.ts'

const forms = {
  'sign-up': (password: string) => registerRequest.safeParse({ email: 'a@x.test', password, full_name: 'A' }),
  invitation: (password: string) => acceptInvitationRequest.safeParse({ full_name: 'A', password }),
  reset: (password: string) => resetPasswordRequest.safeParse({ token: 't', password }),
  settings: (password: string) =>
    changePasswordRequest.safeParse({ current_password: 'old', new_password: password }),
  'admin create': (password: string) =>
    createUserRequest.safeParse({ first_name: 'A', last_name: 'B', email: 'a@x.test', password }),
  'admin edit': (password: string) =>
    updateUserRequest.safeParse({ first_name: 'A', email: 'a@x.test', password }),
}

test.each(Object.entries(forms))(
  'one password rule: %s refuses 7 characters with the same message and takes 8',
  (_, parse) => {
    const short = parse('seven-7')
    expect(short.success).toBe(false)
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long')
    expect(parse('eight-88').success).toBe(true)
  },
)
