import { useParams } from 'react-router'
import { SharedCoachingPage } from '../../features/shares/components/shared-coaching-page.tsx'

/** `/shared/{token}`: a participant's own coaching, by its link, without an account (issue 32). */
export function SharedRoute() {
  const { token = '' } = useParams()
  return <SharedCoachingPage key={token} token={token} />
}
