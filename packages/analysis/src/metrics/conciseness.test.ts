import { expect, test } from 'vitest'
import { agreesOnJoinedPieces } from '../test-texts.ts'
import { measureRows, metricFor } from '../test-transcript.ts'
import { asks, longestMonologue } from './conciseness.ts'

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ')

test('words_per_turn is words divided by turns', () => {
  const m = measureRows([
    ['Ann', 0, 10, `${words(10)}.`],
    ['Bob', 11, 12, 'Okay then.'],
    ['Ann', 13, 30, `${words(20)}.`],
  ])
  expect(metricFor(m, 'Ann', 'words_per_turn').value).toBe(15)
})

test('longest_monologue joins one person’s turns across pauses of up to 5 s', () => {
  const m = measureRows([
    ['Ann', 0, 20, 'First part of a long explanation.'],
    ['Ann', 23, 40, 'Second part after a short pause.'],
    ['Bob', 50, 55, 'A question from me.'],
    ['Ann', 60, 70, 'A short answer.'],
  ])
  const mono = metricFor(m, 'Ann', 'longest_monologue')
  expect(mono.value).toBe(40)
  expect(mono.evidence.examples[0]?.text).toBe('First part of a long explanation.')
})

test('longest_monologue ends when someone else speaks, even briefly', () => {
  const m = measureRows([
    ['Ann', 0, 30, 'First part of a long explanation.'],
    ['Bob', 30.5, 31.5, 'Which part?'],
    ['Ann', 32, 60, 'Second part of it.'],
  ])
  expect(metricFor(m, 'Ann', 'longest_monologue').value).toBe(30)
})

test('another speaker’s back-channel does not end a monologue or a turn (issue 18)', () => {
  const m = measureRows([
    ['Ann', 0, 30, 'First part of a long explanation.'],
    ['Bob', 30.5, 31, 'Mm-hmm.'],
    ['Ann', 31.5, 60, 'Second part of it.'],
  ])
  expect(metricFor(m, 'Ann', 'longest_monologue').value).toBe(60)
  expect(m.participants.find((p) => p.name === 'Ann')?.speakingTurns).toBe(1)
  expect(m.participants.find((p) => p.name === 'Bob')?.speakingTurns).toBe(0)
})

test('redundancy is the share of four-word phrases repeated within the same turn', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'We need the release plan today. We need the release plan today.'],
    ['Bob', 11, 20, 'Fine by me then.'],
  ])
  const r = metricFor(m, 'Ann', 'redundancy')
  expect(r.evidence.counts.repeated).toBeGreaterThan(0)
  expect(r.evidence.phrases?.[0]?.text).toBe('need the release plan')
})

test('asks reads a question mark at the end as its regular expression does', () => {
  const re = /\?["”’)]?\s*$/
  const piece = ['?', '"', '”', '’', ')', ' ', '\n', '\u00a0', '\ufeff', '\u2003', 'a', '.', "'", '\u0085']
  agreesOnJoinedPieces(piece, 8, 3000, asks, (text) => re.test(text))
})

test('longestMonologue is worked out once per speech and cue list, and again for another cue list', () => {
  const m = measureRows([
    ['Ann', 0, 20, 'First part of a long explanation.'],
    ['Ann', 23, 40, 'Second part after a short pause.'],
    ['Bob', 50, 55, 'A question from me.'],
  ])
  const ann = m.participants.find((p) => p.name === 'Ann')
  if (!ann) throw new Error('no Ann')
  const input = { ...m, speech: ann.speech, stats: ann.stats, talkSeconds: 0, participantCount: 2 }
  const first = longestMonologue(input)
  expect(first?.seconds).toBe(40)
  expect(longestMonologue({ ...input })).toBe(first)
  // The same cues in a new list: found again, to the same answer.
  const again = longestMonologue({ ...input, transcript: { ...m.transcript, cues: [...m.transcript.cues] } })
  expect(again).not.toBe(first)
  expect(again).toEqual(first)
})
