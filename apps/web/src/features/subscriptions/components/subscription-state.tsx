import type { SubscriptionStatus } from '@rapport/contracts'
import { cn } from '../../../components/ui/cn.ts'
import { messages, trialDaysLeft } from '../../../messages.ts'

/** 'Trial: N days left', 'Active', 'Payment due' or 'Inactive'. */
export function subscriptionStateLabel(status: SubscriptionStatus): string {
  if (status.is_on_trial) return trialDaysLeft(status.trial_days_remaining)
  if (status.payment_due) return messages.userMenu.paymentDue
  return status.has_active_subscription ? messages.userMenu.active : messages.userMenu.inactive
}

export function SubscriptionState({ status }: { status: SubscriptionStatus }) {
  const tone = status.is_on_trial
    ? 'bg-amber-50 text-amber-800 ring-amber-200'
    : status.payment_due
      ? 'bg-red-50 text-red-800 ring-red-200'
      : status.has_active_subscription
        ? 'bg-green-50 text-green-800 ring-green-200'
        : 'bg-slate-100 text-slate-700 ring-slate-200'
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', tone)}>
      {subscriptionStateLabel(status)}
    </span>
  )
}
