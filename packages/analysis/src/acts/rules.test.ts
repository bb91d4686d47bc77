import { expect, test } from 'vitest'
import { isInvitation, signpostAt } from './rules.ts'
import { actWords } from './text.ts'

const signpost = (text: string) => signpostAt(actWords(text))

test('signposts a presenter says between parts of a talk (AMI ES2004c, Speaker C)', () => {
  expect(signpost('Okay, well I’ll move on.')).toBe("i'll move on")
  expect(signpost('Um, my second part of my findings uh the mo most current remotes use this silicone')).toBe(
    'my second part',
  )
  expect(signpost('Also the just just going back to the interface designs with the buttons,')).toBe(
    'going back to',
  )
  expect(signpost('Um the second option th they offer rubber buttons,')).toBe('the second option')
  expect(signpost('Let me go back to your uh question')).toBe('let me go back to')
})

test('the same words used for a trip or mid-sentence are not signposts', () => {
  expect(signpost('Going back to the office tomorrow, I think.')).toBeNull()
  expect(signpost('So going back to the hotel after this?')).toBeNull()
  expect(signpost('Well I’m going back to visit my family.')).toBeNull()
  expect(signpost('We will move on when it is ready.')).toBeNull()
  expect(signpost('The option I like is the second one.')).toBeNull()
})
