import { formatShare } from '@rapport/analysis/rules'
import type { CoachingPointView, SharedLine, SharedMetric, SharedSection } from '@rapport/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { formatClock, formatDate } from '../../../lib/format.ts'
import { practiceMeasure } from '../../../lib/practice-goal.ts'
import { messages } from '../../../messages.ts'
import { shareMessages } from '../../../share-messages.ts'

const text = shareMessages.shared
const narrative = messages.narrative

/*
 * Why this view draws the narrative itself rather than with the meeting page's parts
 * (features/meetings: narrative-parts, moment-link, insight-sections): those parts are in the
 * meeting page's first load, and any other page that imports them makes the bundler move them into
 * a common file of their own on the meeting page, +0.6 to 1.1 KB Brotli measured (issue 32), past
 * its 130 KB budget (decision 013). The look and the words are the meeting page's: the same
 * classes, `messages.narrative`, ScoreChip and ScoreLegend.
 */

/** Where a moment's link leads: the meeting's transcript (the sender's preview) or the lines below. */
type MomentTarget = { participantId: string | undefined; dismiss: (() => void) | undefined }

/**
 * One person's section of a meeting as it was shared with them (decision 024): their coaching's
 * lead (the headline, what to change with their words and the time, what worked, the practice),
 * their five scores with "See why", their quotes, and their transcript lines with the lines around
 * each quoted moment. The recipient's page and the sender's preview both draw it, so the preview
 * shows exactly what is read. On paper: the heading, the lead and the scores (as a person's
 * coaching prints from the meeting page); the quotes list, the lines and every control are left out.
 *
 * `participantId` (the sender's preview): the participant in the meeting, so a moment's link opens
 * the meeting's transcript there, and `dismiss` closes the dialog when one is followed. Without
 * them (the recipient's page) a moment's link marks its line in the lines below.
 */
export function SharedSectionView({
  section,
  participantId,
  dismiss,
}: {
  section: SharedSection
  participantId?: string | undefined
  dismiss?: (() => void) | undefined
}) {
  const { person, coaching } = section
  const target: MomentTarget = { participantId, dismiss }
  const detail = [person.title, person.role, `${formatShare(person.talkTimePercentage)} talk time`]
    .filter(Boolean)
    .join(' · ')
  const change = coaching?.change.find((c) => c.quote.trim() !== '' && c.instead.trim() !== '') ?? null
  const worked = coaching ? coaching.worked.filter((w) => w.quote.trim() !== '') : []
  const measure = coaching ? practiceMeasure(coaching.practice) : null
  return (
    <div className="space-y-5 print:space-y-3">
      {/* The top of the printed page, as a person's coaching prints from the meeting page. */}
      <header className="hidden space-y-0.5 border-b border-slate-300 pb-2 print:block">
        <p className="text-lg font-semibold text-slate-900">
          {messages.coachingSections.heading(person.name)}
        </p>
        <p className="text-sm text-slate-800">
          {section.meeting.title} · {formatDate(section.meeting.date)}
        </p>
        <p className="text-xs text-slate-700">{detail}</p>
      </header>
      <section
        aria-labelledby="shared-lead"
        className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5 print:space-y-3 print:border-0 print:bg-white print:p-0"
      >
        <div className="space-y-1">
          <h2 id="shared-lead" className="text-sm font-semibold text-brand-800">
            {text.heading(person.name)}
          </h2>
          <p className="text-xs text-slate-600 print:hidden">{detail}</p>
          {coaching ? (
            <p className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">
              {coaching.headline}
            </p>
          ) : null}
        </div>
        {coaching ? (
          <>
            {change ? (
              <section aria-labelledby="shared-change" className="space-y-1.5 print:break-inside-avoid">
                <Label id="shared-change">{narrative.change}</Label>
                <p className="text-sm text-slate-800">{change.text}</p>
                <Said point={change} target={target} />
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">{narrative.instead}</span> “{change.instead}”
                </p>
              </section>
            ) : null}
            {worked.length > 0 ? (
              <section aria-labelledby="shared-worked" className="space-y-2">
                <Label id="shared-worked">{narrative.worked}</Label>
                <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
                  {worked.map((point) => (
                    <li key={`${point.at}-${point.quote}`} className="space-y-1.5 print:break-inside-avoid">
                      <p className="text-sm text-slate-800">{point.text}</p>
                      <Said point={point} target={target} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section
              aria-labelledby="shared-practice"
              className="space-y-1 border-t border-brand-200 pt-3 print:break-inside-avoid"
            >
              <Label id="shared-practice">{narrative.practice}</Label>
              <p className="text-sm text-slate-900">{coaching.practice.text}</p>
              {measure ? <p className="text-xs text-slate-600">{measure}</p> : null}
            </section>
          </>
        ) : section.summary ? (
          <p className="text-sm text-slate-800">{section.summary}</p>
        ) : null}
      </section>
      <SharedScores section={section} target={target} />
      <SharedQuotes section={section} target={target} />
      <SharedLines lines={section.lines} />
    </div>
  )
}

function Label({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {children}
    </h3>
  )
}

/** A link to a moment: the meeting's transcript there (preview), or the line on this page. */
function MomentLink({ at, quote, target }: { at: number; quote?: string | undefined; target: MomentTarget }) {
  const search = new URLSearchParams({ at: String(at) })
  if (target.participantId) search.set('speaker', target.participantId)
  if (quote) search.set('quote', quote)
  return (
    <Link
      to={{ search: `?${search}` }}
      preventScrollReset
      onClick={() => target.dismiss?.()}
      className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700"
    >
      {messages.transcript.inTranscript(formatClock(at))}
    </Link>
  )
}

/** Their words at the moment, with its time; a quote and its time stay together on paper. */
function Said({ point, target }: { point: CoachingPointView; target: MomentTarget }) {
  return (
    <figure className="border-l-4 border-brand-200 pl-3 print:break-inside-avoid">
      <blockquote className="text-sm text-slate-800 italic">“{point.quote}”</blockquote>
      <figcaption className="mt-1 text-xs">
        <MomentLink at={point.at} quote={point.quote} target={target} />
      </figcaption>
    </figure>
  )
}

/** The five dimensions, each with its score and "See why" (the metrics behind it). */
function SharedScores({ section, target }: { section: SharedSection; target: MomentTarget }) {
  return (
    <section aria-labelledby="shared-scores" className="space-y-3 print:space-y-2">
      <h2 id="shared-scores" className="text-base font-semibold text-slate-900">
        {text.scoresHeading}
      </h2>
      <ScoreLegend />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
        {section.dimensions.map((dimension) => (
          <SharedDimension
            key={dimension.id}
            name={dimension.name}
            score={dimension.averageScore}
            section={section}
            target={target}
          />
        ))}
      </div>
    </section>
  )
}

function SharedDimension({
  name,
  score,
  section,
  target,
}: {
  name: string
  score: number | null
  section: SharedSection
  target: MomentTarget
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const metrics = section.metrics.filter((m) => m.dimension === name)
  const insights = [...section.insights.strengths, ...section.insights.opportunities].filter(
    (item) => item.dimension_name === name,
  )
  const recommendations = section.recommendations.filter((r) => r.dimension_name === name)
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm print:break-inside-avoid print:shadow-none"
    >
      <div className="space-y-3 p-4 print:p-2.5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {name}
          </h3>
          <ScoreChip score={score} size="lg" />
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-brand-700 print:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? text.hideWhyFor(name) : text.seeWhyFor(name)}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? text.hideWhy : text.seeWhy}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-slate-100 p-4 print:hidden">
        {open ? (
          <>
            {insights.map((item) => (
              <p key={item.id} className="text-sm text-slate-800">
                <span className="font-semibold text-slate-900">{item.title}.</span> {item.description}
              </p>
            ))}
            <ul className="divide-y divide-slate-100">
              {metrics.map((metric) => (
                <MetricRow key={metric.id} metric={metric} target={target} />
              ))}
            </ul>
            {recommendations.map((r) => (
              <p key={r.id} className="text-sm text-slate-800">
                {r.recommendation_text}
              </p>
            ))}
          </>
        ) : null}
      </div>
    </article>
  )
}

/** A metric as "See why" shows it: value, score and target, what was counted, and the sentences it counted. */
function MetricRow({ metric, target }: { metric: SharedMetric; target: MomentTarget }) {
  return (
    <li className="space-y-1 py-2 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{metric.name}</p>
          <p className="text-xs text-slate-600">
            {metric.measured
              ? [metric.formattedValue, metric.target ? `${text.target}: ${metric.target.text}` : null]
                  .filter(Boolean)
                  .join(' · ')
              : [text.notMeasurable, metric.reason].filter(Boolean).join(': ')}
          </p>
        </div>
        {metric.measured ? <ScoreChip score={metric.score} size="sm" /> : null}
      </div>
      {metric.evidence.summary ? <p className="text-slate-700">{metric.evidence.summary}</p> : null}
      {metric.evidence.examples.length > 0 ? (
        <ul className="space-y-1">
          {metric.evidence.examples.map((example) => (
            <li key={`${example.cueId}-${example.text}`}>
              <q className="text-slate-800 italic">{example.text}</q>{' '}
              <span className="text-xs whitespace-nowrap">
                <MomentLink at={example.start} target={target} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** Their quotes in the coaching, each with its moment (not printed: the lead holds the ones that matter). */
function SharedQuotes({ section, target }: { section: SharedSection; target: MomentTarget }) {
  if (section.quotes.length === 0) return null
  return (
    <section aria-labelledby="shared-quotes" className="space-y-2 print:hidden">
      <h2 id="shared-quotes" className="text-base font-semibold text-slate-900">
        {text.quotesHeading}
      </h2>
      <ul className="space-y-2">
        {section.quotes.map((quote) => (
          <li key={quote.id}>
            <figure className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <blockquote className="text-sm text-slate-800 italic">“{quote.quote_text}”</blockquote>
              <figcaption className="mt-1 text-xs">
                <MomentLink at={quote.timestamp} quote={quote.quote_text} target={target} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The line a moment in the address points at: their own line at or before its time, else their first. */
function lineAt(lines: readonly SharedLine[], at: number): SharedLine | null {
  let found: SharedLine | null = null
  for (const line of lines) if (line.mine && line.start <= at + 0.001) found = line
  return found ?? lines.find((l) => l.mine) ?? null
}

/**
 * The transcript as shared: every line they spoke and the lines around each quoted moment. Another
 * person's line has no name, and its words are withheld when they are quoted in anyone's coaching.
 * A moment's link (`?at=`) marks its line, scrolls it into view and moves focus to it.
 */
function SharedLines({ lines }: { lines: SharedLine[] }) {
  const [params] = useSearchParams()
  const atText = params.get('at')
  const at = atText === null || atText.trim() === '' ? Number.NaN : Number(atText)
  const marked = Number.isFinite(at) ? lineAt(lines, at) : null
  const markedRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!marked) return
    markedRef.current?.scrollIntoView?.({ block: 'center' })
    markedRef.current?.focus({ preventScroll: true })
  }, [marked])
  return (
    <section aria-labelledby="shared-lines" className="space-y-2 print:hidden">
      <h2 id="shared-lines" className="text-base font-semibold text-slate-900">
        {text.linesHeading}
      </h2>
      <p className="text-sm text-slate-600">{text.linesIntro}</p>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noLines}</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {lines.map((line) => {
            const isMarked = line === marked
            return (
              <li
                key={`${line.start}-${line.end}-${line.mine}`}
                ref={isMarked ? markedRef : undefined}
                tabIndex={isMarked ? -1 : undefined}
                aria-current={isMarked ? 'true' : undefined}
                className={cn(
                  'grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 px-3 py-2 text-sm',
                  line.mine ? 'bg-white' : 'bg-slate-50',
                  isMarked && 'bg-amber-50 ring-2 ring-amber-300 ring-inset',
                )}
              >
                <time
                  dateTime={`PT${Math.floor(line.start)}S`}
                  className="pt-0.5 text-xs text-slate-600 tabular-nums"
                >
                  {formatClock(line.start)}
                </time>
                <div className="min-w-0">
                  <p className="text-xs font-medium text-slate-600">
                    {line.mine ? text.you : text.someoneElse}
                  </p>
                  {line.withheld ? (
                    <p className="text-slate-600 italic">{text.withheld}</p>
                  ) : (
                    <p className={line.mine ? 'text-slate-900' : 'text-slate-700'}>{line.text}</p>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
