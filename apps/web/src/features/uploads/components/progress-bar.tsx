import { cn } from '../../../components/ui/cn.ts'

export type ProgressTone = 'blue' | 'green' | 'red'

const tones: Record<ProgressTone, string> = {
  blue: 'bg-brand-600',
  green: 'bg-green-600',
  red: 'bg-red-600',
}

/** A determinate progress bar with its percentage for assistive technology. */
export function ProgressBar({
  value,
  label,
  tone = 'blue',
  className,
}: {
  value: number
  label: string
  tone?: ProgressTone
  className?: string
}) {
  const percent = Math.round(Math.min(100, Math.max(0, value)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
          tones[tone],
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
