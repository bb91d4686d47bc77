import { cn } from './cn.ts'

/**
 * A determinate progress bar with its percentage for assistive technology: the one bar behind
 * the upload's progress and a goal's. `fill` colours the filled part; `className` sizes the track.
 */
export function ProgressBar({
  value,
  label,
  fill,
  className,
  tone,
}: {
  value: number
  label: string
  fill: string
  className?: string | undefined
  /** Written as data-tone, for tests and styles that key on the tone's name. */
  tone?: string | undefined
}) {
  const percent = Math.round(Math.min(100, Math.max(0, value)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-tone={tone}
      className={cn('w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
          fill,
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
