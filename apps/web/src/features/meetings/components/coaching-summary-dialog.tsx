import type { ParticipantScoresView, PersonCoachingView } from '@rapport/contracts'
import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { messages } from '../../../messages.ts'
import { useCoaching } from '../api/get-coaching.ts'
import { confidenceNote } from '../utils/confidence-note.ts'
import { buildFallbackCoaching } from '../utils/fallback-coaching.ts'
import { participantLabel } from '../utils/participant-label.ts'
import { summaryParagraphs } from '../utils/summary-paragraphs.ts'
import { wideDialogStyles } from './dimension-insights-dialog.tsx'
import { InsightList, QuoteList, RecommendationList, Section } from './insight-sections.tsx'
import { DismissContext, useDismissToMoment } from './moment-link.tsx'
import { ChangePoint, PracticeText, WorkedPoint } from './narrative-parts.tsx'

/**
 * 'Meeting Coaching Summary' for one participant. When the coaching call fails it says so and
 * falls back to a reading of the dimension scores already on screen.
 */
export function CoachingSummaryDialog({
  open,
  onOpenChange,
  meetingId,
  scores,
  speech,
  trigger,
}: {
  /** The 'View Coaching Insights' button: focus returns to it when the dialog closes. */
  trigger: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  meetingId: string
  scores: ParticipantScoresView
  /** What the person said (words, turns): a low confidence says what it rests on. */
  speech?: { totalWords: number; speakingTurns: number } | undefined
}) {
  const coaching = useCoaching({ meetingId, participantId: scores.participantId }, { enabled: open })
  const data = coaching.data
  const toMoment = useDismissToMoment(onOpenChange)
  const description = data
    ? [data.name, participantLabel(data.title, data.role)].filter(Boolean).join(' · ')
    : scores.name

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={messages.meetings.coachingTitle}
      description={description}
      className={wideDialogStyles}
      onCloseAutoFocus={toMoment.onCloseAutoFocus}
    >
      <DismissContext.Provider value={toMoment.dismiss}>
        {coaching.isPending ? (
          <div role="status" aria-label="Loading coaching insights" className="space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : coaching.isError ? (
          <FallbackCoaching scores={scores} speech={speech} />
        ) : data ? (
          <div className="space-y-5">
            {data.coaching ? (
              <NarrativeSummary narrative={data.coaching} participantId={scores.participantId} />
            ) : null}
            <Section title="Summary">
              <div className="space-y-3 text-sm leading-relaxed text-slate-800">
                {summaryParagraphs(data.summary).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Section>
            <DimensionOverview dimensions={data.dimensions} speech={speech} />
            <InsightList title="Strengths" items={data.insights.strengths} />
            <InsightList title="Opportunities" items={data.insights.opportunities} />
            <InsightList title="Actions" items={data.insights.actions} />
            <QuoteList quotes={data.quotes} participantId={scores.participantId} />
            <RecommendationList recommendations={data.recommendations} />
          </div>
        ) : null}
      </DismissContext.Provider>
    </Dialog>
  )
}

function DimensionOverview({
  dimensions,
  speech,
}: {
  dimensions: Array<{ name: string; averageScore: number | null; confidence: number }>
  speech: { totalWords: number; speakingTurns: number } | undefined
}) {
  if (dimensions.length === 0) return null
  return (
    <Section title="Dimension overview">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {dimensions.map((dimension) => {
          // Confidence is shown only where it is low, in words.
          const note = confidenceNote(dimension.name, dimension.confidence, speech)
          return (
            <li key={dimension.name} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm font-medium text-slate-900">{dimension.name}</span>
              <span className="flex items-center gap-3">
                {note ? <span className="text-xs font-medium text-amber-800">{note}</span> : null}
                <ScoreChip score={dimension.averageScore} size="sm" />
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function FallbackCoaching({
  scores,
  speech,
}: {
  scores: ParticipantScoresView
  speech: { totalWords: number; speakingTurns: number } | undefined
}) {
  const fallback = buildFallbackCoaching(scores)
  return (
    <div className="space-y-5">
      <Alert tone="error">
        <p>{messages.meetings.coachingFailed}</p>
        <p className="mt-1">{messages.meetings.coachingFallback}</p>
      </Alert>
      <Section title="Summary">
        <div className="space-y-2 text-sm leading-relaxed text-slate-800">
          {fallback.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <DimensionOverview dimensions={scores.dimensions} speech={speech} />
    </div>
  )
}

/**
 * The narrative (issue 29) at the head of the summary: the headline, then every change with its
 * line to use instead, what worked, and the practice, as the meeting page says them.
 */
function NarrativeSummary({
  narrative,
  participantId,
}: {
  narrative: PersonCoachingView
  participantId: string
}) {
  const changes = narrative.change.filter((c) => c.quote.trim() !== '' && c.instead.trim() !== '')
  const worked = narrative.worked.filter((w) => w.quote.trim() !== '')
  return (
    <div className="space-y-5">
      <p className="text-lg leading-snug font-semibold text-slate-900">{narrative.headline}</p>
      {changes.length > 0 ? (
        <Section title={messages.narrative.change}>
          <ul className="space-y-4">
            {changes.map((c) => (
              <li key={`${c.at}-${c.quote}`}>
                <ChangePoint change={c} participantId={participantId} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {worked.length > 0 ? (
        <Section title={messages.narrative.worked}>
          <ul className="space-y-4">
            {worked.map((w) => (
              <li key={`${w.at}-${w.quote}`}>
                <WorkedPoint point={w} participantId={participantId} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={messages.narrative.practice}>
        <PracticeText practice={narrative.practice} />
      </Section>
    </div>
  )
}
