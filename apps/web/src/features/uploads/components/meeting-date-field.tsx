import { type MeetingDateSource, meetingDateMessages, meetingDateProblem } from '@rapport/contracts'
import { useState } from 'react'
import { Field } from '../../../components/ui/input.tsx'
import { uploadMessages } from '../messages.ts'

const text = uploadMessages.upload

/** Today in the user's own calendar, as an input of type date wants it. */
export function todayIsoDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** Why a day typed as the meeting's cannot be right, or null: required, from 2000 to the user's today. */
export function meetingDateError(day: string, today = todayIsoDate()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return meetingDateMessages.required
  return meetingDateProblem(day, today)
}

/** Where the day came from, in words: the upload's source while the day is the one it inferred, else the user's. */
export function meetingDateHint(
  day: string,
  inferred: { date: string; source: MeetingDateSource } | null,
): string {
  const source = inferred && inferred.date === day ? inferred.source : 'user'
  return `${text.dateSource[source]} ${text.dateOrdersMeetings}`
}

/**
 * The review step's "Meeting date" (issue 30): the day the upload inferred, where it came from, and
 * a date input (the browser's own, keyboard-operable) to change it; a day that cannot be right says
 * why. The day is sent with configure, and the meeting is stored and ordered on it.
 */
export function MeetingDateField({
  value,
  source,
  onChange,
}: {
  value: string
  /** Where the upload read the day (absent on uploads from before it was read). */
  source: MeetingDateSource | undefined
  onChange: (value: string) => void
}) {
  // What the upload inferred, kept as first seen: once the day is changed, it is the user's.
  const [inferred] = useState(() => (source ? { date: value, source } : null))
  const today = todayIsoDate()
  return (
    <Field
      label={text.meetingDate}
      type="date"
      min="2000-01-01"
      max={today}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={meetingDateHint(value, inferred)}
      error={meetingDateError(value, today) ?? undefined}
      className="sm:max-w-xs"
    />
  )
}
