import {
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react'

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void }

type ModalOnDemandProps = {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactNode
  /** The modal (a `lazy` component), given the `defaultOpen` it should use. */
  render: (defaultOpen: boolean | undefined) => ReactNode
}

/**
 * Keeps a modal's code (Radix) out of a page's first load: until it is first opened only its
 * trigger is rendered; the first click on it, or `open` turning true, loads the modal, open.
 */
export function ModalOnDemand({ open, defaultOpen, onOpenChange, trigger, render }: ModalOnDemandProps) {
  const [wanted, setWanted] = useState(false)
  // Opened once by `open` (not by its trigger), it stays loaded: closing it must leave Radix's own
  // trigger in place, where focus returns, not swap the stub back in.
  if (open === true && !wanted) setWanted(true)
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
  return <Suspense fallback={stub}>{render(defaultOpen ?? (open === undefined && wanted))}</Suspense>
}
