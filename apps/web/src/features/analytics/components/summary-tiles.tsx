import type { ReactNode } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { formatScore, scoreTone } from '../../../lib/score-tone.ts'
import type { DimensionTile } from '../utils/chart-data.ts'
import { formatChange } from '../utils/format.ts'

const toneChip = {
  green: 'bg-green-50 text-green-900 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  orange: 'bg-orange-50 text-orange-900 ring-orange-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

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
        const tone = scoreTone(tile.latest)
        return (
          <Tile
            key={tile.name}
            label={tile.name}
            footer={
              tile.change === null
                ? tile.latest === null
                  ? 'No score in this range'
                  : 'One week of meetings'
                : `${formatChange(tile.change)} since the first week`
            }
          >
            <p className="flex items-center gap-2">
              <span
                data-tone={tone}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xl font-semibold tabular-nums ring-1 ring-inset',
                  toneChip[tone],
                )}
              >
                {tile.latest === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No score</span>
                  </>
                ) : (
                  formatScore(tile.latest)
                )}
              </span>
              <span className="text-xs text-slate-600">latest week</span>
            </p>
          </Tile>
        )
      })}
    </ul>
  )
}
