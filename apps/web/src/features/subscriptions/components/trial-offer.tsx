import type { SubscriptionStatus } from '@rapport/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.ts'

/** /pricing starting checkout at once (spec: start-trial=true auto-starts checkout when signed in). */
export const START_TRIAL_HREF = `${paths.pricing.getHref()}?start-trial=true`

/** True when the account can analyse nothing new: no plan, no running trial. */
export function needsPlan(status: SubscriptionStatus | null | undefined): boolean {
  if (!status) return false
  const trialRunning = status.is_on_trial && !status.trial_expired
  return !status.has_active_subscription && !trialRunning && !status.payment_due
}

/**
 * Not in the spec (issue 21): the trial belongs to onboarding. Where an individual account has no
 * plan and no running trial, this says so before any file is chosen, with the button that starts it
 * (or Subscribe once the one trial is used). Team accounts' billing is arranged with us: nothing here.
 */
export function TrialOffer({ className }: { className?: string }) {
  const session = useSession()
  const isTeam = session.data?.tenant.is_team_account ?? false
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: Boolean(session.data) && !isTeam })
  if (isTeam || !needsPlan(status.data)) return null
  const trialUsed = (status.data?.trial_used ?? false) || (status.data?.trial_expired ?? false)

  return (
    <section
      aria-labelledby="trial-offer-title"
      className={`rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-800 ${className ?? ''}`}
    >
      <h2 id="trial-offer-title" className="text-base font-semibold text-slate-900">
        {trialUsed ? messages.onboarding.subscribeTitle : messages.onboarding.trialTitle}
      </h2>
      <p className="mt-1 text-sm">{messages.onboarding.planNeeded}</p>
      <p className="mt-1 text-sm">
        {trialUsed
          ? messages.subscriptions.noNewTrial
          : `${messages.subscriptions.analysesPerMonth}, ${messages.subscriptions.price} ${messages.subscriptions.perMonth}. ${messages.subscriptions.trialTerms}`}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Link
          to={trialUsed ? paths.pricing.getHref() : START_TRIAL_HREF}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
        >
          {trialUsed ? messages.subscriptions.subscribe : messages.subscriptions.startTrial}
        </Link>
        {trialUsed ? null : (
          <Link
            to={paths.pricing.getHref()}
            className="text-center text-sm font-medium text-brand-800 underline underline-offset-4"
          >
            {messages.onboarding.seePlans}
          </Link>
        )}
      </div>
    </section>
  )
}
