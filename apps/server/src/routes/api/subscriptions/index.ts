import {
  createCheckoutSessionRequest,
  createCheckoutSessionResponse,
  createPortalSessionResponse,
  localCheckoutSession,
  salesContact,
  subscriptionDetailsResponse,
  subscriptionStatus,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { subscriptionsService } from './subscriptions.service.ts'

const sessionParams = z.object({ sessionId: z.string().min(1).max(200) })
const webhookResponse = z.object({ received: z.literal(true), replayed: z.boolean() })

/**
 * `/api/subscriptions`: status for every member; checkout, portal and the local test checkout and
 * portal for the tenant's admins (and super admins); the Stripe webhook, which Stripe signs.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = subscriptionsService(app)
  const tags = ['subscriptions']
  const managers = app.requireRole('admin', 'super_admin')

  app.get(
    '/contact',
    {
      schema: {
        tags,
        summary: 'Where teams and enterprises ask for an account (public)',
        security: [],
        response: { 200: salesContact },
      },
    },
    async () => ({ email: app.deps.env.CONTACT_EMAIL ?? null }),
  )

  app.get(
    '/status',
    { preValidation: app.authenticate, schema: { tags, response: { 200: subscriptionStatus } } },
    async (request) => service.status(requireAuth(request)),
  )

  app.post(
    '/create-checkout-session',
    {
      preValidation: managers,
      schema: { tags, body: createCheckoutSessionRequest, response: { 200: createCheckoutSessionResponse } },
    },
    async (request) => service.createCheckoutSession(requireAuth(request), request.body.return_to),
  )

  app.post(
    '/create-portal-session',
    { preValidation: managers, schema: { tags, response: { 200: createPortalSessionResponse } } },
    async (request) => service.createPortalSession(requireAuth(request)),
  )

  app.get(
    '/local/checkout/:sessionId',
    {
      preValidation: managers,
      schema: {
        tags,
        summary: 'Local billing: the test checkout',
        params: sessionParams,
        response: { 200: localCheckoutSession },
      },
    },
    async (request) => service.localCheckout(requireAuth(request), request.params.sessionId),
  )

  app.post(
    '/local/checkout/:sessionId/confirm',
    {
      preValidation: managers,
      schema: {
        tags,
        summary: 'Local billing: confirm the test checkout (starts the 14-day trial; no charge)',
        params: sessionParams,
        response: { 200: subscriptionStatus },
      },
    },
    async (request) => service.confirmLocalCheckout(requireAuth(request), request.params.sessionId),
  )

  app.get(
    '/local/portal',
    {
      preValidation: managers,
      schema: { tags, summary: 'Local billing: the portal', response: { 200: subscriptionDetailsResponse } },
    },
    async (request) => service.localPortal(requireAuth(request)),
  )

  app.post(
    '/local/portal/cancel',
    {
      preValidation: managers,
      schema: {
        tags,
        summary: 'Local billing: cancel at the end of the trial or period',
        response: { 200: subscriptionDetailsResponse },
      },
    },
    async (request) => service.setLocalCancellation(requireAuth(request), true),
  )

  app.post(
    '/local/portal/resume',
    {
      preValidation: managers,
      schema: {
        tags,
        summary: 'Local billing: undo a cancellation',
        response: { 200: subscriptionDetailsResponse },
      },
    },
    async (request) => service.setLocalCancellation(requireAuth(request), false),
  )

  // Its own context, so only this route reads the body raw: the signature covers the exact bytes.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    webhook.post(
      '/webhook',
      { schema: { tags, summary: 'Stripe webhook (signed)', response: { 200: webhookResponse } } },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const signature = request.headers['stripe-signature']
        return service.handleWebhook(body, typeof signature === 'string' ? signature : undefined)
      },
    )
  })
}
