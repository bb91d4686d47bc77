import { checkoutReturnPath, PLAN } from '@rapport/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { errorMessage, isNoTokenError } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session.ts'
import { useOneShotSearchParam } from '../../../lib/use-one-shot-search-param.ts'
import { messages } from '../../../messages.ts'
import { checkoutErrorMessage, useStartCheckout } from '../api/create-checkout-session.ts'
import { portalErrorMessage, useOpenBillingPortal } from '../api/create-portal-session.ts'
import { useSalesContact } from '../api/get-sales-contact.ts'
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.ts'

/** Spec §7: without a token, checkout goes to sign-up, which comes back here with start-trial=true. */
export const SIGN_UP_FOR_CHECKOUT = '/register?redirect=/pricing&action=checkout'

const included = [
  messages.subscriptions.analysesPerMonth,
  'Scores on Authority, Clarity, Engagement, Authenticity and Conciseness for every participant',
  'Coaching insights with quotes and recommendations',
  'Goals and performance analytics over time',
] as const

/** The individual plan and its checkout button, with the spec's checkout behaviour. */
export function PricingPlan() {
  const session = useSession()
  const signedIn = Boolean(session.data)
  const isTeam = session.data?.tenant.is_team_account ?? false
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: signedIn && !isTeam })
  const contact = useSalesContact()
  const checkout = useStartCheckout()
  const portal = useOpenBillingPortal()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const active = status.data?.has_active_subscription ?? false
  const paymentDue = status.data?.payment_due ?? false
  // One trial per tenant: after it (expired, or a plan that followed and ended) checkout starts the plan.
  const trialUsed = (status.data?.trial_used ?? false) || (status.data?.trial_expired ?? false)

  // From an upload that needed a plan (?return_to=/upload): checkout comes back to it.
  const [searchParams] = useSearchParams()
  const returnTo = checkoutReturnPath.safeParse(searchParams.get('return_to')).data

  const start = () => {
    setError(null)
    // Not sent without a stored token (the API client's one check): such visitors sign up first.
    checkout.mutate(returnTo, {
      onError: (cause) => {
        if (isNoTokenError(cause)) navigate(SIGN_UP_FOR_CHECKOUT)
        else setError(checkoutErrorMessage(cause))
      },
    })
  }

  const manage = () => {
    setError(null)
    portal.mutate(undefined, { onError: (cause) => setError(portalErrorMessage(cause)) })
  }

  // start-trial=true (back from sign-up) starts checkout once, when signed in and not yet subscribed.
  useOneShotSearchParam('start-trial', 'true', signedIn && !isTeam && status.isSuccess, () => {
    if (!active && !paymentDue) start()
  })

  // Success means the browser is on its way to the checkout page.
  const busy = checkout.isPending || checkout.isSuccess
  // Until we know who is signed in and whether they already have a plan, the button waits.
  const deciding = session.isPending || (signedIn && !isTeam && status.isPending)

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card className="p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Individual</p>
        <h2 className="mt-1 text-2xl font-semibold text-slate-900">{PLAN.name}</h2>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-5xl font-semibold tracking-tight text-slate-900">
            {messages.subscriptions.price}
          </span>
          <span className="text-base text-slate-600">{messages.subscriptions.perMonth}</span>
        </p>
        <ul className="mt-6 space-y-2 text-sm text-slate-700">
          {included.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p className="font-semibold">{messages.subscriptions.trial}</p>
          <p className="mt-1">{messages.subscriptions.trialTerms}</p>
          <p className="mt-1">{messages.subscriptions.refund}</p>
        </div>
        {error ? (
          <Alert tone="error" className="mt-6">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6">
          {isTeam ? (
            <Alert tone="info">
              Your organization has a team account: its billing is managed by your Rapport administrator.
            </Alert>
          ) : paymentDue ? (
            <div className="space-y-3">
              <Alert tone="error">{messages.subscriptions.paymentDue}</Alert>
              <Button size="lg" className="w-full sm:w-auto" onClick={manage} loading={portal.isPending}>
                {messages.subscriptions.updatePayment}
              </Button>
            </div>
          ) : active ? (
            <div className="space-y-3">
              <Alert tone="success">
                {status.data?.is_on_trial ? 'Your free trial is running.' : 'Your plan is active.'}
              </Alert>
              <Button
                variant="secondary"
                size="lg"
                className="w-full sm:w-auto"
                onClick={manage}
                loading={portal.isPending}
              >
                {messages.userMenu.manageSubscription}
              </Button>
            </div>
          ) : trialUsed ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-700">{messages.subscriptions.noNewTrial}</p>
              <Button
                size="lg"
                className="w-full sm:w-auto"
                onClick={start}
                loading={busy}
                disabled={deciding}
              >
                {messages.subscriptions.subscribe}
              </Button>
            </div>
          ) : (
            <Button size="lg" className="w-full sm:w-auto" onClick={start} loading={busy} disabled={deciding}>
              {messages.subscriptions.startTrial}
            </Button>
          )}
          {status.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {errorMessage(status.error, messages.subscriptions.statusFailed)}
            </p>
          ) : null}
        </div>
      </Card>
      <Card className="p-6 sm:p-8 lg:self-start">
        <h2 className="text-lg font-semibold text-slate-900">Teams and enterprise</h2>
        <p className="mt-2 text-sm text-slate-700">{messages.subscriptions.teams}</p>
        <p className="mt-4 text-sm text-slate-700">
          Team accounts have admin controls: admins invite and manage users and settings.
        </p>
        {contact.data?.email ? (
          <p className="mt-4 text-sm text-slate-700">
            {messages.subscriptions.contactUs}{' '}
            <a
              href={`mailto:${contact.data.email}?subject=${encodeURIComponent(messages.subscriptions.contactSubject)}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {contact.data.email}
            </a>
          </p>
        ) : null}
      </Card>
    </div>
  )
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-brand-600"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  )
}
