import type { Meeting } from '@rapport/contracts'
import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { formatCount, formatDate } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'
import { formatDuration } from '../utils/format.ts'
import { meetingTypeLabel } from './metric-measurability.tsx'

/** The selected meeting at a glance: name, when, how long, who, how much was said, why, and any analyzer warnings. */
export function MeetingHeader({
  meeting,
  withWarnings = true,
  actions,
}: {
  meeting: Meeting
  /** Buttons beside the title (Download CSV, Print); not printed. */
  actions?: ReactNode
  /** False on a person's page: the warnings follow their coaching's lead (MeetingWarnings). */
  withWarnings?: boolean
}) {
  const facts: Array<{ label: string; value: string; phone?: boolean }> = [
    { label: 'Date', value: formatDate(meeting.date) },
    { label: 'Duration', value: formatDuration(meeting.duration) },
    { label: 'Participants', value: String(meeting.participantCount) },
    { label: 'Words', value: formatCount(meeting.totalWords), phone: false },
  ]
  const type = meetingTypeLabel(meeting.meetingType)
  if (type) facts.push({ label: messages.meetingContext.meetingTypeLabel, value: type })
  const model = modelInUse(meeting)
  return (
    // The title beside its actions (Download CSV, Print; one above another on a phone, so the title
    // keeps most of the width), the rest across the whole card.
    <Card className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-3 p-4 sm:gap-y-4 sm:p-6">
      <div className="min-w-0 space-y-1">
        <h2 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
          {meeting.name}
        </h2>
        {meeting.objective ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Objective: </span>
            {meeting.objective}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:flex-wrap sm:items-start sm:justify-end print:hidden">
        {actions}
      </div>
      <div className="col-span-2 space-y-3 sm:space-y-4">
        {/* On a phone the facts run as one compact line, without the word count, so a person's
            coaching below starts on the first screen (issue 29); from sm up each fact has its own tile. */}
        <dl
          className={cn(
            'flex flex-wrap gap-x-4 gap-y-1 sm:grid sm:gap-3',
            facts.length > 4 ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-4',
          )}
        >
          {facts.map((fact) => (
            <div
              key={fact.label}
              className={cn(
                'items-baseline gap-1.5 sm:block sm:rounded-lg sm:bg-slate-50 sm:px-3 sm:py-2',
                fact.phone === false ? 'hidden' : 'flex',
              )}
            >
              <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
              <dd className="text-sm font-semibold text-slate-900 tabular-nums sm:text-base">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {model && meeting.tokenUsage ? (
          <p className="text-xs text-slate-600">
            {messages.analysisSource.modelUse(model, meeting.tokenUsage)}
          </p>
        ) : null}
        {withWarnings ? <MeetingWarnings warnings={meeting.warnings} /> : null}
      </div>
    </Card>
  )
}

/**
 * What the analyzer could not do for this meeting (someone said too little to score, …). In the
 * header on the meeting's overview; on a person's page after their coaching's lead (issue 29).
 */
export function MeetingWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null
  return (
    <div
      role="note"
      aria-label="Analyzer warnings"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">Analyzer warnings</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  )
}

/** The provider's name when a language model answered at least once for this meeting. */
function modelInUse(meeting: Meeting): string | null {
  if (!meeting.tokenUsage || meeting.tokenUsage.calls === 0 || !meeting.analysisSources) return null
  const { participants, coaching } = meeting.analysisSources
  const source = [participants, ...coaching].find((s) => s.analyzer === 'llm' && s.displayName)
  return source?.displayName ?? null
}
