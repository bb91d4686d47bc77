import { MAX_ANALYTICS_TREND_LINES } from '@rapport/contracts'
import { useId, useState } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { Button } from '../../../components/ui/button.tsx'
import { trendWords } from '../../../lib/dimension-trend.ts'
import { formatDate, formatShortDate } from '../../../lib/format.ts'
import { formatScore } from '../../../lib/score-tone.ts'
import type { TrendRow } from '../utils/chart-data.ts'
import { scoreAxis } from '../utils/score-axis.ts'

/** Colour, dash and marker all differ, so the lines stay apart without colour vision. */
const LINE_STYLES = [
  { stroke: '#2563eb', dash: undefined, dot: { r: 4 } },
  { stroke: '#7c3aed', dash: '8 4', dot: { r: 4, strokeWidth: 2, fill: '#ffffff' } },
  { stroke: '#0f766e', dash: '2 3', dot: { r: 3 } },
] as const

/** "A", "A and B", "A, B and C" (`or` for the last with `joiner`). */
function listOf(names: readonly string[], joiner = 'and'): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`
}

/**
 * Weekly mean score of up to three dimensions. The chart takes keyboard focus (Recharts'
 * accessibility layer: the arrow keys move its tooltip from week to week, which screen readers
 * announce); the same figures are a table, always there for screen readers and shown on screen with
 * 'Show data table'. When more dimensions are chosen than lines fit, a note says which are drawn.
 */
export function TrendLineChart({
  lines,
  rows,
  omitted = [],
}: {
  lines: readonly string[]
  rows: readonly TrendRow[]
  /** Chosen dimensions with scores that are not drawn (beyond the first three). */
  omitted?: readonly string[]
}) {
  const titleId = useId()
  const tableId = useId()
  const drawn = rows.length >= 2
  return (
    <figure aria-labelledby={titleId} aria-describedby={drawn ? tableId : undefined} className="space-y-2">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        Weekly trend by dimension
      </figcaption>
      <p className="text-xs text-slate-600">
        The mean dimension score of each week’s meetings; weeks start on Monday.
      </p>
      {!drawn ? (
        // One week is a point, not a trend: two dots on an empty chart say nothing.
        <div
          className="flex h-[200px] flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center"
          data-testid="trend-line-empty"
        >
          <p className="text-sm font-medium text-slate-900">{TREND_NEEDS_TWO_WEEKS}</p>
          <p className="text-xs text-slate-600">
            {rows.length === 1
              ? 'This range has meetings in one week only. Choose a longer range, or come back after next week’s meetings.'
              : 'No weekly scores in this range yet.'}
          </p>
        </div>
      ) : (
        <TrendLines lines={lines} rows={rows} omitted={omitted} titleId={titleId} tableId={tableId} />
      )}
    </figure>
  )
}

/** Not in the spec: the weekly trend's empty state until there are two weeks (issue 21), in the words the home uses. */
export const TREND_NEEDS_TWO_WEEKS = trendWords.needsTwoWeeks

function TrendLines({
  lines,
  rows,
  omitted,
  titleId,
  tableId,
}: {
  lines: readonly string[]
  rows: readonly TrendRow[]
  omitted: readonly string[]
  titleId: string
  tableId: string
}) {
  const hintId = useId()
  const [tableShown, setTableShown] = useState(false)
  return (
    <>
      {omitted.length > 0 ? (
        <p
          className="rounded-md bg-slate-50 px-2 py-1.5 text-xs text-slate-700"
          data-testid="trend-lines-note"
        >
          {`Trend lines show up to ${MAX_ANALYTICS_TREND_LINES} dimensions: here the first ${lines.length} chosen, ${listOf(lines)}. Uncheck one of them to draw ${listOf(omitted, 'or')}.`}
        </p>
      ) : null}
      <div data-testid="trend-line-chart">
        <ResponsiveContainer width="100%" height={340}>
          <LineChart
            // A new set of lines remounts the chart: Recharts orders the legend by when each line
            // first appeared, and the legend must follow the lines' order (and their styles).
            key={lines.join('\n')}
            data={rows}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer
            aria-labelledby={titleId}
            aria-describedby={hintId}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tickFormatter={formatShortDate}
              tick={{ fontSize: 11, fill: '#334155' }}
              height={56}
              label={{
                value: 'Week starting',
                position: 'insideBottom',
                offset: 0,
                fill: '#334155',
                fontSize: 12,
              }}
            />
            <YAxis {...scoreAxis} />
            <Tooltip
              labelFormatter={(label) => `Week of ${formatDate(String(label))}`}
              formatter={(value, name) => [formatScore(Number(value)), String(name)]}
            />
            <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            {lines.map((name, i) => {
              const style = LINE_STYLES[i] ?? LINE_STYLES[0]
              return (
                <Line
                  key={name}
                  type="monotone"
                  dataKey={name}
                  name={name}
                  stroke={style.stroke}
                  strokeWidth={2}
                  strokeDasharray={style.dash}
                  dot={{ ...style.dot, stroke: style.stroke }}
                  connectNulls
                  isAnimationActive={false}
                />
              )
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-600">
          Focus the chart and use the left and right arrow keys to step through the weeks.
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>
      {/* Always in the page for screen readers (the figure's description); on screen when asked for. */}
      <div className={tableShown ? 'relative overflow-x-auto rounded-lg border border-slate-200' : 'sr-only'}>
        <table id={tableId} className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Weekly mean score out of 10</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Week starting
              </th>
              {lines.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-right">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900">
                  {formatDate(row.date)}
                </th>
                {lines.map((name) => {
                  const value = row[name]
                  return (
                    <td key={name} className="px-3 py-2 text-right tabular-nums">
                      {typeof value === 'number' ? formatScore(value) : 'No meetings'}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
