import { useParams } from 'react-router'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx'

export function ResetPasswordRoute() {
  const { token = '' } = useParams()
  return <ResetPasswordForm key={token} token={token} />
}
