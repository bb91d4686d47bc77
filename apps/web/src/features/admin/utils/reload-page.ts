import { paths } from '../../../config/paths.ts'
import { onMeetingPage } from './meeting-page.ts'

/**
 * Reloads the page so every screen starts over inside the tenant the new token is scoped to; on a
 * meeting's page, which belongs to the tenant left, the dashboard is loaded instead (issue 30).
 */
export function reloadPage(): void {
  if (onMeetingPage(window.location.pathname)) window.location.replace(paths.dashboard.getHref())
  else window.location.reload()
}
