import type { GoalPriority, GoalTargetLevel } from '@rapport/contracts'
import { useCallback, useState } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { Field, Label } from '../../../components/ui/input.tsx'
import { goalMessages } from '../messages.ts'
import { deadlineProblem, localToday } from '../utils/goal-display.ts'
import { TargetField } from './goal-target-field.tsx'

/** What the user writes about a goal, the same in the wizard's last step and the edit form. */
export interface GoalDetails {
  title: string
  description: string
  motivation: string
  /** As typed: checked and converted on submit. */
  target: string
  deadline: string
  priority: GoalPriority
}

export function useGoalDetails(initial: GoalDetails) {
  const [details, setDetails] = useState(initial)
  const change = useCallback((patch: Partial<GoalDetails>) => setDetails((d) => ({ ...d, ...patch })), [])
  return [details, change] as const
}

export const goalFieldStyles =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0'

export function GoalDetailsFields({
  idPrefix,
  details,
  onChange,
  unit,
  suggested,
  feedback,
  motivationPlaceholder,
  titleError,
  keptDeadline = null,
}: {
  /** The deadline the goal already has: allowed even when it has passed. */
  keptDeadline?: string | null
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string
  details: GoalDetails
  onChange: (patch: Partial<GoalDetails>) => void
  unit: string
  suggested: number | null
  feedback: { level: GoalTargetLevel; message: string } | null
  motivationPlaceholder?: string
  /** Shown under the title, e.g. after a submit without one. */
  titleError?: string | undefined
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        label="Title"
        value={details.title}
        onChange={(e) => onChange({ title: e.target.value })}
        required
        maxLength={200}
        error={titleError}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <textarea
          id={`${idPrefix}-description`}
          className={cn(goalFieldStyles, 'h-20 py-2')}
          value={details.description}
          onChange={(e) => onChange({ description: e.target.value })}
          maxLength={2000}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-motivation`}>Motivation</Label>
        <textarea
          id={`${idPrefix}-motivation`}
          className={cn(goalFieldStyles, 'h-16 py-2')}
          value={details.motivation}
          onChange={(e) => onChange({ motivation: e.target.value })}
          maxLength={2000}
          placeholder={motivationPlaceholder}
        />
      </div>
      <TargetField
        value={details.target}
        onChange={(target) => onChange({ target })}
        unit={unit}
        suggested={suggested}
        feedback={feedback}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Deadline"
          type="date"
          min={localToday()}
          error={deadlineProblem(details.deadline, keptDeadline) ?? undefined}
          value={details.deadline}
          onChange={(e) => onChange({ deadline: e.target.value })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-priority`}>Priority</Label>
          <select
            id={`${idPrefix}-priority`}
            className={cn(goalFieldStyles, 'h-10')}
            value={details.priority}
            onChange={(e) => onChange({ priority: Number(e.target.value) as GoalPriority })}
          >
            {([1, 2, 3] as const).map((p) => (
              <option key={p} value={p}>
                {goalMessages.priority[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  )
}
