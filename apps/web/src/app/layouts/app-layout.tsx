import { type ComponentProps, lazy, Suspense, useState } from 'react'
import { matchPath, NavLink, Outlet, useLocation } from 'react-router'
import { pageWidth } from '../../components/layouts/page-width.ts'
import { cn } from '../../components/ui/cn.ts'
import { LoadOnFirstUse } from '../../components/ui/load-on-first-use.tsx'
import { Logo } from '../../components/ui/logo.tsx'
import { navigation } from '../../config/navigation.ts'
import { paths, routesWithoutChrome } from '../../config/paths.ts'
import { CheckoutReturnNotice } from '../../features/subscriptions/components/checkout-return-notice.tsx'
import { TrialBanner } from '../../features/subscriptions/components/trial-banner.tsx'
import { type Session, useSession } from '../../lib/session.ts'
import { messages } from '../../messages.ts'
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate.tsx'
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
      {/* The shell's banners are not printed (issue 32); `contents` leaves the layout as it was. */}
      <div className="contents print:hidden">
        {showChrome && session.data?.impersonation_context.is_impersonating ? (
          <Suspense fallback={null}>
            <ImpersonationBanner tenant={session.data.tenant} context={session.data.impersonation_context} />
          </Suspense>
        ) : null}
        {showChrome ? <TrialBanner /> : null}
        {showChrome ? <CheckoutReturnNotice /> : null}
      </div>
      <Outlet />
      <ScrollToTopOnNavigate />
    </>
  )
}

function AppHeader({ session }: { session: Session }) {
  // Phones: the navigation is a menu that opens below the header, not a sideways strip.
  const [menuOpen, setMenuOpen] = useState(false)

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <div className={cn(pageWidth, 'relative flex h-16 items-center gap-x-6')}>
        <NavLink
          to={paths.dashboard.getHref()}
          className="flex h-16 shrink-0 items-center rounded-md"
          aria-label="Rapport home"
        >
          <Logo />
        </NavLink>
        <nav
          aria-label="Main"
          className="order-last lg:order-none"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              setMenuOpen(false)
              document.getElementById('main-menu-button')?.focus()
            }
          }}
        >
          <button
            id="main-menu-button"
            type="button"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
              {menuOpen ? (
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              ) : (
                <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
              )}
            </svg>
            {messages.nav.menu}
          </button>
          <ul
            id="main-menu"
            className={cn(
              // Phones and tablets: a panel under the header, one item per line, shown when opened.
              'absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg',
              menuOpen ? 'flex' : 'hidden',
              // Wide screens: one row in the header.
              'lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none',
            )}
          >
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // Following a link closes the menu.
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors lg:py-2',
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
      className="block w-full rounded-md px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:py-2"
      {...props}
    >
      {messages.nav.help}
    </button>
  )
}
