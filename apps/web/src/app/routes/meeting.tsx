import { DashboardRoute } from './dashboard.tsx'

// `/dashboard/meetings/{meetingId}`: a landing target for the upload flow's redirect until the
// meeting dashboard issue shows the selected meeting here.
export function MeetingRoute() {
  return <DashboardRoute />
}
