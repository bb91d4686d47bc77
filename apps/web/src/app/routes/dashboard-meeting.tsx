import { useParams } from 'react-router'
import { MeetingDetail } from '../../features/meetings/components/meeting-detail.tsx'

/** The page's data, for a first load to ask for beside the session check (prefetch-page-data.ts). */
export { prefetchMeeting } from '../../features/meetings/api/prefetch-meeting.ts'

/** `/dashboard/meetings/{meetingId}` and `/dashboard/meetings/{meetingId}/participants/{participantId}`. */
export function DashboardMeetingRoute() {
  const { meetingId = '', participantId } = useParams()
  return <MeetingDetail key={meetingId} meetingId={meetingId} participantId={participantId} />
}
