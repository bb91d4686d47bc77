import type { ReactNode } from 'react'
import type { ScrollEdges } from '../../lib/use-scroll-edges.ts'
import { cn } from './cn.ts'

/**
 * The line that says a box scrolls sideways ('↔ Scroll sideways to see all 11 participants.'),
 * shown only while its content is wider than the box.
 */
export function ScrollHint({
  edges,
  className,
  children,
}: {
  edges: ScrollEdges
  className?: string
  children: ReactNode
}) {
  if (!edges.overflowing) return null
  return (
    <p className={cn('flex items-center gap-1 text-xs font-medium text-slate-700', className)}>
      <span aria-hidden="true">↔</span>
      {children}
    </p>
  )
}

const fade = 'pointer-events-none absolute inset-y-0 w-10 from-white via-white/70 to-transparent'

/**
 * Fades over the edges of a sideways-scrolling box where more is hidden: at the end until it is
 * reached, and at the start once scrolled from it (`start={false}` where a sticky column shows that
 * with its shadow instead). Placed beside the box in a `relative` wrapper; they let clicks through.
 * `testId` names them `<testId>-more` (end) and `<testId>-before` (start).
 */
export function ScrollFades({
  edges,
  testId,
  start = true,
  endClassName,
  startClassName,
}: {
  edges: ScrollEdges
  testId: string
  start?: boolean
  endClassName?: string
  startClassName?: string
}) {
  if (!edges.overflowing) return null
  return (
    <>
      {start && !edges.atStart ? (
        <div
          aria-hidden="true"
          data-testid={`${testId}-before`}
          className={cn(fade, 'left-0 bg-linear-to-r', startClassName)}
        />
      ) : null}
      {edges.atEnd ? null : (
        <div
          aria-hidden="true"
          data-testid={`${testId}-more`}
          className={cn(fade, 'right-0 bg-linear-to-l', endClassName)}
        />
      )}
    </>
  )
}
