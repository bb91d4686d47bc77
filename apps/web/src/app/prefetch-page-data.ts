import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { paths } from '../config/paths.ts'

/**
 * On a first load, a meeting page's data is asked for beside the session check
 * rather than after it (HTML, scripts, session, then the meeting was four steps before the first
 * paint of a score). The requests' code comes with the meeting route's chunk, which preloadRoutes
 * has asked for already, so no other page loads it and no chunk is added. Those requests require a
 * token: without one none is sent (the API client's rule); a refused one is refused here as by the
 * session check (a 401 removes it).
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  const meetingId = matchPath({ path: paths.meeting.path, end: false }, pathname)?.params.meetingId
  if (!meetingId) return
  void import('./routes/dashboard-meeting.tsx').then(({ prefetchMeeting }) =>
    prefetchMeeting(queryClient, meetingId),
  )
}
