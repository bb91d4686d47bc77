import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { paths } from '../config/paths.ts'
import { prefetchMeeting } from '../features/meetings/api/prefetch-meeting.ts'

/**
 * On a first load, a meeting page's data is asked for beside the session check and the page's
 * chunks, as soon as the shared core runs (HTML, scripts, session, then the meeting was four steps
 * before the first paint of a score; then HTML, scripts, the meeting route's chunk, the meeting).
 * The requests' code is small and schema-free (their schemas load beside them,
 * load-meeting-contracts.ts), so the shared core carries it without zod. Those requests require a
 * token: without one none is sent (the API client's rule); a refused one is refused here as by the
 * session check (a 401 removes it).
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  const meetingId = matchPath({ path: paths.meeting.path, end: false }, pathname)?.params.meetingId
  if (!meetingId) return
  prefetchMeeting(queryClient, meetingId)
}
