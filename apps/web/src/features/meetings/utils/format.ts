import { messages } from '../../../messages.ts'

/**
 * Spec §9: durations as 'Nh Nm' (minutes in, rounded to the minute), without an empty part:
 * '39 min' under an hour (not '0h 39m'), '2h' on the hour, '1h 35m' otherwise.
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  const hours = Math.floor(total / 60)
  const rest = total % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`
}

/** A meeting's calendar date (YYYY-MM-DD), shown the same in every time zone. */
export function formatMeetingDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return parsed.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
}

/** Seconds from the start of the recording as m:ss or h:mm:ss. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** Spec §9: priority 1 High, 2 Medium, 3 Low. */
export function priorityLabel(priority: 1 | 2 | 3): string {
  return messages.meetings.priority[priority]
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text
}
