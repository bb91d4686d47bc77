import { type ComponentProps, type ReactNode, useId, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { Label } from '../../../components/ui/input.tsx'
import { formatDate as formatDay } from '../../../lib/format.ts'
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts'

// Small pieces the admin tables and forms share; the design system has no select or table yet.

const selectStyles =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-red-600 disabled:bg-slate-100'

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled native select with its hint and error wired to it. */
export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className={selectStyles}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function CheckboxField({
  label,
  className,
  ...props
}: ComponentProps<'input'> & { label: ReactNode }) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 text-brand-600 accent-brand-600"
        {...props}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  )
}

/**
 * An admin table. On a narrow screen it scrolls sideways inside its frame with its first column
 * (the row's name) held in place, a fade at the edge where more is hidden, and, while it scrolls,
 * a focusable region so the keyboard can scroll it too.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null)
  const edges = useScrollEdges(scroller)
  return (
    <div className="relative rounded-xl border border-slate-200 bg-white shadow-sm">
      <div
        ref={scroller}
        data-scrolled={edges.atStart ? undefined : ''}
        className="group/table relative overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
        {...(edges.overflowing
          ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` }
          : {})}
      >
        <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-left text-sm">
          {children}
        </table>
      </div>
      {edges.overflowing && !edges.atEnd ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-xl bg-linear-to-l from-white via-white/70 to-transparent"
        />
      ) : null}
    </div>
  )
}

// The first column stays in place while the table scrolls, with a shadow once columns pass beneath.
const stickyFirst =
  'first:sticky first:left-0 first:z-10 group-data-[scrolled]/table:first:shadow-[6px_0_8px_-6px_rgb(15_23_42/0.35)]'

export function Th({ children }: { children?: ReactNode }) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:bg-slate-50',
        stickyFirst,
      )}
    >
      {children}
    </th>
  )
}

type TdProps = {
  children?: ReactNode
  className?: string
  /** Long free text (names, e-mail addresses) wraps, so the row actions stay on screen. */
  wrap?: boolean
}

export function Td({ children, className, wrap = false }: TdProps) {
  return (
    <td
      className={cn(
        'px-4 py-3 align-middle text-slate-800 first:bg-white',
        stickyFirst,
        wrap ? 'min-w-32 whitespace-normal break-words' : 'whitespace-nowrap',
        className,
      )}
    >
      {children}
    </td>
  )
}

type BadgeTone = 'green' | 'slate' | 'amber' | 'brand'
const badgeTones: Record<BadgeTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
}

export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** A date as every screen writes it ("Nov 27, 2026"); a missing value reads 'Loading...' (spec §3) unless the caller says otherwise. */
export function formatDate(value: string | null | undefined, missing = 'Loading...'): string {
  if (!value) return missing
  return formatDay(value)
}

/** "1 user", "3 users", "0 meetings". */
export function countOf(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`
}

/**
 * An e-mail address that breaks only after its '@' or before a dot, never inside a word
 * ('ada.lovelace@' / 'example.com', not 'ada.lovel' / 'ace@…').
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/)
  return (
    <span className="[overflow-wrap:normal]">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  )
}

export const statusLabel = (active: boolean) => (active ? 'Active' : 'Inactive')

type RowActionProps = {
  /** The accessible name, which names the row: "Delete Acme". */
  label: string
  onClick: () => void
  danger?: boolean
  disabled?: boolean
  children: ReactNode
}

/** A small text button in a table row's actions. */
export function RowAction({ label, onClick, danger = false, disabled, children }: RowActionProps) {
  return (
    <Button
      size="sm"
      // Delete is destructive and looks it: red on a red outline, unlike the plain text actions.
      variant={danger ? 'danger-outline' : 'ghost'}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {children}
    </Button>
  )
}
