import type { PerformanceSummary } from '@rapport/contracts'
import { type ComponentProps, useId } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { trendWords } from '../../../lib/dimension-trend.ts'
import { formatScore, scoreTone, toneFill } from '../../../lib/score-tone.ts'
import { scoreAxis } from '../utils/score-axis.ts'

/** Lines of at most `width` characters, broken between words (a longer word stays whole). */
export function wrapLabel(name: string, width = 20): string[] {
  const lines: string[] = []
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** A metric's full name beside its bar, over as many lines as it needs: never cut. */
function MetricTick({
  x,
  y,
  payload,
}: {
  x?: number | string
  y?: number | string
  payload?: { value?: unknown }
}) {
  const lines = wrapLabel(String(payload?.value ?? ''))
  const lineHeight = 13
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" fontSize={11} fill="#334155">
      {lines.map((line, i) => (
        <tspan
          key={line}
          x={Number(x)}
          dy={i === 0 ? (-(lines.length - 1) * lineHeight) / 2 + 4 : lineHeight}
        >
          {line}
        </tspan>
      ))}
    </text>
  )
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
  const data = bars.map((s) => ({ ...s, label: s.sub_dimension_name }))
  // Bars lie down so each metric's full name has room beside it, on a phone too.
  const height = 80 + data.length * 40
  return (
    <figure aria-labelledby={titleId} aria-describedby={descriptionId} className="space-y-2">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        Latest score by metric
      </figcaption>
      <p className="text-xs text-slate-600">
        {total > bars.length
          ? `The ${bars.length} lowest of ${total} metrics, where coaching helps most; every metric is in the raw data below.`
          : `Each metric’s ${trendWords.latest}: the mean of that week’s meetings, as on your home.`}
      </p>
      <p id={descriptionId} className="sr-only">
        {`Bar chart of latest scores out of 10: ${bars
          .map((s) => `${s.sub_dimension_name} (${s.dimension_name}) ${formatScore(s.latest_score)}`)
          .join('; ')}.`}
      </p>
      {/* Above the chart, in the page's flow: inside it (a Recharts legend of fixed height) it wrapped
          onto the bars on a phone. */}
      <ScoreLegend className="justify-center" label="Latest score:" />
      <div data-testid="metric-bar-chart">
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 32, bottom: 8, left: 0 }}
            accessibilityLayer
            aria-labelledby={titleId}
            aria-describedby={`${hintId} ${descriptionId}`}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
            <YAxis
              type="category"
              dataKey="label"
              interval={0}
              width={132}
              tickLine={false}
              tick={(props: ComponentProps<typeof MetricTick>) => <MetricTick {...props} />}
            />
            <XAxis
              type="number"
              domain={scoreAxis.domain}
              ticks={scoreAxis.ticks}
              allowDecimals={false}
              tick={scoreAxis.tick}
              height={40}
              label={{
                value: 'Score (1–10)',
                position: 'insideBottom',
                offset: 0,
                fill: '#334155',
                fontSize: 12,
              }}
            />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              labelFormatter={(_label, payload) => {
                const item = payload[0]?.payload as (typeof data)[number] | undefined
                return item ? `${item.sub_dimension_name} (${item.dimension_name})` : ''
              }}
              formatter={(value) => [formatScore(Number(value)), 'Latest score']}
            />
            <Bar
              dataKey="latest_score"
              name="Latest score"
              fill="#475569"
              radius={[0, 4, 4, 0]}
              maxBarSize={24}
            >
              {data.map((s) => (
                <Cell key={s.sub_dimension_id} fill={toneFill[scoreTone(s.latest_score)]} />
              ))}
              <LabelList
                dataKey="latest_score"
                position="right"
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
