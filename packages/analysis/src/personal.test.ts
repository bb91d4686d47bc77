import { expect, test } from 'vitest'
import { measureTranscript } from './measure.ts'
import { hedgeRewrite, openUp } from './personal.ts'
import { transcriptFromRows } from './test-transcript.ts'

test.each([
  ['Do you think that we can ship on Friday?', 'How sure are you that we can ship on Friday?'],
  ['Can we move the release?', 'What would it take to move the release?'],
  ['Did everyone see the benchmark results?', 'What did you make of the benchmark results?'],
  ['Are we all okay with the new schedule?', 'What would you change about the new schedule?'],
  ['Does that make sense?', 'What part of this is least clear, or what would you do differently?'],
  ['Any questions on the spec?', 'What questions or concerns do you have about this?'],
  // Ethereum ACDC 178 and MRDA meetings.
  ['Are we good to go?', 'What is still open before we go ahead?'],
  [
    'Is the specification for 872, is it already frozen?',
    'Where does the specification for 872 stand, and what is left before it is frozen?',
  ],
  ['But are there network applications then?', 'What network applications are there?'],
  ['Should we split the test into two runs?', 'What would change if we split the test into two runs?'],
])('a closed question asked openly: %s', (closed, open) => {
  expect(openUp(closed)).toBe(open)
})

// From the MRDA meetings and the fixtures: each was once "opened" into nonsense ("Can you hear
// me?" → "What would it take to hear me?").
test.each([
  'Can you hear me?',
  'Is your mike on?',
  'Should we close the door?',
  'Can I ask a quick question about this side?',
  'Can I go next?',
  'Could you introduce such a session management?',
  'Are you talking about the overlap annotations?',
  'So, are you saying this is more efficient than foam filters?',
  'Is that voiced or unvoiced?',
  'Is that observation from Hoodie, or from Mainnet?',
  'Do you have to hand it around?',
  'Do you want this, Adam?',
  // AMI TS3007a: once "What rabbit at home do you have?".
  'Do you have a rabbit at home?',
  'Does yours say three?',
  'So should we be thinking of using something like that in our remote control design too?',
  // A tag or a second clause: no rewrite keeps its sense ("What fruits that look like broccoli, no are there?").
  'Are there any fruits that look like broccoli, no?',
  // From a blind review: "What another battery there is there?" is no sentence.
  'Is there another battery there?',
  // "How sure are you that ready for the interop?" is no sentence.
  'Do you feel ready for the interop?',
])('a question rightly asked closed, or with no honest open form, is left alone: %s', (question) => {
  expect(openUp(question)).toBeNull()
})

test('no rewrite for what is already open, or too long to rephrase', () => {
  expect(openUp('What do you think about the schedule?')).toBeNull()
  expect(
    openUp(
      'Is it the case that the client of this API wants every single method supported for the old blocks and the new ones?',
    ),
  ).toBeNull()
})

test('a hedge comes out only where it opens a clause, and never to leave a sentence unfinished (blind round 15)', () => {
  const rewriteOf = (sentence: string) => {
    const transcript = transcriptFromRows([
      ['Ann', 0, 8, sentence],
      [
        'Bob',
        9,
        20,
        'We went through the test plan again this week and the numbers look stable across the clients.',
      ],
    ])
    const ann = measureTranscript(transcript).participants.find((p) => p.name === 'Ann')
    return ann ? (hedgeRewrite(ann)?.rewritten ?? null) : null
  }
  expect(rewriteOf('I think we should keep the signature intact if we just do this expansion.')).toBe(
    'We should keep the signature intact if we just do this expansion.',
  )
  // IS1006b: "For personal preferences to make a baby-proof remote…" lost its verb.
  expect(
    rewriteOf('For personal preferences I think that to make a baby-proof remote it has to be titanium.'),
  ).toBe(null)
  // encryptthemempool-007: "Yeah, and we can mention that we are also." is a false start, not a view.
  expect(rewriteOf('Yeah, and maybe we can mention that we are also, sort of.')).toBe(null)
})
