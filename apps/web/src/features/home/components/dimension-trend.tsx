import type { HomeMeeting } from '@rapport/contracts'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { formatScore } from '../../../lib/score-tone.ts'

/** Each dimension over your recent meetings (oldest to newest): a small line and the latest score. */
export function DimensionTrend({ meetings }: { meetings: readonly HomeMeeting[] }) {
  const ordered = [...meetings].reverse()
  const names = ordered[ordered.length - 1]?.dimensions.map((d) => d.name) ?? []
  const width = 120
  const height = 32
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Your dimension scores over your last {ordered.length} meetings</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Dimension</th>
          <th scope="col">Scores, oldest first</th>
          <th scope="col">Latest</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {names.map((name) => {
          const scores = ordered.map((m) => m.dimensions.find((d) => d.name === name)?.score ?? null)
          const points = scores
            .map((score, i) =>
              score === null
                ? null
                : `${ordered.length === 1 ? width / 2 : (i / (ordered.length - 1)) * width},${height - ((score - 1) / 9) * height}`,
            )
            .filter((p): p is string => p !== null)
          return (
            <tr key={name}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                {name}
              </th>
              <td className="py-2 pr-3">
                <svg
                  viewBox={`-4 -4 ${width + 8} ${height + 8}`}
                  className="h-8 w-32"
                  role="img"
                  aria-label={`${name}, oldest first: ${scores.map((s) => formatScore(s)).join(', ')}`}
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
                    points={points.join(' ')}
                    fill="none"
                    className="stroke-brand-600"
                    strokeWidth="2"
                  />
                  {points.map((p) => {
                    const [x, y] = p.split(',')
                    return <circle key={p} cx={x} cy={y} r="2.5" className="fill-brand-600" />
                  })}
                </svg>
              </td>
              <td className="py-2 text-right">
                <ScoreChip score={scores[scores.length - 1]} size="sm" />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
