import { cn } from './cn.ts'

/** The spinning ring alone, for use inside buttons (the button's aria-busy says it is working). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-90" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4Z" />
    </svg>
  )
}

/** An indeterminate progress indicator; `label` is read by screen readers. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center text-brand-600', className)}>
      <SpinnerIcon />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Centred spinner for a page or panel that is still loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  )
}
