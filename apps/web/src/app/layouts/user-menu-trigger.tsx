import type { ComponentProps } from 'react'
import { cn } from '../../components/ui/cn.ts'
import type { Session } from '../../lib/session.ts'

type UserMenuTriggerProps = ComponentProps<'button'> & { user: Session['user'] }

/** The account button in the header: the menu's trigger, and its stand-in until the menu is loaded. */
export function UserMenuTrigger({ user, className, ...props }: UserMenuTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cn(
        'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100',
        className,
      )}
      {...props}
    >
      <Avatar initial={initialOf(user)} />
      {/* The name comes from the content, not aria-label, so the visible name is part of it (WCAG 2.5.3). */}
      <span className="sr-only">Account menu for</span>{' '}
      <span className="sr-only sm:not-sr-only sm:block sm:max-w-40 sm:truncate">{user.full_name}</span>
      <svg viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor" aria-hidden="true">
        <path d="M5.2 7.7a1 1 0 0 1 1.4 0L10 11l3.4-3.3a1 1 0 1 1 1.4 1.4l-4.1 4a1 1 0 0 1-1.4 0l-4.1-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </button>
  )
}

export function initialOf(user: Session['user']): string {
  return (user.full_name || user.email).trim().charAt(0).toUpperCase()
}

export function Avatar({ initial, large = false }: { initial: string; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white',
        large ? 'size-10 text-base' : 'size-8 text-sm',
      )}
    >
      {initial}
    </span>
  )
}
