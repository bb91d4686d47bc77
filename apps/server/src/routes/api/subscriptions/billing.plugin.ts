import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { subscriptionsService } from './subscriptions.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing as other features see it: the upload gate, and ending a deleted tenant's subscription. */
    billing: {
      /** Throws 402 (`PAYMENT_REQUIRED`, leading to /pricing) without an active subscription or live trial. */
      assertCanUpload(auth: AuthContext): Promise<void>
      /**
       * Stripe mode: cancels the tenant's Stripe subscription at once, before the tenant is deleted;
       * throws (409 refused, 502 unreachable) when Stripe does not, so nothing is deleted. Returns
       * the canceled subscription's id, or null when there was nothing to cancel (always in local mode).
       */
      cancelForTenantDeletion(tenantId: string): Promise<string | null>
    }
  }
}

/** Shares billing with other features without them reaching into this folder. */
export const billing = fp(
  async (app: FastifyInstance) => {
    const service = subscriptionsService(app)
    app.decorate('billing', {
      assertCanUpload: (auth: AuthContext) => service.assertCanUpload(auth),
      cancelForTenantDeletion: (tenantId: string) => service.cancelForTenantDeletion(tenantId),
    })
  },
  { name: 'billing' },
)
