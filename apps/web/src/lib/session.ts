import type { MeResponse, SessionResponse, User } from '@rapport/contracts'
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { ApiError, api, loadContracts } from './api-client.ts'
import { clearAuthToken, getAuthToken, onAuthTokenChange, setAuthToken } from './auth-token.ts'

/**
 * The signed-in session (user, tenant, impersonation context), shared by every feature.
 * It lives in the query cache: `null` means signed out.
 */
export type Session = MeResponse

export const sessionQueryKey = ['auth', 'session'] as const

/**
 * GET /api/auth/me with the stored token; when the server refuses it the token is removed (spec §4).
 * A request that never got a whole answer (the network, or the page unloading mid-request when the
 * user navigates on) says nothing about the token, so it is kept and the session reads as signed out.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  if (!getAuthToken()) return null
  try {
    // The schema loads beside the request (zod is not in the first load: decision 013).
    return await api.get('/auth/me', async () => (await loadContracts()).meResponse, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    if (refusesToken(error)) clearAuthToken()
    return null
  }
}

/**
 * The server said no to the token (4xx). No answer, an answer cut off, a busy server (429) or a
 * server fault (5xx) say nothing about the token.
 */
function refusesToken(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // Without a stored token the answer is known at once: no loading flash for signed-out visitors.
    initialData: () => (getAuthToken() ? undefined : null),
    // The session changes only through sign-in, sign-out, a 401 or a profile update, all of which write the cache.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

export function useSession() {
  return useQuery(sessionQueryOptions())
}

/** The signed-in user, or null. */
export function useUser(): User | null {
  return useSession().data?.user ?? null
}

/** Stores the token from a sign-in, sign-up or invitation answer and makes it the session. */
export function startSession(queryClient: QueryClient, response: SessionResponse): void {
  const { access_token, ...session } = response
  // Anything cached belongs to whoever was signed in before.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
  setAuthToken(access_token)
  queryClient.setQueryData(sessionQueryKey, session)
}

/** Replaces the signed-in user after a profile change. */
export function updateSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, user } : session,
  )
}

/** Forgets the token and every cached answer. */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null)
  clearAuthToken()
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useCallback(() => endSession(queryClient), [queryClient])
}

/** Keeps the cached session in step with the stored token: when a 401 removes it, the app is signed out. */
export function useSessionFollowsToken(queryClient: QueryClient): void {
  useEffect(
    () =>
      onAuthTokenChange((token) => {
        if (token === null && queryClient.getQueryData(sessionQueryKey)) endSession(queryClient)
      }),
    [queryClient],
  )
}
