import type { ParticipantScoresView } from '@rapport/contracts'
import { lazy, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ModalOnDemand } from '../../../components/ui/modal-on-demand.tsx'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { scoreTone, toneStyles } from '../../../lib/score-tone.ts'
import { messages } from '../../../messages.ts'
import { confidenceNote } from '../utils/confidence-note.ts'
import { InfoTooltip } from './info-tooltip.tsx'
import { NotMeasurableNote } from './metric-measurability.tsx'

/** 'See why' loads with its first opening (ModalOnDemand). */
const DimensionInsightsDialog = lazy(async () => ({
  default: (await import('./dimension-insights-dialog.tsx')).DimensionInsightsDialog,
}))

type Dimension = ParticipantScoresView['dimensions'][number]

/**
 * One dimension for one participant: score, its sub-dimensions on demand and 'See why'; confidence
 * only where it is low, in words.
 */
export function DimensionCard({
  dimension,
  meetingId,
  participantId,
  participantName,
  speech,
}: {
  dimension: Dimension
  meetingId: string
  participantId: string
  participantName: string
  /** What the person said (words, turns), so a low confidence can say what it rests on. */
  speech?: { totalWords: number; speakingTurns: number } | undefined
}) {
  const [expanded, setExpanded] = useState(false)
  const [insightsOpen, setInsightsOpen] = useState(false)
  const seeWhy = (
    <Button
      variant="ghost"
      size="sm"
      className="text-brand-700"
      aria-label={`${messages.meetings.seeWhy} for ${dimension.name}`}
    >
      {messages.meetings.seeWhy}
    </Button>
  )
  const panelId = useId()
  const headingId = useId()
  const tone = scoreTone(dimension.averageScore)
  const note = confidenceNote(dimension.name, dimension.confidence, speech)
  const width = dimension.averageScore === null ? 0 : Math.max(0, Math.min(10, dimension.averageScore)) * 10

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm print:break-inside-avoid print:shadow-none"
    >
      <div className="space-y-3 p-4 print:space-y-1.5 print:p-2.5">
        <div className="flex items-start justify-between gap-3">
          <h4 id={headingId} className="text-base font-semibold text-slate-900">
            {dimension.name}
          </h4>
          <ScoreChip score={dimension.averageScore} size="lg" />
        </div>
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div className={cn('h-full rounded-full', toneStyles[tone].bar)} style={{ width: `${width}%` }} />
        </div>
        {note ? <p className="text-sm text-slate-700">{note}</p> : null}
        {/* 'See why' and the sub-dimensions are left out on paper, open or not (issue 32). */}
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} ${dimension.subDimensions.length} sub-dimensions of ${dimension.name}`}
            aria-controls={panelId}
            onClick={() => setExpanded((value) => !value)}
          >
            <svg
              viewBox="0 0 20 20"
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              fill="currentColor"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                clipRule="evenodd"
              />
            </svg>
            {expanded ? 'Hide' : 'Show'} {dimension.subDimensions.length} sub-dimensions
          </Button>
          <ModalOnDemand
            open={insightsOpen}
            onOpenChange={setInsightsOpen}
            trigger={seeWhy}
            render={() => (
              <DimensionInsightsDialog
                meetingId={meetingId}
                participantId={participantId}
                participantName={participantName}
                dimensionName={dimension.name}
                metrics={dimension.subDimensions}
                speech={speech}
                open={insightsOpen}
                onOpenChange={setInsightsOpen}
                trigger={seeWhy}
              />
            )}
          />
        </div>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-100 print:hidden">
        {expanded ? (
          <ul className="divide-y divide-slate-100">
            {dimension.subDimensions.map((sub) => (
              <li key={sub.id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <div className="flex items-center gap-1">
                    <span className="text-sm font-medium text-slate-900">{sub.name}</span>
                    {sub.description ? (
                      <InfoTooltip label={`About ${sub.name}`} description={sub.description} />
                    ) : null}
                  </div>
                  {sub.measured ? (
                    <span className="text-xs text-slate-600">{sub.formattedValue}</span>
                  ) : (
                    <NotMeasurableNote reason={sub.reason} />
                  )}
                </div>
                {sub.measured ? <ScoreChip score={sub.score} size="sm" /> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
