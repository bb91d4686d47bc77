import { lazy } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog-panel.tsx'
import { ModalOnDemand } from './modal-on-demand.tsx'

const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel.tsx'))

/**
 * A confirmation that must be answered (Radix AlertDialog): Cancel has focus first.
 * Its code loads when it is first opened (ModalOnDemand).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOnDemand
      {...props}
      render={(defaultOpen) => <ConfirmDialogPanel {...props} defaultOpen={defaultOpen} />}
    />
  )
}
