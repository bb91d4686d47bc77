import { Link } from 'react-router'
import { buttonStyles } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Logo } from '../../components/ui/logo.tsx'
import { paths } from '../../config/paths.ts'
import { TrialOffer } from '../../features/subscriptions/components/trial-offer.tsx'
import { useUser } from '../../lib/session.ts'

const steps = [
  {
    title: 'Upload a transcript',
    body: 'Export the transcript of a meeting you were in from Zoom or Teams as a WebVTT (.vtt) file and upload it.',
  },
  {
    title: 'See how you communicate',
    body: 'Pick yourself with “This is me” and you are scored from 1 to 10 on Authority, Clarity, Engagement, Authenticity and Conciseness.',
  },
  {
    title: 'Practise and track your progress',
    body: 'My Coaching shows what went well, the one thing to practise next with quotes from your meeting, and the goals you set.',
  },
] as const

export function WelcomeRoute() {
  const user = useUser()
  const firstName = user?.first_name || user?.full_name
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-4 py-10"
    >
      <title>Welcome · Rapport</title>
      <Logo className="mb-8" />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        Welcome to Rapport{firstName ? `, ${firstName}` : ''}!
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        Rapport turns your meeting transcripts into clear, personal communication coaching.
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-5">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h2 className="mt-3 font-semibold text-slate-900">{step.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{step.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <TrialOffer className="mt-8" />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.upload.getHref()} className={buttonStyles({ size: 'lg' })}>
          Upload Your First Meeting
        </Link>
        <Link to={paths.dashboard.getHref()} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
          Go to Dashboard
        </Link>
      </div>
    </main>
  )
}
