import { formatMetricValue } from '@rapport/analysis/format'
import { paths } from '../config/paths.ts'
import { messages } from '../messages.ts'
import { METRIC_NAMES } from './metric-names.ts'

/** A coaching practice as the meeting page and /home read it (issue 29). */
export interface PracticeForGoal {
  text: string
  metric: string
  target: number
  current: number
  direction: 'increase' | 'decrease'
}

/**
 * The practice's measure in words ("Questions asked: 1 per 10 min in this meeting. Next meeting:
 * 2 per 10 min."), values written as the catalogue writes the metric; null for a metric the
 * catalogue does not know, and when the practice already says its target in those words.
 */
export function practiceMeasure(practice: PracticeForGoal): string | null {
  const metric = Object.hasOwn(METRIC_NAMES, practice.metric) ? METRIC_NAMES[practice.metric] : undefined
  if (!metric) return null
  const [name, valueFormat] = metric
  const format = (value: number) => formatMetricValue(valueFormat, value)
  if (practice.text.includes(format(practice.target))) return null
  return messages.narrative.measure(name, format(practice.current), format(practice.target))
}

/** A goal's title from a practice: its first sentence, cut at a word before 80 characters. */
export function practiceGoalTitle(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s/)[0] ?? ''
  if (first.length <= 80) return first.replace(/[.!?]$/, '')
  const cut = first.slice(0, 80)
  const space = cut.lastIndexOf(' ')
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[,;:]$/, '')}…`
}

/**
 * "Make this my goal" from the practice: the goal wizard for this person, prefilled with the
 * practice's metric, its target and its direction, so the goal is the practice the coaching set.
 */
export function practiceGoalHref(personId: string, practice: PracticeForGoal): string {
  return paths.goals.getPrefilledHref({
    personId,
    metricId: practice.metric,
    title: practiceGoalTitle(practice.text),
    target: practice.target,
    direction: practice.direction,
  })
}
