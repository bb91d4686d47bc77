import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { usePeople } from '../../../lib/people.ts'
import { messages } from '../../../messages.ts'
import { useMeetings } from '../api/get-meetings.ts'

export const WELCOME_PICK_MEETING =
  'Pick a meeting from the list to see how each participant communicated across authority, clarity, engagement, authenticity and conciseness, with coaching on what to try next.'
/** With nothing listed, 'Pick a meeting from the list' points at nothing (issue 21). */
export const WELCOME_NO_MEETINGS =
  'Upload your first meeting transcript to see how each participant communicated across authority, clarity, engagement, authenticity and conciseness, with coaching on what to try next.'

/** The dashboard with no meeting selected: where to start. Goals need people, so that button waits for them. */
export function WelcomeCard() {
  // The same query the list beside it makes (newest first, no search): answered from the cache.
  const meetings = useMeetings({ search: '', sort: 'date', order: 'desc' })
  const noMeetings = meetings.data?.pages[0]?.meetings.length === 0
  const people = usePeople()
  const hasPeople = (people.data?.people.length ?? 0) > 0

  return (
    <Card className="flex flex-col items-center gap-5 px-6 py-12 text-center">
      <div className="rounded-full bg-brand-50 p-3 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />
          <path d="M8 9h8M8 12h5" strokeLinecap="round" />
        </svg>
      </div>
      <div className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">Welcome to your meeting dashboard</h2>
        <p className="mx-auto max-w-md text-sm text-slate-600">
          {noMeetings ? WELCOME_NO_MEETINGS : WELCOME_PICK_MEETING}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {hasPeople ? (
          <Link to={paths.goals.getHref({ create: true })} className={buttonStyles({ variant: 'secondary' })}>
            {messages.meetings.setGoals}
          </Link>
        ) : null}
        <Link to={paths.upload.getHref()} className={buttonStyles()}>
          {messages.meetings.uploadMeeting}
        </Link>
      </div>
    </Card>
  )
}
