import { useParams } from 'react-router'
import { MeetingDetail } from '../../features/meetings/components/meeting-detail.tsx'

/** `/dashboard/meetings/{meetingId}` and `/dashboard/meetings/{meetingId}/participants/{participantId}`. */
export function DashboardMeetingRoute() {
  const { meetingId = '', participantId } = useParams()
  return <MeetingDetail key={meetingId} meetingId={meetingId} participantId={participantId} />
}
