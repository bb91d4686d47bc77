import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ScoreChip } from './score-chip.tsx'
import { ScoreLegend } from './score-legend.tsx'

test('the legend lists each band with its range, its words and its own shape', () => {
  render(<ScoreLegend />)
  const items = within(screen.getByRole('list', { name: 'Score scale' })).getAllByRole('listitem')
  expect(items.map((li) => li.textContent)).toEqual([
    '8 or above above what the role asks',
    '6 to 8 appropriate for the role',
    '4 to 6 below what the role asks',
    'below 4 well below what the role asks',
  ])
  const shapes = items.map((li) => li.querySelector('svg')?.getAttribute('data-shape'))
  expect(new Set(shapes).size).toBe(4)
})

test('a chip shows the number with the shape of its band, the same as the legend’s', () => {
  render(
    <>
      <ScoreChip score={7.9} />
      <ScoreLegend />
    </>,
  )
  const chip = screen.getByText('7.9')
  expect(chip).toHaveAttribute('data-tone', 'appropriate')
  const legendItem = within(screen.getByRole('list', { name: 'Score scale' })).getByText('6 to 8')
    .parentElement?.parentElement
  expect(chip.querySelector('svg')?.getAttribute('data-shape')).toBe(
    legendItem?.querySelector('svg')?.getAttribute('data-shape'),
  )
  expect(chip.querySelector('svg')?.getAttribute('class')).toContain('fill-score-appropriate')
})
