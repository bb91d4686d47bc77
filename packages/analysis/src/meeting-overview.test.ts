// biome-ignore lint/style/noRestrictedImports: tests read the fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { measureTranscript } from './measure.ts'
import {
  meetingObjective,
  meetingOverview,
  meetingTitle,
  titleFromPurpose,
  topicPhrases,
} from './meeting-overview.ts'
import { parseWebVtt } from './parse-webvtt.ts'
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

/** A meeting: the chair's opening, then a discussion in which listeners back-channel a lot. */
function meetingWith(opening: readonly string[], backchannel = 'Uhhuh.'): CueRow[] {
  const out: CueRow[] = []
  let t = 0
  for (const line of opening) {
    out.push(['Ann', t, t + 6, line])
    t += 7
  }
  const talk = [
    'The network simulator drops packets when the routing tables change.',
    'We could cache the routing tables in the network simulator.',
    'Then the network simulator needs a flag for stale routing tables.',
  ]
  for (let i = 0; i < 30; i++) {
    out.push([i % 2 ? 'Bob' : 'Cat', t, t + 6, talk[i % talk.length] as string])
    out.push([i % 2 ? 'Cat' : 'Bob', t + 6.5, t + 7, backchannel])
    out.push(['Ann', t + 7.5, t + 8, i % 3 ? backchannel : 'Mm-hmm.'])
    t += 9
  }
  return out
}

function overviewOf(rows: readonly CueRow[]) {
  const t = transcriptFromRows(rows)
  const m = measureTranscript(t)
  return meetingOverview(t, m, topicPhrases(t, m, new Set(['ann', 'bob', 'cat'])))
}

test('back-channels and fillers are never a topic, a title or an objective', () => {
  for (const backchannel of ['Uhhuh.', 'Mm-hmm.', 'Hmm.', 'Um.', 'Yeah.', 'Right.', 'Huh.']) {
    const o = overviewOf(meetingWith(['Okay.', 'Um so.'], backchannel))
    expect(o.title, backchannel).toBe('Network Simulator and Routing Tables')
    expect(o.objective, backchannel).toMatch(/^Discuss network simulator, routing tables/)
    expect(`${o.title} ${o.objective}`.toLowerCase(), backchannel).not.toMatch(
      /\b(?:uhhuh|mm-hmm|hmm|um|yeah|right|huh)\b/,
    )
  }
})

test('a meeting named by its chair is titled by its name, never by its ordinal', () => {
  const o = overviewOf(
    meetingWith(['Okay, welcome to our third meeting.', 'This is the conceptual design meeting.']),
  )
  expect(o.title).toBe('Conceptual design meeting')
  expect(o.objective).toMatch(/^Conceptual design meeting: discuss network simulator/)
  // "this is the third design meeting": the ordinal goes, the name stays.
  expect(overviewOf(meetingWith(['So this is the third design meeting.'])).title).toBe('Design meeting')
})

test('an ordinal alone ("our second meeting", "the one call") is no title: what the meeting says it is for is', () => {
  for (const opening of [
    [
      'Okay so welcome to our next meeting.',
      'Today we will discuss the network simulator and the routing tables.',
    ],
    [
      'Welcome everyone to the second meeting.',
      'Today we will discuss the network simulator and the routing tables.',
    ],
    [
      'So today we are going to have a f- second meeting.',
      'Today we will discuss the network simulator and the routing tables.',
    ],
  ]) {
    const o = overviewOf(meetingWith(opening))
    expect(o.title, opening[0]).toBe('Network simulator and the routing tables')
    expect(o.objective, opening[0]).toBe('Discuss the network simulator and the routing tables')
  }
  // Nothing else said: the topics.
  const o = overviewOf(meetingWith(['This is the one call everyone likes.', 'Welcome to our first meeting.']))
  expect(o.title).toBe('Network Simulator and Routing Tables')
  expect(o.objective).not.toMatch(/first meeting|one call/i)
})

test('a series call is titled by the name and number it gives itself', () => {
  expect(overviewOf(meetingWith(['Welcome to… this is PQ Interop call number 30.'])).title).toBe(
    'PQ Interop call #30',
  )
  expect(overviewOf(meetingWith(['Hi all.', 'Welcome to ACDT number 80.'])).title).toBe('ACDT #80')
  const o = overviewOf(
    meetingWith([
      'Hello everyone, welcome to Fossil Breakout 36.',
      'Today, we can discuss development updates and spec updates.',
    ]),
  )
  expect(o.title).toBe('Fossil Breakout 36')
  expect(o.objective).toBe('Discuss development updates and spec updates')
})

test('a question, a clause or a phrase around "call" is not what the meeting says it is for', () => {
  const o = overviewOf(
    meetingWith([
      'Is there anything else that we would like to discuss regarding the budget?',
      'Because this is a legitimate result from the call, we keep it.',
      'If this is correct behavior, we ship.',
    ]),
  )
  expect(o.title).toBe('Network Simulator and Routing Tables')
  expect(o.objective).toMatch(/^Discuss network simulator/)
  // A statement with a tag still states the purpose.
  expect(
    overviewOf(meetingWith(["Okay so we're here to talk about the detailed design of the product, 'kay?"]))
      .title,
  ).toBe('Detailed design of the product')
})

test('fixture openings: the meeting names itself, or says what it will do', () => {
  const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
  const overview = (name: string) => {
    const t = parseWebVtt(readFileSync(new URL(name, fixtures), 'utf8'))
    const m = measureTranscript(t)
    return meetingOverview(t, m, topicPhrases(t, m, new Set()))
  }
  expect(overview('ami-ES2004c-converted-zoom-style.vtt').title).toBe('Conceptual design meeting')
  expect(overview('ami-IS1000a-converted-zoom-style.vtt').title).toBe(
    'Kick off meeting of the latest project',
  )
  expect(overview('zoom-ethereum-acdc-178-long.vtt')).toEqual({
    title: 'DevNet scoping',
    objective: 'Start with DevNet scoping',
  })
  expect(overview('zoom-ethereum-rpcstandards-020-short.vtt').title).toBe('Versioning information')
})
