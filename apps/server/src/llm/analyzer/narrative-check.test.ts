import { parseWebVtt } from '@rapport/analysis'
import { expect, test } from 'vitest'
import { nameWords, numbersIn, quoteInCue, seconds, strangers, transcriptNumber } from './narrative-check.ts'

const transcript = parseWebVtt(`WEBVTT

1
00:01:05.400 --> 00:01:09.000
Ada Lovelace: Maybe we could ship it on Friday? I think so.

2
00:01:10.000 --> 00:01:12.000
Grace Hopper: I’ll review it by 3 pm.
`)

test('a quote holds in one cue of that speaker starting within 2 s of at, and is cut from the cue as said', () => {
  expect(quoteInCue(transcript, 'Ada Lovelace', 'maybe we could ship it on friday', seconds('1:06'))).toEqual(
    {
      quote: 'Maybe we could ship it on Friday?',
      at: 65.4,
    },
  )
  // Another speaker's words, a time too far off, words not said in that order: none holds.
  expect(quoteInCue(transcript, 'Ada Lovelace', 'I’ll review it by 3 pm.', 70)).toBeNull()
  expect(quoteInCue(transcript, 'Ada Lovelace', 'Maybe we could ship it on Friday?', 68)).toBeNull()
  expect(quoteInCue(transcript, 'Ada Lovelace', 'We could maybe ship it on Friday?', 65)).toBeNull()
})

test('numbers are read as figures: times as written, decimals by value, thousands without their comma', () => {
  expect(numbersIn('At 7:28, 2.70 per 10 min from 1,138 words; 83%.')).toEqual([
    '7:28',
    '2.7',
    '10',
    '1138',
    '83',
  ])
  expect(seconds('1:02:03')).toBe(3723)
  // Names with numbers in them are no figures (blind round 10: "ERC-20" refused as the count 20).
  expect(
    numbersIn('You walked one ERC-20 transfer through EIP-7702 on L2 and devnet4, in 12 minutes.'),
  ).toEqual(['12'])
})

test('a name handed a question or addressed must be a participant’s', () => {
  const names = new Set(['ada', 'lovelace', 'grace', 'hopper'])
  expect(strangers('Next time, ask Grace what she thinks.', names)).toEqual([])
  expect(strangers('Next time, ask Louis what he thinks.', names)).toEqual(['Louis'])
  expect(strangers('Louis, what would you change?', names)).toEqual(['Louis'])
  // A sentence that opens with a word and a comma is no address.
  expect(strangers('Reviews, comments, feedbacks, anything we could get.', names)).toEqual([])
  expect(strangers('So, what do we ship first?', names)).toEqual([])
  // A Zoom handle names its person by its parts (blind review, bal-013: "Jochem" refused).
  const handles = nameWords(['jochem-brouwer', 'Jean-Luc Picard', 'felipe'])
  expect(strangers('Jochem, could that go into the benchmarks?', handles)).toEqual([])
  expect(strangers('Next time, ask Jean what he thinks.', handles)).toEqual([])
  expect(strangers('Next time, ask Felipe first.', handles)).toEqual([])
  expect(strangers('Next time, ask Louis first.', handles)).toEqual(['Louis'])
})

const turns = parseWebVtt(`WEBVTT

00:37:33.000 --> 00:37:36.000
Nico Flaig: We need the key manager API.

00:37:36.500 --> 00:37:40.000
Nico Flaig: Can you comment on PR 625 with what is missing?

00:37:41.000 --> 00:37:44.000
potuz: It should be yesterday, we need this for 2.5 reasons.
`)

test('a quote from the middle of a turn holds under the turn’s start, as the model is shown it, and is stored at its own cue', () => {
  // The model sees Nico's two cues as one line at 37:33.
  expect(quoteInCue(turns, 'Nico Flaig', 'Can you comment on PR 625', seconds('37:33'))).toEqual({
    quote: 'Can you comment on PR 625',
    at: 2256.5,
  })
  // Not from another speaker's turn, nor from a turn starting elsewhere.
  expect(quoteInCue(turns, 'Nico Flaig', 'It should be yesterday', seconds('37:33'))).toBeNull()
  expect(quoteInCue(turns, 'potuz', 'It should be yesterday', seconds('37:33'))).toBeNull()
})

test('a text may name a time at which a cue starts and a figure said in the meeting, but no small count it was not given', () => {
  expect(transcriptNumber('37:33', turns)).toBe(true)
  expect(transcriptNumber('37:41', turns)).toBe(true)
  expect(transcriptNumber('12:00', turns)).toBe(false)
  expect(transcriptNumber('625', turns)).toBe(true)
  expect(transcriptNumber('2.5', turns)).toBe(true)
  expect(transcriptNumber('626', turns)).toBe(false)
  // "the 3 times you…": small whole numbers are counts, checked against the figures only.
  expect(transcriptNumber('2', turns)).toBe(false)
})
