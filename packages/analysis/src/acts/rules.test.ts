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

const invites = (text: string, names: string[] = []) =>
  isInvitation(actWords(text), text.trim().endsWith('?'), new Set(names))

test('invitations the captions end with a full stop (Ethereum p2p call, Kamil)', () => {
  expect(invites('Yeah, any questions from anyone.')).toBe(true)
  expect(invites('Any other comments.')).toBe(true)
  expect(invites('Okay, Raul.', ['raul'])).toBe(true)
  expect(invites("So yeah, let's proceed with Mateo's presentation then.")).toBe(true)
  expect(invites('Yeah, if not, yeah, Bossel, maybe anything from Guest side?')).toBe(true)
  expect(invites('How is the progress with sparse bubbles?')).toBe(true)
})

test('statements with the same words are not invitations', () => {
  expect(invites('Any questions I had were answered.')).toBe(false)
  expect(invites('Anything from the server was lost.')).toBe(false)
  expect(invites('Thanks, Raul.', ['raul'])).toBe(false)
  expect(invites('Yeah, Raul.', ['raul'])).toBe(false)
  expect(invites('Raul said the same thing.', ['raul'])).toBe(false)
  expect(invites("Let's proceed with the plan.")).toBe(false)
})
