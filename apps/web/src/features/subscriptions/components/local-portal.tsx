import { PLAN, type SubscriptionDetails } from '@rapport/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage, isApiError } from '../../../lib/api-client.ts'
import { useLocalPortal, useSetLocalCancellation } from '../api/local-portal.ts'
import { formatBillingDate } from './format-date.ts'

type Shown = { label: string; tone: string; text: string }

/** What the subscription is doing now, in words. */
export function describeSubscription(subscription: SubscriptionDetails): Shown {
  const trialEnd = formatBillingDate(subscription.trial_ends_at)
  const periodEnd = formatBillingDate(subscription.current_period_end)
  switch (subscription.status) {
    case 'trialing':
      return subscription.cancel_at_period_end
        ? {
            label: 'Trial, cancelled',
            tone: 'bg-amber-50 text-amber-900 ring-amber-200',
            text: `Your free trial ends on ${trialEnd} and the plan will not continue.`,
          }
        : {
            label: 'Trial',
            tone: 'bg-amber-50 text-amber-900 ring-amber-200',
            text: `Your free trial runs until ${trialEnd}. After that the plan continues at $${PLAN.priceUsdPerMonth} per month.`,
          }
    case 'active':
      return subscription.cancel_at_period_end
        ? {
            label: 'Active, cancelled',
            tone: 'bg-amber-50 text-amber-900 ring-amber-200',
            text: `Your plan ends on ${periodEnd} and will not renew.`,
          }
        : {
            label: 'Active',
            tone: 'bg-green-50 text-green-800 ring-green-200',
            text: `Your plan renews on ${periodEnd}.`,
          }
    case 'past_due':
      return {
        label: 'Past due',
        tone: 'bg-red-50 text-red-800 ring-red-200',
        text: 'The last payment failed. Uploads are paused until it is paid.',
      }
    case 'canceled':
      return {
        label: 'Canceled',
        tone: 'bg-slate-100 text-slate-700 ring-slate-200',
        text: `This subscription ended on ${formatBillingDate(subscription.canceled_at)}.`,
      }
  }
}

/** Local billing's portal (no Stripe key): the plan can be cancelled or resumed. */
export function LocalPortal() {
  const portal = useLocalPortal()
  const change = useSetLocalCancellation()
  const [confirming, setConfirming] = useState(false)

  if (portal.isPending) {
    return (
      <Card className="space-y-4 p-6 sm:p-8" aria-busy="true" aria-label="Loading subscription">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-32" />
      </Card>
    )
  }
  if (portal.isError) {
    const stripeMode = isApiError(portal.error) && portal.error.status === 404
    return (
      <Alert tone="error">
        {stripeMode
          ? 'This billing portal is only used without Stripe. Use Manage Subscription in the user menu.'
          : errorMessage(portal.error, 'Failed to load your subscription. Please try again.')}
      </Alert>
    )
  }

  const subscription = portal.data.subscription
  if (!subscription) {
    return (
      <Card className="space-y-4 p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">No subscription yet</h2>
        <p className="text-sm text-slate-700">Start your 14-day free trial from the pricing page.</p>
        <Link to={paths.pricing.getHref()} className={buttonStyles()}>
          View Pricing
        </Link>
      </Card>
    )
  }

  const shown = describeSubscription(subscription)
  const ended = subscription.status === 'canceled'

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Current plan</p>
          <h2 className="text-xl font-semibold text-slate-900">
            {PLAN.name}: ${PLAN.priceUsdPerMonth} per month
          </h2>
        </div>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
            shown.tone,
          )}
        >
          {shown.label}
        </span>
      </div>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {shown.text}
      </p>
      <p className="mt-1 text-sm text-slate-600">Up to {PLAN.meetingsPerMonth} meeting analyses per month.</p>
      {change.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(change.error, 'Failed to update your subscription. Please try again.')}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {ended ? (
          <Link to={paths.pricing.getHref()} className={buttonStyles()}>
            Choose a Plan
          </Link>
        ) : subscription.cancel_at_period_end ? (
          <Button onClick={() => change.mutate('resume')} loading={change.isPending}>
            Resume Plan
          </Button>
        ) : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary" loading={change.isPending}>
                Cancel Plan
              </Button>
            }
            title="Cancel your plan?"
            description={
              subscription.status === 'trialing'
                ? `Your free trial stays available until ${formatBillingDate(subscription.trial_ends_at)}; after that nothing is charged and new uploads stop. Meetings already analyzed stay readable.`
                : `Your plan stays available until ${formatBillingDate(subscription.current_period_end)} and does not renew. Meetings already analyzed stay readable.`
            }
            confirmLabel="Cancel Plan"
            cancelLabel="Keep Plan"
            destructive
            onConfirm={() => change.mutate('cancel')}
          />
        )}
        <Link to={paths.dashboard.getHref()} className={buttonStyles({ variant: 'ghost' })}>
          Back to Dashboard
        </Link>
      </div>
    </Card>
  )
}
