import type { PerformanceSummary } from '@rapport/contracts'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { RawDataTable } from './raw-data-table.tsx'

const row: PerformanceSummary = {
  dimension_name: 'Clarity',
  sub_dimension_id: 'filler_words',
  sub_dimension_name: 'Filler words',
  latest_score: 6.5,
  latest_date: '2026-11-20',
  average_score: 6.1,
  first_score: 5.8,
  first_date: '2026-10-02',
  score_change: 0.7,
  meeting_count: 4,
}

// jsdom lays nothing out: the box's widths are set as a 390 px phone would measure them.
const saved = {
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
}
function measure(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth })
}
afterEach(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key]
  }
})

test('on a phone, where the table is wider than its box, the scrolling box is a focusable, named region', () => {
  measure(720, 350)
  render(<RawDataTable summaries={[row]} />)
  const region = screen.getByRole('region', { name: 'Raw data, scrolls sideways' })
  expect(region).toHaveAttribute('tabindex', '0')
  expect(region).toContainElement(screen.getByRole('table'))
})

test('where the table fits, the box is no extra tab stop', () => {
  measure(900, 900)
  render(<RawDataTable summaries={[row]} />)
  expect(screen.queryByRole('region')).not.toBeInTheDocument()
  expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex')
})
