import { formatScore, scoreTone, toneStyles } from '../../lib/score-tone.ts'
import { cn } from './cn.ts'

/** A score with its colour: the number is always shown, the colour only backs it up. */
export function ScoreChip({
  score,
  size = 'md',
  className,
}: {
  score: number | null | undefined
  size?: 'sm' | 'md' | 'lg'
  className?: string
}) {
  const tone = scoreTone(score)
  const styles = toneStyles[tone]
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-semibold tabular-nums ring-1 ring-inset',
        size === 'sm' && 'px-2 py-0.5 text-xs',
        size === 'md' && 'px-2.5 py-1 text-sm',
        size === 'lg' && 'px-3 py-1 text-lg',
        styles.chip,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', styles.dot)} />
      {score === null || score === undefined ? (
        <>
          <span aria-hidden="true">{formatScore(score)}</span>
          <span className="sr-only">No score</span>
        </>
      ) : (
        formatScore(score)
      )}
    </span>
  )
}
