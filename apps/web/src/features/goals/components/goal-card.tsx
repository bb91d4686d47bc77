import type { GoalTarget } from '@rapport/contracts'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { GoalProgressBar } from '../../../components/ui/goal-progress-bar.tsx'
import { formatPercent } from '../../../lib/format.ts'
import {
  type DeadlineTone,
  deadlineLabel,
  directionLabels,
  formatDeadline,
  formatValue,
  priorityLabel,
} from '../utils/goal-display.ts'
import { EditGoalForm } from './edit-goal-form.tsx'

const deadlineColours: Record<DeadlineTone, string> = {
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  soon: 'bg-amber-50 text-amber-900 ring-amber-200',
  later: 'bg-slate-100 text-slate-700 ring-slate-200',
}

const priorityColours = {
  1: 'bg-red-50 text-red-800 ring-red-200',
  2: 'bg-amber-50 text-amber-900 ring-amber-200',
  3: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset'

type GoalCardProps = {
  goal: GoalTarget
  today: string
  /** May complete and reopen (role user and above). */
  canEdit: boolean
  /** May delete (whoever set it, or an admin). */
  canDelete: boolean
  busy: boolean
  onStatus: (goal: GoalTarget, status: 'active' | 'completed') => void
  onDelete: (goal: GoalTarget) => void
}

/** One goal: who and what, the deadline, progress from baseline to target, and its actions. */
export function GoalCard({ goal, today, canEdit, canDelete, busy, onStatus, onDelete }: GoalCardProps) {
  const unit = goal.sub_dimension.measurement_unit
  const deadline = goal.target_deadline ? deadlineLabel(goal.target_deadline, today) : null
  const completed = goal.status === 'completed'
  const titleId = `goal-${goal.target_id}-title`
  const [editing, setEditing] = useState(false)

  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {goal.title}
          </h2>
          <p className="text-sm text-slate-600">
            {goal.person_name} · {goal.sub_dimension.dimension_name} › {goal.sub_dimension.name}
          </p>
          {goal.target_deadline ? (
            <p className="text-sm text-slate-600">{formatDeadline(goal.target_deadline)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span className={cn(badge, priorityColours[goal.priority])}>
            <span className="sr-only">Priority: </span>
            {priorityLabel(goal.priority)}
          </span>
          {completed ? (
            <span className={cn(badge, 'bg-green-50 text-green-800 ring-green-200')}>Completed</span>
          ) : null}
          {deadline && !completed ? (
            <span data-tone={deadline.tone} className={cn(badge, deadlineColours[deadline.tone])}>
              {deadline.label}
            </span>
          ) : null}
        </div>
      </div>

      {goal.description ? <p className="text-sm text-slate-700">{goal.description}</p> : null}
      {goal.motivation ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">Why: </span>
          {goal.motivation}
        </p>
      ) : null}

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-slate-800">Progress</span>
          <span className="font-semibold tabular-nums text-slate-900">
            {formatPercent(goal.progress_percentage)}
          </span>
        </div>
        <GoalProgressBar
          percentage={goal.progress_percentage}
          label={`Progress of ${goal.title}`}
          className="h-2.5"
        />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Baseline</dt>
          <dd className="font-medium text-slate-900">
            {formatValue(goal.baseline_value, unit, goal.sub_dimension.sub_dimension_id)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Current</dt>
          <dd className="font-medium text-slate-900">
            {formatValue(goal.current_value, unit, goal.sub_dimension.sub_dimension_id)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{directionLabels[goal.target_direction]} to</dt>
          <dd className="font-medium text-slate-900">
            {formatValue(goal.target_value, unit, goal.sub_dimension.sub_dimension_id)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Meetings tracked</dt>
          <dd className="font-medium text-slate-900">{goal.meetings_tracked}</dd>
        </div>
      </dl>

      {goal.target_reached && !completed && canEdit ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          <span>Target reached in the latest meetings. Mark this goal as complete?</span>
        </div>
      ) : null}

      {canEdit || canDelete ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
          {canEdit ? (
            <Dialog
              open={editing}
              onOpenChange={setEditing}
              title="Edit Goal"
              description={`${goal.person_name} · ${goal.sub_dimension.name}`}
              className="max-h-[calc(100vh-2rem)] max-w-lg overflow-y-auto"
              trigger={
                <Button size="sm" variant="secondary" disabled={busy}>
                  Edit
                </Button>
              }
            >
              {editing ? <EditGoalForm goal={goal} onDone={() => setEditing(false)} /> : null}
            </Dialog>
          ) : null}
          {canEdit ? (
            <ConfirmDialog
              title={completed ? 'Reopen this goal?' : 'Mark this goal as complete?'}
              description={
                completed
                  ? `"${goal.title}" becomes active again and keeps tracking ${goal.person_name}'s meetings.`
                  : `"${goal.title}" moves to your completed goals.`
              }
              confirmLabel={completed ? 'Reopen' : 'Mark Complete'}
              onConfirm={() => onStatus(goal, completed ? 'active' : 'completed')}
              trigger={
                <Button
                  size="sm"
                  variant={goal.target_reached && !completed ? 'primary' : 'secondary'}
                  disabled={busy}
                >
                  {completed ? 'Reopen' : 'Mark Complete'}
                </Button>
              }
            />
          ) : null}
          {canDelete ? (
            <ConfirmDialog
              title="Delete this goal?"
              description={`"${goal.title}" and its progress will be removed. This cannot be undone.`}
              confirmLabel="Delete"
              destructive
              onConfirm={() => onDelete(goal)}
              trigger={
                <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy}>
                  Delete
                </Button>
              }
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
