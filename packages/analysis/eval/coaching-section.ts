/**
 * The coaching section of `npm run eval`: every participant of every meeting analysed and coached
 * by the built-in coach, then audited as the fixture test does (src/coaching-audit.ts): premises of
 * the rule table, quotes that are whole sentences of that speaker, recommendation texts repeated
 * within a meeting, names, and the failure classes of issue 28 (bring-in advice naming someone not
 * there, absence claims, unscored shown as numbers, quotes that do not show the point). Runs over
 * the MRDA meetings and, when present beside them, the AMI meetings and the Zoom calls
 * (EVAL_SETS=mrda,ami,zoom-calls picks). Prints the counts (the aim is zeros) and the first few
 * cases of each kind.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
  bringInAbsent: string[]
  absenceClaims: string[]
  absenceContradicted: string[]
  unscoredAsNumber: string[]
  scoredOnFewWords: string[]
  quotesAcrossCues: string[]
  strengthQuotesSmallTalk: string[]
  quotesAwayFromPoint: string[]
  strengthQuotes: number
  bringInAdvice: number
}

/** The .vtt files of a folder, sorted, by id (file name without .vtt). */
export function vttIds(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.vtt'))
    .map((f) => f.slice(0, -'.vtt'.length))
    .sort()
}

export function coachingEval(dir: string, ids: readonly string[] = meetingIds(dir)): CoachingEvalResult {
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
    bringInAbsent: [],
    absenceClaims: [],
    absenceContradicted: [],
    unscoredAsNumber: [],
    scoredOnFewWords: [],
    quotesAcrossCues: [],
    strengthQuotesSmallTalk: [],
    quotesAwayFromPoint: [],
    strengthQuotes: 0,
    bringInAdvice: 0,
  }
  for (const id of ids) {
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
    const keys = [
      'bringInAbsent',
      'absenceClaims',
      'absenceContradicted',
      'unscoredAsNumber',
      'scoredOnFewWords',
      'quotesAcrossCues',
      'strengthQuotesSmallTalk',
      'quotesAwayFromPoint',
    ] as const
    for (const key of keys) for (const c of audit[key]) out[key].push(`${id} ${c}`)
    out.strengthQuotes += audit.strengthQuotes
    out.bringInAdvice += audit.bringInAdvice
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

/** The meeting sets: MRDA (the folder given), and AMI and the Zoom calls beside it when present. */
function sets(mrda: string): { name: string; dir: string; ids: string[] }[] {
  const wanted = (process.env.EVAL_SETS ?? 'mrda,ami,zoom-calls').split(',')
  const out: { name: string; dir: string; ids: string[] }[] = []
  if (wanted.includes('mrda')) out.push({ name: 'mrda', dir: mrda, ids: meetingIds(mrda) })
  for (const name of ['ami', 'zoom-calls']) {
    const dir = resolve(mrda, '..', name)
    if (wanted.includes(name) && existsSync(dir)) out.push({ name, dir, ids: vttIds(dir) })
  }
  return out
}

function report(name: string, r: CoachingEvalResult): string[] {
  return [
    `  -- ${name}`,
    `  ${'meetings'.padEnd(34)}${String(r.meetings).padStart(6)}`,
    `  ${'participants'.padEnd(34)}${String(r.participants).padStart(6)}`,
    `  ${'coached (scored)'.padEnd(34)}${String(r.coached).padStart(6)}`,
    `  ${'quotes'.padEnd(34)}${String(r.quotes).padStart(6)}`,
    `  ${'  of them strengths'.padEnd(34)}${String(r.strengthQuotes).padStart(6)}`,
    `  ${'recommendations'.padEnd(34)}${String(r.recommendations).padStart(6)}`,
    `  ${'  naming a colleague to bring in'.padEnd(34)}${String(r.bringInAdvice).padStart(6)}`,
    ...counted('premise violations', r.premiseViolations),
    ...counted('quotes not a whole sentence', r.quotesNotWhole),
    ...counted('quotes of equipment checks', r.logisticsQuotes),
    ...counted('strength quotes not clean', r.strengthQuotesNotClean),
    ...counted('repeated recommendation texts', r.repeatedRecommendations),
    ...counted('name problems', r.nameProblems),
    ...counted('a count of one said in the plural', r.pluralAfterOne),
    ...counted('1. bring in someone not there', r.bringInAbsent),
    ...counted('2. absence claims, recall < floor', r.absenceClaims),
    ...counted('2. ... contradicted by own words', r.absenceContradicted),
    ...counted('3. unscored shown as a number', r.unscoredAsNumber),
    ...counted('3. scored on too few words', r.scoredOnFewWords),
    ...counted('4. quotes across cues', r.quotesAcrossCues),
    ...counted('4. strength quotes of small talk', r.strengthQuotesSmallTalk),
    ...counted('4. example away from its point', r.quotesAwayFromPoint),
  ]
}

export const coachingSection: EvalSection = {
  name: 'coaching (built-in coach, every participant)',
  run(dir) {
    return sets(dir).flatMap((set) => report(set.name, coachingEval(set.dir, set.ids)))
  },
}
