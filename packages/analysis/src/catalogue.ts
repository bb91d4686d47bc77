import { AUTHENTICITY_METRICS } from './metrics/authenticity.ts'
import { AUTHORITY_METRICS } from './metrics/authority.ts'
import { CLARITY_METRICS } from './metrics/clarity.ts'
import { CONCISENESS_METRICS } from './metrics/conciseness.ts'
import { ENGAGEMENT_METRICS } from './metrics/engagement.ts'
import type { DimensionName, MetricDefinition, MetricInfo } from './metrics/types.ts'
import { DIMENSIONS } from './metrics/types.ts'

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

/** Stable id of a dimension ("Authority" → "authority"). */
export function dimensionId(name: DimensionName): string {
  return name.toLowerCase()
}

export interface CatalogueDimension {
  id: string
  name: DimensionName
  metrics: MetricInfo[]
}

function info(m: MetricDefinition): MetricInfo {
  const out: MetricInfo = {
    id: m.id,
    name: m.name,
    dimension: m.dimension,
    description: m.description,
    unit: m.unit,
    computation: m.computation,
    category: m.category,
    typicalRange: { ...m.typicalRange },
    benchmarks: { ...m.benchmarks },
    direction: m.direction,
  }
  if (m.band) out.band = { ...m.band }
  return out
}

/** The catalogue as plain data (for the goals screens and the API), grouped by dimension. */
export function metricCatalogue(): CatalogueDimension[] {
  return DIMENSIONS.map((name) => ({
    id: dimensionId(name),
    name,
    metrics: METRICS.filter((m) => m.dimension === name).map(info),
  }))
}
