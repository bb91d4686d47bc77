import { type ReactElement, type ReactNode, Suspense, useState } from 'react'

type LoadOnFirstUseProps = {
  /**
   * The trigger as it looks before the code behind it is loaded; calling `use` (on click) loads
   * that code and shows `children` instead.
   */
  placeholder: (use: () => void) => ReactElement
  /** The real trigger with what it opens (a `lazy` component), rendered already open. */
  children: ReactNode
}

/**
 * Keeps a menu or dialog out of the first load: until someone uses it, only a look-alike button
 * is in the page; the first click loads the real one, which renders open in its place.
 */
export function LoadOnFirstUse({ placeholder, children }: LoadOnFirstUseProps) {
  const [wanted, setWanted] = useState(false)
  const stub = placeholder(() => setWanted(true))
  if (!wanted) return stub
  return <Suspense fallback={stub}>{children}</Suspense>
}
