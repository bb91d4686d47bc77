import { metricCatalogue } from '@rapport/analysis/catalogue'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { Section } from './help-content.tsx'

/**
 * The Metrics tab: the scale, the score colours (the one scale of lib/score-tone.ts) and each dimension's metrics from the
 * analysis catalogue. Loaded on demand, so the catalogue stays out of the app's main bundle.
 */

export function Metrics() {
  const dimensions = metricCatalogue()
  return (
    <div className="space-y-5">
      <Section title="Scores">
        <p>
          Every participant is scored from 1 to 10 on each dimension. A score of 6 to 8 is appropriate for the
          role: higher is not always better, because what fits a facilitator differs from what fits a
          presenter or a participant.
        </p>
        <p>
          Each score is shown with its number, a colour and a shape: blue at or above what the role asks,
          orange below it.
        </p>
        <ScoreLegend className="text-sm" />
        <p>A metric without a score is shown in grey.</p>
      </Section>
      {dimensions.map((dimension) => (
        <Section
          key={dimension.id}
          title={`${dimension.name} (${dimension.metrics.length} ${dimension.metrics.length === 1 ? 'metric' : 'metrics'})`}
        >
          <dl className="space-y-2">
            {dimension.metrics.map((metric) => (
              <div key={metric.id}>
                <dt className="font-medium text-slate-800">{metric.name}</dt>
                <dd className="text-slate-600">{metric.description}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}
    </div>
  )
}

export default Metrics
