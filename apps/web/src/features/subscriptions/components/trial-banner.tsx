import type { SubscriptionStatus } from '@rapport/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { pageWidth } from '../../../components/layouts/page-width.ts'
import { cn } from '../../../components/ui/cn.ts'
import { paths } from '../../../config/paths.ts'
import { useUser } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { portalErrorMessage, useOpenBillingPortal } from '../api/create-portal-session.ts'
import { useSubscriptionStatus } from '../api/get-subscription-status.ts'

/** Spec §9: the banner shows at 3 days or fewer of trial left, or once the trial has expired. */
export const TRIAL_BANNER_DAYS = 3
const actionStyles = 'rounded-md font-semibold underline underline-offset-2 hover:no-underline'
/** Per user: another user signing in on the same tab still sees their own banner. */
export const dismissedKey = (userId: string) => `rapport.trial-banner-dismissed.${userId}`

export function shouldShowTrialBanner(status: SubscriptionStatus | null | undefined): boolean {
  if (!status) return false
  return status.trial_expired || (status.is_on_trial && status.trial_days_remaining <= TRIAL_BANNER_DAYS)
}

function dismissedThisSession(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(userId)) === 'true'
  } catch {
    return false
  }
}

/** The trial banner under the header; dismissing it lasts for the browser session, for that user. */
export function TrialBanner() {
  const userId = useUser()?.user_id ?? ''
  const status = useSubscriptionStatus()
  const portal = useOpenBillingPortal()
  // Who dismissed it while this banner was mounted (storage may refuse to keep it).
  const [dismissedBy, setDismissedBy] = useState<string | null>(null)
  const dismissed = !userId || dismissedBy === userId || dismissedThisSession(userId)
  if (dismissed || !shouldShowTrialBanner(status.data)) return null
  const expired = status.data?.trial_expired ?? false
  const days = status.data?.trial_days_remaining ?? 0

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(userId), 'true')
    } catch {
      // Storage refused (private mode): the banner still hides until the page reloads.
    }
    setDismissedBy(userId)
  }

  const manage = () => portal.mutate()

  return (
    <section
      aria-label="Trial"
      className={
        expired
          ? 'border-b border-red-200 bg-red-50 text-red-900'
          : 'border-b border-amber-200 bg-amber-50 text-amber-900'
      }
    >
      <div className={cn(pageWidth, 'flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm')}>
        <p className="min-w-0 flex-1">
          {expired ? (
            <>
              <strong className="font-semibold">Your free trial has expired.</strong> Subscribe to keep
              analyzing new meetings; everything already analyzed stays available.
            </>
          ) : (
            <>
              <strong className="font-semibold">
                Your free trial ends in {days} {days === 1 ? 'day' : 'days'}.
              </strong>{' '}
              After that the plan continues at $49 per month unless you cancel.
            </>
          )}
        </p>
        {expired ? (
          <Link to={paths.pricing.getHref()} className={actionStyles}>
            View Pricing
          </Link>
        ) : (
          <button type="button" className={actionStyles} onClick={manage} disabled={portal.isPending}>
            {messages.userMenu.manageSubscription}
          </button>
        )}
        {portal.isError ? (
          <p role="alert" className="w-full">
            {portalErrorMessage(portal.error)}
          </p>
        ) : null}
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss trial notice"
          className="rounded-md p-1 hover:bg-black/5"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </section>
  )
}
