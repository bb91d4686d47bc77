import type { ParticipantScoresView } from '@rapport/contracts'
import { useId } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { messages } from '../../../messages.ts'
import { useCoaching } from '../api/get-coaching.ts'
import { buildFallbackCoaching } from '../utils/fallback-coaching.ts'
import { summaryParagraphs } from '../utils/summary-paragraphs.ts'
import { InsightList, QuoteList, RecommendationList } from './insight-sections.tsx'

const text = messages.coachingSections

/**
 * A participant's coaching on the meeting page, in sections: what went well and what to change,
 * the moments that show it (each opening the transcript there), what to practise, then the full
 * summary folded away. The 'Meeting Coaching Summary' dialog shows the same on demand.
 */
export function CoachingSections({
  meetingId,
  scores,
}: {
  meetingId: string
  scores: ParticipantScoresView
}) {
  const coaching = useCoaching({ meetingId, participantId: scores.participantId })
  const headingId = useId()
  const data = coaching.data

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {text.heading(scores.name)}
        </h2>
        {coaching.isPending ? (
          <div role="status" aria-label="Loading coaching insights" className="space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : coaching.isError ? (
          <>
            <Alert tone="error">
              <p>{messages.meetings.coachingFailed}</p>
              <p className="mt-1">{messages.meetings.coachingFallback}</p>
            </Alert>
            <div className="space-y-2 text-sm leading-relaxed text-slate-800">
              {buildFallbackCoaching(scores).summary.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </>
        ) : data ? (
          <>
            <div className="grid gap-5 @3xl:grid-cols-2">
              <InsightList title="Strengths" items={data.insights.strengths} />
              <InsightList title="Opportunities" items={data.insights.opportunities} />
            </div>
            <InsightList title="Actions" items={data.insights.actions} />
            <QuoteList quotes={data.quotes} participantId={scores.participantId} />
            <RecommendationList recommendations={data.recommendations} />
            {data.summary.trim() ? (
              <details className="group rounded-lg border border-slate-200 px-3 py-2">
                <summary className="cursor-pointer text-sm font-medium text-slate-900">
                  {text.fullSummary}
                </summary>
                <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-800">
                  {summaryParagraphs(data.summary).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ) : null}
          </>
        ) : null}
      </section>
    </Card>
  )
}
