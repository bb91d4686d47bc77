import type { PerformanceTrend } from '@rapport/contracts'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { isTrend, summarizeTrend, trendWords } from '../../../lib/dimension-trend.ts'
import { formatDate } from '../../../lib/format.ts'
import { formatScore } from '../../../lib/score-tone.ts'

/**
 * Each dimension week by week, as Analytics has it (issue 30): a small line through the weekly means
 * once there are two weeks, and the latest week's mean, the value Analytics shows as "latest week".
 */
export function DimensionTrend({ trends }: { trends: readonly PerformanceTrend[] }) {
  const width = 120
  const height = 32
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        Your dimension scores week by week, the mean of each week’s meetings
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Dimension</th>
          <th scope="col">Weekly means, oldest first</th>
          <th scope="col">Latest week</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {trends.map(({ name, data_points: points }) => {
          const summary = summarizeTrend(points)
          const xy = points.map(
            (p, i) =>
              `${points.length === 1 ? width / 2 : (i / (points.length - 1)) * width},${height - ((p.score - 1) / 9) * height}`,
          )
          return (
            <tr key={name}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                {name}
              </th>
              <td className="py-2 pr-3">
                {isTrend(points) ? (
                  <svg
                    viewBox={`-4 -4 ${width + 8} ${height + 8}`}
                    className="h-8 w-24 sm:w-32"
                    role="img"
                    aria-label={`${name}, weekly means from ${formatDate(points[0]?.date ?? '')}, oldest first: ${points.map((p) => formatScore(p.score)).join(', ')}`}
                  >
                    <line
                      x1="0"
                      x2={width}
                      y1={height - (5 / 9) * height}
                      y2={height - (5 / 9) * height}
                      className="stroke-slate-200"
                      strokeDasharray="2 3"
                    />
                    <polyline
                      points={xy.join(' ')}
                      fill="none"
                      className="stroke-brand-600"
                      strokeWidth="2"
                    />
                    {xy.map((p) => {
                      const [x, y] = p.split(',')
                      return <circle key={p} cx={x} cy={y} r="2.5" className="fill-brand-600" />
                    })}
                  </svg>
                ) : (
                  <span className="text-xs text-slate-600">{trendWords.oneWeek}</span>
                )}
              </td>
              <td className="py-2 text-right">
                <ScoreChip score={summary.latest} size="sm" />
                <span className="block text-xs whitespace-nowrap text-slate-600">{trendWords.latest}</span>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
