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
    expect(audit.withNarrative).toBe(audit.scored)
    expect(audit.scored).toBeGreaterThan(0)
  },
)

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
