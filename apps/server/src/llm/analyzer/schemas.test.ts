import { expect, test } from 'vitest'
import { coachingOutput, extractJson, participantAnalysisOutput } from './schemas.ts'

test('the JSON object is found bare, in a ```json fence or after a sentence', () => {
  expect(extractJson('{"a":1}')).toEqual({ a: 1 })
  expect(extractJson('Here you go:\n```json\n{"a": [1, 2]}\n```')).toEqual({ a: [1, 2] })
  expect(extractJson('Sure! {"a": "b"} Hope that helps.')).toEqual({ a: 'b' })
  expect(extractJson('{"a": 1')).toBeNull()
  expect(extractJson('no json here')).toBeNull()
})

test('participant analysis needs a title, an objective and at least one participant', () => {
  const ok = {
    meeting_title: 'Roadmap review',
    meeting_objective: 'Agree the Q3 plan.',
    participants: [{ name: 'Ada', job_title: 'Product Manager', role: 'Facilitator' }],
  }
  expect(participantAnalysisOutput.safeParse(ok).success).toBe(true)
  expect(participantAnalysisOutput.safeParse({ ...ok, participants: [] }).success).toBe(false)
  expect(participantAnalysisOutput.safeParse({ ...ok, meeting_title: '  ' }).success).toBe(false)
  expect(participantAnalysisOutput.safeParse({ ...ok, meeting_objective: 'x'.repeat(1001) }).success).toBe(
    false,
  )
})

const coaching = {
  strengths: [
    { title: 'Clear asks', description: 'You asked.', dimension: 'Engagement', metric_id: 'questions_asked' },
  ],
  opportunities: [],
  actions: [],
  quotes: [
    {
      quote_text: 'Could you walk us through it?',
      context_type: 'strength',
      dimension: 'Engagement',
      metric_id: 'questions_asked',
    },
  ],
  recommendations: [
    {
      recommendation_text: 'Pause after each question.',
      category: 'Questions',
      priority: 1,
      difficulty_level: 'easy',
      estimated_impact: 'medium',
      dimension: 'Engagement',
      metric_id: 'questions_asked',
    },
  ],
  summary: 'You took an active part in this meeting and asked good questions of the others.',
}

test('coaching must name real dimensions and metrics, and priorities 1 to 3', () => {
  expect(coachingOutput.safeParse(coaching).success).toBe(true)
  const badMetric = { ...coaching, strengths: [{ ...coaching.strengths[0], metric_id: 'charisma' }] }
  expect(coachingOutput.safeParse(badMetric).success).toBe(false)
  const badDimension = { ...coaching, quotes: [{ ...coaching.quotes[0], dimension: 'Charm' }] }
  expect(coachingOutput.safeParse(badDimension).success).toBe(false)
  const badPriority = { ...coaching, recommendations: [{ ...coaching.recommendations[0], priority: 4 }] }
  expect(coachingOutput.safeParse(badPriority).success).toBe(false)
  expect(coachingOutput.safeParse({ ...coaching, summary: 'Too short.' }).success).toBe(false)
  expect(coachingOutput.safeParse({ ...coaching, quotes: undefined }).success).toBe(false)
})
