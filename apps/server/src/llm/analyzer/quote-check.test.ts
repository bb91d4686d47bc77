import { buildTranscript, type Cue } from '@rapport/analysis'
import { expect, test } from 'vitest'
import { dropInventedQuotations, findVerbatim, speechIndex } from './quote-check.ts'

function transcript(rows: [speaker: string, start: number, end: number, text: string][]) {
  const cues: Cue[] = rows.map(([speaker, start, end, text], i) => ({
    id: String(i + 1),
    start,
    end,
    speaker,
    text,
    line: 3 + i * 4,
  }))
  return buildTranscript(cues, 'name-colon', 'zoom')
}

const meeting = transcript([
  ['Ada', 0, 5, 'Welcome, everyone. I’d like to start with the roadmap review.'],
  ['Ada', 5, 9, 'Then we can talk about "hiring" plans for Q3.'],
  ['Grace', 12, 20, 'I think we should ship the beta first, honestly.'],
  ['Ada', 25, 30, 'Fair point. Let’s decide on Friday.'],
])

test('a quote is found whatever its quote marks, apostrophes, case and punctuation, and stored as said', () => {
  const ada = speechIndex(meeting, 'Ada')
  expect(findVerbatim(ada, "i'd like to START with the roadmap review")).toEqual({
    text: 'I’d like to start with the roadmap review.',
    start: 0,
  })
  expect(findVerbatim(ada, '“Then we can talk about hiring plans for Q3”')?.text).toBe(
    'Then we can talk about "hiring" plans for Q3.',
  )
})

test('a quote may run over two cues of one turn and takes the time of the cue it starts in', () => {
  const ada = speechIndex(meeting, 'Ada')
  expect(findVerbatim(ada, 'the roadmap review. Then we can talk')).toEqual({
    text: 'the roadmap review. Then we can talk',
    start: 0,
  })
  expect(findVerbatim(ada, 'we can talk about hiring')).toEqual({
    text: 'we can talk about "hiring',
    start: 5,
  })
})

test('words changed, added, reordered or said by someone else are not a quote', () => {
  const ada = speechIndex(meeting, 'Ada')
  expect(findVerbatim(ada, 'I would like to start with the roadmap review')).toBeNull()
  expect(findVerbatim(ada, 'I’d like to start with the product roadmap review')).toBeNull()
  expect(findVerbatim(ada, 'start with the review roadmap')).toBeNull()
  expect(findVerbatim(ada, 'we should ship the beta first')).toBeNull()
  expect(findVerbatim(speechIndex(meeting, 'Grace'), 'we should ship the beta first')?.start).toBe(12)
})

test('a quote never joins two separate turns, and two words are too few to count', () => {
  const ada = speechIndex(meeting, 'Ada')
  expect(findVerbatim(ada, 'plans for Q3. Fair point.')).toBeNull()
  expect(findVerbatim(ada, 'Fair point')).toBeNull()
  expect(findVerbatim(ada, '')).toBeNull()
})

test('a summary loses only the sentences that quote words the participant did not say', () => {
  const ada = speechIndex(meeting, 'Ada')
  const summary = [
    'You opened the meeting clearly. You said “I’d like to start with the roadmap review” and set the agenda.',
    'You also said "we will definitely hire ten engineers next week" which was bold. Keep "short" labels.',
  ].join('\n\n')
  const cleaned = dropInventedQuotations(summary, ada)
  expect(cleaned.dropped).toBe(1)
  expect(cleaned.text).toBe(
    'You opened the meeting clearly. You said “I’d like to start with the roadmap review” and set the agenda.\n\nKeep "short" labels.',
  )
})
