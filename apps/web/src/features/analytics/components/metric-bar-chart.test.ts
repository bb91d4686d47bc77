import { expect, test } from 'vitest'
import { wrapLabel } from './metric-bar-chart.tsx'

test('a metric name wraps between words into lines of at most 20 characters, never cut', () => {
  expect(wrapLabel('Share of talk time')).toEqual(['Share of talk time'])
  expect(wrapLabel('Turns completed without being cut off')).toEqual([
    'Turns completed',
    'without being cut',
    'off',
  ])
  expect(wrapLabel('Tag questions and approval-seeking')).toEqual(['Tag questions and', 'approval-seeking'])
  expect(wrapLabel('Supercalifragilisticexpialidocious words')).toEqual([
    'Supercalifragilisticexpialidocious',
    'words',
  ])
})
