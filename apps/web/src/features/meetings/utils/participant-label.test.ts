import { expect, test } from 'vitest'
import { participantLabel } from './participant-label.ts'

test('a job and a different role are both shown', () => {
  expect(participantLabel('Product Manager', 'Facilitator')).toBe('Product Manager · Facilitator')
})

test('the same word is never shown twice', () => {
  expect(participantLabel('Participant', 'Participant')).toBe('')
  expect(participantLabel('Presenter', 'presenter')).toBe('Presenter')
  expect(participantLabel('Meeting Facilitator', 'Facilitator')).toBe('Meeting Facilitator')
})

test('the generic title and the plain participant role add nothing', () => {
  expect(participantLabel('Participant', 'Facilitator')).toBe('Facilitator')
  expect(participantLabel('Industrial Designer', 'Participant')).toBe('Industrial Designer')
  expect(participantLabel('', '')).toBe('')
  expect(participantLabel('  ', 'Contributor')).toBe('Contributor')
})

test('a generic title from the review step (Team Member, Attendee) is left out too', () => {
  expect(participantLabel('Team Member', 'Presenter')).toBe('Presenter')
  expect(participantLabel('Attendee', 'Participant')).toBe('')
})
