import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { CoachingHome } from '../../features/home/components/coaching-home.tsx'

/** `/home` (not in the spec, issue 20): the coaching home, where sign-in lands. */
export function CoachHomeRoute() {
  return (
    <ContentLayout title="Your coaching" description="What to do next, from your own meetings.">
      <CoachingHome />
    </ContentLayout>
  )
}
