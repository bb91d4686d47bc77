import { METRIC_CATALOGUE } from '@rapport/analysis/catalogue'
import { expect, test } from 'vitest'
import { METRIC_NAMES } from './metric-names.ts'

test('every metric of the catalogue, and only those, with the catalogue’s name and value format', () => {
  expect(METRIC_NAMES).toEqual(
    Object.fromEntries(METRIC_CATALOGUE.map((metric) => [metric.id, [metric.name, metric.valueFormat]])),
  )
})
