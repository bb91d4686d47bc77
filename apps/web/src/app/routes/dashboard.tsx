import { Link } from 'react-router'
import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { buttonStyles } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { paths } from '../../config/paths.ts'

// A landing target only: the meeting dashboard issue replaces this file.
export function DashboardRoute() {
  return (
    <ContentLayout title="Dashboard">
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
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
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">No meetings yet</h2>
          <p className="max-w-md text-sm text-slate-600">
            Upload a meeting transcript and Rapport will score how each participant communicates and suggest
            what to work on.
          </p>
        </div>
        <Link to={paths.upload.getHref()} className={buttonStyles()}>
          Upload Meeting
        </Link>
      </Card>
    </ContentLayout>
  )
}
