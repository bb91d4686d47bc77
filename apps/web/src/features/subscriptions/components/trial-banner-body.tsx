import { Link } from 'react-router'
import { pageWidth } from '../../../components/layouts/page-width.ts'
import { cn } from '../../../components/ui/cn.ts'
import { paths } from '../../../config/paths.ts'
import { messages } from '../../../messages.ts'
import { portalErrorMessage, useOpenBillingPortal } from '../api/create-portal-session.ts'

const actionStyles = 'rounded-md font-semibold underline underline-offset-2 hover:no-underline'

/**
 * The trial banner itself, loaded when TrialBanner has one to show (most sessions have none, so
 * its words and the billing portal's call stay out of the first load).
 */
export function TrialBannerBody({
  expired,
  days,
  dismiss,
}: {
  expired: boolean
  days: number
  dismiss: () => void
}) {
  const portal = useOpenBillingPortal()
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
