import { checkoutReturnPath, PLAN } from '@rapport/contracts'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage, isApiError } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useConfirmLocalCheckout, useLocalCheckout } from '../api/local-checkout.ts'
import { CHECKOUT_RETURN } from './checkout-return-notice.tsx'
import { formatBillingDate } from './format-date.ts'

const DAY_MS = 86_400_000

/**
 * Local billing's checkout page (no Stripe key): says plainly that it is a test checkout with no
 * charge, and starts the 14-day trial when confirmed.
 */
export function LocalCheckout({ sessionId }: { sessionId: string }) {
  const checkout = useLocalCheckout(sessionId)
  const confirm = useConfirmLocalCheckout()
  const navigate = useNavigate()
  // Started from an upload that needed a plan: back to it, where the chosen file waits.
  const [searchParams] = useSearchParams()
  const returnTo =
    checkoutReturnPath.safeParse(searchParams.get('return_to')).data ?? paths.dashboard.getHref()

  if (checkout.isPending) {
    return (
      <Card className="space-y-4 p-6 sm:p-8" aria-busy="true" aria-label="Loading checkout">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-40" />
      </Card>
    )
  }
  if (checkout.isError) {
    const notFound = isApiError(checkout.error) && checkout.error.status === 404
    return (
      <Card className="space-y-4 p-6 sm:p-8">
        <Alert tone="error">
          {notFound
            ? 'This checkout session was not found. Start again from the pricing page.'
            : errorMessage(checkout.error, messages.subscriptions.checkoutFailed)}
        </Alert>
        <Link to={paths.pricing.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Back to Pricing
        </Link>
      </Card>
    )
  }

  const session = checkout.data
  const trial = session.includes_trial
  const firstCharge = new Date(Date.now() + PLAN.trialDays * DAY_MS).toISOString()

  const onConfirm = () =>
    confirm.mutate(sessionId, {
      // The page it returns to says what started (CheckoutReturnNotice), as after Stripe's checkout.
      onSuccess: () => navigate(`${returnTo}?${CHECKOUT_RETURN}`, { replace: true }),
    })

  return (
    <Card className="p-6 sm:p-8">
      <p className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
        Test checkout
      </p>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">Confirm your {PLAN.name} plan</h1>
      <Alert tone="info" className="mt-4">
        This is a test checkout: Rapport is running without Stripe, so no card is asked for and nothing will
        be charged.
      </Alert>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        <SummaryRow label="Plan" value={`${PLAN.name}: $${PLAN.priceUsdPerMonth} per month`} />
        <SummaryRow label="Includes" value={`Up to ${PLAN.meetingsPerMonth} meeting analyses per month`} />
        <SummaryRow
          label={trial ? 'Free trial' : 'Starts'}
          value={
            trial
              ? `${PLAN.trialDays} days, until ${formatBillingDate(firstCharge)}`
              : 'Today (the free trial was used before)'
          }
        />
        <SummaryRow label="Account" value={`${session.tenant_name} (${session.email})`} />
      </dl>
      {confirm.isError ? (
        <Alert tone="error" className="mt-4">
          {`Error: ${errorMessage(confirm.error, messages.subscriptions.checkoutFailed)}`}
        </Alert>
      ) : null}
      {session.status === 'completed' ? (
        <div className="mt-6 space-y-3">
          <Alert tone="success">This checkout is complete.</Alert>
          <Link to={paths.dashboard.getHref()} className={buttonStyles()}>
            Go to Dashboard
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.pricing.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Cancel
          </Link>
          <Button onClick={onConfirm} loading={confirm.isPending || confirm.isSuccess}>
            {trial ? 'Start Free Trial' : 'Start Subscription'}
          </Button>
        </div>
      )}
    </Card>
  )
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="w-28 shrink-0 font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  )
}
