import { expect, test } from 'vitest'
import { dialogueActs } from './acts/dialogue-acts.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'
import { meetingTerms, termsOf } from './uptake.ts'

/** Talk about the budget and the case, every 20 s from `from` to `to`, so the meeting has a body. */
function body(from: number, to: number): CueRow[] {
  const rows: CueRow[] = []
  for (let t = from; t < to; t += 20) {
    rows.push(['Priya', t, t + 9, 'We should keep the case within the budget we agreed last time.'])
    rows.push(['Sam', t + 10, t + 19, 'The budget looks tight, so the case stays simple for now.'])
  }
  return rows
}

function ideasOf(rows: CueRow[]) {
  const transcript = transcriptFromRows(rows)
  return meetingTerms(transcript.cues, dialogueActs(transcript)).ideas
}

/** The ideas of a meeting where `said` (from 5:00) sits between two stretches of budget talk. */
function ideasAround(said: CueRow[]) {
  return ideasOf([...body(0, 300), ...said, ...body(330, 600)])
}

test('terms are content words and pairs of them said one after the other, plurals folded', () => {
  const keys = termsOf('Maybe a whistle function for the lost remotes.').map((t) => t.key)
  expect(keys).toEqual(['whistle', 'function', 'whistle function', 'lost', 'remote', 'lost remote'])
})

test('a rare word one person says first, that others use in their own sentences soon after, is their idea taken up', () => {
  const rows: CueRow[] = [
    ...body(0, 300),
    ['Arjun', 300, 306, 'We could add a whistle function so people find the remote easily.'],
    ['Anna', 310, 316, 'Have we done any research into how many people can whistle?'],
    ['Sam', 320, 326, 'A whistle would make the chip more expensive though.'],
    ['Anna', 327, 329, 'Kids could whistle for it, too.'],
    ...body(330, 600),
  ]
  const ideas = ideasOf(rows).get('Arjun') ?? []
  expect(ideas[0]).toMatchObject({
    term: 'whistle',
    at: 300,
    quote: 'We could add a whistle function so people find the remote easily.',
    by: 'Anna',
    byAt: 310,
    byQuote: 'Have we done any research into how many people can whistle?',
    uses: 3,
    people: 2,
  })
})

test('no idea is claimed from an everyday word, a one-word echo, a late pick-up, a question or the opening minutes', () => {
  // An everyday word ("computer") said first is chance.
  const everyday = [
    ...body(0, 300),
    ['Arjun', 300, 306, 'I can put the computer on the table if that helps us.'],
    ['Anna', 310, 316, 'The computer is slow again today, I am afraid.'],
    ['Sam', 320, 326, 'Then we restart the computer after the break.'],
    ...body(330, 600),
  ] satisfies CueRow[]
  expect(ideasOf(everyday).get('Arjun')).toBeUndefined()
  // Only echoed ("Whistle.") and picked up in full sentences only minutes later: not taken up.
  const echoed = [
    ...body(0, 300),
    ['Arjun', 300, 306, 'We could add a whistle function so people find the remote easily.'],
    ['Anna', 310, 311, 'Whistle.'],
    ...body(320, 500),
    ['Sam', 500, 506, 'The whistle would make the chip more expensive though.'],
    ['Anna', 510, 516, 'I still think the whistle is a fun idea for kids.'],
    ...body(520, 700),
  ] satisfies CueRow[]
  expect(ideasOf(echoed).get('Arjun')).toBeUndefined()
  // Asking about a word ("what is the whistle function?") asks after something already there.
  const asked = [
    ...body(0, 300),
    ['Arjun', 300, 306, 'What exactly is the whistle function on this slide?'],
    ['Anna', 310, 316, 'The whistle function finds the remote when you whistle.'],
    ['Sam', 320, 326, 'A whistle would make the chip more expensive though.'],
    ['Anna', 327, 329, 'Kids could whistle for it, too.'],
    ...body(330, 600),
  ] satisfies CueRow[]
  expect(ideasOf(asked).get('Arjun')).toBeUndefined()
  // The first two minutes are greetings and the agenda.
  const opening = [
    ['Arjun', 10, 16, 'Today we look at the whistle function for the new remote.'],
    ['Anna', 20, 26, 'Have we done any research into how many people can whistle?'],
    ['Sam', 30, 36, 'A whistle would make the chip more expensive though.'],
    ['Anna', 37, 39, 'Kids could whistle for it, too.'],
    ...body(40, 1200),
  ] satisfies CueRow[]
  expect(ideasOf(opening).get('Arjun')).toBeUndefined()
})

test('a word the whole meeting keeps using is its subject, not the idea of whoever said it first', () => {
  // Said in a good share of every exchange: the meeting's subject.
  const subject: CueRow[] = [
    ...body(0, 200),
    ['Arjun', 200, 206, 'The titanium casing should be our default option.'],
  ]
  for (let t = 210; t < 1800; t += 30) {
    subject.push(['Anna', t, t + 6, 'The titanium looks good but it costs a lot more.'])
    subject.push(['Sam', t + 10, t + 16, 'Titanium again, we keep coming back to it.'])
  }
  expect(ideasOf(subject).get('Arjun')).toBeUndefined()
  // Rarely, but all through the meeting: its vocabulary, not a burst after Arjun said it.
  const vocabulary: CueRow[] = [
    ...body(0, 200),
    ['Arjun', 200, 206, 'The titanium casing should be our default option.'],
    ['Anna', 210, 216, 'The titanium looks good but it costs a lot more.'],
    ['Sam', 220, 226, 'Titanium again, we keep coming back to it.'],
  ]
  for (let t = 230; t < 3600; t += 300) {
    vocabulary.push(...body(t, t + 280))
    vocabulary.push(['Anna', t + 285, t + 290, 'And the titanium question is still open for the case.'])
  }
  expect(ideasOf(vocabulary).get('Arjun')).toBeUndefined()
})

test('the idea is shown as the words the other person took up: "primary functions" takes up "functions", not "advanced functions"', () => {
  expect(
    ideasAround([
      ['Arjun', 300, 306, 'We want a fold-out bay for more advanced functions for users.'],
      ['Anna', 310, 316, 'So we opted for very large buttons for the primary functions.'],
      ['Sam', 320, 326, 'The functions on the front stay simple then.'],
      ['Anna', 327, 329, 'And the other functions go in the menu.'],
    ]).get('Arjun')?.[0]?.term,
  ).toBe('functions')
})

test('no idea is claimed from a word said alone as a manner or an action, from the same guess said at once, or from a recap', () => {
  const cases: CueRow[][] = [
    // "literally" (a manner) and "merged" (an action) said alone.
    [
      ['Arjun', 300, 306, 'My laptop is literally falling apart on the table.'],
      ['Anna', 310, 316, 'The design has to work literally in every home.'],
      ['Sam', 318, 319, 'The design has to work literally in every home.'],
      ['Anna', 319, 320, 'It literally has to be cheap too.'],
    ],
    [
      ['Arjun', 300, 306, 'The spec for the builder API got merged yesterday.'],
      ['Anna', 310, 316, 'Our implementation is not merged into the client yet.'],
      ['Sam', 318, 319, 'Our implementation is not merged into the client yet.'],
      ['Anna', 319, 320, 'Then it gets merged next week, I hope.'],
    ],
    // Anna said "whistle" while Arjun was still saying it: a shared guess, not a reply.
    [
      ['Arjun', 300, 310, 'It could be a turtle, or a dolphin, or a whistle.'],
      ['Anna', 305, 309, 'A whistle, I think it is a whistle.'],
    ],
    // Reading back the last meeting's decision.
    [
      ['Arjun', 300, 306, 'Last meeting we decided on a whistle function for the remote.'],
      ['Anna', 310, 316, 'Have we done any research into how many people can whistle?'],
    ],
  ]
  for (const said of cases) {
    const whistled: CueRow[] = [
      ['Sam', 320, 326, 'The whistle would make the chip more expensive though.'],
      ['Anna', 327, 329, 'Kids could whistle for it, too.'],
    ]
    expect(ideasAround([...said, ...whistled]).get('Arjun')).toBeUndefined()
  }
})

test('a link, a chat or a document passed round is no idea (blind round 14: "the link is here in the GitHub issue")', () => {
  expect(
    ideasAround([
      ['Loring', 300, 306, 'I will just point out that the link is here in the GitHub issue for everyone.'],
      ['Boma', 310, 316, 'Okay, let me gather the link for the other proposal.'],
      ['Sam', 320, 326, 'The link in the chat works for me now.'],
      ['Boma', 327, 329, 'I put the link in the notes as well.'],
    ]).get('Loring'),
  ).toBeUndefined()
})

test('a single word one other person picked up is shared vocabulary, not an idea the group took up (blind round 14: "epoch")', () => {
  expect(
    ideasAround([
      ['Potuz', 300, 306, 'The proposer boost only changes at the next epoch boundary for us.'],
      ['Marius', 310, 316, 'Which epoch are we talking about for the fork?'],
      ['Marius', 320, 326, 'Then the epoch after that should be fine for Geth.'],
    ]).get('Potuz'),
  ).toBeUndefined()
})

/** Arjun's ideas when he says `lines[0]` at 5:00 and Anna, Sam and Anna take it up; `earlier` comes before. */
function arjunsIdeasAfter(earlier: CueRow[], lines: [string, string, string, string]) {
  const [arjun, anna, sam, again] = lines
  return (
    ideasOf([
      ...body(0, 300),
      ...earlier,
      ['Arjun', 300, 306, arjun],
      ['Anna', 310, 316, anna],
      ['Sam', 320, 326, sam],
      ['Anna', 327, 333, again],
      ...body(340, 600),
    ]).get('Arjun') ?? []
  )
}

test('a word someone else had said in another form first is not the later speaker’s idea (blind round 16: "aggregate", then "aggregation")', () => {
  const ideasAfter = (earlier: CueRow[]) =>
    arjunsIdeasAfter(earlier, [
      'We could do the aggregation in the final block proof instead.',
      'The aggregation would take most of the proving time, though.',
      'Aggregation over the whole block is what the other team measured.',
      'Then we measure aggregation again on the next devnet.',
    ])
  expect(ideasAfter([]).map((i) => i.term)).toEqual(['aggregation'])
  expect(ideasAfter([['Sam', 200, 206, 'It needs to aggregate the proofs into the final one.']])).toEqual([])
})

test('a pair of words is not the speaker’s idea when another person had said its unusual word first (blind round 17: "is our remote control universal")', () => {
  const ideasAfter = (earlier: CueRow[]) =>
    arjunsIdeasAfter(earlier, [
      'We could make it a universal remote that works with every brand.',
      'A universal remote would need the codes for every television.',
      'The universal remote idea costs more, but it sells better.',
      'Then the universal remote goes on the list for the next meeting.',
    ])
  expect(ideasAfter([]).map((i) => i.term)).toContain('universal remote')
  expect(ideasAfter([['Sam', 200, 206, 'Is our remote control going to be universal, then?']])).toEqual([])
})

test('reading out one’s role is no idea, and what is counted is said as counted (blind round 19, ES2015a: "functional design phase")', () => {
  const ideaOf = (said: string) =>
    ideasAround([
      ['Aisha', 300, 306, said],
      ['Sofia', 310, 316, 'I will also look after the functional design phase with the team.'],
      ['Lucas', 320, 326, 'The design phase needs a budget we can live with too.'],
      ['Sofia', 327, 329, 'And the design phase ends next week, I hope.'],
    ]).get('Aisha')?.[0]
  const idea = ideaOf('We should plan the functional design phase around the user study.')
  expect(idea).toMatchObject({ term: 'functional design phase', counted: 'design', uses: 3 })
  expect(ideaOf('I will be responsible for the functional design phase of the project.')).toBeUndefined()
})
