import { type ScoreTone, TONE_SHAPE, toneStyles } from '../../lib/score-tone.ts'
import { cn } from './cn.ts'

/** The band's shape in its colour (▲ above the role, ● appropriate, ▼ below, ◆ well below). */
export function ScoreMark({ tone, className }: { tone: ScoreTone; className?: string }) {
  const shape = TONE_SHAPE[tone]
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      data-shape={shape}
      className={cn('size-2.5 shrink-0', toneStyles[tone].mark, className)}
    >
      {shape === 'triangle-up' ? <path d="M5 0.5 9.5 9H0.5Z" /> : null}
      {shape === 'circle' ? <circle cx="5" cy="5" r="4.5" /> : null}
      {shape === 'triangle-down' ? <path d="M0.5 1h9L5 9.5Z" /> : null}
      {shape === 'diamond' ? <path d="M5 0 10 5 5 10 0 5Z" /> : null}
      {shape === 'dash' ? <rect x="1" y="4" width="8" height="2" rx="1" /> : null}
    </svg>
  )
}
