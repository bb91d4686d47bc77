import { average, type GoalTarget, goalTargetFeedback, type UpdateGoalRequest } from '@rapport/contracts'
import type { FormEvent } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useGoalMetrics } from '../api/get-goal-metrics.ts'
import { useUpdateGoal } from '../api/update-goal.ts'
import { goalMessages } from '../messages.ts'
import { deadlineProblem } from '../utils/goal-display.ts'
import { GoalDetailsFields, useGoalDetails } from './goal-details-fields.tsx'

/** Edits a goal's wording, target, deadline and priority; the target gets the same checks as in the wizard. */
export function EditGoalForm({ goal, onDone }: { goal: GoalTarget; onDone: () => void }) {
  const [details, change] = useGoalDetails({
    title: goal.title,
    description: goal.description,
    motivation: goal.motivation,
    target: String(goal.target_value),
    deadline: goal.target_deadline ?? '',
    priority: goal.priority,
  })
  const { title, description, motivation, target, deadline, priority } = details
  const metrics = useGoalMetrics(goal.person_id)
  const update = useUpdateGoal()

  const metric =
    metrics.data?.dimensions
      .flatMap((d) => d.sub_dimensions)
      .find((m) => m.sub_dimension_id === goal.sub_dimension_id) ?? null
  const targetNumber = target.trim() === '' ? null : Number(target)
  const feedback = metric
    ? goalTargetFeedback({
        value: targetNumber,
        direction: goal.target_direction,
        metric,
        recentAverage: average(metric.recent_values),
      })
    : targetNumber === null || !Number.isFinite(targetNumber)
      ? { level: 'error' as const, message: goalMessages.target.required }
      : null
  const canSave =
    title.trim() !== '' &&
    targetNumber !== null &&
    Number.isFinite(targetNumber) &&
    feedback?.level !== 'error' &&
    deadlineProblem(deadline, goal.target_deadline) === null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave || targetNumber === null) return
    const changes: UpdateGoalRequest = {
      title: title.trim(),
      description: description.trim(),
      motivation: motivation.trim(),
      target_value: targetNumber,
      target_deadline: deadline || null,
      priority,
    }
    update.mutate({ id: goal.target_id, changes }, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <GoalDetailsFields
        idPrefix="edit-goal"
        details={details}
        onChange={change}
        unit={goal.sub_dimension.measurement_unit}
        suggested={null}
        feedback={feedback}
        keptDeadline={goal.target_deadline}
      />
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'Failed to update goal')}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave} loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  )
}
