import type { CoachingView } from '@rapport/contracts'
import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { useUser } from '../../../lib/session.ts'
import { useCoaching } from '../api/get-coaching.ts'
import { MomentLink } from './moment-link.tsx'

type Insight = CoachingView['insights']['strengths'][number]
type Quote = CoachingView['quotes'][number]

/** The first `count` sentences of a text (a description can run to a paragraph). */
export function firstSentences(text: string, count: number): string {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' })
  return Array.from(segmenter.segment(text), (s) => s.segment)
    .slice(0, count)
    .join('')
    .trim()
}

/** The quote that shows an insight: the same metric's quote of that kind, else the same dimension's. */
export function evidenceFor(
  coaching: CoachingView,
  item: Insight,
  kind: Quote['context_type'],
): Quote | null {
  const ofKind = coaching.quotes.filter((q) => q.context_type === kind)
  return (
    (item.metric_id ? ofKind.find((q) => q.metric_id === item.metric_id) : undefined) ??
    ofKind.find((q) => q.dimension_name === item.dimension_name) ??
    null
  )
}

/** The metric a goal should track: the top opportunity's, else the first-priority recommendation's. */
export function goalMetricOf(coaching: CoachingView): string | null {
  const opportunity = coaching.insights.opportunities[0]?.metric_id
  if (opportunity) return opportunity
  const recommendation = [...coaching.recommendations]
    .sort((a, b) => a.priority - b.priority)
    .find((r) => r.metric_id)
  return recommendation?.metric_id ?? null
}

function Point({
  label,
  item,
  quote,
  participantId,
}: {
  label: string
  item: Insight
  quote: Quote | null
  participantId: string
}) {
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">{item.title}.</span>{' '}
        {firstSentences(item.description, 2)}
      </p>
      {quote ? (
        <figure className="border-l-4 border-brand-200 pl-3">
          <blockquote className="text-sm text-slate-800 italic">“{quote.quote_text}”</blockquote>
          <figcaption className="mt-1 text-xs">
            <MomentLink moment={{ at: quote.timestamp, participantId, text: quote.quote_text }} />
          </figcaption>
        </figure>
      ) : null}
    </div>
  )
}

/**
 * What this person should do next, before any score: the top thing to change and the top strength,
 * each with the words that show it, and "Make this my goal" (the goal wizard prefilled with this
 * person and the metric). Members who may set goals see the button; viewers only read.
 */
export function ParticipantFocus({
  meetingId,
  participantId,
  personId,
  isMe,
}: {
  meetingId: string
  participantId: string
  /** The participant's person: the goal is theirs. */
  personId: string | undefined
  isMe: boolean
}) {
  const user = useUser()
  const coaching = useCoaching({ meetingId, participantId })
  if (coaching.isPending) {
    return (
      <div role="status" aria-label="Loading what to work on" className="space-y-2">
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  // The coaching dialog says when coaching failed and falls back to the scores; here we stay quiet.
  if (coaching.isError) return null
  const data = coaching.data
  const change = data.insights.opportunities[0]
  const strength = data.insights.strengths[0]
  if (!change && !strength) return null
  const metricId = goalMetricOf(data)
  const canSetGoals = user ? hasRole(user.role, 'user') : false
  const title = change?.title ?? data.recommendations[0]?.recommendation_text.slice(0, 80) ?? ''

  return (
    <section
      aria-labelledby="focus-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h3 id="focus-heading" className="text-base font-semibold text-brand-800">
        {isMe ? 'What to work on next' : `What ${data.name} could work on next`}
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        {change ? (
          <Point
            label="Change next time"
            item={change}
            quote={evidenceFor(data, change, 'opportunity')}
            participantId={participantId}
          />
        ) : null}
        {strength ? (
          <Point
            label="Keep doing"
            item={strength}
            quote={evidenceFor(data, strength, 'strength')}
            participantId={participantId}
          />
        ) : null}
      </div>
      {metricId && personId && canSetGoals ? (
        <Link
          to={paths.goals.getPrefilledHref({ personId, metricId, title })}
          className={buttonStyles({ className: 'focus-visible:outline-2 focus-visible:outline-offset-2' })}
        >
          {isMe ? 'Make this my goal' : `Make this a goal for ${data.name}`}
        </Link>
      ) : null}
    </section>
  )
}
