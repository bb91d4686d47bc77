import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { isApiError } from '../../../lib/api-client.ts'
import { setAuthToken } from '../../../lib/auth-token.ts'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus, VALID_TOKEN } from '../../../testing/fixtures.ts'
import { server } from '../../../testing/server.ts'
import { checkoutErrorMessage, createCheckoutSession } from './create-checkout-session.ts'
import { createPortalSession, portalErrorMessage } from './create-portal-session.ts'
import { getSubscriptionStatus } from './get-subscription-status.ts'
import { confirmLocalCheckout, getLocalCheckout } from './local-checkout.ts'
import { getLocalPortal, setLocalCancellation } from './local-portal.ts'

let sent: string[] = []
const record = ({ request }: { request: Request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`)
}

beforeEach(() => {
  sent = []
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

const billingCalls: [string, () => Promise<unknown>][] = [
  ['GET /subscriptions/status', () => getSubscriptionStatus()],
  ['POST /subscriptions/create-checkout-session', () => createCheckoutSession()],
  ['POST /subscriptions/create-portal-session', () => createPortalSession()],
  ['GET /subscriptions/local/checkout/{id}', () => getLocalCheckout('cs_local_1')],
  ['POST /subscriptions/local/checkout/{id}/confirm', () => confirmLocalCheckout('cs_local_1')],
  ['GET /subscriptions/local/portal', () => getLocalPortal()],
  ['POST /subscriptions/local/portal/cancel', () => setLocalCancellation('cancel')],
  ['POST /subscriptions/local/portal/resume', () => setLocalCancellation('resume')],
]

test.each(billingCalls)(
  'without a stored token %s is not sent and fails with "No authentication token found"',
  async (_call, send) => {
    window.localStorage.removeItem('auth_token')
    const error = await send().then(
      () => null,
      (cause: unknown) => cause,
    )
    expect(isApiError(error) && error.message).toBe(messages.noToken)
    expect(sent).toEqual([])
    // Each screen's message for it is the spec's.
    expect(portalErrorMessage(error)).toBe(messages.noToken)
    expect(checkoutErrorMessage(error)).toBe(messages.noToken)
  },
)

test('with a token the call is sent', async () => {
  setAuthToken(VALID_TOKEN)
  server.use(http.get(apiUrl('/subscriptions/status'), () => HttpResponse.json(makeSubscriptionStatus())))
  expect(await getSubscriptionStatus()).toEqual(makeSubscriptionStatus())
  expect(sent).toEqual(['GET /api/subscriptions/status'])
})
