import { type RefObject, useCallback, useEffect, useState } from 'react'

export interface ScrollEdges {
  /** The content is wider than the box. */
  overflowing: boolean
  /** Scrolled away from the start: something is hidden on the left. */
  atStart: boolean
  /** Scrolled to the end: nothing more on the right. */
  atEnd: boolean
}

const INITIAL: ScrollEdges = { overflowing: false, atStart: true, atEnd: true }

/**
 * Where a sideways-scrolling box stands, so it can show that it scrolls (a fade at the edge with
 * more to see, a shadow under a sticky column once something has passed beneath it). Follows
 * scrolling and size changes of the box and of its content.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(INITIAL)
  const update = useCallback(() => {
    const box = ref.current
    if (!box) return
    // A pixel of slack: zoomed layouts report fractional widths.
    const overflowing = box.scrollWidth - box.clientWidth > 1
    const next = {
      overflowing,
      atStart: box.scrollLeft <= 1,
      atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - 1,
    }
    setEdges((prev) =>
      prev.overflowing === next.overflowing && prev.atStart === next.atStart && prev.atEnd === next.atEnd
        ? prev
        : next,
    )
  }, [ref])

  useEffect(() => {
    const box = ref.current
    if (!box) return
    update()
    const observer = new ResizeObserver(update)
    observer.observe(box)
    // Its content: a table, or the items of a list (a strip whose items change width).
    for (const child of box.children) observer.observe(child)
    box.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', update)
    }
  }, [ref, update])

  return edges
}
