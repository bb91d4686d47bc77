import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { buttonStyles } from './button.tsx'
import { cn } from './cn.ts'

export interface RowActionItem {
  /** What the item says ('Edit', 'Deactivate', 'Delete'). */
  label: string
  onSelect: () => void
  /** Deletes or removes something: red, apart from the rest, and the caller asks before doing it. */
  destructive?: boolean
  disabled?: boolean
}

const itemBase =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50'

/**
 * A table row's actions behind one button ('Actions for Acme'), instead of a stack of text buttons
 * per row. Radix gives the keyboard path: Enter, Space or ArrowDown opens it on the first item,
 * arrow keys move, Escape closes it and focus goes back to the button; the button says it opens a
 * menu (aria-haspopup) and whether it is open (aria-expanded). Destructive items come last, in
 * red, after a separator.
 */
export function RowActionsMenu({ label, items }: { label: string; items: RowActionItem[] }) {
  const plain = items.filter((item) => !item.destructive)
  const destructive = items.filter((item) => item.destructive)
  return (
    // Not modal: an item that opens a confirmation dialog hands focus to it cleanly.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={buttonStyles({
          variant: 'secondary',
          size: 'sm',
          className: 'w-9 px-0 data-[state=open]:bg-slate-100',
        })}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <circle cx="4" cy="10" r="1.75" />
          <circle cx="10" cy="10" r="1.75" />
          <circle cx="16" cy="10" r="1.75" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {plain.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={cn(
                itemBase,
                'text-slate-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
              )}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
          {plain.length > 0 && destructive.length > 0 ? (
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          ) : null}
          {destructive.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              data-destructive=""
              className={cn(
                itemBase,
                'font-medium text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800',
              )}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
