import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface RecordedRequest {
  method: string
  path: string
  /** Stripe's form-encoded parameters, flat (`subscription_data[trial_period_days]`). */
  params: Record<string, string>
}

/**
 * A small stand-in for the few Stripe API calls Rapport makes (Checkout Sessions, Billing Portal
 * Sessions, retrieving and cancelling a Subscription), on loopback, so tests drive the real
 * `stripe` SDK.
 */
export interface FakeStripe {
  url: string
  requests: RecordedRequest[]
  /** Subscriptions `GET /v1/subscriptions/:id` answers with (and `DELETE` cancels). */
  subscriptions: Map<string, Stripe.Subscription>
  /**
   * Requests to refuse, by `METHOD /path` (e.g. `DELETE /v1/subscriptions/sub_1`): the status and
   * message of a Stripe error, or `body` to answer 200 with instead.
   */
  failures: Map<string, { status: number; message?: string; body?: unknown }>
  close(): Promise<void>
}

export const FAKE_STRIPE_SECRET = 'sk_test_fake_rapport'
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_rapport'
export const FAKE_PRICE_ID = 'price_starter_monthly'

async function readParams(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const subscriptions = new Map<string, Stripe.Subscription>()
  const failures: FakeStripe['failures'] = new Map()
  let counter = 0

  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const params = await readParams(request)
    const method = request.method ?? 'GET'
    requests.push({ method, path, params })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
      response.end(JSON.stringify(body))
    }
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const failure = failures.get(`${method} ${path}`)
    if (failure?.body !== undefined) return send(200, failure.body)
    if (failure) {
      return send(failure.status, {
        error: { type: 'invalid_request_error', message: failure.message ?? 'Refused by the fake' },
      })
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`
      return send(200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        subscription: null,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      })
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_test_${++counter}`
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      })
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if ((method === 'GET' || method === 'DELETE') && subscription?.[1]) {
      const id = decodeURIComponent(subscription[1])
      const found = subscriptions.get(id)
      if (!found) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${id}'`,
          },
        })
      }
      if (method === 'GET') return send(200, found)
      // Cancelled at once, as `stripe.subscriptions.cancel` does.
      const canceled = {
        ...found,
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000),
      } as Stripe.Subscription
      subscriptions.set(id, canceled)
      return send(200, canceled)
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The settings that put the app in Stripe mode against `fake`. */
export function stripeEnv(fake: FakeStripe) {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET,
    STRIPE_PRICE_ID: FAKE_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  }
}

let eventCounter = 0

/** A webhook delivery as Stripe sends it: JSON body and a `Stripe-Signature` header signed with the secret. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string } = {},
): { id: string; payload: string; headers: Record<string, string> } {
  const id = options.id ?? `evt_test_${++eventCounter}_${Date.now()}`
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
  })
  return { id, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }
}

/** A Stripe subscription object with the fields Rapport reads. */
export function stripeSubscription(values: {
  id: string
  customer: string
  status: Stripe.Subscription.Status
  tenantId?: string
  trialEnd?: Date | null
  periodEnd: Date
  cancelAtPeriodEnd?: boolean
  canceledAt?: Date | null
}): Stripe.Subscription {
  const seconds = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null)
  const object = {
    id: values.id,
    object: 'subscription',
    customer: values.customer,
    status: values.status,
    metadata: values.tenantId ? { tenant_id: values.tenantId } : {},
    trial_end: seconds(values.trialEnd),
    cancel_at_period_end: values.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: seconds(values.canceledAt),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${values.id}`,
          object: 'subscription_item',
          price: { id: FAKE_PRICE_ID, object: 'price' },
          current_period_end: seconds(values.periodEnd),
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${values.id}`,
    },
  }
  // Only the fields Rapport reads are filled in; the SDK type lists every field Stripe sends.
  return object as unknown as Stripe.Subscription
}
