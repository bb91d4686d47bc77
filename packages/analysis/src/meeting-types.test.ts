import { expect, test } from 'vitest'
import {
  inferMeetingType,
  isMeetingType,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  metricTarget,
} from './meeting-types.ts'
import { scoreAgainstTarget } from './scoring.ts'
import { type CueRow, measureRows, transcriptFromRows } from './test-transcript.ts'

const line = 'We looked at the numbers for the release and the costs are lower than we planned.'

function rows(speakers: readonly string[], opening?: string): CueRow[] {
  const out: CueRow[] = []
  let t = 0
  for (let i = 0; i < 40; i++) {
    const who = speakers[i % speakers.length] ?? 'A'
    out.push([who, t, t + 8, i === 0 && opening ? opening : line])
    t += 10
  }
  return out
}

test('every meeting type has a label', () => {
  for (const type of MEETING_TYPES) expect(MEETING_TYPE_LABELS[type]).toMatch(/^[A-Z]/)
  expect(MEETING_TYPE_LABELS.sales_call).toBe('Sales or customer call')
  expect(isMeetingType('stand_up')).toBe(true)
  expect(isMeetingType('standup')).toBe(false)
})

test('a stated stand-up is a stand-up; two people are a one-on-one; otherwise a discussion', () => {
  const standUp = rows(['Ann', 'Bob', 'Cem'], 'Okay, let us start the stand-up with yesterday.')
  expect(inferMeetingType(measureRows(standUp), transcriptFromRows(standUp)).type).toBe('stand_up')
  const pair = rows(['Ann', 'Bob'])
  expect(inferMeetingType(measureRows(pair), transcriptFromRows(pair))).toEqual({
    type: 'one_on_one',
    reason: 'Two people spoke.',
  })
  const group = rows(['Ann', 'Bob', 'Cem'])
  expect(inferMeetingType(measureRows(group), transcriptFromRows(group)).type).toBe('discussion')
  // The measurement carries the inferred type for the server.
  expect(measureRows(pair).meetingType.type).toBe('one_on_one')
})

test('targets follow the meeting type and say where they come from', () => {
  const context = { role: 'facilitator' as const, participantCount: 2 }
  const oneOnOne = metricTarget('talk_time_share', { ...context, meetingType: 'one_on_one' })
  expect(oneOnOne).toMatchObject({ kind: 'band', min: 20, max: 45 })
  expect(oneOnOne?.source).toMatch(/one-on-one/)
  // 60% is fine for a discussion lead of two, too much for the manager in a one-on-one.
  const discussion = metricTarget('talk_time_share', { ...context, meetingType: 'discussion' })
  if (!oneOnOne || !discussion) throw new Error('no target')
  expect(scoreAgainstTarget(60, oneOnOne)).toBeLessThan(scoreAgainstTarget(60, discussion))

  // Conversation is judged on conversational pace, a presenter on speech pace.
  const talk = metricTarget('speaking_pace', { ...context, meetingType: 'discussion' })
  const talkPresenter = metricTarget('speaking_pace', {
    role: 'presenter',
    participantCount: 5,
    meetingType: 'presentation',
  })
  if (!talk || !talkPresenter) throw new Error('no target')
  expect(scoreAgainstTarget(210, talk)).toBeGreaterThanOrEqual(7)
  expect(scoreAgainstTarget(210, talkPresenter)).toBeLessThan(6)
  expect(talk.text).toMatch(/conversation/)

  const standUp = metricTarget('longest_monologue', {
    role: 'contributor',
    participantCount: 6,
    meetingType: 'stand_up',
  })
  expect(standUp?.good).toBe(60)
  expect(metricTarget('hedging_rate', { ...context, meetingType: 'discussion' })).toBeNull()
})
