// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeParsedTranscript } from './analyze.ts'
import { auditNarratives } from './narrative-audit.ts'
import { parseWebVtt } from './parse-webvtt.ts'

const FIXTURES = new URL('../../../fixtures/transcripts/', import.meta.url)

test.each(readdirSync(FIXTURES).filter((f) => f.endsWith('.vtt')))(
  'every scored person in %s gets a checked narrative',
  (file) => {
    const transcript = parseWebVtt(readFileSync(new URL(file, FIXTURES), 'utf8'))
    const analysis = analyzeParsedTranscript(transcript)
    const audit = auditNarratives(transcript, analysis)
    expect(audit.problems).toEqual([])
    // One target per measure: no recommendation sets another one for the practice's metric.
    for (const p of analysis.participants) {
      const practice = p.coaching?.practice
      if (!practice) continue
      const second = p.recommendations.filter(
        (r) =>
          !r.id.startsWith('narrative-') &&
          r.metric_id === practice.metric &&
          /\b(?:aim for|under|at least|or less|or more|below|above)\b/i.test(r.recommendation_text),
      )
      expect(second.map((r) => `${p.name}: ${r.recommendation_text}`)).toEqual([])
    }
    expect(audit.scored).toBeGreaterThan(0)
  },
)

test('half the scored people in the fixtures get a narrative, made only of claims that hold (20 of 39 when decision 027 was taken)', () => {
  let scored = 0
  let withNarrative = 0
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.vtt'))) {
    const transcript = parseWebVtt(readFileSync(new URL(file, FIXTURES), 'utf8'))
    const audit = auditNarratives(transcript, analyzeParsedTranscript(transcript))
    scored += audit.scored
    withNarrative += audit.withNarrative
  }
  expect(withNarrative / scored).toBeGreaterThanOrEqual(0.5)
})

test('a narrative quote that is not in the person’s cues is reported', () => {
  const file = readdirSync(FIXTURES).find((f) => f.endsWith('.vtt')) as string
  const transcript = parseWebVtt(readFileSync(new URL(file, FIXTURES), 'utf8'))
  const analysis = analyzeParsedTranscript(transcript)
  const person = analysis.participants.find((p) => p.coaching !== null)
  const point = person?.coaching?.worked[0]
  if (!person || !point) throw new Error('the fixture has no narrative')
  point.quote = 'Words nobody said in this meeting.'
  expect(auditNarratives(transcript, analysis).problems).toContainEqual({
    person: person.name,
    problem: expect.stringContaining('Words nobody said'),
  })
})
