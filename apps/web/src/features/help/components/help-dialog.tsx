import * as Tabs from '@radix-ui/react-tabs'
import { lazy, type ReactNode, Suspense } from 'react'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Billing, GettingStarted, Security, VttFormat } from './help-content.tsx'

const Metrics = lazy(() => import('./help-metrics.tsx'))

export const helpTabs = [
  { value: 'getting-started', label: 'Getting Started', content: <GettingStarted /> },
  { value: 'vtt-format', label: 'VTT Format', content: <VttFormat /> },
  {
    value: 'metrics',
    label: 'Metrics',
    content: (
      <Suspense fallback={<Spinner label="Loading metrics" />}>
        <Metrics />
      </Suspense>
    ),
  },
  { value: 'security', label: 'Security', content: <Security /> },
  { value: 'billing', label: 'Billing', content: <Billing /> },
] as const satisfies readonly { value: string; label: string; content: ReactNode }[]

const triggerStyles =
  'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800'

type HelpDialogProps = {
  /** The element that opens the dialog (the header's Help button); focus returns to it on close. */
  trigger: ReactNode
  /** Open from the start (the dialog is loaded by the Help button's first click). */
  initiallyOpen?: boolean
}

/**
 * The Help modal (spec §2): five tabs, arrow keys move between them, Escape closes and focus
 * returns to the trigger (Radix Dialog and Tabs).
 */
export function HelpDialog({ trigger, initiallyOpen = false }: HelpDialogProps) {
  return (
    <Dialog
      trigger={trigger}
      defaultOpen={initiallyOpen}
      title="Help"
      description="How to use Rapport, what the scores mean, and how your data and billing work."
      className="flex max-h-[calc(100vh-2rem)] max-w-3xl flex-col"
    >
      <Tabs.Root defaultValue="getting-started" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List
          aria-label="Help topics"
          className="mb-4 flex shrink-0 flex-wrap gap-x-1 border-b border-slate-200"
        >
          {helpTabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={triggerStyles}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {helpTabs.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="min-h-0 flex-1 overflow-y-auto rounded-md pr-1 text-sm leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Dialog>
  )
}
