import { expect, test } from 'vitest'
import { measureTranscript } from './measure.ts'
import {
  meetingObjective,
  meetingOverview,
  meetingTitle,
  titleFromPurpose,
  topicPhrases,
} from './meeting-overview.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'

const rows: CueRow[] = [
  ['Ann', 0, 10, 'Good morning everyone. Today we want to decide the launch date for the mobile app.'],
  ['Bob', 11, 20, 'The mobile app still needs the payment screen.'],
  ['Ann', 21, 30, 'How long will the payment screen take?'],
  ['Bob', 31, 40, 'The payment screen takes two weeks, then the mobile app can launch.'],
  ['Cat', 41, 50, 'Marketing for the mobile app can start when the payment screen is done.'],
  ['Ann', 51, 60, 'So the launch date depends on the payment screen.'],
  ['Cat', 400, 420, 'The launch date works for marketing.'],
]

test('the title comes from the phrases the group repeats, title-cased, never stop-words or names', () => {
  const t = transcriptFromRows(rows)
  const topics = topicPhrases(t, measureTranscript(t), new Set(['ann', 'bob', 'cat']))
  const title = meetingTitle(topics)
  expect(title).toBe('Payment Screen and Mobile App')
  expect(title).not.toMatch(/\b(?:The|And The|Ann|Bob)\b/)
})

test('a transcript without repeated topics gets a neutral title', () => {
  expect(meetingTitle([])).toBe('Team Meeting')
})

test('the objective comes from how the meeting opens', () => {
  const t = transcriptFromRows(rows)
  const m = measureTranscript(t)
  expect(meetingObjective(t, m, topicPhrases(t, m, new Set()))).toBe(
    'Decide the launch date for the mobile app',
  )
})

test('the objective falls back to the main topics', () => {
  const plain = rows.map(
    ([s, a, b, text]): CueRow => [s, a, b, text.replace('Today we want to decide', 'We know')],
  )
  const t = transcriptFromRows(plain)
  const m = measureTranscript(t)
  const objective = meetingObjective(t, m, topicPhrases(t, m, new Set(['ann', 'bob', 'cat'])))
  expect(objective).toMatch(/^Discuss payment screen, mobile app/)
})

test('a stated purpose gives the title and the objective; proper nouns keep their case', () => {
  const rows: CueRow[] = [
    ['Ann', 0, 8, 'Hi everyone, thanks for joining.'],
    [
      'Ann',
      9,
      20,
      'Today, as always, we can share development updates, spec updates, and then testing updates.',
    ],
    [
      'Bob',
      21,
      40,
      'Sounds good. The Besu client shipped the fix for the DevNet last week, and Geth follows.',
    ],
    ['Ann', 41, 60, 'Great, thanks Bob. Let us look at the spec updates next, starting with the gas limit.'],
  ]
  const t = transcriptFromRows(rows)
  const m = measureTranscript(t)
  const o = meetingOverview(t, m, topicPhrases(t, m, new Set(['ann', 'bob'])))
  expect(o.objective).toBe('Share development updates, spec updates, and then testing updates')
  expect(o.title).toBe('Development updates, spec updates')
  expect(titleFromPurpose('Start with DevNet scoping', false)).toBe('DevNet scoping')
  expect(titleFromPurpose('kick off meeting of our latest project', true)).toBe(
    'Kick off meeting of the latest project',
  )
})

test('a clause cut from mid-sentence is never the objective', () => {
  const rows: CueRow[] = [
    ['Ann', 0, 10, 'The first item is, still to, to, arrive at, 60 megas baseline.'],
    ['Bob', 11, 30, 'The baseline for the gas limit rises to sixty million on the DevNet next week.'],
  ]
  const t = transcriptFromRows(rows)
  const m = measureTranscript(t)
  const o = meetingOverview(t, m, topicPhrases(t, m, new Set(['ann', 'bob'])))
  expect(o.objective).not.toMatch(/still to/i)
})
