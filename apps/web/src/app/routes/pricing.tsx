import { Link } from 'react-router'
import { buttonStyles } from '../../components/ui/button.tsx'
import { Logo } from '../../components/ui/logo.tsx'
import { paths } from '../../config/paths.ts'
import { PricingPlan } from '../../features/subscriptions/components/pricing-plan.tsx'
import { useSession } from '../../lib/session.ts'

/** /pricing: public, without the app's header (spec §2). */
export function PricingRoute() {
  const session = useSession()
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto min-h-dvh max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Pricing · Rapport</title>
      <div className="flex items-center justify-between gap-4">
        <Link
          to={session.data ? paths.dashboard.getHref() : paths.auth.login.getHref()}
          aria-label="Rapport home"
        >
          <Logo />
        </Link>
        {session.data ? (
          <Link to={paths.dashboard.getHref()} className={buttonStyles({ variant: 'ghost' })}>
            Back to Dashboard
          </Link>
        ) : (
          <Link to={paths.auth.login.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Sign In
          </Link>
        )}
      </div>
      <header className="mt-10 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Pricing</h1>
        <p className="mt-3 text-lg text-slate-700">
          Clear, personal communication coaching from the meetings you already record.
        </p>
      </header>
      <div className="mt-8">
        <PricingPlan />
      </div>
    </main>
  )
}
