import { formatMetricValue, getMetricInfo } from '@rapport/analysis/catalogue'
import { type GoalDirection, type GoalPriority, goalTargetMessages, isPastDeadline } from '@rapport/contracts'
import { formatDate, formatPercent } from '../../../lib/format.ts'
import { goalDaysLeft } from '../../../messages.ts'
import { goalMessages } from '../messages.ts'

/** Whole days from `today` to `deadline` (both YYYY-MM-DD, read as calendar days). */
export function daysUntil(deadline: string, today: string): number {
  const [a, b] = [Date.parse(`${deadline}T00:00:00Z`), Date.parse(`${today}T00:00:00Z`)]
  return Math.round((a - b) / 86_400_000)
}

/** Today's calendar date where the user is. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export type DeadlineTone = 'overdue' | 'soon' | 'later'

/** Spec: 'Overdue' if past, 'Due today', otherwise 'N days left'; the colour changes at 7 days or fewer. */
export function deadlineLabel(deadline: string, today: string): { label: string; tone: DeadlineTone } {
  const days = daysUntil(deadline, today)
  if (days < 0) return { label: goalMessages.overdue, tone: 'overdue' }
  if (days === 0) return { label: goalMessages.dueToday, tone: 'soon' }
  return { label: goalDaysLeft(days), tone: days <= 7 ? 'soon' : 'later' }
}

// The goal progress colours live with the bar every screen shows (components/ui/goal-progress-bar.tsx).
export { type ProgressTone, progressTone } from '../../../components/ui/goal-progress-bar.tsx'

export function priorityLabel(priority: GoalPriority): string {
  return goalMessages.priority[priority]
}

export const directionLabels: Record<GoalDirection, string> = {
  increase: 'Increase',
  decrease: 'Decrease',
  maintain: 'Maintain',
}

/**
 * A metric value for display: at most two decimals, no trailing zeros. A percentage is written as
 * every screen writes it (issue 30: a goal read 44.33% where the meeting page read 44%): the
 * metric's own way when it is known (the catalogue's, as on the meeting page), else a whole percent.
 */
export function formatValue(value: number | null | undefined, unit?: string, metricId?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  if (unit === '%') {
    const format = metricId ? getMetricInfo(metricId)?.valueFormat : undefined
    return format === 'percent' || format === 'percent_precise'
      ? formatMetricValue(format, value)
      : formatPercent(value)
  }
  const number = String(Math.round(value * 100) / 100)
  if (!unit) return number
  return `${number} ${unit}`
}

/**
 * Why a deadline cannot be saved, or null: a date before today (the browser's day) is refused,
 * unless it is the deadline the goal already has (an overdue goal keeps its date when edited).
 */
export function deadlineProblem(
  deadline: string,
  kept: string | null = null,
  today = localToday(),
): string | null {
  if (deadline === '' || deadline === kept) return null
  return isPastDeadline(deadline, today) ? goalTargetMessages.pastDeadline : null
}

/** A deadline (YYYY-MM-DD) as every date is written: 'Due Dec 12, 2026'. */
export function formatDeadline(deadline: string): string {
  return goalMessages.dueOn(formatDate(deadline))
}
