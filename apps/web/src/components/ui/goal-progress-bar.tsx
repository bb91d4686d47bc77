import { ProgressBar } from './progress-bar.tsx'

export type ProgressTone = 'green' | 'blue' | 'amber' | 'red'

/** Spec §9: goal progress colour thresholds 80, 60 and 40. */
export function progressTone(percentage: number): ProgressTone {
  if (percentage >= 80) return 'green'
  if (percentage >= 60) return 'blue'
  if (percentage >= 40) return 'amber'
  return 'red'
}

/** Progress (80, 60, 40 %) in the score scale's tokens, so goals read like scores; the % is always shown beside it. */
const progressColours: Record<ProgressTone, string> = {
  green: 'bg-score-high',
  blue: 'bg-score-appropriate',
  amber: 'bg-score-low',
  red: 'bg-score-very-low',
}

/**
 * A goal's progress bar, the same on every screen that shows a goal (the Goals page's cards and My
 * Coaching), so a goal at 45 % is one colour wherever it is seen.
 */
export function GoalProgressBar({
  percentage,
  label,
  className,
}: {
  percentage: number
  label: string
  className?: string
}) {
  const value = Math.round(percentage)
  const tone = progressTone(value)
  return (
    <ProgressBar value={value} label={label} fill={progressColours[tone]} tone={tone} className={className} />
  )
}
