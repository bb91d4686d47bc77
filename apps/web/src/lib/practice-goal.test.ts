import { expect, test } from 'vitest'
import { practiceGoalHref, practiceGoalTitle, practiceMeasure } from './practice-goal.ts'

test('a goal title is the practice’s first sentence, cut at a word before 80 characters', () => {
  expect(practiceGoalTitle('Ask two open questions. Then listen.')).toBe('Ask two open questions')
  const long =
    'Next meeting: end each of your proposals with who will do it and by when, so the group can hold you to it, and say it aloud'
  const title = practiceGoalTitle(long)
  expect(title.length).toBeLessThanOrEqual(81)
  expect(title.endsWith('…')).toBe(true)
  expect(long.startsWith(title.slice(0, -1))).toBe(true)
})

test('the goal link carries the practice’s metric, target and direction; the measure reads in the metric’s unit', () => {
  const practice = {
    text: 'Ask two open questions.',
    metric: 'questions_asked',
    target: 2,
    current: 0.5,
    direction: 'increase' as const,
  }
  const href = new URL(practiceGoalHref('person-1', practice), 'http://x')
  expect(Object.fromEntries(href.searchParams)).toEqual({
    create: '1',
    person: 'person-1',
    metric: 'questions_asked',
    title: 'Ask two open questions',
    target: '2',
    direction: 'increase',
  })
  expect(practiceMeasure(practice)).toMatch(/^.+: .+ in this meeting\. Next meeting: .+\.$/)
  expect(practiceMeasure({ ...practice, metric: 'no_such_metric' })).toBeNull()
  // A practice that already says its target is not said twice.
  const said = practiceMeasure(practice)?.match(/Next meeting: (.+)\.$/)?.[1] ?? ''
  expect(practiceMeasure({ ...practice, text: `Ask questions: aim for ${said}.` })).toBeNull()
})
