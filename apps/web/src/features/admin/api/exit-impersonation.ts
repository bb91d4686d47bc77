import { type SessionResponse, sessionResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { api } from '../../../lib/api-client.ts'
import { startSession } from '../../../lib/session.ts'
import { onMeetingPage } from '../utils/meeting-page.ts'

/** POST /api/admin/exit-impersonation: a token for the super admin's own tenant again. */
export async function exitImpersonation() {
  return api.post('/admin/exit-impersonation', sessionResponse)
}

/**
 * Spec §4: exiting stores the new token and clears the impersonation context (the answer carries
 * it). On a meeting's page the dashboard is opened first and the session changes once that page is
 * gone: while it was shown its queries (a participant's coaching among them) were asked again under
 * the own token, where the meeting is another tenant's and answers 404 (issue 30).
 */
export function useExitImpersonation() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const waiting = useRef<SessionResponse | null>(null)
  useEffect(() => {
    if (waiting.current && !onMeetingPage(pathname)) {
      startSession(queryClient, waiting.current)
      waiting.current = null
    }
  }, [pathname, queryClient])
  return useMutation({
    mutationFn: exitImpersonation,
    onSuccess: (response) => {
      if (!onMeetingPage(pathname)) return startSession(queryClient, response)
      waiting.current = response
      void navigate(paths.dashboard.getHref(), { replace: true })
    },
  })
}
