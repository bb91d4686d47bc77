import { useParams } from 'react-router'
import { MeetingDetail } from '../../features/meetings/components/meeting-detail.tsx'
import { mayShare, ShareButton } from '../../features/shares/components/share-button.tsx'
import { useUser } from '../../lib/session.ts'

/** `/dashboard/meetings/{meetingId}` and `/dashboard/meetings/{meetingId}/participants/{participantId}`. */
export function DashboardMeetingRoute() {
  const { meetingId = '', participantId } = useParams()
  const user = useUser()
  return (
    <MeetingDetail
      key={meetingId}
      meetingId={meetingId}
      participantId={participantId}
      // A person's page offers "Share" (issue 32) to whoever may send them their coaching.
      personActions={({ meeting, participant }) =>
        user && mayShare(user, meeting) ? (
          <ShareButton
            meetingId={meetingId}
            participantId={participant.id}
            personId={participant.personId}
            name={participant.name}
          />
        ) : null
      }
    />
  )
}
