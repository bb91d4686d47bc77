import { z } from 'zod'
import { email, newPassword } from './auth.ts'

export const invitationRoles = ['user', 'admin', 'viewer'] as const
export const invitationRole = z.enum(invitationRoles)

export const invitation = z.object({
  invitation_id: z.string(),
  email: z.string(),
  role: invitationRole,
  invited_by: z.string(),
  tenant_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  is_expired: z.boolean(),
})
export type Invitation = z.infer<typeof invitation>

export const createInvitationRequest = z.object({ email, role: invitationRole.default('user') })
export type CreateInvitationRequest = z.infer<typeof createInvitationRequest>

export const invitationResponse = z.object({ invitation })
export const invitationListResponse = z.object({ invitations: z.array(invitation) })

export const acceptInvitationRequest = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(200),
  password: newPassword,
})
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>
