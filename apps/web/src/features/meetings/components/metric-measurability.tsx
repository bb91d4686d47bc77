import type { ParticipantScoresView } from '@rapport/contracts'
import { messages } from '../../../messages.ts'

type Metric = ParticipantScoresView['dimensions'][number]['subDimensions'][number]

const text = messages.meetingContext

/** A metric the transcript cannot show: the words "not measurable from this transcript" and why. */
export function NotMeasurableNote({ reason }: { reason: string | null }) {
  return (
    <span className="block text-xs text-slate-600">
      <span className="font-medium text-slate-700">{text.notMeasurable}</span>
      {reason ? <span>: {reason}</span> : null}
    </span>
  )
}

/**
 * For 'See why': the targets this person's metrics were judged against in this meeting, each with
 * where its figure comes from, then the metrics this transcript could not show and why. Renders
 * nothing when there is neither.
 */
export function MetricTargets({ metrics }: { metrics: readonly Metric[] }) {
  const targeted = metrics.filter((m) => m.measured && m.target)
  const unmeasured = metrics.filter((m) => !m.measured)
  if (targeted.length === 0 && unmeasured.length === 0) return null
  return (
    <div className="space-y-4">
      {targeted.length > 0 ? (
        <section aria-label={text.targetsHeading} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{text.targetsHeading}</h3>
          <ul className="space-y-2">
            {targeted.map((m) => (
              <li key={m.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="text-slate-900">
                  <span className="font-medium">{m.name}: </span>
                  {m.formattedValue} against {m.target?.text}
                </p>
                <p className="text-xs text-slate-600">{text.targetSource(m.target?.source ?? '')}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {unmeasured.length > 0 ? (
        <section aria-label={text.notMeasurableHeading} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{text.notMeasurableHeading}</h3>
          <ul className="space-y-2">
            {unmeasured.map((m) => (
              <li key={m.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">{m.name}</p>
                <NotMeasurableNote reason={m.reason} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/** The meeting type its targets were set for, in words; null for meetings stored before it was recorded. */
export function meetingTypeLabel(type: keyof typeof text.meetingTypes | null): string | null {
  return type ? text.meetingTypes[type] : null
}
