import { useSearchParams } from 'react-router'
import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { GoalsPage } from '../../features/goals/components/goals-page.tsx'
import { goalMessages } from '../../features/goals/messages.ts'

/** `/goals`; `?create=1` (from the dashboard's 'Set Communication Goals') opens the wizard at once. */
export function GoalsRoute() {
  const [params, setParams] = useSearchParams()
  const wizardOpen = params.get('create') === '1'
  const setWizardOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (open) next.set('create', '1')
        else
          for (const key of ['create', 'person', 'metric', 'title', 'target', 'direction']) next.delete(key)
        return next
      },
      { replace: true },
    )
  return (
    <ContentLayout title={goalMessages.title} description={goalMessages.subtitle}>
      <GoalsPage
        wizardOpen={wizardOpen}
        onWizardOpenChange={setWizardOpen}
        prefill={{
          personId: params.get('person') ?? undefined,
          metricId: params.get('metric') ?? undefined,
          title: params.get('title') ?? undefined,
          target: numberParam(params.get('target')),
          direction: directionParam(params.get('direction')),
        }}
      />
    </ContentLayout>
  )
}

/** A number from the URL; undefined when absent or not a finite number. */
function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/** The practice's direction from the URL ("Make this my goal"); anything else is ignored. */
function directionParam(value: string | null): 'increase' | 'decrease' | undefined {
  return value === 'increase' || value === 'decrease' ? value : undefined
}
