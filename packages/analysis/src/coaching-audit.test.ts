// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeParsedTranscript } from './analyze.ts'
import { auditCoaching } from './coaching-audit.ts'
import { parseWebVtt } from './parse-webvtt.ts'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
const names = readdirSync(fixtures)
  .filter((n) => n.endsWith('.vtt'))
  .sort()

test.each(names)(
  '%s: every participant’s coaching passes the rule table, quotes, names and uniqueness',
  (name) => {
    const transcript = parseWebVtt(readFileSync(new URL(name, fixtures), 'utf8'))
    const analysis = analyzeParsedTranscript(transcript)
    const audit = auditCoaching(transcript, analysis)
    expect(audit.participants).toBe(transcript.speakers.length)
    expect(audit.coached).toBeGreaterThanOrEqual(2)
    expect(audit.violations).toEqual([])
    expect(audit.quotesNotWhole).toEqual([])
    expect(audit.logisticsQuotes).toEqual([])
    expect(audit.strengthQuotesNotClean).toEqual([])
    expect(audit.repeatedRecommendations).toEqual([])
    expect(audit.wrongNames).toEqual([])
    expect(audit.pluralAfterOne).toEqual([])
    expect(audit.talkAdviceInBand).toEqual([])
    // Issue 28: nobody is told to bring in someone who was not there; no absence claim from a
    // detector that misses much of what it counts; no number for what has no score, and no score
    // on a few words; quotes from one cue, never small talk, next to their point.
    expect(audit.bringInAbsent).toEqual([])
    expect(audit.absenceClaims).toEqual([])
    expect(audit.absenceContradicted).toEqual([])
    expect(audit.unscoredAsNumber).toEqual([])
    expect(audit.scoredOnFewWords).toEqual([])
    expect(audit.quotesAcrossCues).toEqual([])
    expect(audit.strengthQuotesSmallTalk).toEqual([])
    expect(audit.quotesAwayFromPoint).toEqual([])
    expect(audit.quotes).toBeGreaterThan(0)
  },
)
