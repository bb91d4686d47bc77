import { Outlet, useMatch } from 'react-router'
import { pageWidth } from '../../components/layouts/page-width.ts'
import { paths } from '../../config/paths.ts'
import { MeetingList } from '../../features/meetings/components/meeting-list.tsx'
import { messages } from '../../messages.ts'

/**
 * `/dashboard` and its meeting and participant pages: the meeting list stays put beside whatever is
 * selected, and the selection lives in the URL so a reload or a shared link opens the same view.
 */
export function DashboardRoute() {
  const meetingMatch = useMatch(`${paths.meeting.path}/*`)
  const meetingId = meetingMatch?.params.meetingId

  return (
    <main id="main-content" tabIndex={-1} className={`${pageWidth} py-4 sm:py-6 print:p-0`}>
      <title>{`${messages.nav.dashboard} · ${messages.app.name}`}</title>
      <h1 className="sr-only">{messages.nav.dashboard}</h1>
      {/* Tighter on a phone, so a person's coaching headline shows on the first screen (issue 29). */}
      <div className="flex flex-col gap-4 sm:gap-6 lg:flex-row lg:items-start">
        <aside className="lg:sticky lg:top-[5.5rem] lg:w-[312px] lg:shrink-0 print:hidden">
          <MeetingList selectedMeetingId={meetingId} />
        </aside>
        <div className="@container min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </main>
  )
}
