import { messages } from '../../messages.ts'
import { cn } from './cn.ts'

/** The Rapport mark and word. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold text-brand-800', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-800" />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13m3 0 5 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {messages.app.name}
    </span>
  )
}
