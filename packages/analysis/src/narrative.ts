import type { ParticipantMeasurement } from './measure.ts'

/**
 * One person's coaching as a coach writes it (issue 29): the single most important thing, what
 * worked and what to change, each at a moment of the meeting with their own words, a line to use
 * instead, and one thing to practise that the next upload measures.
 */

export interface CoachingPoint {
  /** What they did and what it led to. */
  text: string
  /** Their words, verbatim from one cue. */
  quote: string
  /** The quoted cue's start, seconds. */
  at: number
  /** The catalogue metric the point is about, when it is about one. */
  metric: string | null
}

export interface CoachingChange extends CoachingPoint {
  /** A line to use next time: their own sentence rewritten, or a behaviour said as a line. */
  instead: string
}

export interface CoachingPractice {
  text: string
  /** The catalogue metric the next upload measures. */
  metric: string
  /** The value to reach, in the metric's unit. */
  target: number
  /** The value in this meeting. */
  current: number
  direction: 'increase' | 'decrease'
}

export interface PersonCoaching {
  headline: string
  worked: CoachingPoint[]
  change: CoachingChange[]
  practice: CoachingPractice
}

/** The narrative for one scored person; null when they are not scored. */
export function coachNarrative(m: ParticipantMeasurement): PersonCoaching | null {
  if (!m.scorable) return null
  return null
}
