import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * A new page starts at its top (or at its `#hash`), as a full page load would. Back and forward
 * leave the position to the browser's own restoration; a change of the query alone (a transcript
 * moment, a wizard opening) is the same page and keeps its place.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new path; the hash is read then
  useLayoutEffect(() => {
    if (navigationType === 'POP') return
    const target = hash ? elementForHash(hash) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname])

  return null
}

function elementForHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null // not a decodable id: nothing to scroll to
  }
}
