import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'
import { overlayStyles, panelStyles } from './dialog-styles.ts'

export type DialogProps = {
  open?: boolean
  /** Open from the start, uncontrolled (a dialog loaded by its first click). */
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog; omit for a dialog controlled by `open`. */
  trigger?: ReactNode
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /** When it closes, focus goes back to the trigger unless this calls `event.preventDefault()`. */
  onCloseAutoFocus?: (event: Event) => void
  /** When it opens, focus goes to its first focusable element unless this calls `event.preventDefault()`. */
  onOpenAutoFocus?: (event: Event) => void
}

/** The modal itself (Radix), loaded with the first dialog someone opens (see dialog.tsx). */
export default function DialogPanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  onOpenAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayStyles} />
        <RadixDialog.Content
          className={cn(panelStyles, className)}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={onOpenAutoFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
                <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
