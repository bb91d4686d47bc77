import { expect, test } from 'vitest'
import { getMetric } from './catalogue.ts'
import { type CoachFacts, METRIC_COACH } from './coaching-texts.ts'
import { MEETING_TYPES, type MeetingType, metricTarget } from './meeting-types.ts'
import type { RoleKind } from './metrics/types.ts'

/** Findings measured on sales calls: Gong's calls, Demodesk's demos. */
const SALES_FINDING = /Gong|Demodesk|demos?\b|sales/i

/** A contributor in a six-person meeting of this type whose value is well outside the target. */
function facts(
  metricId: string,
  meetingType: MeetingType,
  value: number,
  counts: Record<string, number>,
): CoachFacts {
  const metric = getMetric(metricId)
  if (!metric) throw new Error(`no metric ${metricId}`)
  const role: RoleKind = 'contributor'
  const target = metricTarget(metricId, { role, participantCount: 6, meetingType })
  return {
    name: 'Ada',
    role,
    roleKind: role,
    metric,
    value,
    formatted: String(value),
    score: 2,
    counts,
    phrases: [{ text: 'like', count: 9 }],
    examples: [],
    participantCount: 6,
    meetingMinutes: 40,
    quietest: null,
    variant: 0,
    ...(target ? { target } : {}),
    meetingType,
  }
}

/** Each opportunity that cited a sales-call finding for every meeting, with a value that triggers it. */
const CITING = [
  ['talk_time_share', 80, {}],
  ['questions_asked', 0, { questions: 0 }],
  ['longest_monologue', 400, { startSeconds: 600 }],
  ['filler_words', 9, {}],
] as const

test('coaching cites findings from sales calls on sales calls only (issue 30)', () => {
  for (const [metricId, value, counts] of CITING) {
    const coach = METRIC_COACH[metricId]
    if (!coach) throw new Error(`no coach for ${metricId}`)
    expect(coach.opportunity(facts(metricId, 'sales_call', value, counts)), metricId).toMatch(SALES_FINDING)
    for (const type of MEETING_TYPES.filter((t) => t !== 'sales_call')) {
      const text = coach.opportunity(facts(metricId, type, value, counts))
      expect(text, `${metricId} in a ${type}`).not.toMatch(SALES_FINDING)
      expect(text, `${metricId} in a ${type}`).toMatch(/^[A-Z].*[.!?”]$/s)
    }
  }
})

test('the targets of meetings other than sales calls rest on no sales-call figure; a sales call keeps them', () => {
  const roles: RoleKind[] = ['facilitator', 'presenter', 'contributor', 'participant', 'observer']
  for (const type of MEETING_TYPES.filter((t) => t !== 'sales_call'))
    for (const role of roles)
      for (const id of ['talk_time_share', 'speaking_pace', 'questions_asked', 'longest_monologue']) {
        const target = metricTarget(id, { role, participantCount: 6, meetingType: type })
        expect(`${target?.source} ${target?.text}`, `${id}, ${role} in a ${type}`).not.toMatch(SALES_FINDING)
      }
  // A discussion's longest turn: the meeting-coach tools' 90 s, not the 76 s of successful demos.
  const discussion = metricTarget('longest_monologue', {
    role: 'contributor',
    participantCount: 6,
    meetingType: 'discussion',
  })
  expect(discussion?.good).toBe(90)
  const sales = metricTarget('longest_monologue', {
    role: 'contributor',
    participantCount: 2,
    meetingType: 'sales_call',
  })
  expect(sales?.good).toBe(76)
  expect(sales?.source).toMatch(/Demodesk/)
  const salesTalk = metricTarget('talk_time_share', {
    role: 'facilitator',
    participantCount: 2,
    meetingType: 'sales_call',
  })
  expect(salesTalk?.source).toMatch(/Gong/)
})
