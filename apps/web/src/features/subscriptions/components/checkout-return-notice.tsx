import type { SubscriptionStatus } from '@rapport/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/ui/toast.tsx'
import { useOneShotSearchParam } from '../../../lib/use-one-shot-search-param.ts'
import { messages } from '../../../messages.ts'
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.ts'

/** The query string a finished checkout returns with (Stripe's success URL and the test checkout). */
export const CHECKOUT_RETURN = 'checkout=success'

/** How long to wait for the payment provider's word (Stripe's webhook) before asking again. */
export const CHECKOUT_RECHECK_MS = 5000

export function checkoutReturnMessage(status: SubscriptionStatus | null): string {
  if (status?.is_on_trial) return messages.subscriptions.trialStarted
  if (status?.has_active_subscription) return messages.subscriptions.planActive
  return messages.subscriptions.checkoutPending
}

/**
 * Back from checkout: reads the subscription afresh and says what started. Stripe's webhook may
 * arrive after the browser does; then the notice says so and asks once more a little later, so the
 * trial banner and the user menu catch up. The query parameter goes, so a reload says nothing.
 */
export function CheckoutReturnNotice() {
  const queryClient = useQueryClient()
  const toast = useToast()

  useOneShotSearchParam('checkout', 'success', true, () => {
    const options = subscriptionStatusQueryOptions()
    void queryClient
      .fetchQuery({ ...options, staleTime: 0 })
      .catch(() => null)
      .then((status) => {
        toast.success(checkoutReturnMessage(status))
        if (!status?.has_active_subscription) {
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
            CHECKOUT_RECHECK_MS,
          )
        }
      })
  })

  return null
}
