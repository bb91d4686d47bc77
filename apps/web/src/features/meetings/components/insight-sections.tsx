import type { DimensionInsightsView, MetricEvidenceView } from '@rapport/contracts'
import type { ReactNode } from 'react'
import { formatClock } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'
import { capitalize, priorityLabel } from '../utils/format.ts'
import { MomentLink } from './moment-link.tsx'

type InsightItem = DimensionInsightsView['insights']['strengths'][number]
type QuoteItem = DimensionInsightsView['quotes'][number]
type RecommendationItem = DimensionInsightsView['recommendations'][number]

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  )
}

const insightAccent = {
  strength: 'border-green-600',
  opportunity: 'border-amber-500',
  action: 'border-brand-600',
} as const

export function InsightList({ title, items }: { title: string; items: InsightItem[] }) {
  if (items.length === 0) return null
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {items.map((item) => (
          <li
            key={item.id}
            className={`border-l-4 ${insightAccent[item.type]} rounded-r-lg bg-slate-50 px-3 py-2`}
          >
            <p className="text-sm font-medium text-slate-900">{item.title}</p>
            <p className="text-sm text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Quotes, each linking to its moment in the transcript (of `participantId`, who said it). */
export function QuoteList({
  quotes,
  participantId,
}: {
  quotes: QuoteItem[]
  participantId?: string | undefined
}) {
  if (quotes.length === 0) return null
  return (
    <Section title="Supporting quotes">
      <ul className="space-y-2">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <figure className="rounded-lg border border-slate-200 px-3 py-2">
              <blockquote className="text-sm text-slate-800 italic">“{quote.quote_text}”</blockquote>
              <figcaption className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                <span>{capitalize(quote.context_type)}</span>
                <MomentLink moment={{ at: quote.timestamp, participantId, text: quote.quote_text }}>
                  At{' '}
                  <time dateTime={`PT${Math.floor(quote.timestamp)}S`}>{formatClock(quote.timestamp)}</time>{' '}
                  in the transcript
                </MomentLink>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const priorityStyles = {
  1: 'bg-red-50 text-red-800 ring-red-200',
  2: 'bg-amber-50 text-amber-900 ring-amber-200',
  3: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

export function RecommendationList({ recommendations }: { recommendations: RecommendationItem[] }) {
  if (recommendations.length === 0) return null
  return (
    <Section title="Recommendations">
      <ul className="space-y-2">
        {[...recommendations]
          .sort((a, b) => a.priority - b.priority)
          .map((recommendation) => (
            <li key={recommendation.id} className="rounded-lg border border-slate-200 px-3 py-2">
              <p className="text-sm text-slate-900">{recommendation.recommendation_text}</p>
              <dl className="mt-2 flex flex-wrap gap-2 text-xs">
                <div
                  className={`rounded-full px-2 py-0.5 ring-1 ring-inset ${priorityStyles[recommendation.priority]}`}
                >
                  <dt className="inline">Priority: </dt>
                  <dd className="inline font-medium">{priorityLabel(recommendation.priority)}</dd>
                </div>
                <div className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                  <dt className="inline">Difficulty: </dt>
                  <dd className="inline font-medium">{capitalize(recommendation.difficulty_level)}</dd>
                </div>
                <div className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                  <dt className="inline">Impact: </dt>
                  <dd className="inline font-medium">{capitalize(recommendation.estimated_impact)}</dd>
                </div>
              </dl>
            </li>
          ))}
      </ul>
    </Section>
  )
}

/** "See why": each metric with what was counted and the sentences that made its number. */
export function EvidenceList({
  evidence,
  participantId,
}: {
  evidence: MetricEvidenceView[]
  participantId?: string | undefined
}) {
  const shown = evidence.filter((m) => m.summary || m.examples.length > 0)
  if (shown.length === 0) return null
  return (
    <Section title={messages.transcript.evidenceHeading}>
      <ul className="space-y-3">
        {shown.map((metric) => (
          <li key={metric.metricId} className="rounded-lg border border-slate-200 px-3 py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-900">{metric.name}</span>
              <span className="text-slate-700 tabular-nums">{metric.formattedValue}</span>
            </p>
            {metric.summary ? <p className="text-sm text-slate-700">{metric.summary}</p> : null}
            {metric.examples.length > 0 ? (
              <ul className="mt-2 space-y-1.5">
                {metric.examples.map((example) => (
                  <li key={`${example.cueId}-${example.text}`} className="text-sm">
                    <q className="text-slate-800 italic">{example.text}</q>{' '}
                    <MomentLink
                      className="text-xs whitespace-nowrap"
                      moment={{ cueId: example.cueId, at: example.start, participantId }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
