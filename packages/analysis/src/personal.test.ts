import { expect, test } from 'vitest'
import { openUp } from './personal.ts'

test.each([
  ['Do you think that we can ship on Friday?', 'How sure are you that we can ship on Friday?'],
  ['Can we move the release?', 'What would it take to move the release?'],
  ['Did everyone see the benchmark results?', 'What did you make of the benchmark results?'],
  ['Are we all okay with the new schedule?', 'What would you change about the new schedule?'],
  ['Does that make sense?', 'What part of this is least clear, or would you do differently?'],
  ['Any questions on the spec?', 'What questions or concerns do you have about this?'],
  ['So is the testnet stable enough now?', 'What is your take: is the testnet stable enough now?'],
])('a closed question asked openly: %s', (closed, open) => {
  expect(openUp(closed)).toBe(open)
})

test('no rewrite for what is already open, or too long to rephrase', () => {
  expect(openUp('What do you think about the schedule?')).toBeNull()
  expect(
    openUp(
      'Is it the case that the client of this API wants every single method supported for the old blocks and the new ones?',
    ),
  ).toBeNull()
})
