import type { PerformanceSummary } from '@rapport/contracts'
import { useId } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { formatScore, scoreTone, toneFill } from '../../../lib/score-tone.ts'
import { scoreAxis } from '../utils/score-axis.ts'

/** Axis ticks stay short; the tooltip, the text alternative and the table carry the full name. */
function shortName(name: string): string {
  return name.length > 16 ? `${name.slice(0, 15)}…` : name
}

/**
 * Latest score per metric, at most 10 bars, coloured by score band with the number on each bar. The
 * chart takes keyboard focus (Recharts' accessibility layer: the arrow keys move the tooltip from bar
 * to bar); screen readers also get the bars as one sentence, and the raw data table has them all.
 */
export function MetricBarChart({ bars, total }: { bars: readonly PerformanceSummary[]; total: number }) {
  const titleId = useId()
  const descriptionId = useId()
  const hintId = useId()
  const data = bars.map((s) => ({ ...s, label: shortName(s.sub_dimension_name) }))
  return (
    <figure aria-labelledby={titleId} aria-describedby={descriptionId} className="space-y-2">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        Latest score by metric
      </figcaption>
      <p className="text-xs text-slate-600">
        {total > bars.length
          ? `The ${bars.length} lowest of ${total} metrics, where coaching helps most; every metric is in the raw data below.`
          : 'Each metric’s score in the latest meeting of the range.'}
      </p>
      <p id={descriptionId} className="sr-only">
        {`Bar chart of latest scores out of 10: ${bars
          .map((s) => `${s.sub_dimension_name} (${s.dimension_name}) ${formatScore(s.latest_score)}`)
          .join('; ')}.`}
      </p>
      <div data-testid="metric-bar-chart">
        <ResponsiveContainer width="100%" height={340}>
          <BarChart
            data={data}
            margin={{ top: 20, right: 8, bottom: 8, left: 8 }}
            accessibilityLayer
            aria-labelledby={titleId}
            aria-describedby={`${hintId} ${descriptionId}`}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              interval={0}
              angle={-35}
              textAnchor="end"
              height={96}
              tick={{ fontSize: 11, fill: '#334155' }}
              label={{ value: 'Metric', position: 'insideBottom', offset: 0, fill: '#334155', fontSize: 12 }}
            />
            <YAxis {...scoreAxis} />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              labelFormatter={(_label, payload) => {
                const item = payload[0]?.payload as (typeof data)[number] | undefined
                return item ? `${item.sub_dimension_name} (${item.dimension_name})` : ''
              }}
              formatter={(value) => [formatScore(Number(value)), 'Latest score']}
            />
            <Legend
              verticalAlign="top"
              height={32}
              content={() => <ScoreLegend className="justify-center" label="Latest score:" />}
            />
            <Bar
              dataKey="latest_score"
              name="Latest score"
              fill="#475569"
              radius={[4, 4, 0, 0]}
              maxBarSize={48}
            >
              {data.map((s) => (
                <Cell key={s.sub_dimension_id} fill={toneFill[scoreTone(s.latest_score)]} />
              ))}
              <LabelList
                dataKey="latest_score"
                position="top"
                fontSize={11}
                fill="#0f172a"
                formatter={(value) => formatScore(Number(value))}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        Focus the chart and use the left and right arrow keys to step through the metrics.
      </p>
    </figure>
  )
}
