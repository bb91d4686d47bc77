import { expect, test } from 'vitest'
import { dialogueActs } from './acts/dialogue-acts.ts'
import { analyzeParsedTranscript } from './analyze.ts'
import { closeStart, decisionClause, meetingClose, RECAP } from './meeting-close.ts'
import { findMoments } from './moments.ts'
import { addressNames } from './names.ts'
import { type CueRow, EVERY_KIND, transcriptFromRows } from './test-transcript.ts'

const TOPICS = [
  'battery',
  'rubber case',
  'screen',
  'buttons',
  'colours',
  'price',
  'factory order',
  'user study',
  'scroll wheel',
  'charger',
  'logo',
  'packaging',
  'manual',
  'remote holder',
  'voice control',
  'light',
  'shape',
  'weight',
]

/**
 * Eighteen minutes of a design meeting Ann runs (she asks Bob and Cat by name about one part after
 * another, and they answer), two decisions at the end of it, then `close`.
 */
function meeting(close: CueRow[]): CueRow[] {
  const rows: CueRow[] = []
  TOPICS.forEach((topic, i) => {
    const start = i * 60
    const asked = i % 2 === 0 ? 'Bob' : 'Cat'
    const other = asked === 'Bob' ? 'Cat' : 'Bob'
    rows.push(['Ann', start, start + 6, `${asked}, what did you find out about the ${topic} this week?`])
    rows.push([
      asked,
      start + 7,
      start + 30,
      `I spoke to ${i + 2} suppliers about the ${topic}, and the cheapest one quoted ${i + 3} euros a unit, which fits the budget if we order before the end of the month and keep the design simple.`,
    ])
    rows.push([
      other,
      start + 31,
      start + 45,
      `That matches what I heard about the ${topic} from the people in our study group.`,
    ])
  })
  rows.push(['Bob', 1085, 1092, "We're going with the kinetic battery for the prototype."])
  rows.push(['Cat', 1093, 1099, "We'll use the rubber case in fruit colours for the first run."])
  return [...rows, ...close]
}

const chair = [{ name: 'Ann', role: 'Facilitator' }]

function coachingOf(rows: CueRow[], name: string) {
  const analysis = analyzeParsedTranscript(transcriptFromRows(rows), { ...EVERY_KIND, participants: chair })
  return analysis.participants.find((p) => p.name === name)?.coaching
}

test('the close is the last tenth of a meeting, at least two minutes and at most eight', () => {
  expect(closeStart({ startSeconds: 0, endSeconds: 1200 })).toBe(1080)
  expect(closeStart({ startSeconds: 0, endSeconds: 600 })).toBe(480)
  expect(closeStart({ startSeconds: 0, endSeconds: 7200 })).toBe(6720)
  // A caption file that starts at 6:00 (rpcstandards-030, blind round 15): its close is its own last
  // two minutes, not two minutes before its length.
  expect(closeStart({ startSeconds: 360, endSeconds: 990 })).toBe(870)
})

test('a decision said back reads as a clause of who does what; a noun phrase or a broken sentence does not', () => {
  expect(decisionClause("So we're going to use a seven point scale.")).toBe(
    "we're going to use a seven point scale",
  )
  expect(decisionClause('Um we decided on a rubber casing for the plastic shell')).toBe(
    'we decided on a rubber casing for the plastic shell',
  )
  // A long decision keeps its first clause.
  expect(
    decisionClause(
      "we're gonna use fruit and vegetable colours for the rubber cover, the case itself is plastic.",
    ),
  ).toBe("we're gonna use fruit and vegetable colours for the rubber cover")
  expect(decisionClause("the type of button that we're gonna use in the bottom half")).toBeNull()
  expect(decisionClause('Yeah the well I think were we are going for the L_C_D_ on that one')).toBeNull()
  expect(decisionClause('we decided')).toBeNull()
})

test('a chair who closes without saying back what was settled is given the meeting’s own decisions as the line to use', () => {
  const rows = meeting([
    ['Ann', 1120, 1126, 'Okay, I think that is it for today.'],
    ['Bob', 1127, 1129, 'Yeah.'],
    ['Ann', 1130, 1136, 'Is everyone happy with where we got to?'],
  ])
  const coaching = coachingOf(rows, 'Ann')
  const close = coaching?.change.find((c) => c.instead.startsWith('Before we close'))
  expect(close).toMatchObject({
    quote: 'Is everyone happy with where we got to?',
    at: 1130,
    instead:
      "Before we close, here is what we settled: we're going with the kinetic battery for the prototype; we'll use the rubber case in fruit colours for the first run. Have I missed anything?",
  })
  expect(close?.text).toContain('settled things (at 18:05 and 18:13)')
  expect(coaching?.headline).toContain('close the meeting by saying back what was settled')
  // Only the person running the meeting is told how to close it.
  expect((coachingOf(rows, 'Bob')?.change ?? []).some((c) => c.instead.startsWith('Before we close'))).toBe(
    false,
  )
})

test('a chair who said back what was settled is told it worked, and gets no advice to do it', () => {
  const rows = meeting([
    // Something else to change, so the narrative has a change to lead with.
    ['Ann', 1050, 1056, 'Maybe we could just pick a bright colour for the case.'],
    [
      'Ann',
      1120,
      1130,
      "To recap, we're going with the kinetic battery and the rubber case in fruit colours.",
    ],
    ['Ann', 1131, 1136, "That's it for today, thanks everyone."],
  ])
  const coaching = coachingOf(rows, 'Ann')
  expect(coaching?.change.some((c) => c.instead.startsWith('Before we close'))).toBe(false)
  expect(coaching?.worked.find((w) => w.metric === 'signposting' && w.at === 1120)?.quote).toBe(
    "To recap, we're going with the kinetic battery and the rubber case in fruit colours.",
  )
})

test('a recording that stops mid-discussion has no close to coach', () => {
  const rows = meeting([
    ['Ann', 1120, 1126, 'And what about the colour of the buttons on the side?'],
    ['Cat', 1127, 1131, 'I think the grey ones would'],
  ])
  const transcript = transcriptFromRows(rows)
  const moments = findMoments(transcript, dialogueActs(transcript), addressNames(['Ann', 'Bob', 'Cat']))
  expect(meetingClose('Ann', transcript.cues, moments.moments, moments)).toBeNull()
  expect(coachingOf(rows, 'Ann')?.change.some((c) => c.instead.startsWith('Before we close'))).toBe(false)
})

test('a recap announced by name is a recap (blind review, round 9: "share our recap")', () => {
  expect(
    RECAP.test('Just wanted to share our recap that we want to target to base off of devnet four.'),
  ).toBe(true)
  expect(RECAP.test("Okay, sounds good. So let's take these decisions into devnet four.")).toBe(true)
  expect(RECAP.test('Thanks, everyone, see you next week.')).toBe(false)
})

test('the close is quoted from the chair’s last words that read as a sentence, not a garbled fragment (blind round 16, ES2009a)', () => {
  const rows = meeting([
    ['Ann', 1120, 1126, 'Okay, I think that is it for today.'],
    ['Bob', 1127, 1129, 'Yeah.'],
    ['Ann', 1130, 1134, 'Is everyone happy with where we got to?'],
    ['Ann', 1135, 1137, 'bef uh goi h h getting into.'],
  ])
  const close = coachingOf(rows, 'Ann')?.change.find((c) => c.instead.startsWith('Before we close'))
  expect(close).toMatchObject({ quote: 'Is everyone happy with where we got to?', at: 1130 })
})
