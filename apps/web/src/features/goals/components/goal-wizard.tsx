import {
  average,
  DEFAULT_GOAL_DIRECTION,
  DEFAULT_GOAL_PRIORITY,
  type GoalDirection,
  type GoalMetric,
  goalDirections,
  goalTargetFeedback,
  suggestedGoalTarget,
} from '@rapport/contracts'
import { type FormEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { usePeople } from '../../../lib/people.ts'
import { useUser } from '../../../lib/session.ts'
import { useCreateGoal } from '../api/create-goal.ts'
import { useGoalMetrics } from '../api/get-goal-metrics.ts'
import { useGoalTemplates } from '../api/get-goal-templates.ts'
import { goalMessages } from '../messages.ts'
import { deadlineProblem, directionLabels, formatValue } from '../utils/goal-display.ts'
import { GoalDetailsFields, goalFieldStyles, useGoalDetails } from './goal-details-fields.tsx'

type Approach = 'template' | 'custom'

const steps = goalMessages.steps

const choice =
  'flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600'

/**
 * The 4-step 'Create New Goal' wizard. Each step's rule holds before Next: an approach, a person, a
 * metric or template (and the person's metrics loaded, which the suggestion and the range check
 * need); the last step submits once the title and a valid target are set. The target starts at the
 * suggested value (recent average × 0.8 to decrease, × 1.2 otherwise, else the good benchmark, else
 * 1), and the spec's target checks show as it is typed. A target the user typed is theirs: going
 * Back and forward keeps it, unless they chose another person or metric since (or left it empty).
 * The title is always required. Create Goal (and so Enter, which submits through it) stays
 * disabled until the title and the target are set; a submit that reaches the form anyway with an
 * empty target and a template sends the suggestion (spec), but never a goal without a title.
 */
export function GoalWizard({
  initialPersonId,
  initialMetricId,
  initialTitle,
  initialTarget,
  initialDirection,
  onCreated,
  onCancel,
}: {
  initialPersonId?: string | undefined
  /** "Make this my goal": the metric the coaching named; the wizard opens on Configure Goal. */
  initialMetricId?: string | undefined
  initialTitle?: string | undefined
  /**
   * "Make this my goal" from a coaching practice (issue 29): the practice's target and direction,
   * beyond the person's value in that meeting. The wizard keeps them as if the user had typed them.
   */
  initialTarget?: number | undefined
  initialDirection?: GoalDirection | undefined
  onCreated: () => void
  onCancel: () => void
}) {
  const prefilled = initialMetricId !== undefined && initialPersonId !== undefined
  const [step, setStep] = useState(prefilled ? 2 : 0)
  const [approach, setApproach] = useState<Approach | null>(prefilled ? 'custom' : null)
  const [personId, setPersonId] = useState<string | undefined>(initialPersonId)
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [metricId, setMetricId] = useState<string>(prefilled ? (initialMetricId ?? '') : '')
  const fromPractice = prefilled && initialTarget !== undefined && Number.isFinite(initialTarget)
  const [chosenDirection, setCustomDirection] = useState<GoalDirection | null>(
    prefilled ? (initialDirection ?? null) : null,
  )
  const [details, change] = useGoalDetails({
    title: initialTitle ?? '',
    description: '',
    motivation: '',
    target: fromPractice ? String(initialTarget) : '',
    deadline: '',
    priority: DEFAULT_GOAL_PRIORITY,
  })
  const { title, description, motivation, target, deadline, priority } = details
  /** The person and metric the user typed a target for; null while the target is still ours. */
  const [targetTypedFor, setTargetTypedFor] = useState<string | null>(
    fromPractice ? `${initialPersonId ?? ''}:${initialMetricId ?? ''}` : null,
  )
  /** A submit was refused for want of a title: say so under the field. */
  const [titleMissing, setTitleMissing] = useState(false)

  const heading = useRef<HTMLHeadingElement>(null)
  /** Moves to a step and focuses its heading, so keyboard and screen-reader users land on what changed. */
  const goTo = (next: number) => {
    flushSync(() => setStep(next))
    heading.current?.focus()
  }

  const people = usePeople()
  const user = useUser()
  const isAdmin = user ? hasRole(user.role, 'admin') : false
  // "Make this my goal" needs the templates too: the goal records its metric's template.
  // Ordered by the chosen person's weakest metrics first (the server's order).
  const templates = useGoalTemplates(personId, approach === 'template' || prefilled)
  const metrics = useGoalMetrics(personId, personId !== undefined)
  const create = useCreateGoal()

  const template = templates.data?.templates.find((t) => t.template_id === templateId) ?? null
  // A goal made from the coaching ("Make this my goal") is the metric's goal template, recorded as
  // the template path records it, whatever direction and target it then takes.
  const metricTemplate = prefilled
    ? (templates.data?.templates.find((t) => t.sub_dimension.sub_dimension_id === metricId) ?? null)
    : null
  const chosenMetricId =
    approach === 'template' ? template?.sub_dimension.sub_dimension_id : metricId || undefined
  const allMetrics = metrics.data?.dimensions.flatMap((d) => d.sub_dimensions) ?? []
  const metric: GoalMetric | null = allMetrics.find((m) => m.sub_dimension_id === chosenMetricId) ?? null
  const recentAverage = average(metric?.recent_values ?? [])
  // "Make this my goal": towards the typical range from where the person's recent average stands;
  // inside it, the way the metric improves (the catalogue's direction, as its template has it).
  const inferredDirection: GoalDirection | null =
    prefilled && metric
      ? recentAverage !== null && recentAverage > metric.typical_range.max
        ? 'decrease'
        : recentAverage !== null && recentAverage < metric.typical_range.min
          ? 'increase'
          : metric.suggested_direction
      : null
  const customDirection = chosenDirection ?? inferredDirection ?? DEFAULT_GOAL_DIRECTION
  const direction: GoalDirection =
    approach === 'template' ? (template?.suggested_direction ?? DEFAULT_GOAL_DIRECTION) : customDirection
  const suggested = suggestedGoalTarget({ direction, recentAverage, metric })
  const unit = metric?.measurement_unit ?? template?.sub_dimension.measurement_unit ?? ''

  const targetNumber = target.trim() === '' ? null : Number(target)
  const feedback = metric
    ? goalTargetFeedback({ value: targetNumber, direction, metric, recentAverage })
    : targetNumber === null || !Number.isFinite(targetNumber)
      ? { level: 'error' as const, message: goalMessages.target.required }
      : null

  // Configure needs the person's metrics: without them the suggestion falls to 1 and the range
  // check cannot run.
  const metricsLoading = step === 2 && metrics.isPending
  const canContinue = [
    approach !== null,
    personId !== undefined,
    metrics.isSuccess && (approach === 'template' ? template !== null : metricId !== ''),
  ][step]
  const hasTitle = title.trim() !== ''
  const canSubmit =
    hasTitle &&
    // The template to record is known (or could not be loaded) before the goal is sent.
    !(prefilled && templates.isPending) &&
    targetNumber !== null &&
    Number.isFinite(targetNumber) &&
    feedback?.level !== 'error' &&
    deadlineProblem(deadline) === null
  const targetKey = `${personId ?? ''}:${chosenMetricId ?? ''}`

  const changeDetails = (patch: Partial<typeof details>) => {
    if (patch.target !== undefined) setTargetTypedFor(targetKey)
    if (patch.title !== undefined && patch.title.trim() !== '') setTitleMissing(false)
    change(patch)
  }

  const next = () => {
    if (!canContinue) return
    if (step === 2) {
      // Entering Finalize: propose the suggested target (unless the user typed one for this person
      // and metric) and, for a template, its name as the title (unless the user wrote their own).
      const typed = targetTypedFor === targetKey && target.trim() !== ''
      const ownTitle = hasTitle && !templates.data?.templates.some((t) => t.user_friendly_name === title)
      change({
        ...(typed ? {} : { target: String(suggested) }),
        ...(template && !ownTitle ? { title: template.user_friendly_name } : {}),
      })
    }
    goTo(Math.min(3, step + 1))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step !== 3 || !personId || !chosenMetricId) return
    if (!hasTitle) {
      setTitleMissing(true)
      event.currentTarget.querySelector<HTMLInputElement>('#goal-title')?.focus()
      return
    }
    if (!canSubmit && !(targetNumber === null && template)) return
    create.mutate(
      {
        person_id: personId,
        sub_dimension_id: chosenMetricId,
        template_id: template?.template_id ?? metricTemplate?.template_id ?? null,
        title: title.trim(),
        description: description.trim(),
        motivation: motivation.trim(),
        target_direction: direction,
        // Spec: an empty target with a template chosen falls back to the suggestion (1 at last).
        target_value: targetNumber ?? suggested,
        target_deadline: deadline || null,
        priority,
      },
      { onSuccess: onCreated },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <ol aria-label="Steps" className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={cn(
              'rounded-md border px-2 py-1.5 font-medium',
              index === step
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : index < step
                  ? 'border-slate-200 bg-slate-50 text-slate-700'
                  : 'border-slate-200 text-slate-500',
            )}
          >
            <span className="tabular-nums">{index + 1}.</span> {name}
          </li>
        ))}
      </ol>

      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {steps[step]}
      </h3>

      {step === 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm text-slate-700">How would you like to start?</legend>
          <label className={choice}>
            <input
              type="radio"
              name="approach"
              className="mt-1"
              checked={approach === 'template'}
              onChange={() => setApproach('template')}
            />
            <span>
              <span className="block font-medium text-slate-900">Use a template</span>
              <span className="text-slate-600">
                Start from a ready-made goal for a common communication habit.
              </span>
            </span>
          </label>
          <label className={choice}>
            <input
              type="radio"
              name="approach"
              className="mt-1"
              checked={approach === 'custom'}
              onChange={() => setApproach('custom')}
            />
            <span>
              <span className="block font-medium text-slate-900">Custom goal</span>
              <span className="text-slate-600">Pick any metric and the direction you want it to move.</span>
            </span>
          </label>
        </fieldset>
      ) : null}

      {step === 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm text-slate-700">Who is this goal for?</legend>
          {people.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : people.isError ? (
            <Alert tone="error">Failed to load people. Please try again.</Alert>
          ) : people.data.people.length === 0 ? (
            <p className="text-sm text-slate-600">
              No people yet: upload a meeting and its participants appear here.
            </p>
          ) : (
            <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
              {people.data.people.map((p) => {
                // A teammate's own person: only they or an admin set goals on them (the server's rule).
                const teammates = !isAdmin && !p.is_me && Boolean(p.user_id)
                return (
                  <label key={p.person_id} className={cn(choice, teammates && 'opacity-60')}>
                    <input
                      type="radio"
                      name="person"
                      disabled={teammates}
                      aria-describedby={teammates ? `${p.person_id}-teammate` : undefined}
                      checked={personId === p.person_id}
                      onChange={() => setPersonId(p.person_id)}
                    />
                    <span>
                      <span className="font-medium text-slate-900">
                        {p.full_name}
                        {p.is_me ? <YouBadge /> : null}
                      </span>
                      {teammates ? (
                        <span id={`${p.person_id}-teammate`} className="block text-xs text-slate-600">
                          {goalMessages.teammatesOwn}
                        </span>
                      ) : null}
                    </span>
                  </label>
                )
              })}
            </div>
          )}
        </fieldset>
      ) : null}

      {step === 2 ? (
        <div className="space-y-4">
          {approach === 'template' ? (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm text-slate-700">Choose a template</legend>
              {templates.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : templates.isError ? (
                <Alert tone="error">Failed to load goal templates. Please try again.</Alert>
              ) : (
                <div className="grid max-h-72 gap-2 overflow-y-auto">
                  {templates.data.templates.map((t) => (
                    <label key={t.template_id} className={choice}>
                      <input
                        type="radio"
                        name="template"
                        className="mt-1"
                        checked={templateId === t.template_id}
                        onChange={() => setTemplateId(t.template_id)}
                      />
                      <span>
                        <span className="block font-medium text-slate-900">{t.user_friendly_name}</span>
                        <span className="block text-slate-600">{t.description}</span>
                        <span className="block text-xs text-slate-500">
                          {t.sub_dimension.dimension_name} › {t.sub_dimension.name} ·{' '}
                          {directionLabels[t.suggested_direction]}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          ) : (
            <>
              <div className="space-y-1.5">
                <Label htmlFor="goal-metric">Metric</Label>
                {metrics.isPending ? (
                  <Skeleton className="h-10 w-full" />
                ) : (
                  <select
                    id="goal-metric"
                    className={cn(goalFieldStyles, 'h-10')}
                    value={metricId}
                    onChange={(e) => setMetricId(e.target.value)}
                  >
                    <option value="">Choose a metric…</option>
                    {metrics.data?.dimensions.map((d) => (
                      <optgroup key={d.dimension_id} label={d.dimension_name}>
                        {d.sub_dimensions.map((m) => (
                          <option key={m.sub_dimension_id} value={m.sub_dimension_id}>
                            {m.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </div>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-800">Direction</legend>
                <div className="flex flex-wrap gap-2">
                  {goalDirections.map((d) => (
                    <label key={d} className={cn(choice, 'py-2')}>
                      <input
                        type="radio"
                        name="direction"
                        checked={customDirection === d}
                        onChange={() => setCustomDirection(d)}
                      />
                      <span className="font-medium text-slate-900">{directionLabels[d]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          {metrics.isError ? (
            <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
              <span>{goalMessages.metricsFailed}</span>
              <Button variant="secondary" size="sm" onClick={() => void metrics.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : metricsLoading && (approach === 'custom' || template) ? (
            <p role="status" className="text-sm text-slate-600">
              {goalMessages.metricsLoading}
            </p>
          ) : null}
          {metric ? <MetricFacts metric={metric} recentAverage={recentAverage} /> : null}
        </div>
      ) : null}

      {step === 3 ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            {directionLabels[direction]}{' '}
            <span className="font-medium text-slate-900">{metric?.name ?? template?.sub_dimension.name}</span>
            {recentAverage !== null ? ` (recent average ${formatValue(recentAverage, unit)})` : ''}.
          </p>
          <GoalDetailsFields
            idPrefix="goal"
            details={details}
            onChange={changeDetails}
            titleError={titleMissing ? goalMessages.titleRequired : undefined}
            unit={unit}
            suggested={suggested}
            feedback={feedback}
            motivationPlaceholder="Why does this matter to you?"
          />
          {create.isError ? (
            <Alert tone="error">{errorMessage(create.error, goalMessages.createFailed)}</Alert>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={step === 0 ? onCancel : () => goTo(step - 1)}>
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < 3 ? (
          // Distinct keys: reusing one <button> would turn Next into the submit button mid-click.
          <Button key="next" onClick={next} disabled={!canContinue} loading={metricsLoading}>
            Next
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={!canSubmit} loading={create.isPending}>
            Create Goal
          </Button>
        )}
      </div>
    </form>
  )
}

function MetricFacts({ metric, recentAverage }: { metric: GoalMetric; recentAverage: number | null }) {
  const unit = metric.measurement_unit
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <p className="font-medium text-slate-900">{metric.name}</p>
      <p className="text-slate-700">{metric.description}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Typical range</dt>
          <dd className="text-slate-900">
            {formatValue(metric.typical_range.min)}–{formatValue(metric.typical_range.max, unit)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Good</dt>
          <dd className="text-slate-900">{formatValue(metric.benchmarks.good, unit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Excellent</dt>
          <dd className="text-slate-900">{formatValue(metric.benchmarks.excellent, unit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Recent average</dt>
          <dd className="text-slate-900">{formatValue(recentAverage, unit)}</dd>
        </div>
      </dl>
      {metric.recent_values.length > 0 ? (
        <p className="text-xs text-slate-600">
          Latest meetings: {metric.recent_values.map((v) => formatValue(v)).join(', ')}
        </p>
      ) : (
        <p className="text-xs text-slate-600">
          No meetings yet for this person: the suggestion uses the good benchmark.
        </p>
      )}
    </div>
  )
}
