import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { Card } from '../../components/ui/card.tsx'
import { CoachingHome } from '../../features/home/components/coaching-home.tsx'
import { useUser } from '../../lib/session.ts'
import { messages } from '../../messages.ts'

/**
 * `/home` (not in the spec, issue 20): the coaching home, where sign-in lands; `/` shows it too
 * once there are meetings. `joinedTeam`: just accepted an invitation to this team, welcomed first.
 */
export function CoachHomeRoute({ joinedTeam }: { joinedTeam?: string } = {}) {
  const user = useUser()
  return (
    <ContentLayout title="Your coaching" description="What to do next, from your own meetings.">
      {joinedTeam ? (
        <Card className="mb-6 space-y-1 border-brand-200 bg-brand-50 px-6 py-5">
          <h2 className="text-lg font-semibold text-slate-900">
            {messages.me.welcomeToTeam(joinedTeam, user?.first_name || user?.full_name || null)}
          </h2>
          <p className="text-sm text-slate-700">{messages.me.welcomeToTeamBody}</p>
        </Card>
      ) : null}
      <CoachingHome />
    </ContentLayout>
  )
}
