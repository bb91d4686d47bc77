import { formatShare } from '@rapport/analysis/rules'
import type { AnalyzerSource, Participant, ParticipantScoresView } from '@rapport/contracts'
import { lazy, useState } from 'react'
import { ThisIsMeControl, YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ModalOnDemand } from '../../../components/ui/modal-on-demand.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { messages } from '../../../messages.ts'
import { participantLabel } from '../utils/participant-label.ts'
import { DimensionCard } from './dimension-card.tsx'
import { ParticipantFocus } from './participant-focus.tsx'

/** The coaching summary's code loads with its first opening (ModalOnDemand). */
const CoachingSummaryDialog = lazy(async () => ({
  default: (await import('./coaching-summary-dialog.tsx')).CoachingSummaryDialog,
}))

/**
 * One participant: what to work on next (with "Make this my goal"), then the five dimension cards
 * with 'See why' per dimension, and their coaching summary.
 */
export function ParticipantView({
  meetingId,
  participant,
  scores,
  coachingSource,
  isMe = false,
}: {
  meetingId: string
  participant: Participant | undefined
  /** This participant is the signed-in user ("This is me"). */
  isMe?: boolean
  scores: ParticipantScoresView
  /** Who wrote this person's coaching; absent on meetings stored before it was recorded. */
  coachingSource?: AnalyzerSource | undefined
}) {
  const [coachingOpen, setCoachingOpen] = useState(false)

  return (
    <section aria-labelledby="participant-heading" className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 id="participant-heading" className="text-lg font-semibold text-slate-900">
            {scores.name}
            {isMe ? <YouBadge /> : null}
          </h3>
          {participant ? (
            <p className="text-sm text-slate-600">
              {[
                participantLabel(participant.title, participant.role),
                `${formatShare(participant.talkTimePercentage)} talk time`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {coachingSource ? (
            <p className="mt-1 text-xs text-slate-600">
              {coachingSource.analyzer === 'llm' && coachingSource.displayName
                ? messages.analysisSource.coachingByModel(coachingSource.displayName)
                : messages.analysisSource.coachingBuiltIn}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {participant ? <ThisIsMeControl personId={participant.personId} isMe={isMe} /> : null}
          <ModalOnDemand
            open={coachingOpen}
            onOpenChange={setCoachingOpen}
            trigger={<Button>{messages.meetings.viewCoaching}</Button>}
            render={() => (
              <CoachingSummaryDialog
                open={coachingOpen}
                onOpenChange={setCoachingOpen}
                meetingId={meetingId}
                scores={scores}
                speech={participant}
                trigger={<Button>{messages.meetings.viewCoaching}</Button>}
              />
            )}
          />
        </div>
      </div>
      <ParticipantFocus
        meetingId={meetingId}
        participantId={scores.participantId}
        personId={participant?.personId}
        isMe={isMe}
      />
      <ScoreLegend />
      <div className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
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
    </section>
  )
}
