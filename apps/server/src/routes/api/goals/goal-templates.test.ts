import { METRICS, metricGoalName } from '@rapport/analysis'
import { expect, test } from 'vitest'
import { goalTemplates } from './goal-templates.ts'

// The built-in coach recommends on any metric it has texts for, and the LLM analyzer keeps any
// recommendation on a scored metric: so every metric of the catalogue can be named.
test('every metric a recommendation can name has exactly one goal template, in its own direction', () => {
  const templates = goalTemplates()
  for (const metric of METRICS) {
    const forMetric = templates.filter((t) => t.sub_dimension.sub_dimension_id === metric.id)
    expect(forMetric, metric.id).toHaveLength(1)
    expect(forMetric[0]?.suggested_direction).toBe(metric.direction)
  }
  expect(templates).toHaveLength(METRICS.length)
  expect(new Set(templates.map((t) => t.template_id)).size).toBe(templates.length)
  expect(new Set(templates.map((t) => t.user_friendly_name)).size).toBe(templates.length)
})

test('a template is named as the coaching names its metric: directive language is "Say what you recommend" (was "Give clearer direction")', () => {
  const byMetric = new Map(goalTemplates().map((t) => [t.sub_dimension.sub_dimension_id, t]))
  expect(byMetric.get('directive_language')?.user_friendly_name).toBe('Say what you recommend')
  for (const metric of METRICS) {
    expect(byMetric.get(metric.id)?.user_friendly_name, metric.id).toBe(metricGoalName(metric.id))
  }
})
