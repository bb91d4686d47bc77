import type { ParticipantScoresView } from '@rapport/contracts'
import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { messages } from '../../../messages.ts'
import { useDimensionInsights } from '../api/get-dimension-insights.ts'
import { confidenceNote } from '../utils/confidence-note.ts'
import { EvidenceList, InsightList, QuoteList, RecommendationList } from './insight-sections.tsx'
import { MetricTargets } from './metric-measurability.tsx'
import { DismissContext, useDismissToMoment } from './moment-link.tsx'

export const wideDialogStyles = 'sm:max-w-2xl max-h-[90dvh] overflow-y-auto'

/** 'See why': the strengths, opportunities, actions, quotes and recommendations behind one dimension's score. */
export function DimensionInsightsDialog({
  meetingId,
  participantId,
  participantName,
  dimensionName,
  metrics = [],
  speech,
  open,
  onOpenChange,
  trigger,
}: {
  meetingId: string
  participantId: string
  participantName: string
  dimensionName: string
  /** The dimension's metrics as scored: the targets used and what could not be measured. */
  metrics?: ParticipantScoresView['dimensions'][number]['subDimensions']
  /** What the person said (words, turns): a low confidence says what it rests on. */
  speech?: { totalWords: number; speakingTurns: number } | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The 'See why' button: focus returns to it when the dialog closes. */
  trigger: ReactNode
}) {
  const insights = useDimensionInsights({ meetingId, participantId, dimensionName }, { enabled: open })
  const data = insights.data
  const toMoment = useDismissToMoment(onOpenChange)
  // Confidence is shown only where it is low, in words ("Low confidence: only 3 turns").
  const lowConfidence = data ? confidenceNote(dimensionName, data.confidence_score, speech) : null
  const empty =
    data !== undefined &&
    data.insights.strengths.length === 0 &&
    data.insights.opportunities.length === 0 &&
    data.insights.actions.length === 0 &&
    data.quotes.length === 0 &&
    data.recommendations.length === 0 &&
    data.evidence.every((m) => m.examples.length === 0)

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={`${dimensionName}: why this score`}
      description={participantName}
      className={wideDialogStyles}
      onCloseAutoFocus={toMoment.onCloseAutoFocus}
    >
      <DismissContext.Provider value={toMoment.dismiss}>
        {insights.isPending ? (
          <div role="status" aria-label="Loading insights" className="space-y-3">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : insights.isError ? (
          <Alert tone="error">{messages.meetings.insightsFailed}</Alert>
        ) : empty ? (
          <div className="space-y-5">
            <p className="py-6 text-center text-sm text-slate-600">{messages.meetings.noInsights}</p>
            <MetricTargets metrics={metrics} />
          </div>
        ) : data ? (
          <div className="space-y-5">
            {lowConfidence ? <p className="text-sm font-medium text-amber-800">{lowConfidence}</p> : null}
            <InsightList title="Strengths" items={data.insights.strengths} />
            <InsightList title="Opportunities" items={data.insights.opportunities} />
            <InsightList title="Actions" items={data.insights.actions} />
            <EvidenceList evidence={data.evidence} participantId={participantId} />
            <QuoteList quotes={data.quotes} participantId={participantId} />
            <RecommendationList recommendations={data.recommendations} />
            <MetricTargets metrics={metrics} />
          </div>
        ) : null}
      </DismissContext.Provider>
    </Dialog>
  )
}
