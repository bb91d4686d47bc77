import { LocalPortal } from '../../features/subscriptions/components/local-portal.tsx'

/** /billing/portal: local billing's portal (cancel or resume the plan). */
export function BillingPortalRoute() {
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Billing · Rapport</title>
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">Billing</h1>
      <p className="mb-6 text-sm text-slate-600">
        Test billing portal: Rapport is running without Stripe, so no real payments are taken.
      </p>
      <LocalPortal />
    </main>
  )
}
