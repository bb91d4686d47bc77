import type { ReactNode, Ref } from 'react'
import { cn } from './cn.ts'

type Tone = 'error' | 'success' | 'info'

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
}

/** An inline message in a form or page; errors are announced at once, the rest politely. */
export function Alert({
  tone = 'info',
  children,
  className,
  ref,
}: {
  tone?: Tone
  children: ReactNode
  className?: string
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  )
}
