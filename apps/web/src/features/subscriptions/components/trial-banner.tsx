import type { SubscriptionStatus } from '@rapport/contracts'
import { lazy, Suspense, useState } from 'react'
import { useUser } from '../../../lib/session.ts'
import { useSubscriptionStatus } from '../api/get-subscription-status.ts'

const TrialBannerBody = lazy(async () => ({
  default: (await import('./trial-banner-body.tsx')).TrialBannerBody,
}))

/** Spec §9: the banner shows at 3 days or fewer of trial left, or once the trial has expired. */
export const TRIAL_BANNER_DAYS = 3
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

/**
 * The trial banner under the header, when the trial is near its end or over (its body loads then);
 * dismissing it lasts for the browser session, for that user.
 */
export function TrialBanner() {
  const userId = useUser()?.user_id ?? ''
  const status = useSubscriptionStatus()
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

  return (
    <Suspense fallback={null}>
      <TrialBannerBody expired={expired} days={days} dismiss={dismiss} />
    </Suspense>
  )
}
