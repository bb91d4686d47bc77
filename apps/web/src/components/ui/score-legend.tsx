import { SCORE_LEGEND } from '../../lib/score-tone.ts'
import { cn } from './cn.ts'
import { ScoreMark } from './score-mark.tsx'

/** What the score colours and shapes mean, from the engine's bands: shown wherever scores are. */
export function ScoreLegend({ className, label }: { className?: string; label?: string }) {
  return (
    <ul
      aria-label="Score scale"
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700', className)}
    >
      {label ? <li className="font-medium text-slate-900">{label}</li> : null}
      {SCORE_LEGEND.map((band) => (
        <li key={band.tone} data-tone={band.tone} className="inline-flex items-center gap-1.5">
          <ScoreMark tone={band.tone} />
          <span>
            <span className="font-medium text-slate-900">{band.label}</span> {band.words}
          </span>
        </li>
      ))}
    </ul>
  )
}
