import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'

// A ten-minute meeting: Bob's last cue ends at 600 s.
const meeting = measureRows([
  ['Ann', 0, 10, 'What do you think about the launch? Is it ready? Right?'],
  ['Bob', 11, 20, 'Good point, and we also need tests before that.'],
  ['Ann', 21, 25, 'Bob, can you take the tests?'],
  ['Bob', 26, 27, 'No.'],
  ['Ann', 28, 31, 'Thanks for looking at it.'],
  ['Bob', 32, 40, 'The deadline moves to Monday then.'],
  ['Ann', 100, 110, 'Okay.'],
  ['Bob', 590, 600, 'That is all from me for today.'],
])

test('questions_asked counts questions of two or more words per 10 minutes of meeting', () => {
  const q = metricFor(meeting, 'Ann', 'questions_asked')
  expect(q.evidence.counts.questions).toBe(3)
  expect(q.value).toBe(3)
})

test('open_question_share is the share of questions starting with a wh-word', () => {
  const o = metricFor(meeting, 'Ann', 'open_question_share')
  expect(o.evidence.counts).toEqual({ openQuestions: 1, questions: 3 })
  expect(o.value).toBeCloseTo(33.3, 1)
})

test('open_question_share looks past lead-ins and a statement run into the question', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'So, um, what is left? The numbers look fine, but how do we ship it?'],
    ['Bob', 20, 60, 'We ship it next week once the review is done, I expect.'],
  ])
  expect(metricFor(m, 'Ann', 'open_question_share').value).toBe(100)
})

test('inviting_others counts inviting phrases and other people’s names in questions', () => {
  // "What do you think…?" and "Bob, can you take the tests?" (a name in a question); thanks is not an invitation.
  const i = metricFor(meeting, 'Ann', 'inviting_others')
  expect(i.evidence.counts.invitations).toBe(2)
  expect(i.value).toBe(2)
})

test('building_on_others is the share of the person’s turns that acknowledge or refer back', () => {
  // Bob's turns: "Good point, and…" (builds), "The deadline moves…", "That is all from me…" and
  // "No." (do not). Every turn counts, as in speakingTurns.
  const b = metricFor(meeting, 'Bob', 'building_on_others')
  expect(b.evidence.counts).toEqual({ buildingTurns: 1, turns: 4 })
  expect(b.value).toBe(25)
})

test('a reference to another participant by name counts as building on them', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'The cache should be per region.'],
    ['Bob', 11, 20, 'Going with what Ann said, one cache per region is simplest.'],
    ['Bob', 40, 60, 'Nothing else from me today, everyone.'],
  ])
  expect(metricFor(m, 'Bob', 'building_on_others').evidence.counts.buildingTurns).toBe(1)
})
