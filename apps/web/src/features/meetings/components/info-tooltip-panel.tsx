import * as Tooltip from '@radix-ui/react-tooltip'
import { useCallback, useEffect, useRef, useState } from 'react'

import { InfoIcon, TOOLTIP_AUTO_HIDE_MS } from './info-icon.tsx'

type InfoTooltipPanelProps = {
  label: string
  description: string
  /** Loaded by the stand-in's first hover, focus or tap: open at once, focused if it was. */
  focused: boolean
}

/** The Radix tooltip behind InfoTooltip, loaded on its first use (see info-tooltip.tsx). */
export default function InfoTooltipPanel({ label, description, focused }: InfoTooltipPanelProps) {
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)

  const change = useCallback((next: boolean) => {
    window.clearTimeout(timer.current)
    setOpen(next)
    if (next) timer.current = window.setTimeout(() => setOpen(false), TOOLTIP_AUTO_HIDE_MS)
  }, [])

  useEffect(() => () => window.clearTimeout(timer.current), [])
  // Replacing the stand-in must not drop keyboard focus; focusing the trigger opens the tooltip.
  useEffect(() => {
    if (focused) button.current?.focus()
    else change(true)
  }, [focused, change])

  return (
    // Its own provider, so Radix Tooltip loads only with the pages that show one.
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger asChild>
          <button
            ref={button}
            type="button"
            aria-label={label}
            // Radix closes a tooltip on click; on touch screens a tap is the only way to open it.
            onClick={(event) => {
              event.preventDefault()
              change(true)
            }}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <InfoIcon />
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
    </Tooltip.Provider>
  )
}
