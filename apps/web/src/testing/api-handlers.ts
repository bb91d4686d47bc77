import type { ApiErrorBody, MeResponse } from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { makeSessionResponse, VALID_TOKEN } from './fixtures.ts'

/** Absolute URLs the way the API client builds them under jsdom. */
export const apiUrl = (path: string) => `${window.location.origin}/api${path}`

export function errorBody(error: string, code = 'VALIDATION_ERROR', details?: unknown): ApiErrorBody {
  return details === undefined ? { error, code } : { error, code, details }
}

/** The session GET /api/auth/me answers for the test token; tests change it with `setMeResponse`. */
let me: MeResponse = withoutToken(makeSessionResponse())

function withoutToken({
  access_token: _token,
  ...session
}: ReturnType<typeof makeSessionResponse>): MeResponse {
  return session
}

export function setMeResponse(session: ReturnType<typeof makeSessionResponse>): void {
  me = withoutToken(session)
}

export function resetMeResponse(): void {
  me = withoutToken(makeSessionResponse())
}

/**
 * Contract-shaped defaults for the calls every page makes (the session, sign-out, subscription
 * status, and the dashboard's meeting list and people). Anything else a test needs it declares with
 * `server.use`.
 */
export const defaultHandlers = [
  http.get(apiUrl('/auth/me'), ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${VALID_TOKEN}`) {
      return HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), { status: 401 })
    }
    return HttpResponse.json(me)
  }),
  http.post(apiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
  // Signing in lands on /dashboard, whose meeting list and welcome card ask for these.
  http.get(apiUrl('/meetings'), () => HttpResponse.json(meetingsPage([]))),
  http.get(apiUrl('/people'), () => HttpResponse.json({ people: [] })),
  // Signing in lands on the coaching home (issue 20): empty until a test declares one.
  http.get(apiUrl('/home'), () =>
    HttpResponse.json({ me: null, has_meetings: false, latest: null, goals: [], meetings: [] }),
  ),
  // Settings' Current Status: a tenant of one member and no meetings unless a test says otherwise.
  http.get(apiUrl('/admin/tenant/usage'), () => HttpResponse.json({ user_count: 1, meeting_count: 0 })),
  // Administration's removal requests of shared coaching (issue 32): none unless a test declares some.
  http.get(apiUrl('/admin/share-removals'), () => HttpResponse.json({ requests: [] })),
  // No contact address for teams unless a test declares one (the operator's CONTACT_EMAIL).
  http.get(apiUrl('/subscriptions/contact'), () => HttpResponse.json({ email: null })),
  // No subscription state unless a test declares one (the menu then shows neither Trial, Active nor Inactive).
  http.get(apiUrl('/subscriptions/status'), () =>
    HttpResponse.json(errorBody('Route GET /api/subscriptions/status not found', 'NOT_FOUND'), {
      status: 404,
    }),
  ),
]

/** GET /api/meetings's answer: one page of `meetings` (page and limit as the server reads them). */
export function meetingsPage<T>(meetings: readonly T[], request?: Request) {
  const query = request ? new URL(request.url).searchParams : new URLSearchParams()
  const page = Number(query.get('page') ?? 1)
  const limit = Number(query.get('limit') ?? 50)
  const total = meetings.length
  const pages = Math.ceil(total / limit)
  return {
    meetings: meetings.slice((page - 1) * limit, page * limit),
    pagination: { total, page, pages, hasNext: page < pages, hasPrev: page > 1 },
  }
}
