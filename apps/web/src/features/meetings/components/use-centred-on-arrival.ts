import { useCallback, useEffect, useRef } from 'react'

/** What the person does that means they have taken over the scrolling. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * A ref for the line a moment points at (`key` names it): when it first appears it is scrolled to
 * the middle of its list and of the window (`block: 'center'` scrolls every box around it) and
 * focused. Until the person scrolls, types or clicks, it is centred again whenever the page's
 * layout moves (the sections above it loading, a font arriving), so it does not drift out of view.
 */
export function useCentredOnArrival(key: string | null): (line: HTMLElement | null) => void {
  const arrived = useRef<string | null>(null)
  const stop = useRef<(() => void) | null>(null)

  useEffect(() => () => stop.current?.(), [])

  return useCallback(
    (line: HTMLElement | null) => {
      if (!line || key === null || arrived.current === key) return
      arrived.current = key
      stop.current?.()
      const centre = () => line.scrollIntoView?.({ block: 'center' })
      centre()
      line.focus({ preventScroll: true })
      if (typeof ResizeObserver === 'undefined') return
      const observer = new ResizeObserver(() => {
        if (line.isConnected) centre()
      })
      observer.observe(document.body)
      const end = () => {
        observer.disconnect()
        for (const type of TAKE_OVER) window.removeEventListener(type, end, true)
        stop.current = null
      }
      for (const type of TAKE_OVER) window.addEventListener(type, end, { capture: true, passive: true })
      stop.current = end
    },
    [key],
  )
}
