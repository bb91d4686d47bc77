import { formatScore, scoreTone, toneStyles } from '../../lib/score-tone.ts'
import { cn } from './cn.ts'
import { ScoreMark } from './score-mark.tsx'

/** A score with its band's colour and shape: the number is always shown, colour and shape back it up. */
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
      <ScoreMark tone={tone} />
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
