import type { CoachingView, PersonCoachingView } from '@rapport/contracts'
import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { practiceGoalHref } from '../../../lib/practice-goal.ts'
import { useUser } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { useCoaching } from '../api/get-coaching.ts'
import { MomentLink } from './moment-link.tsx'
import { ChangePoint, firstChange, NarrativeLabel, PracticeText, WorkedPoint } from './narrative-parts.tsx'

const text = messages.narrative

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
    <div className="space-y-1.5 print:break-inside-avoid">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">{item.title}.</span>{' '}
        {firstSentences(item.description, 2)}
      </p>
      {quote ? (
        <figure className="border-l-4 border-brand-200 pl-3 print:break-inside-avoid">
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
  const canSetGoals = user ? hasRole(user.role, 'user') : false
  if (data.coaching) {
    return (
      <NarrativeFocus
        name={data.name}
        narrative={data.coaching}
        participantId={participantId}
        goalFor={personId && canSetGoals ? personId : null}
        isMe={isMe}
      />
    )
  }
  // Meetings stored before the narrative: the top opportunity and strength.
  const change = data.insights.opportunities[0]
  const strength = data.insights.strengths[0]
  if (!change && !strength) return null
  const metricId = goalMetricOf(data)
  const title = change?.title ?? data.recommendations[0]?.recommendation_text.slice(0, 80) ?? ''

  return (
    <section
      aria-labelledby="focus-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5 print:space-y-3 print:border-0 print:bg-white print:p-0"
    >
      <h3 id="focus-heading" className="text-base font-semibold text-brand-800">
        {text.focusHeading(data.name, isMe)}
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        {change ? (
          <Point
            label={text.change}
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
          className={buttonStyles({
            className: 'focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden',
          })}
        >
          {isMe ? text.makeMyGoal : text.makeGoalFor(data.name)}
        </Link>
      ) : null}
    </section>
  )
}

/**
 * The narrative (issue 29), before any score: the headline, the first thing to change (what
 * happened, their words with the time, the line to use instead), what worked, and the practice with
 * "Make this my goal", which opens the goal wizard on the practice's metric, target and direction.
 * The headline and the first change come first so they show without scrolling.
 */
function NarrativeFocus({
  name,
  narrative,
  participantId,
  goalFor,
  isMe,
}: {
  name: string
  narrative: PersonCoachingView
  participantId: string
  /** The person a goal is set for, when the user may set one. */
  goalFor: string | null
  isMe: boolean
}) {
  const change = firstChange(narrative)
  const worked = narrative.worked.filter((w) => w.quote.trim() !== '')
  return (
    <section
      aria-labelledby="focus-heading"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5 print:space-y-3 print:border-0 print:bg-white print:p-0"
    >
      <div className="space-y-1">
        <h3 id="focus-heading" className="text-sm font-semibold text-brand-800">
          {text.focusHeading(name, isMe)}
        </h3>
        <p className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">{narrative.headline}</p>
      </div>
      {change ? (
        <section aria-labelledby="focus-change" className="space-y-1.5 print:break-inside-avoid">
          <NarrativeLabel id="focus-change">{text.change}</NarrativeLabel>
          <ChangePoint change={change} participantId={participantId} />
        </section>
      ) : null}
      {worked.length > 0 ? (
        <section aria-labelledby="focus-worked" className="space-y-2">
          <NarrativeLabel id="focus-worked">{text.worked}</NarrativeLabel>
          <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
            {worked.map((point) => (
              <li key={`${point.at}-${point.quote}`} className="print:break-inside-avoid">
                <WorkedPoint point={point} participantId={participantId} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="focus-practice"
        className="space-y-2 border-t border-brand-200 pt-3 print:break-inside-avoid"
      >
        <NarrativeLabel id="focus-practice">{text.practice}</NarrativeLabel>
        <PracticeText practice={narrative.practice} />
        {goalFor ? (
          <Link
            to={practiceGoalHref(goalFor, narrative.practice)}
            className={buttonStyles({
              className: 'focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden',
            })}
          >
            {isMe ? text.makeMyGoal : text.makeGoalFor(name)}
          </Link>
        ) : null}
      </section>
    </section>
  )
}
