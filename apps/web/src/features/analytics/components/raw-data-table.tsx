import type { PerformanceSummary } from '@rapport/contracts'
import { useRef } from 'react'
import { formatDate } from '../../../lib/format.ts'
import { formatScore } from '../../../lib/score-tone.ts'
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts'
import { formatChange } from '../utils/format.ts'

const COLUMNS = [
  { label: 'Dimension', numeric: false },
  { label: 'Metric', numeric: false },
  { label: 'Latest week', numeric: true },
  { label: 'Average', numeric: true },
  { label: 'Change', numeric: true },
  { label: 'Meetings', numeric: true },
  { label: 'Latest meeting', numeric: false },
] as const

/**
 * Every metric of the chosen dimensions, as numbers: the charts' data in full. While it is wider than
 * its box it is a focusable region (axe scrollable-region-focusable), so a keyboard can scroll it.
 */
export function RawDataTable({ summaries }: { summaries: readonly PerformanceSummary[] }) {
  const scroller = useRef<HTMLDivElement>(null)
  const edges = useScrollEdges(scroller)
  return (
    <div
      ref={scroller}
      className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      // On a phone the table is wider than the screen: the keyboard scrolls it once it can take focus.
      {...(edges.overflowing
        ? { tabIndex: 0, role: 'region', 'aria-label': 'Raw data, scrolls sideways' }
        : {})}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Score per metric over the range</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'px-3 py-2 text-right' : 'px-3 py-2'}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {summaries.map((s) => (
            <tr key={s.sub_dimension_id}>
              <td className="px-3 py-2 text-slate-700">{s.dimension_name}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {s.sub_dimension_name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatScore(s.latest_score)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatScore(s.average_score)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatChange(s.score_change)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{s.meeting_count}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(s.latest_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
