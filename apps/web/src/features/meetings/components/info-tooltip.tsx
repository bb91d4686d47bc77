import * as Tooltip from '@radix-ui/react-tooltip'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec §9: a description tooltip hides itself after 5 seconds. */
export const TOOLTIP_AUTO_HIDE_MS = 5000

/**
 * An info button with a description (Radix Tooltip): opens on hover, on keyboard focus and on tap,
 * and closes by itself after 5 s, on Escape or when focus leaves.
 */
export function InfoTooltip({ label, description }: { label: string; description: string }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  const change = useCallback((next: boolean) => {
    window.clearTimeout(timer.current)
    setOpen(next)
    if (next) timer.current = window.setTimeout(() => setOpen(false), TOOLTIP_AUTO_HIDE_MS)
  }, [])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  return (
    <Tooltip.Root open={open} onOpenChange={change}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          // Radix closes a tooltip on click; on touch screens a tap is the only way to open it.
          onClick={(event) => {
            event.preventDefault()
            change(true)
          }}
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-10.5a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0ZM9.25 10a.75.75 0 0 1 1.5 0v3.5a.75.75 0 0 1-1.5 0V10Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
        >
          {description}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}
