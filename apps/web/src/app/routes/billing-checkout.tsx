import { useParams } from 'react-router'
import { LocalCheckout } from '../../features/subscriptions/components/local-checkout.tsx'

/** /billing/checkout/:sessionId: local billing's test checkout. */
export function BillingCheckoutRoute() {
  const { sessionId = '' } = useParams()
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Checkout · Rapport</title>
      <LocalCheckout sessionId={sessionId} />
    </main>
  )
}
