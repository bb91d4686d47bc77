import { useParams } from 'react-router'
import { AcceptInvitationForm } from '../../features/invitations/components/accept-invitation-form.tsx'

export function InviteRoute() {
  const { token = '' } = useParams()
  return <AcceptInvitationForm key={token} token={token} />
}
