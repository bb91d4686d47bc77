import { expect, test } from 'vitest'
import { repeatedPhrases } from './repeated-phrases.ts'

test('verbal habits are counted in the person’s lines, five uses or more, most frequent first', () => {
  const lines = [
    'I mean, it is, like, sort of the same, I mean the cost is, like, high.',
    'I mean, like, we could, like, do it. Sorry, I mean the other one.',
    'I mean we like the kinetic battery, like, a lot.',
    'Sort of, sort of.',
  ]
  expect(repeatedPhrases(lines)).toEqual([
    { phrase: 'I mean', count: 5 },
    { phrase: 'like,', count: 5 },
  ])
  // "like" the verb is not the filler; three of anything is no habit.
  expect(
    repeatedPhrases(['We like it.', 'They like it.', 'I like it.', 'You like it.', 'We like that.']),
  ).toEqual([])
})
