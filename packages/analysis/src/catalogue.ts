import { AUTHENTICITY_METRICS } from './metrics/authenticity.ts'
import { AUTHORITY_METRICS } from './metrics/authority.ts'
import { CLARITY_METRICS } from './metrics/clarity.ts'
import { CONCISENESS_METRICS } from './metrics/conciseness.ts'
import { ENGAGEMENT_METRICS } from './metrics/engagement.ts'
import type { MetricDefinition } from './metrics/types.ts'

/**
 * The metric definitions with their measuring and scoring code. The words and figures each one
 * shows (names, descriptions, ranges, benchmarks) are plain data in metric-catalogue.ts.
 */

export type { CatalogueDimension } from './metric-catalogue.ts'
export { dimensionId, metricCatalogue } from './metric-catalogue.ts'

/** The 26 metrics, in display order: Authority (7), Clarity (8), Engagement (4), Authenticity (4), Conciseness (3). */
export const METRICS: readonly MetricDefinition[] = [
  ...AUTHORITY_METRICS,
  ...CLARITY_METRICS,
  ...ENGAGEMENT_METRICS,
  ...AUTHENTICITY_METRICS,
  ...CONCISENESS_METRICS,
]

const BY_ID = new Map(METRICS.map((m) => [m.id, m]))

export function getMetric(id: string): MetricDefinition | undefined {
  return BY_ID.get(id)
}
