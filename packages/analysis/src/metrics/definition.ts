import { formatMetricValue, getMetricInfo, type MetricInfo } from '../metric-catalogue.ts'

/**
 * A metric's catalogue entry (plain data from metric-catalogue.ts) with its value formatter, for the
 * metric files to spread into their definitions: the words and figures live in one place, the
 * measuring and scoring code beside it.
 */
export function fromCatalogue(id: string): MetricInfo & { format(value: number): string } {
  const info = getMetricInfo(id)
  if (!info) throw new Error(`Metric ${id} is not in the catalogue`)
  const { valueFormat } = info
  return { ...info, format: (value: number) => formatMetricValue(valueFormat, value) }
}
