import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'

const other: [string, number, number, string] = [
  'Bob',
  200,
  230,
  'Fine by me, nothing to add on this at all today.',
]

test('ownership_language counts first-person commitments and accountability per 1,000 words', () => {
  // 12 words: "I'll", "my mistake", "I fixed".
  const m = measureRows([['Ann', 0, 10, 'I’ll send it. My mistake on the date. I fixed the build.'], other])
  const o = metricFor(m, 'Ann', 'ownership_language')
  expect(o.evidence.counts).toEqual({ ownership: 3, words: 12 })
  expect(o.value).toBe(250)
})

test('emotional_expression counts feeling words', () => {
  const m = measureRows([['Ann', 0, 10, 'I’m excited, honestly. It is frustrating though.'], other])
  expect(metricFor(m, 'Ann', 'emotional_expression').evidence.counts.emotion).toBe(3)
})

test('personal_experience counts phrases that introduce first-hand experience', () => {
  const m = measureRows([['Ann', 0, 10, 'In my experience this fails. I’ve seen it twice.'], other])
  expect(metricFor(m, 'Ann', 'personal_experience').evidence.counts.experience).toBe(2)
})

test('appreciation counts thanks and credit', () => {
  const m = measureRows([['Ann', 0, 10, 'Thanks Bob, great job on the release.'], other])
  expect(metricFor(m, 'Ann', 'appreciation').evidence.counts.appreciation).toBe(2)
})
