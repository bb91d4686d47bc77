import Stripe from 'stripe'
import { z } from 'zod'
import type { Env } from '../../../config/env.ts'
import type { SubscriptionState } from '../../../db/schema/index.ts'
import { AppError, ConflictError } from '../../../lib/errors.ts'
import type { SubscriptionValues } from './subscriptions.repository.ts'

export interface StripeSettings {
  secretKey: string
  priceId: string
  webhookSecret: string
  /** Where the SDK sends its requests; Stripe itself unless set (tests point it at a fake on loopback). */
  apiBase?: string | undefined
}

/** Stripe settings when `STRIPE_SECRET_KEY` is set (env.ts insists on the price and webhook secret too). */
export function stripeSettings(env: Env): StripeSettings | null {
  if (!(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET)) return null
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    priceId: env.STRIPE_PRICE_ID,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  }
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/*
 * The parts of Stripe's objects Rapport reads, checked with zod: the SDK's types describe what
 * Stripe promises, not what arrived. Fields we do not read are not checked (and not kept).
 */

const stripeId = z.string().min(1).max(255)
/** A reference Stripe sends as an id, or as the object when expanded. */
const reference = z.union([stripeId, z.object({ id: stripeId })])
const seconds = z.number().int().nonnegative()
const metadata = z.record(z.string(), z.string()).nullish()

export const stripeSubscriptionStatus = z.enum([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
])

export const stripeSubscriptionObject = z.object({
  id: stripeId,
  status: stripeSubscriptionStatus,
  customer: reference,
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ id: stripeId }), current_period_end: seconds }))
      .min(1, 'a subscription has at least one item'),
  }),
  trial_end: seconds.nullable(),
  cancel_at_period_end: z.boolean(),
  cancel_at: seconds.nullish(),
  canceled_at: seconds.nullish(),
  metadata,
})
export type StripeSubscriptionObject = z.infer<typeof stripeSubscriptionObject>

export const stripeCheckoutSessionObject = z.object({
  id: stripeId,
  mode: z.enum(['payment', 'setup', 'subscription']),
  customer: reference.nullish(),
  subscription: reference.nullish(),
  client_reference_id: z.string().max(200).nullish(),
  metadata,
})
export type StripeCheckoutSessionObject = z.infer<typeof stripeCheckoutSessionObject>

/** An invoice names its subscription under `parent` since API 2025-03, at the top level before. */
export const stripeInvoiceObject = z.object({
  id: stripeId,
  customer: reference.nullish(),
  subscription: reference.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: reference.nullish() }).nullish() })
    .nullish(),
})
export type StripeInvoiceObject = z.infer<typeof stripeInvoiceObject>

/** The envelope of every event; `data.object` is checked by the event's type. */
export const stripeEventEnvelope = z.object({
  id: stripeId,
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
})

/** Replies of the calls that create a page the browser goes to (Checkout and the Customer Portal). */
export const stripeCheckoutSessionReply = z.object({ id: stripeId, url: z.url() })
export const stripePortalSessionReply = z.object({ url: z.url() })

/** The first problem zod found, as `path: message`, for an error a person reads. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/**
 * One call to Stripe, its reply checked with `schema`. Stripe refusing the request (a 4xx answer
 * other than our key or its rate limit) is a 409 with Stripe's reason; Stripe unreachable, failing
 * or answering in an unexpected shape is a 502. The message says what was being done, then `note`.
 */
export async function callStripe<S extends z.ZodType>(
  doing: string,
  schema: S,
  send: () => Promise<unknown>,
  note = '',
): Promise<z.output<S>> {
  const tail = note ? ` ${note}` : ''
  let reply: unknown
  try {
    reply = await send()
  } catch (error) {
    const status = error instanceof Stripe.errors.StripeError ? (error.statusCode ?? 0) : 0
    if (
      error instanceof Stripe.errors.StripeError &&
      status >= 400 &&
      status < 500 &&
      ![401, 403, 429].includes(status)
    ) {
      throw new ConflictError(`Stripe refused to ${doing}: ${error.message}${tail}`)
    }
    throw new AppError(
      502,
      'SERVICE_UNAVAILABLE',
      `Stripe could not ${doing} just now.${tail} Please try again.`,
    )
  }
  const parsed = schema.safeParse(reply)
  if (!parsed.success) {
    throw new AppError(
      502,
      'SERVICE_UNAVAILABLE',
      `Stripe answered in an unexpected shape when asked to ${doing} (${firstIssue(parsed.error)}).${tail}`,
    )
  }
  return parsed.data
}

/** True when Stripe answered that the object does not exist (already deleted there). */
export function isStripeMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing'
}

/** Stripe's many subscription statuses folded into the four we keep. */
export function stateOf(status: StripeSubscriptionObject['status']): SubscriptionState {
  switch (status) {
    case 'trialing':
      return 'trialing'
    case 'active':
      return 'active'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      // incomplete, past_due, unpaid, paused: payment is owed before the plan works again.
      return 'past_due'
  }
}

const date = (value: number | null | undefined) => (value ? new Date(value * 1000) : null)

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Our columns from a Stripe subscription object (period end lives on its items since API 2025-03). */
export function valuesOf(subscription: StripeSubscriptionObject): SubscriptionValues {
  const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end))
  return {
    provider: 'stripe',
    status: stateOf(subscription.status),
    trialEndsAt: date(subscription.trial_end),
    currentPeriodEnd: date(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || (subscription.cancel_at ?? null) !== null,
    canceledAt: date(subscription.canceled_at),
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  }
}

export { idOf as stripeIdOf }
