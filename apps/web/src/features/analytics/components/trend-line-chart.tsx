import { useId } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { TrendRow } from '../utils/chart-data.ts'
import { formatDay, formatScore, formatShortDay } from '../utils/format.ts'
import { scoreAxis } from '../utils/score-axis.ts'

/** Colour, dash and marker all differ, so the lines stay apart without colour vision. */
const LINE_STYLES = [
  { stroke: '#2563eb', dash: undefined, dot: { r: 4 } },
  { stroke: '#7c3aed', dash: '8 4', dot: { r: 4, strokeWidth: 2, fill: '#ffffff' } },
  { stroke: '#0f766e', dash: '2 3', dot: { r: 3 } },
] as const

/** Weekly mean score of up to three dimensions; the same figures sit in a table for screen readers. */
export function TrendLineChart({ lines, rows }: { lines: readonly string[]; rows: readonly TrendRow[] }) {
  const titleId = useId()
  const tableId = useId()
  return (
    <figure aria-labelledby={titleId} aria-describedby={tableId} className="space-y-2">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        Weekly trend by dimension
      </figcaption>
      <p className="text-xs text-slate-600">
        The mean dimension score of each week’s meetings; weeks start on Monday.
      </p>
      <div aria-hidden="true" data-testid="trend-line-chart">
        <ResponsiveContainer width="100%" height={340}>
          <LineChart
            data={rows}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tickFormatter={formatShortDay}
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
              labelFormatter={(label) => `Week of ${formatDay(String(label))}`}
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
      <table id={tableId} className="sr-only">
        <caption>Weekly mean score out of 10</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            {lines.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">{formatDay(row.date)}</th>
              {lines.map((name) => {
                const value = row[name]
                return <td key={name}>{typeof value === 'number' ? formatScore(value) : 'No meetings'}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
