import { lazy } from 'react'
import type { DialogProps } from './dialog-panel.tsx'
import { ModalOnDemand } from './modal-on-demand.tsx'

export { overlayStyles, panelStyles } from './dialog-styles.ts'
export type { DialogProps }

const DialogPanel = lazy(() => import('./dialog-panel.tsx'))

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close button close it.
 * Its code loads when it is first opened (ModalOnDemand).
 */
export function Dialog(props: DialogProps) {
  return (
    <ModalOnDemand
      {...props}
      render={(defaultOpen) => <DialogPanel {...props} defaultOpen={defaultOpen} />}
    />
  )
}
