import type { CoachingChangeView, CoachingPointView, PersonCoachingView } from '@rapport/contracts'
import { practiceMeasure } from '../../../lib/practice-goal.ts'
import { messages } from '../../../messages.ts'
import { MomentLink } from './moment-link.tsx'

const text = messages.narrative

/** A sub-heading of the narrative ("Change next time", "What worked"), as the page's other labels look. */
export function NarrativeLabel({ id, children }: { id?: string; children: string }) {
  return (
    <h4 id={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {children}
    </h4>
  )
}

/** Their words at the moment, with its time as a link into the transcript there. */
function Said({ point, participantId }: { point: CoachingPointView; participantId: string }) {
  return (
    // A quote and its time stay together on paper (issue 32).
    <figure className="border-l-4 border-brand-200 pl-3 print:break-inside-avoid">
      <blockquote className="text-sm text-slate-800 italic">“{point.quote}”</blockquote>
      <figcaption className="mt-1 text-xs">
        <MomentLink moment={{ at: point.at, participantId, text: point.quote }} />
      </figcaption>
    </figure>
  )
}

/** What happened, their quote with its time, and the line to use instead. */
export function ChangePoint({
  change,
  participantId,
}: {
  change: CoachingChangeView
  participantId: string
}) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-800">{change.text}</p>
      <Said point={change} participantId={participantId} />
      <p className="text-sm text-slate-900">
        <span className="font-semibold">{text.instead}</span> “{change.instead}”
      </p>
    </div>
  )
}

/** What they did that worked and what it led to, with their words and the time. */
export function WorkedPoint({ point, participantId }: { point: CoachingPointView; participantId: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-800">{point.text}</p>
      <Said point={point} participantId={participantId} />
    </div>
  )
}

/** The practice and, when the catalogue knows its metric, the measure the next upload checks. */
export function PracticeText({ practice }: { practice: PersonCoachingView['practice'] }) {
  const measure = practiceMeasure(practice)
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-900">{practice.text}</p>
      {measure ? <p className="text-xs text-slate-600">{measure}</p> : null}
    </div>
  )
}

/** The first change worth showing: one with their words and a line to use instead. */
export function firstChange(coaching: PersonCoachingView): CoachingChangeView | null {
  return coaching.change.find((c) => c.quote.trim() !== '' && c.instead.trim() !== '') ?? null
}
