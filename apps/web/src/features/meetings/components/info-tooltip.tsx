import { lazy, Suspense, useState } from 'react'

import { InfoIcon } from './info-icon.tsx'

export { TOOLTIP_AUTO_HIDE_MS } from './info-icon.tsx'

const InfoTooltipPanel = lazy(() => import('./info-tooltip-panel.tsx'))

/**
 * An info button with a description: opens on hover, on keyboard focus and on tap, and closes by
 * itself after 5 s, on Escape or when focus leaves. Until first used it is a plain button, so the
 * tooltip's code (Radix, floating-ui) loads with the first hover, focus or tap, not with the page.
 */
export function InfoTooltip({ label, description }: { label: string; description: string }) {
  const [wanted, setWanted] = useState<null | { focused: boolean }>(null)
  const stub = (
    <button
      type="button"
      aria-label={label}
      onPointerEnter={() => setWanted((was) => was ?? { focused: false })}
      onFocus={() => setWanted({ focused: true })}
      onClick={() => setWanted({ focused: true })}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      <InfoIcon />
    </button>
  )
  if (!wanted) return stub
  return (
    <Suspense fallback={stub}>
      <InfoTooltipPanel label={label} description={description} focused={wanted.focused} />
    </Suspense>
  )
}
