import { Navigate, useLocation } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useMyPerson } from '../../../lib/people.ts'
import { messages } from '../../../messages.ts'
import { useMeeting } from '../api/get-meeting.ts'
import { useParticipants } from '../api/get-participants.ts'
import { useScores } from '../api/get-scores.ts'
import { CoachingSections } from './coaching-sections.tsx'
import { MeetingHeader, MeetingWarnings } from './meeting-header.tsx'
import { ParticipantDimensions, ParticipantView } from './participant-view.tsx'
import { ParticipantsSidebar } from './participants-sidebar.tsx'
import { ScoreOverviewTable } from './score-overview-table.tsx'
import { TranscriptPanel } from './transcript-panel.tsx'

/** The selected meeting: header, participants, the score overview and, when one is chosen, a participant. */
export function MeetingDetail({
  meetingId,
  participantId,
}: {
  meetingId: string
  participantId?: string | undefined
}) {
  const meeting = useMeeting(meetingId)
  const participants = useParticipants(meetingId)
  const scores = useScores(meetingId)
  const { me } = useMyPerson()
  const location = useLocation()

  if (meeting.isError) {
    const missing = isApiError(meeting.error) && meeting.error.status === 404
    return (
      <Card className="px-6 py-10 text-center">
        <p className="text-sm text-slate-700">
          {missing
            ? 'This meeting could not be found. It may have been deleted.'
            : 'Failed to load the meeting.'}
        </p>
      </Card>
    )
  }

  if (meeting.isPending || participants.isPending || scores.isPending) {
    return <MeetingDetailSkeleton />
  }

  const participantList = participants.data?.participants ?? []
  const scoreList = scores.data?.scores ?? []
  const selectedScores = participantId ? scoreList.find((s) => s.participantId === participantId) : undefined
  const selectedParticipant = participantList.find((p) => p.id === participantId)
  const myParticipantId = me ? participantList.find((p) => p.personId === me.person_id)?.id : undefined
  // A meeting opens on you; 'All participants' (which says so in its state) shows the overview.
  const showAll = (location.state as { all?: boolean } | null)?.all === true
  if (!participantId && myParticipantId && !showAll) {
    return <Navigate replace to={paths.meetingParticipant.getHref(meetingId, myParticipantId)} />
  }

  return (
    <div className="space-y-4 sm:space-y-6">
      <MeetingHeader meeting={meeting.data.meeting} withWarnings={!(participantId && selectedScores)} />
      {participants.isError || scores.isError ? (
        <Alert tone="error">Failed to load the participants’ scores.</Alert>
      ) : (
        // With a participant chosen, their lead (the narrative's headline and first change) comes
        // first in reading order and, on a phone, before the participants list, so it shows on the
        // first screen; from @4xl the list sits in the left column beside it, and what follows the
        // lead (the dimensions, the coaching, the score table) takes the whole width under both, so
        // the list's column ends with the lead instead of running empty down the page (issue 30:
        // 4,500 px on a short meeting at 1280×800).
        <div className="grid grid-cols-1 gap-4 sm:gap-6 @4xl:grid-cols-[15rem_minmax(0,1fr)] @4xl:items-start">
          {participantId && selectedScores ? (
            <div className="min-w-0 @4xl:col-start-2 @4xl:row-start-1">
              <ParticipantView
                key={participantId}
                meetingId={meetingId}
                participant={selectedParticipant}
                isMe={participantId === myParticipantId}
                scores={selectedScores}
                coachingSource={meeting.data.meeting.analysisSources?.coaching.find(
                  (source) => source.name === selectedScores.name,
                )}
              />
            </div>
          ) : null}
          {/* Beside the lead it stays in view while the lead is read (within the lead's row). */}
          <div className="min-w-0 @4xl:sticky @4xl:top-[5.5rem] @4xl:col-start-1 @4xl:row-start-1">
            <ParticipantsSidebar
              meetingId={meetingId}
              participants={participantList}
              selectedParticipantId={participantId}
              myParticipantId={myParticipantId}
            />
          </div>
          <div
            className={cn(
              'min-w-0 space-y-6',
              participantId && selectedScores
                ? '@4xl:col-span-2 @4xl:col-start-1 @4xl:row-start-2'
                : '@4xl:col-start-2 @4xl:row-start-1',
            )}
          >
            {participantId && !selectedScores ? (
              <Card className="px-6 py-10 text-center">
                <p className="text-sm text-slate-700">{messages.meetings.noParticipantData}</p>
              </Card>
            ) : null}
            {participantId && selectedScores ? (
              <>
                <MeetingWarnings warnings={meeting.data.meeting.warnings} />
                <ParticipantDimensions
                  key={`dimensions-${participantId}`}
                  meetingId={meetingId}
                  participant={selectedParticipant}
                  scores={selectedScores}
                />
                <CoachingSections
                  key={`coaching-${participantId}`}
                  meetingId={meetingId}
                  scores={selectedScores}
                />
              </>
            ) : null}
            <ScoreOverviewTable meetingId={meetingId} scores={scoreList} myParticipantId={myParticipantId} />
            {participantId ? null : (
              <p className="text-sm text-slate-600">
                Choose a participant to see their dimension scores, why they scored that way and their
                coaching.
              </p>
            )}
          </div>
        </div>
      )}
      <TranscriptPanel meetingId={meetingId} myParticipantId={myParticipantId} />
    </div>
  )
}

function MeetingDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading meeting" className="space-y-6">
      <Card className="space-y-4 p-6">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-6 @4xl:grid-cols-[15rem_minmax(0,1fr)]">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}
