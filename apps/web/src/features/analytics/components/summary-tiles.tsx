import type { ReactNode } from 'react'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { trendWords } from '../../../lib/dimension-trend.ts'
import type { DimensionTile } from '../utils/chart-data.ts'
import { formatChange } from '../utils/format.ts'

function Tile({ label, children, footer }: { label: string; children: ReactNode; footer: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <div className="mt-1">{children}</div>
      <p className="mt-1 text-xs text-slate-600">{footer}</p>
    </li>
  )
}

/** Meetings in the range, then each chosen dimension's newest weekly score and its change. */
export function SummaryTiles({ meetings, tiles }: { meetings: number; tiles: readonly DimensionTile[] }) {
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <Tile label="Meetings" footer="analysed in this range">
        <p className="text-2xl font-semibold tabular-nums text-slate-900">{meetings}</p>
      </Tile>
      {tiles.map((tile) => {
        return (
          <Tile
            key={tile.name}
            label={tile.name}
            footer={
              tile.change === null
                ? tile.latest === null
                  ? trendWords.noScore
                  : trendWords.oneWeek
                : `${formatChange(tile.change)} since the first week`
            }
          >
            <p className="flex items-center gap-2">
              <ScoreChip score={tile.latest} size="lg" />
              <span className="text-xs text-slate-600">{trendWords.latest}</span>
            </p>
          </Tile>
        )
      })}
    </ul>
  )
}
