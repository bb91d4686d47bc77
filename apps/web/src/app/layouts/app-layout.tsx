import { type ComponentProps, lazy, Suspense } from 'react'
import { matchPath, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { cn } from '../../components/ui/cn.ts'
import { LoadOnFirstUse } from '../../components/ui/load-on-first-use.tsx'
import { Logo } from '../../components/ui/logo.tsx'
import { navigation } from '../../config/navigation.ts'
import { paths, routesWithoutChrome } from '../../config/paths.ts'
import { CheckoutReturnNotice } from '../../features/subscriptions/components/checkout-return-notice.tsx'
import { TrialBanner } from '../../features/subscriptions/components/trial-banner.tsx'
import { type Session, useSession } from '../../lib/session.ts'
import { messages } from '../../messages.ts'
import { UserMenuTrigger } from './user-menu-trigger.tsx'

// Loaded when used (menu, Help) or when shown (the banner only super admins ever see).
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }))
const HelpDialog = lazy(async () => ({
  default: (await import('../../features/help/components/help-dialog.tsx')).HelpDialog,
}))
const ImpersonationBanner = lazy(async () => ({
  default: (await import('../../features/admin/components/impersonation-banner.tsx')).ImpersonationBanner,
}))

export function isChromeless(pathname: string): boolean {
  return routesWithoutChrome.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null)
}

/** The app shell: header with navigation and user menu for signed-in users, except on the spec's bare pages. */
export function AppLayout() {
  const session = useSession()
  const { pathname } = useLocation()
  const showChrome = Boolean(session.data) && !isChromeless(pathname)

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {showChrome && session.data ? <AppHeader session={session.data} /> : null}
      {showChrome && session.data?.impersonation_context.is_impersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner tenant={session.data.tenant} context={session.data.impersonation_context} />
        </Suspense>
      ) : null}
      {showChrome ? <TrialBanner /> : null}
      {showChrome ? <CheckoutReturnNotice /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

function AppHeader({ session }: { session: Session }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      {/* One row on wide screens; on phones the navigation wraps to a scrollable second row. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 px-4 sm:px-6">
        <NavLink
          to={paths.dashboard.getHref()}
          className="flex h-16 shrink-0 items-center rounded-md"
          aria-label="Rapport home"
        >
          <Logo />
        </NavLink>
        <nav
          aria-label="Main"
          className="order-last -mx-1 w-full overflow-x-auto pb-2 md:order-none md:mx-0 md:w-auto md:pb-0"
        >
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LoadOnFirstUse placeholder={(use) => <HelpButton onClick={use} />}>
                <HelpDialog trigger={<HelpButton />} initiallyOpen />
              </LoadOnFirstUse>
            </li>
          </ul>
        </nav>
        <div className="ml-auto">
          <LoadOnFirstUse placeholder={(use) => <UserMenuTrigger user={session.user} onClick={use} />}>
            <UserMenu session={session} initiallyOpen />
          </LoadOnFirstUse>
        </div>
      </div>
    </header>
  )
}

function HelpButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
      {...props}
    >
      {messages.nav.help}
    </button>
  )
}
