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

/** Spec §9: priority 1 High, 2 Medium, 3 Low. */
export function priorityLabel(priority: 1 | 2 | 3): string {
  return messages.meetings.priority[priority]
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text
}
