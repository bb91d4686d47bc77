import { formatShare } from '@rapport/analysis/rules'
import type { AnalyzerSource, Meeting, Participant, ParticipantScoresView } from '@rapport/contracts'
import { lazy, useState } from 'react'
import { ThisIsMeControl, YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ModalOnDemand } from '../../../components/ui/modal-on-demand.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { messages } from '../../../messages.ts'
import { participantLabel } from '../utils/participant-label.ts'
import { DimensionCard } from './dimension-card.tsx'
import { ParticipantFocus } from './participant-focus.tsx'
import { PrintHeading } from './print-heading.tsx'

/** The coaching summary's code loads with its first opening (ModalOnDemand). */
const CoachingSummaryDialog = lazy(async () => ({
  default: (await import('./coaching-summary-dialog.tsx')).CoachingSummaryDialog,
}))

/**
 * One participant's lead: who they are, then what to work on next (the narrative's headline and
 * first change, what worked, the practice with "Make this my goal"), and their coaching summary.
 * The dimension cards with 'See why' come after it (ParticipantDimensions), below the participants
 * list on a phone, so the headline and the first change show on the first screen.
 */
export function ParticipantView({
  meeting,
  meetingId,
  participant,
  scores,
  coachingSource,
  isMe = false,
}: {
  /** Named at the top of the printed page. */
  meeting: Pick<Meeting, 'name' | 'date'>
  meetingId: string
  participant: Participant | undefined
  /** This participant is the signed-in user ("This is me"). */
  isMe?: boolean
  scores: ParticipantScoresView
  /** Who wrote this person's coaching; absent on meetings stored before it was recorded. */
  coachingSource?: AnalyzerSource | undefined
}) {
  const [coachingOpen, setCoachingOpen] = useState(false)
  const detail = participant
    ? [
        participantLabel(participant.title, participant.role),
        `${formatShare(participant.talkTimePercentage)} talk time`,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined

  return (
    <section aria-labelledby="participant-heading" className="space-y-3 sm:space-y-4 print:space-y-3">
      <PrintHeading
        meetingName={meeting.name}
        meetingDate={meeting.date}
        personName={scores.name}
        detail={detail}
      />
      {/* Who this is, as a plain row rather than a card: on a phone the coaching's headline and
          first change below must fit on the first screen. On paper the heading above says it. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-1 print:hidden">
        <div>
          <h3 id="participant-heading" className="text-lg font-semibold text-slate-900">
            {scores.name}
            {isMe ? <YouBadge /> : null}
          </h3>
          {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
        </div>
        {participant ? <ThisIsMeControl personId={participant.personId} isMe={isMe} /> : null}
      </div>
      <ParticipantFocus
        meetingId={meetingId}
        participantId={scores.participantId}
        personId={participant?.personId}
        isMe={isMe}
      />
      {/* The whole coaching, after its lead: who wrote it and the summary dialog. */}
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {coachingSource ? (
          <p className="text-xs text-slate-600">
            {coachingSource.analyzer === 'llm' && coachingSource.displayName
              ? messages.analysisSource.coachingByModel(coachingSource.displayName)
              : messages.analysisSource.coachingBuiltIn}
          </p>
        ) : (
          <span />
        )}
        <ModalOnDemand
          open={coachingOpen}
          onOpenChange={setCoachingOpen}
          trigger={<Button variant="secondary">{messages.meetings.viewCoaching}</Button>}
          render={() => (
            <CoachingSummaryDialog
              open={coachingOpen}
              onOpenChange={setCoachingOpen}
              meetingId={meetingId}
              scores={scores}
              speech={participant}
              trigger={<Button variant="secondary">{messages.meetings.viewCoaching}</Button>}
            />
          )}
        />
      </div>
    </section>
  )
}

/** The participant's five dimension cards, each with 'See why', under the score scale. */
export function ParticipantDimensions({
  meetingId,
  participant,
  scores,
}: {
  meetingId: string
  participant: Participant | undefined
  scores: ParticipantScoresView
}) {
  return (
    <div className="space-y-4 print:space-y-2">
      <ScoreLegend />
      <div className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3 print:grid-cols-3 print:gap-2">
        {scores.dimensions.map((dimension) => (
          <DimensionCard
            key={dimension.id}
            dimension={dimension}
            meetingId={meetingId}
            participantId={scores.participantId}
            participantName={scores.name}
            speech={participant}
          />
        ))}
      </div>
    </div>
  )
}
