import { matchPath } from 'react-router'
import { paths } from '../../../config/paths.ts'

/**
 * A meeting's page (and its participants'): one record of the tenant, which another tenant's token
 * is answered 404 for (issue 30).
 */
export function onMeetingPage(pathname: string): boolean {
  return matchPath({ path: paths.meeting.path, end: false }, pathname) !== null
}
