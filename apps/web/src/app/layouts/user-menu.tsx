import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { cn } from '../../components/ui/cn.ts'
import { useToast } from '../../components/ui/toast.tsx'
import { paths } from '../../config/paths.ts'
import { TenantSelectorDialog } from '../../features/admin/components/tenant-selector-dialog.tsx'
import { useLogout } from '../../features/auth/api/logout.ts'
import {
  portalErrorMessage,
  useOpenBillingPortal,
} from '../../features/subscriptions/api/create-portal-session.ts'
import { useSubscriptionStatus } from '../../features/subscriptions/api/get-subscription-status.ts'
import { SubscriptionState } from '../../features/subscriptions/components/subscription-state.tsx'
import { errorMessage } from '../../lib/api-client.ts'
import { hasSomethingToAdminister, roleLabels } from '../../lib/authorization.ts'
import type { Session } from '../../lib/session.ts'
import { messages } from '../../messages.ts'
import { Avatar, initialOf, UserMenuTrigger } from './user-menu-trigger.tsx'

/** Spec: the menu closes 150 ms after it loses focus. */
export const USER_MENU_BLUR_CLOSE_MS = 150

const itemBase =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-brand-50'
const itemStyles = cn(itemBase, 'text-slate-800 data-[highlighted]:text-brand-900')

export function UserMenu({ session, initiallyOpen = false }: { session: Session; initiallyOpen?: boolean }) {
  const { user, tenant } = session
  const [open, setOpen] = useState(initiallyOpen)
  const [selectorOpen, setSelectorOpen] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const navigate = useNavigate()
  const toast = useToast()
  const logout = useLogout({ onSignedOut: () => navigate(paths.auth.login.getHref(), { replace: true }) })
  const subscription = useSubscriptionStatus()
  const portal = useOpenBillingPortal()

  const cancelClose = () => window.clearTimeout(closeTimer.current)
  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const onOpenChange = (next: boolean) => {
    cancelClose()
    setOpen(next)
  }

  const signOut = () => logout.mutate()

  const openPortal = () =>
    portal.mutate(undefined, { onError: (error) => toast.error(portalErrorMessage(error)) })

  const initial = initialOf(user)
  // An individual account is named after its owner at sign-up: the name once is enough.
  const showTenant = tenant.tenant_name.trim().toLowerCase() !== user.full_name.trim().toLowerCase()
  // A role only means something among others: on an individual account everyone is its "Admin".
  const showRole = tenant.is_team_account || user.role === 'super_admin'
  // A failed payment is fixed in the billing portal, like any change to a running plan.
  const hasActiveSubscription =
    (subscription.data?.has_active_subscription ?? false) || (subscription.data?.payment_due ?? false)

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <DropdownMenu.Trigger asChild>
          <UserMenuTrigger user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
            onFocusOutside={(event) => {
              // Keep it open a moment so a focus hop (e.g. to a toast) does not snap it shut.
              event.preventDefault()
              cancelClose()
              closeTimer.current = window.setTimeout(() => setOpen(false), USER_MENU_BLUR_CLOSE_MS)
            }}
            onFocus={cancelClose}
          >
            <div className="flex gap-3 px-3 pt-2 pb-3">
              <Avatar initial={initial} large />
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="truncate font-semibold text-slate-900">{user.full_name}</p>
                {showTenant ? <p className="truncate text-slate-700">{tenant.tenant_name}</p> : null}
                <p className="truncate text-slate-600">{user.email}</p>
                <div className="flex flex-wrap items-center gap-1.5 pt-1">
                  {showRole ? (
                    <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
                      {roleLabels[user.role]}
                    </span>
                  ) : null}
                  {subscription.data ? <SubscriptionState status={subscription.data} /> : null}
                  {subscription.isError ? (
                    <span className="text-xs text-red-700">
                      {errorMessage(subscription.error, messages.subscriptions.statusFailed)}
                    </span>
                  ) : null}
                </div>
              </div>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            {hasSomethingToAdminister(user.role, tenant) ? (
              <MenuLink to={paths.admin.getHref()}>{messages.userMenu.administration}</MenuLink>
            ) : null}
            {user.role === 'super_admin' ? (
              <DropdownMenu.Item className={itemStyles} onSelect={() => setSelectorOpen(true)}>
                {messages.userMenu.switchTenant}
              </DropdownMenu.Item>
            ) : null}
            {tenant.is_team_account ? null : hasActiveSubscription ? (
              <DropdownMenu.Item className={itemStyles} onSelect={openPortal} disabled={portal.isPending}>
                {messages.userMenu.manageSubscription}
              </DropdownMenu.Item>
            ) : (
              <MenuLink to={paths.pricing.getHref()}>{messages.userMenu.upgradePlan}</MenuLink>
            )}
            <MenuLink to={paths.settings.getHref()}>{messages.userMenu.settings}</MenuLink>
            <MenuLink to={paths.settings.getPasswordHref()}>{messages.userMenu.changePassword}</MenuLink>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={cn(itemBase, 'text-red-700 data-[highlighted]:bg-red-50')}
              onSelect={signOut}
            >
              {messages.userMenu.signOut}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {user.role === 'super_admin' ? (
        <TenantSelectorDialog open={selectorOpen} onOpenChange={setSelectorOpen} userRole={user.role} />
      ) : null}
    </>
  )
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemStyles}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  )
}
