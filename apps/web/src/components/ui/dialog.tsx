import {
  cloneElement,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useState,
} from 'react'
import type { DialogProps } from './dialog-panel.tsx'

export { overlayStyles, panelStyles } from './dialog-styles.ts'
export type { DialogProps }

const DialogPanel = lazy(() => import('./dialog-panel.tsx'))

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void }

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close button close it.
 *
 * Radix's code stays out of a page's first load: until a dialog is first opened, only its trigger
 * is rendered; the first click (or `open` turning true) loads the modal, which shows open.
 */
export function Dialog(props: DialogProps) {
  const { open, defaultOpen, onOpenChange, trigger } = props
  const [wanted, setWanted] = useState(false)
  const stub =
    isValidElement<TriggerProps>(trigger) && !wanted
      ? cloneElement(trigger as ReactElement<TriggerProps>, {
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event)
            setWanted(true)
            onOpenChange?.(true)
          },
        })
      : (trigger ?? null)
  if (!wanted && open !== true && defaultOpen !== true) return stub
  return (
    <Suspense fallback={stub}>
      <DialogPanel {...props} defaultOpen={defaultOpen ?? (open === undefined && wanted)} />
    </Suspense>
  )
}
