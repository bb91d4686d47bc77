import { useLocation } from 'react-router'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { useHome } from '../../features/home/api/get-home.ts'
import { joinedTeamOf } from '../../lib/joined-team.ts'
import { CoachHomeRoute } from './coach-home.tsx'
import { UploadRoute } from './upload.tsx'

/**
 * `/`: the upload flow (meetings spec §2) until the workspace has a meeting; from then on the
 * person's coaching home, where sign-in lands (issue 30). Someone who has just accepted an
 * invitation (spec: "On success goes to /") is welcomed to the team on their home.
 */
export function HomeRoute() {
  const joined = joinedTeamOf(useLocation().state)
  const home = useHome()
  if (joined) return <CoachHomeRoute joinedTeam={joined} />
  if (home.isPending) return <PageSpinner />
  if (home.data?.has_meetings) return <CoachHomeRoute />
  return <UploadRoute />
}
