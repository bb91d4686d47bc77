import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../components/ui/cn.ts'
import { formatClock } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'
import { type Moment, momentSearch } from '../utils/moment.ts'

/** Set by a dialog that shows moment links: following one closes it, so the transcript is seen. */
export const DismissContext = createContext<(() => void) | null>(null)

/**
 * For a dialog with moment links: `dismiss` closes it for a moment link, and `onCloseAutoFocus`
 * then leaves focus where the transcript put it (on the moment) instead of the dialog's trigger.
 */
export function useDismissToMoment(onOpenChange: (open: boolean) => void) {
  const leaving = useRef(false)
  return useMemo(
    () => ({
      dismiss: () => {
        leaving.current = true
        onOpenChange(false)
      },
      onCloseAutoFocus: (event: Event) => {
        if (leaving.current) event.preventDefault()
        leaving.current = false
      },
    }),
    [onOpenChange],
  )
}

/**
 * A link to a moment of the meeting: opens the transcript on this page there, with the moment
 * highlighted and scrolled into view. A plain link, so the keyboard and a new tab work.
 */
export function MomentLink({
  moment,
  children,
  className,
}: {
  moment: Moment
  children?: ReactNode
  className?: string
}) {
  const dismiss = useContext(DismissContext)
  const time = moment.at !== undefined ? formatClock(moment.at) : null
  return (
    <Link
      to={{ search: momentSearch(moment) }}
      preventScrollReset
      onClick={() => dismiss?.()}
      className={cn(
        'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700',
        className,
      )}
    >
      {children ?? (time ? messages.transcript.inTranscript(time) : messages.transcript.show)}
    </Link>
  )
}
