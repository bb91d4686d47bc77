// biome-ignore lint/style/noRestrictedImports: the test reads the module's own source; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { METRICS } from './catalogue.ts'
import { formatMetricValue, getMetricInfo, METRIC_CATALOGUE, metricCatalogue } from './metric-catalogue.ts'

test('the catalogue module imports nothing but the value formatters (no measuring code, no lexicon)', () => {
  const source = readFileSync(new URL('./metric-catalogue.ts', import.meta.url), 'utf8')
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1])
  expect([...new Set(imports)]).toEqual(['./metric-format.ts'])
  const format = readFileSync(new URL('./metric-format.ts', import.meta.url), 'utf8')
  expect([...format.matchAll(/from '([^']+)'/g)].map((m) => m[1])).toEqual(['./metrics/format.ts'])
  const clock = readFileSync(new URL('./metrics/format.ts', import.meta.url), 'utf8')
  expect(clock).not.toMatch(/^import /m)
})

test('the subpath @rapport/analysis/catalogue points at the plain-data module', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, string>
  }
  expect(pkg.exports['./catalogue']).toBe('./src/metric-catalogue.ts')
})

test('the measuring code reads every definition from the catalogue, in the same order', () => {
  expect(METRICS.map((m) => m.id)).toEqual(METRIC_CATALOGUE.map((m) => m.id))
  for (const m of METRICS) {
    const info = getMetricInfo(m.id)
    expect(info).toBeDefined()
    if (!info) continue
    expect(m.name).toBe(info.name)
    expect(m.description).toBe(info.description)
    expect(m.benchmarks).toEqual(info.benchmarks)
    expect(m.format(12.34)).toBe(formatMetricValue(info.valueFormat, 12.34))
  }
})

test('catalogue entries are plain data: they survive JSON unchanged and callers get copies', () => {
  expect(JSON.parse(JSON.stringify(METRIC_CATALOGUE))).toEqual(METRIC_CATALOGUE)
  const first = metricCatalogue()[0]?.metrics[0]
  if (first) first.benchmarks.good = -1
  expect(metricCatalogue()[0]?.metrics[0]?.benchmarks.good).not.toBe(-1)
  expect(getMetricInfo('no_such_metric')).toBeUndefined()
  expect(formatMetricValue('seconds', 135)).toBe('2 min 15 s')
})
