import { cn } from '../../../components/ui/cn.ts'
import { ProgressBar as Bar } from '../../../components/ui/progress-bar.tsx'

export type ProgressTone = 'blue' | 'green' | 'red'

const tones: Record<ProgressTone, string> = {
  blue: 'bg-brand-600',
  green: 'bg-green-600',
  red: 'bg-red-600',
}

/** An upload's progress: brand blue while it runs, green when done, red when it failed. */
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
  return <Bar value={value} label={label} fill={tones[tone]} className={cn('h-2.5', className)} />
}
