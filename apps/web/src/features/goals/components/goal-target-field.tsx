import type { GoalTargetLevel } from '@rapport/contracts'
import { useId } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { Label } from '../../../components/ui/input.tsx'
import { formatValue } from '../utils/goal-display.ts'

const feedbackStyles: Record<GoalTargetLevel, string> = {
  error: 'text-red-700',
  warning: 'text-amber-800',
  success: 'text-green-800',
}

const inputStyles =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-red-600'

/** The target input (number, step 0.1) with the suggestion and the spec's check of what is typed. */
export function TargetField({
  value,
  onChange,
  unit,
  suggested,
  feedback,
}: {
  value: string
  onChange: (value: string) => void
  unit: string
  suggested: number | null
  feedback: { level: GoalTargetLevel; message: string } | null
}) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Target value{unit ? ` (${unit})` : ''}</Label>
      <input
        id={id}
        type="number"
        step={0.1}
        inputMode="decimal"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={feedback?.level === 'error' ? true : undefined}
        aria-describedby={`${id}-hint ${id}-feedback`}
        className={inputStyles}
      />
      {suggested !== null ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Suggested target: {formatValue(suggested, unit)}
        </p>
      ) : null}
      <p
        id={`${id}-feedback`}
        role="status"
        data-level={feedback?.level}
        className={cn('text-sm', feedback ? feedbackStyles[feedback.level] : '')}
      >
        {feedback?.message ?? ''}
      </p>
    </div>
  )
}
