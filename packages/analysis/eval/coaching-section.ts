/**
 * The coaching section of `npm run eval`: every participant of every MRDA meeting analysed and
 * coached by the built-in coach, then audited as the fixture test does (src/coaching-audit.ts):
 * premises of the rule table, quotes that are whole sentences of that speaker, recommendation
 * texts repeated within a meeting, names. Prints the counts (the aim is zeros) and the first few
 * cases of each kind.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { analyzeParsedTranscript } from '../src/analyze.ts'
import { auditCoaching } from '../src/coaching-audit.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { meetingIds } from './mrda.ts'
import type { EvalSection } from './section.ts'

export interface CoachingEvalResult {
  meetings: number
  participants: number
  coached: number
  quotes: number
  recommendations: number
  premiseViolations: string[]
  quotesNotWhole: string[]
  logisticsQuotes: string[]
  strengthQuotesNotClean: string[]
  repeatedRecommendations: string[]
  nameProblems: string[]
  pluralAfterOne: string[]
}

export function coachingEval(dir: string): CoachingEvalResult {
  const out: CoachingEvalResult = {
    meetings: 0,
    participants: 0,
    coached: 0,
    quotes: 0,
    recommendations: 0,
    premiseViolations: [],
    quotesNotWhole: [],
    logisticsQuotes: [],
    strengthQuotesNotClean: [],
    repeatedRecommendations: [],
    nameProblems: [],
    pluralAfterOne: [],
  }
  for (const id of meetingIds(dir)) {
    const transcript = parseWebVtt(readFileSync(join(dir, `${id}.vtt`), 'utf8'))
    const audit = auditCoaching(transcript, analyzeParsedTranscript(transcript))
    out.meetings++
    out.participants += audit.participants
    out.coached += audit.coached
    out.quotes += audit.quotes
    out.recommendations += audit.recommendations
    for (const v of audit.violations)
      out.premiseViolations.push(`${id} ${v.participant} [${v.rule}]: ${v.sentence}`)
    for (const q of audit.quotesNotWhole) out.quotesNotWhole.push(`${id} ${q}`)
    for (const q of audit.logisticsQuotes) out.logisticsQuotes.push(`${id} ${q}`)
    for (const q of audit.strengthQuotesNotClean) out.strengthQuotesNotClean.push(`${id} ${q}`)
    for (const r of audit.repeatedRecommendations) out.repeatedRecommendations.push(`${id} ${r}`)
    for (const n of audit.wrongNames) out.nameProblems.push(`${id} ${n.label}: ${n.why}`)
    for (const n of audit.pluralAfterOne) out.pluralAfterOne.push(`${id} ${n}`)
  }
  return out
}

const SHOWN = 5

function counted(label: string, cases: readonly string[]): string[] {
  return [
    `  ${label.padEnd(34)}${String(cases.length).padStart(6)}`,
    ...cases.slice(0, SHOWN).map((c) => `      ${c.length > 160 ? `${c.slice(0, 157)}…` : c}`),
  ]
}

export const coachingSection: EvalSection = {
  name: 'coaching (built-in coach, every participant)',
  run(dir) {
    const r = coachingEval(dir)
    return [
      `  ${'meetings'.padEnd(34)}${String(r.meetings).padStart(6)}`,
      `  ${'participants'.padEnd(34)}${String(r.participants).padStart(6)}`,
      `  ${'coached (scored)'.padEnd(34)}${String(r.coached).padStart(6)}`,
      `  ${'quotes'.padEnd(34)}${String(r.quotes).padStart(6)}`,
      `  ${'recommendations'.padEnd(34)}${String(r.recommendations).padStart(6)}`,
      ...counted('premise violations', r.premiseViolations),
      ...counted('quotes not a whole sentence', r.quotesNotWhole),
      ...counted('quotes of equipment checks', r.logisticsQuotes),
      ...counted('strength quotes not clean', r.strengthQuotesNotClean),
      ...counted('repeated recommendation texts', r.repeatedRecommendations),
      ...counted('name problems', r.nameProblems),
      ...counted('a count of one said in the plural', r.pluralAfterOne),
    ]
  },
}
