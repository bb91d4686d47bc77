import { formatDate } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'

/**
 * The top of a person's printed coaching (issue 32): whose coaching it is, from which meeting and
 * when. Only on paper; the screen has the meeting's header and the person's row for this.
 */
export function PrintHeading({
  meetingName,
  meetingDate,
  personName,
  detail,
}: {
  meetingName: string
  /** YYYY-MM-DD. */
  meetingDate: string
  personName: string
  /** Their title, role and talk time, as the screen shows them under their name. */
  detail?: string | undefined
}) {
  return (
    <header className="hidden space-y-0.5 border-b border-slate-300 pb-2 print:block">
      <p className="text-lg font-semibold text-slate-900">{messages.coachingSections.heading(personName)}</p>
      <p className="text-sm text-slate-800">
        {meetingName} · {formatDate(meetingDate)}
      </p>
      {detail ? <p className="text-xs text-slate-700">{detail}</p> : null}
    </header>
  )
}
