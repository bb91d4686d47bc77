import { expect, test } from 'vitest'
import { isMeetingLogistics, isPleasantry, readsCleanly } from './quotes.ts'

// Sentences from the repository's fixtures (AMI IS1000a, Ethereum ACDC 178) and the MRDA meetings
// (ICSI transcription keeps every restart: "w- -", "I - I", "==").
test.each([
  ['Pro specially we should next project we should take l like that.', 'a pair said again, a cut-off "l"'],
  [
    'And uh just before starting the detailed discussion, maybe we You are the marketing guy?',
    'filler, restart',
  ],
  ['Yeah, I think I will go without without it, right?', 'a word said twice'],
  ['Can you - can you say that this is part of this?', 'a restart across a dash'],
  ['So I’m just curious how - how - h- - how exactly you got roped into this.', 'cut-off word'],
  ['Why are - why are they asking us?', 'restart'],
  ['What about um the idea of using a relational database?', 'filler'],
  ['So we probably have like four or five more forms to be read to be once through the set.', 'pair again'],
  ['It doesn’t ==', 'trailing off'],
  ['And What the prover does is it finds where this entry should be in the table.', 'restart (Zoom)'],
  [
    'I was just wondering, like, is the improvement here in terms of, like, more storing or lookups?',
    'filler "like" (Zoom)',
  ],
  [
    'Yeah, it’s, it’s implemented by Prism and Lighthouse, so far on blob.net Zero.',
    'a word said twice (Zoom)',
  ],
  ['We could say optionally to include it, but I would not, I would not require it.', 'a restart (Zoom)'],
  ['Just the standard thing li things like intuitive, small, fairly cheap.', 'a cut-off "li" (AMI TS3007a)'],
  [
    'We could make a combination that it goes beep and that you that some light lights up.',
    'a function word again after one short word (AMI TS3012b)',
  ],
])('"%s" does not read cleanly (%s)', (sentence) => {
  expect(readsCleanly(sentence)).toBe(false)
})

test.each([
  'So in this case where you have the words and you don’t have the times, what do you mean by merge?',
  'Or focus more on the targets and on the training data?',
  'I think that that is the part we agree on.',
  'How do you synchronize the time in the crosspad and the time of the recording?',
  'We should ship it on the 14th, and Anna owns the release notes.',
  'So why don’t we plan to meet Monday?',
  'I mean that was the main visual thing that I noticed.',
  'We would like to ship it, and I like the plan.',
  'What the prover does is find where this entry should be in the table.',
  'If we go by it as is, we are up to six of us on it.',
  'Give it to the team that asked for it first.',
])('"%s" reads cleanly', (sentence) => {
  expect(readsCleanly(sentence)).toBe(true)
})

test.each([
  'Welcome back everybody, hope you’ve had fun.',
  'Then, thanks for joining.',
  'Daniel, maybe anything from Lighthouse?',
  'Bossel, maybe anything from Guest side?',
  'Okay, thanks everyone, see you in two weeks.',
  'Good morning everybody.',
])('"%s" is a pleasantry or a call round the table, never a quote', (sentence) => {
  expect(isPleasantry(sentence)).toBe(true)
})

test.each([
  'Thanks a lot, Matthias, that answers the question about the fan-out.',
  'Anything we ship this week has to pass the new test suite first.',
  'Welcome changes to the spec need a second reviewer before they are merged.',
  'What kind of price are we looking at for the normal batteries?',
])('"%s" is not a pleasantry', (sentence) => {
  expect(isPleasantry(sentence)).toBe(false)
})

test('talk about the laptop and its cable is the meeting’s equipment, not a view to coach (AMI TS3012b)', () => {
  expect(isMeetingLogistics('You should close it on your own notebook, I guess.')).toBe(true)
  expect(isMeetingLogistics('Could you plug it in on the other side, the cable is too short?')).toBe(true)
  expect(isMeetingLogistics('The remote should be as thin as a notebook.')).toBe(false)
  // Blind round 21: a request for the laptop cable, praised as a good question.
  expect(isMeetingLogistics('Can I have your cable please?')).toBe(true)
})
