import * as RadixAlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import { buttonStyles } from './button.tsx'
import { cn } from './cn.ts'
import { overlayStyles, panelStyles } from './dialog-styles.ts'

export type ConfirmDialogProps = {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  destructive?: boolean
  onConfirm: () => void
}

/** The confirmation itself (Radix AlertDialog), loaded when first opened (see confirm-dialog.tsx). */
export default function ConfirmDialogPanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlayStyles} />
        <RadixAlertDialog.Content className={cn(panelStyles, 'space-y-4')}>
          <RadixAlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="text-sm text-slate-700">
            {description}
          </RadixAlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
              {cancelLabel}
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={buttonStyles({ variant: destructive ? 'danger' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  )
}
