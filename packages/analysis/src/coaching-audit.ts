import { dialogueActs } from './acts/dialogue-acts.ts'
import { floorTurns } from './acts/floor.ts'
import type { MeetingAnalysis } from './analyze.ts'
import { buildSpeech, cueIndex } from './metrics/speech.ts'
import { addressNames } from './names.ts'
import { checkCoaching, coachingFigures, type Violation } from './premises.ts'
import { isMeetingLogistics, speakerSentencesOf } from './quotes.ts'
import type { Transcript } from './transcript.ts'

/**
 * The coaching checks over a whole analysed meeting, counted: premises (the rule table), quotes
 * (each a whole sentence of that speaker), recommendations (no text twice in a meeting) and names
 * (addressed as a colleague would); a quote shown as a strength reads cleanly; a count of one is
 * said in the singular. The fixture test asserts zeros; `npm run eval` prints the
 * counts over the dataset meetings.
 */

export interface CoachingAudit {
  participants: number
  coached: number
  sentencesChecked: number
  violations: (Violation & { participant: string })[]
  quotes: number
  quotesNotWhole: string[]
  /** Quotes that only check the meeting's equipment ("Can you hear me?"): they show no behaviour. */
  logisticsQuotes: string[]
  /** Quotes shown as a strength that do not read cleanly (filler, cut-off word, restart). */
  strengthQuotesNotClean: string[]
  recommendations: number
  repeatedRecommendations: string[]
  wrongNames: { label: string; address: string; why: string }[]
  /** A count of one said with a plural noun ("1 questions", "only 1 numbers"). */
  pluralAfterOne: string[]
}

/** "1" or "one" before a plural noun (not "one of", not a word that ends in s in the singular). */
const PLURAL_AFTER_ONE = /(?<![\d.,])\b(?:1|one) (?!(?:of|per)\b)[a-z]+s\b(?<!ss|us|is)/gi

/** Honorifics, possessive devices and description words never stand alone as an address. */
const BAD_ADDRESS =
  /^(?:dr|prof|mr|mrs|ms|mx|sir)\.?$|['’]s\b|^(?:grad|zoom|person|speaker|participant|guest|user|iphone)$/i

export function auditCoaching(transcript: Transcript, analysis: MeetingAnalysis): CoachingAudit {
  const addresses = addressNames(analysis.participants.map((p) => p.name))
  const acts = dialogueActs(transcript)
  // The turns the analysis quoted from: another speaker's back-channel does not end a sentence.
  const floor: Transcript = { ...transcript, turns: floorTurns(transcript.turns, acts) }
  const cues = cueIndex(floor)
  const audit: CoachingAudit = {
    participants: analysis.participants.length,
    coached: 0,
    sentencesChecked: 0,
    violations: [],
    quotes: 0,
    quotesNotWhole: [],
    logisticsQuotes: [],
    strengthQuotesNotClean: [],
    recommendations: 0,
    repeatedRecommendations: [],
    wrongNames: [],
    pluralAfterOne: [],
  }
  const seen = new Set<string>()
  for (const p of analysis.participants) {
    const address = addresses.get(p.name) ?? p.name
    if (BAD_ADDRESS.test(address))
      audit.wrongNames.push({ label: p.name, address, why: 'not a name to address' })
    const opening = /^(.{1,40}?)(?:, | spoke for | did not speak)/.exec(p.summary)?.[1]
    if (opening !== undefined && opening !== address)
      audit.wrongNames.push({
        label: p.name,
        address: opening,
        why: `addressed as "${opening}", not "${address}"`,
      })
    if (p.scored) audit.coached++
    const speech = speakerSentencesOf(buildSpeech(floor, p.name, cues, acts))
    const figures = coachingFigures(
      p,
      address,
      analysis.participants.map((x) => x.talkTimePercentage),
    )
    for (const v of checkCoaching(p, figures, speech)) {
      if (v.rule === 'quote-whole-sentence') audit.quotesNotWhole.push(`${p.name}: ${v.sentence}`)
      else if (v.rule === 'quote-strength-reads-cleanly')
        audit.strengthQuotesNotClean.push(`${p.name}: ${v.sentence}`)
      else audit.violations.push({ ...v, participant: p.name })
    }
    audit.sentencesChecked +=
      p.summary.split(/[.?!]\s/).length +
      p.insights.strengths.length +
      p.insights.opportunities.length +
      p.insights.actions.length +
      p.recommendations.length
    const { strengths, opportunities, actions } = p.insights
    const written = [
      p.summary,
      ...[...strengths, ...opportunities, ...actions].map((i) => `${i.title}. ${i.description}`),
      ...p.recommendations.map((r) => r.recommendation_text),
    ]
    for (const text of written)
      for (const m of text.matchAll(PLURAL_AFTER_ONE)) audit.pluralAfterOne.push(`${p.name}: ${m[0]}`)
    audit.quotes += p.quotes.length
    for (const q of p.quotes)
      if (isMeetingLogistics(q.quote_text)) audit.logisticsQuotes.push(`${p.name}: ${q.quote_text}`)
    for (const r of p.recommendations) {
      audit.recommendations++
      if (seen.has(r.recommendation_text))
        audit.repeatedRecommendations.push(`${p.name}: ${r.recommendation_text}`)
      seen.add(r.recommendation_text)
    }
  }
  return audit
}
