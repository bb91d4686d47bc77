import type { GoalDirection, GoalTarget } from '@rapport/contracts'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { formatPercent } from '../../../lib/format.ts'
import { usePeople } from '../../../lib/people.ts'
import { useUser } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { useDeleteGoal } from '../api/delete-goal.ts'
import { useGoals } from '../api/get-goals.ts'
import { useUpdateGoal } from '../api/update-goal.ts'
import { goalMessages } from '../messages.ts'
import { localToday } from '../utils/goal-display.ts'
import { GoalCard } from './goal-card.tsx'
import { GoalWizard } from './goal-wizard.tsx'

/** Average progress of the goals shown, as a whole percentage (0 with none). */
export function averageProgress(goals: readonly GoalTarget[]): number {
  if (goals.length === 0) return 0
  return Math.round(goals.reduce((sum, g) => sum + g.progress_percentage, 0) / goals.length)
}

/**
 * The Goals page: person filter, counts (Active, Completed, Avg Progress), the goal cards and the
 * 'Create New Goal' wizard. Viewers read; role user and above create, complete and reopen; whoever
 * set a goal, or an admin, deletes it.
 */
export function GoalsPage({
  wizardOpen,
  onWizardOpenChange,
  prefill,
}: {
  wizardOpen: boolean
  onWizardOpenChange: (open: boolean) => void
  /** "Make this my goal": who, which metric and a title (and, from a practice, its target and direction), for the wizard. */
  prefill?: {
    personId?: string | undefined
    metricId?: string | undefined
    title?: string | undefined
    target?: number | undefined
    direction?: GoalDirection | undefined
  }
}) {
  const user = useUser()
  // Goals open on you ("This is me") until another person, or All people, is chosen.
  const [filter, setFilter] = useState<{ id: string | undefined } | null>(null)
  const people = usePeople()
  const mine = people.data?.people.find((p) => p.is_me)?.person_id
  const personId = filter ? filter.id : mine
  const setPersonId = (id: string | undefined) => setFilter({ id })
  const goals = useGoals({ personId })
  const update = useUpdateGoal()
  const remove = useDeleteGoal()
  const toast = useToast()
  const filterId = useId()
  const today = localToday()

  const canWrite = user ? hasRole(user.role, 'user') : false
  const isAdmin = user ? hasRole(user.role, 'admin') : false
  // The server's rule: whoever set the goal, the member it is about, or an admin.
  const mayChange = (goal: GoalTarget) =>
    canWrite && (isAdmin || goal.created_by === user?.user_id || goal.person_user_id === user?.user_id)
  const list = goals.data?.targets ?? []
  const active = list.filter((g) => g.status === 'active').length
  const completed = list.length - active
  const hasPeople = (people.data?.people.length ?? 0) > 0

  const onStatus = (goal: GoalTarget, status: 'active' | 'completed') =>
    update.mutate(
      { id: goal.target_id, changes: { status } },
      {
        onSuccess: () =>
          toast.success(status === 'completed' ? 'Goal marked as complete.' : 'Goal reopened.'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update goal')),
      },
    )
  const onDelete = (goal: GoalTarget) =>
    remove.mutate(goal.target_id, {
      onSuccess: () => toast.success('Goal deleted.'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete goal')),
    })

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full space-y-1.5 sm:max-w-xs">
          <Label htmlFor={filterId}>Person</Label>
          <select
            id={filterId}
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2"
            value={personId ?? ''}
            onChange={(e) => setPersonId(e.target.value || undefined)}
          >
            <option value="">All people</option>
            {people.data?.people.map((p) => (
              <option key={p.person_id} value={p.person_id}>
                {p.is_me ? `${p.full_name} (${messages.me.you})` : p.full_name}
              </option>
            ))}
          </select>
        </div>
        {canWrite ? (
          <Button onClick={() => onWizardOpenChange(true)} disabled={!hasPeople && !people.isPending}>
            {goalMessages.createNew}
          </Button>
        ) : null}
      </div>

      <dl className="grid grid-cols-3 gap-3" aria-busy={goals.isPending || undefined}>
        {[
          { label: goalMessages.active, value: String(active) },
          { label: goalMessages.completed, value: String(completed) },
          { label: goalMessages.avgProgress, value: formatPercent(averageProgress(list)) },
        ].map((stat) => (
          <Card key={stat.label} className="px-4 py-3">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl">
              {goals.isPending ? <Skeleton className="mt-1 h-7 w-12" /> : stat.value}
            </dd>
          </Card>
        ))}
      </dl>

      {goals.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <span className="sr-only">Loading goals</span>
          {[0, 1].map((n) => (
            <Card key={n} className="space-y-3 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-2.5 w-full" />
            </Card>
          ))}
        </div>
      ) : goals.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(goals.error, 'Failed to load goals. Please try again.')}</span>
          <Button size="sm" variant="secondary" onClick={() => void goals.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <p className="text-base font-medium text-slate-900">{goalMessages.empty}</p>
          <p className="mt-1 text-sm text-slate-600">
            {hasPeople
              ? 'Pick a communication habit to work on and follow it across your next meetings.'
              : 'Upload a meeting first: goals are set for the people in your meetings.'}
          </p>
        </Card>
      ) : (
        <section aria-label="Goals" className="grid gap-4 lg:grid-cols-2">
          {list.map((goal) => (
            <GoalCard
              key={goal.target_id}
              goal={goal}
              today={today}
              canEdit={mayChange(goal)}
              canDelete={mayChange(goal)}
              busy={
                (update.isPending && update.variables?.id === goal.target_id) ||
                (remove.isPending && remove.variables === goal.target_id)
              }
              onStatus={onStatus}
              onDelete={onDelete}
            />
          ))}
        </section>
      )}

      <Dialog
        open={wizardOpen && canWrite}
        onOpenChange={onWizardOpenChange}
        title={goalMessages.createNew}
        className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
      >
        {wizardOpen && canWrite ? (
          <GoalWizard
            initialPersonId={prefill?.personId ?? personId ?? mine}
            initialMetricId={prefill?.metricId}
            initialTitle={prefill?.title}
            initialTarget={prefill?.target}
            initialDirection={prefill?.direction}
            onCancel={() => onWizardOpenChange(false)}
            onCreated={() => {
              onWizardOpenChange(false)
              toast.success('Goal created.')
            }}
          />
        ) : null}
      </Dialog>
    </div>
  )
}
