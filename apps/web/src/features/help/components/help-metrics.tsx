import { metricCatalogue } from '@rapport/analysis/catalogue'
import { Section } from './help-content.tsx'

/**
 * The Metrics tab: the scale, the score colours (spec §9) and each dimension's metrics from the
 * analysis catalogue. Loaded on demand, so the catalogue stays out of the app's main bundle.
 */
export const scoreBands = [
  { range: '8 or above', colour: 'Green', swatch: 'bg-green-600' },
  { range: '6 or above', colour: 'Amber', swatch: 'bg-amber-500' },
  { range: '4 or above', colour: 'Orange', swatch: 'bg-orange-500' },
  { range: 'Below 4', colour: 'Red', swatch: 'bg-red-600' },
] as const

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
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {scoreBands.map((band) => (
            <li key={band.colour} className="flex items-center gap-2">
              <span className={`size-3 shrink-0 rounded-full ${band.swatch}`} aria-hidden="true" />
              <span>
                {band.range}: {band.colour}
              </span>
            </li>
          ))}
        </ul>
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
