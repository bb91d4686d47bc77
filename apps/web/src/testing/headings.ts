import { screen } from '@testing-library/react'

/**
 * The headings' levels in document order, and where one skips a level after the previous (axe
 * "heading-order": an h3 straight after an h1). An empty list: the headings go in order.
 */
export function headingSkips(): string[] {
  const headings = screen.queryAllByRole('heading')
  const skips: string[] = []
  let previous = 0
  for (const heading of headings) {
    const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))
    if (previous > 0 && level > previous + 1) skips.push(`h${previous} → h${level} "${heading.textContent}"`)
    previous = level
  }
  return skips
}
