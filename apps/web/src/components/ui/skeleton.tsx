import { cn } from './cn.ts'

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('rounded-md motion-safe:animate-pulse bg-slate-200', className)} />
  )
}
