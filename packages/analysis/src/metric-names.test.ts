import { expect, test } from 'vitest'
import { getMetric, METRICS } from './catalogue.ts'
import { type CoachFacts, METRIC_COACH } from './coaching-texts.ts'
import { METRIC_GOAL_NAMES, metricGoalName } from './metric-names.ts'

/** Facts for a person weak on `metricId`, in phrasing variant `variant`. */
function factsFor(metricId: string, variant: number): CoachFacts {
  const metric = getMetric(metricId)
  if (!metric) throw new Error(metricId)
  return {
    name: 'Nanne',
    role: 'contributor',
    roleKind: 'contributor',
    metric,
    value: metric.benchmarks.good,
    formatted: metric.format(metric.benchmarks.good),
    score: 4,
    counts: {},
    phrases: [{ text: 'I think', count: 3 }],
    examples: [],
    participantCount: 4,
    meetingMinutes: 30,
    quietest: 'Anna',
    variant,
  }
}

// The coaching's opportunity titles that are not the goal name: those quoting what the person said
// (“…”), and those saying which way to move where either way can be the problem.
const directionDependent = new Set(['talk_time_share', 'speaking_pace', 'sentence_length'])

test('every metric has one name for what to work on, and the coaching titles an opportunity with it', () => {
  for (const metric of METRICS) {
    const name = metricGoalName(metric.id)
    expect(name, metric.id).toBeTruthy()
    const coach = METRIC_COACH[metric.id]
    if (!coach || directionDependent.has(metric.id)) continue
    for (const variant of [0, 1, 2, 3]) {
      const title = coach.opportunityTitle(factsFor(metric.id, variant))
      if (title.includes('“')) continue
      expect(title, `${metric.id} variant ${variant}`).toBe(name)
    }
  }
  expect(new Set(Object.values(METRIC_GOAL_NAMES)).size).toBe(Object.keys(METRIC_GOAL_NAMES).length)
})

test('directive language is "Say what you recommend" in the coaching, whatever the variant (goals said "Give clearer direction")', () => {
  for (const variant of [0, 1]) {
    expect(METRIC_COACH.directive_language?.opportunityTitle(factsFor('directive_language', variant))).toBe(
      'Say what you recommend',
    )
  }
})
