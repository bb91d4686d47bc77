import type { HomeHeadlineItem, HomeResponse } from '@rapport/contracts'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { GoalProgressBar } from '../../../components/ui/goal-progress-bar.tsx'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { trendWords } from '../../../lib/dimension-trend.ts'
import { formatClock, formatDate, formatPercent } from '../../../lib/format.ts'
import { practiceGoalHref, practiceMeasure } from '../../../lib/practice-goal.ts'
import { messages } from '../../../messages.ts'
import { useHome } from '../api/get-home.ts'
import { DimensionTrend } from './dimension-trend.tsx'

const linkButton =
  'inline-flex h-10 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2'
const secondaryLink =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50'

/** The coaching home: what to do next, from your own latest meeting, then how you are doing. */
export function CoachingHome() {
  const home = useHome()
  if (home.isPending) {
    return (
      <div role="status" aria-label="Loading your coaching" className="space-y-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (home.isError) return <Alert tone="error">Failed to load your coaching. Please try again.</Alert>
  const data = home.data
  if (!data.has_meetings) return <FirstUpload />
  if (!data.me) return <MarkYourself />
  if (!data.latest) return <MarkYourself />
  return <Coaching data={data} />
}

function FirstUpload() {
  return (
    <Card className="space-y-3 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Your coaching starts with one meeting</h2>
      <p className="mx-auto max-w-prose text-sm text-slate-700">
        Upload the transcript of a meeting you were in and mark yourself on the review step. Rapport then
        shows what you did well, one thing to change with the words that show it, and one thing to practise
        next time.
      </p>
      <div>
        <Link to={paths.upload.getHref()} className={linkButton}>
          Upload Meeting
        </Link>
      </div>
    </Card>
  )
}

function MarkYourself() {
  return (
    <Card className="space-y-3 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Which speaker are you?</h2>
      <p className="mx-auto max-w-prose text-sm text-slate-700">{messages.me.markYourself}</p>
      <p className="mx-auto max-w-prose text-sm text-slate-700">
        Open a meeting, choose yourself among its participants and press “{messages.me.thisIsMe}”. You stay
        linked for every later meeting under the same name.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.dashboard.getHref()} className={linkButton}>
          Open your meetings
        </Link>
        <Link to={paths.upload.getHref()} className={secondaryLink}>
          Upload Meeting
        </Link>
      </div>
    </Card>
  )
}

function HeadlineItem({
  label,
  item,
  meetingId,
  participantId,
}: {
  label: string
  item: HomeHeadlineItem
  meetingId: string
  participantId: string
}) {
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="font-medium text-slate-900">{item.title}</p>
      {item.description ? <p className="text-sm text-slate-700">{item.description}</p> : null}
      {item.quote ? (
        <figure className="border-l-4 border-brand-200 pl-3">
          <blockquote className="text-sm text-slate-800 italic">“{item.quote.text}”</blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            <Link
              to={paths.meetingParticipant.getMomentHref(meetingId, participantId, {
                at: item.quote.timestamp,
                quote: item.quote.text,
              })}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              At {formatClock(item.quote.timestamp)} in the meeting
            </Link>
          </figcaption>
        </figure>
      ) : null}
      {item.instead ? (
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{messages.narrative.instead}</span> “{item.instead}”
        </p>
      ) : null}
    </div>
  )
}

/** The practice as the narrative sets it (metric, target, direction), or null before the narrative. */
function narrativePractice(practice: NonNullable<NonNullable<HomeResponse['latest']>['practice']>) {
  const { metric_id, target, current, direction } = practice
  if (metric_id === null || target === null || current === null || direction === null) return null
  return { text: practice.text, metric: metric_id, target, current, direction }
}

function Coaching({ data }: { data: HomeResponse }) {
  const latest = data.latest
  const me = data.me
  if (!latest || !me) return null
  const goalFrom = latest.change?.metric_id ?? latest.practice?.metric_id ?? null
  // With the narrative (issue 29) the goal is the practice, with its target and direction; the
  // same headline, change and practice as the meeting page, in the same order.
  const practice = latest.practice ? narrativePractice(latest.practice) : null
  const measure = practice ? practiceMeasure(practice) : null
  const narrative = latest.headline !== null
  const strength = latest.strength ? (
    <HeadlineItem
      label={narrative ? messages.narrative.worked : 'Keep doing'}
      item={latest.strength}
      meetingId={latest.meeting_id}
      participantId={latest.participant_id}
    />
  ) : null
  const change = latest.change ? (
    <HeadlineItem
      label={messages.narrative.change}
      item={latest.change}
      meetingId={latest.meeting_id}
      participantId={latest.participant_id}
    />
  ) : null
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="headline-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="headline-heading" className="text-lg font-semibold text-slate-900">
              From your latest meeting
            </h2>
            <Link
              to={paths.meetingParticipant.getHref(latest.meeting_id, latest.participant_id)}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {latest.name} · {formatDate(latest.date)}
            </Link>
          </div>
          {latest.headline !== null ? (
            <p className="mb-4 text-lg leading-snug font-semibold text-slate-900">{latest.headline}</p>
          ) : null}
          <div className="grid gap-5 md:grid-cols-2">
            {narrative ? (
              <>
                {change}
                {strength}
              </>
            ) : (
              <>
                {strength}
                {change}
              </>
            )}
          </div>
          {!narrative && !latest.strength && !latest.change ? (
            <p className="text-sm text-slate-700">
              You spoke too little in this meeting for Rapport to say more about it.
            </p>
          ) : null}
        </section>
        {latest.practice ? (
          <section
            aria-labelledby="practice-heading"
            className="rounded-xl border border-brand-200 bg-brand-50 p-5"
          >
            <h2 id="practice-heading" className="text-base font-semibold text-brand-800">
              {messages.narrative.practice}
            </h2>
            <p className="mt-2 text-sm text-slate-800">{latest.practice.text}</p>
            {measure ? <p className="mt-1 text-xs text-slate-600">{measure}</p> : null}
            {practice ? (
              <Link to={practiceGoalHref(me.person_id, practice)} className={`${linkButton} mt-3`}>
                {messages.narrative.makeMyGoal}
              </Link>
            ) : goalFrom ? (
              <Link
                to={paths.goals.getPrefilledHref({
                  personId: me.person_id,
                  metricId: goalFrom,
                  title: latest.change?.title ?? latest.practice.text.slice(0, 80),
                })}
                className={`${linkButton} mt-3`}
              >
                {messages.narrative.makeMyGoal}
              </Link>
            ) : null}
          </section>
        ) : null}
        <section
          aria-labelledby="recent-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="recent-heading" className="mb-3 text-base font-semibold text-slate-900">
            Your recent meetings
          </h2>
          <ul className="divide-y divide-slate-100">
            {data.meetings.slice(0, 5).map((m) => (
              <li key={m.participant_id} className="flex items-center justify-between gap-3 py-2.5">
                <Link
                  to={paths.meetingParticipant.getHref(m.meeting_id, m.participant_id)}
                  className="min-w-0 truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {m.name}
                  <span className="ml-2 font-normal text-slate-600">{formatDate(m.date)}</span>
                </Link>
                <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
                  Overall <ScoreChip score={m.overall} size="sm" />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="goals-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id="goals-heading" className="text-base font-semibold text-slate-900">
              Your goals
            </h2>
            <Link
              to={paths.goals.getHref()}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              All goals
            </Link>
          </div>
          {data.goals.length === 0 ? (
            <p className="text-sm text-slate-700">
              No goals yet. Turn what to practise into a goal to follow it.
            </p>
          ) : (
            <ul className="space-y-3">
              {data.goals.map((g) => (
                <li key={g.target_id}>
                  <div className="flex justify-between gap-2 text-sm">
                    <span className="font-medium text-slate-900">{g.title}</span>
                    <span className="tabular-nums text-slate-700">
                      {formatPercent(g.progress_percentage)}
                    </span>
                  </div>
                  <GoalProgressBar
                    percentage={g.progress_percentage}
                    label={`${g.title} progress`}
                    className="mt-1 h-2"
                  />
                  <p className="mt-0.5 text-xs text-slate-600">
                    {g.metric_name} · {g.meetings_tracked} meeting{g.meetings_tracked === 1 ? '' : 's'}{' '}
                    tracked
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="trend-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="trend-heading" className="text-base font-semibold text-slate-900">
            Your dimensions
          </h2>
          <p className="mb-2 text-xs text-slate-600">
            Week by week, the mean of each week’s meetings, as in your analytics;{' '}
            {trendWords.needsTwoWeeks.toLowerCase()}. Scores run from 1 to 10; 6 to 8 is appropriate for the
            role.
          </p>
          <ScoreLegend className="mb-2" />
          <DimensionTrend trends={data.trends} />
          <Link
            to={paths.analytics.getHref()}
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            See your analytics
          </Link>
        </section>
      </div>
    </div>
  )
}
