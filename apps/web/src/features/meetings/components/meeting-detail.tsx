import type { Meeting, Participant } from '@rapport/contracts'
import { type ReactNode, useDeferredValue } from 'react'
import { Navigate, useLocation } from 'react-router'
import { DownloadCsvButton } from '../../../components/download-csv-button.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
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
import { scoresCsvPath } from '../api/get-scores-csv.ts'
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
  personActions,
}: {
  meetingId: string
  participantId?: string | undefined
  /** More buttons on a person's page, beside Print (Share: another feature's, so app/ passes it in). */
  personActions?: (person: { meeting: Meeting; participant: Participant }) => ReactNode
}) {
  const meeting = useMeeting(meetingId)
  const participants = useParticipants(meetingId)
  const scores = useScores(meetingId)
  const { me } = useMyPerson()
  const location = useLocation()
  const loaded = !(meeting.isPending || participants.isPending || scores.isPending)
  // The page is first drawn in a transition (a deferred value that starts false, whether the
  // answers come after the page or were there before it, as on a first load where they are asked
  // for beside the session check), which React renders a few components at a time, giving the
  // browser back its thread in between: drawn at once on the last answer's or the session's
  // arrival, it was one long task (Total Blocking Time, decision 013).
  const shown = useDeferredValue(loaded, false)

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

  if (meeting.isPending || participants.isPending || scores.isPending || !shown) {
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

  const person = participantId && selectedScores ? selectedScores : undefined
  return (
    <div className="space-y-4 sm:space-y-6">
      {/* On paper a person's page is their coaching alone (issue 32): the meeting's header, the
          other people, the score table and the transcript are left out. */}
      <div className={person ? 'print:hidden' : undefined}>
        <MeetingHeader
          meeting={meeting.data.meeting}
          withWarnings={!person}
          actions={
            <>
              {person && selectedParticipant && personActions
                ? personActions({ meeting: meeting.data.meeting, participant: selectedParticipant })
                : null}
              {person ? (
                <Button variant="secondary" size="sm" onClick={() => window.print()}>
                  {messages.exports.print}
                </Button>
              ) : null}
              <DownloadCsvButton path={scoresCsvPath(meetingId)} fallbackName="meeting-scores.csv" />
            </>
          }
        />
      </div>
      {participants.isError || scores.isError ? (
        <Alert tone="error">Failed to load the participants’ scores.</Alert>
      ) : (
        // With a participant chosen, their lead (the narrative's headline and first change) comes
        // first in reading order and, on a phone, before the participants list, so it shows on the
        // first screen; from @4xl the list sits in the left column beside it, and what follows the
        // lead (the dimensions, the coaching, the score table) takes the whole width under both, so
        // the list's column ends with the lead instead of running empty down the page (issue 30:
        // 4,500 px on a short meeting at 1280×800).
        <div className="grid grid-cols-1 gap-4 sm:gap-6 @4xl:grid-cols-[15rem_minmax(0,1fr)] @4xl:items-start print:block print:space-y-4">
          {participantId && selectedScores ? (
            <div className="min-w-0 @4xl:col-start-2 @4xl:row-start-1">
              <ParticipantView
                key={participantId}
                meeting={meeting.data.meeting}
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
          <div className="min-w-0 @4xl:sticky @4xl:top-[5.5rem] @4xl:col-start-1 @4xl:row-start-1 print:hidden">
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
                <div className="print:hidden">
                  <MeetingWarnings warnings={meeting.data.meeting.warnings} />
                </div>
                <ParticipantDimensions
                  key={`dimensions-${participantId}`}
                  meetingId={meetingId}
                  participant={selectedParticipant}
                  scores={selectedScores}
                />
                {/* The long form repeats the lead at length: on paper the lead and the scores are the coaching. */}
                <div className="print:hidden">
                  <CoachingSections
                    key={`coaching-${participantId}`}
                    meetingId={meetingId}
                    scores={selectedScores}
                  />
                </div>
              </>
            ) : null}
            <div className={person ? 'print:hidden' : undefined}>
              <ScoreOverviewTable
                meetingId={meetingId}
                scores={scoreList}
                myParticipantId={myParticipantId}
              />
            </div>
            {participantId ? null : (
              <p className="text-sm text-slate-600">
                Choose a participant to see their dimension scores, why they scored that way and their
                coaching.
              </p>
            )}
          </div>
        </div>
      )}
      <div className={person ? 'print:hidden' : undefined}>
        <TranscriptPanel meetingId={meetingId} myParticipantId={myParticipantId} />
      </div>
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
