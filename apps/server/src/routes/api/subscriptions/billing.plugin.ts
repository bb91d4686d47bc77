import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AuthContext } from '../../../plugins/app/auth/index.ts'
import { subscriptionsService } from './subscriptions.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing as other features see it: the upload gate. */
    billing: {
      /** Throws 402 (`PAYMENT_REQUIRED`, leading to /pricing) without an active subscription or live trial. */
      assertCanUpload(auth: AuthContext): Promise<void>
    }
  }
}

/** Shares the subscription gate with other features without them reaching into this folder. */
export const billing = fp(
  async (app: FastifyInstance) => {
    const service = subscriptionsService(app)
    app.decorate('billing', { assertCanUpload: (auth: AuthContext) => service.assertCanUpload(auth) })
  },
  { name: 'billing' },
)
