import { expect, test } from 'vitest'
import { standsOut } from './narrative.ts'
import { trailsOff } from './quotes.ts'

test('talking over is coached only where it stands out in the meeting: twice the others’ median, near the most, and above a floor', () => {
  // A lively design meeting: everyone overlaps about as much, so no one is told to stop.
  expect(standsOut(10, [9, 6, 5], 4)).toBe(false)
  expect(standsOut(13, [10, 9, 3], 4)).toBe(false)
  // One person does it far more than the rest.
  expect(standsOut(12, [3, 2, 1], 4)).toBe(true)
  // Below the floor it is not a habit, whatever the others did.
  expect(standsOut(3, [0, 0, 0], 4)).toBe(false)
})

test('a quote that stops mid-sentence trails off; a finished one, or one ending on a content word, does not', () => {
  expect(trailsOff("So we'll have to like")).toBe(true)
  expect(trailsOff('For the for the plastic part would be')).toBe(true)
  expect(trailsOff('And then we go to the,')).toBe(true)
  expect(trailsOff('We have decided on leaving out the voice recognition')).toBe(false)
  expect(trailsOff('We decided to go with the kinetic battery.')).toBe(false)
  expect(trailsOff('Is that the one you like?')).toBe(false)
})
