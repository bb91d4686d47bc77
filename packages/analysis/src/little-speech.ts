import type { CoachingResult } from './coaching.ts'
import { plural } from './metrics/scale.ts'
import { narrativeSummary, type PersonCoaching } from './narrative.ts'
import { MIN_WORDS_FOR_SCORING } from './rules.ts'

/**
 * A scored person (rules.ts, `hasEnoughSpeechToScore`) said little under twice the scoring floor
 * in words: scores from a speaker's first 100 words differ from their whole-meeting scores by 1.17
 * points on average, from 200 words by 0.96 (rules.ts), so under 200 a score is about a point
 * either way, too coarse to rank several things to change.
 */
export const LITTLE_SPEECH_WORDS = 2 * MIN_WORDS_FOR_SCORING

/**
 * Or in at most this many turns, unless those held plenty of words (FEW_TURNS_ENOUGH_WORDS): the
 * turn-based metrics (questions, building on others, interruptions) then rest on a handful of
 * observations, under the 6 to 10 the coaching's RELIABLE_AT asks for (issue 30: four turns in a
 * 17-person call produced 8 opportunities and 8 actions).
 */
export const LITTLE_SPEECH_MAX_TURNS = 4

/** Four times the floor: from 400 words scores differ by 0.72 points on average (rules.ts). */
export const FEW_TURNS_ENOUGH_WORDS = 4 * MIN_WORDS_FOR_SCORING

/** A scored person with little speech: few words, or few turns without many words in them. */
export function saidLittle(m: { speakingTurns: number; words: number }): boolean {
  return (
    m.words < LITTLE_SPEECH_WORDS ||
    (m.speakingTurns <= LITTLE_SPEECH_MAX_TURNS && m.words < FEW_TURNS_ENOUGH_WORDS)
  )
}

/** The sentence that says so, first: "There was little to go on: 4 turns and 238 words …". */
export function littleToGoOn(m: { speakingTurns: number; words: number }): string {
  return `There was little to go on: ${plural(m.speakingTurns, 'turn')} and ${plural(m.words, 'word')} in this meeting, so this is a short note, not a full picture.`
}

/**
 * The short coaching for a scored person who said little (saidLittle): says so up front, and keeps
 * one strength, one recommendation (the lead: the narrative's first change when there is a
 * narrative), the opportunity and action on the lead's metric (none when they are on another), the
 * quotes of what is kept, and in the narrative one point of what worked, one change and the
 * practice.
 */
export function shortCoaching(
  coaching: CoachingResult,
  narrative: PersonCoaching | null,
  m: { speakingTurns: number; words: number },
  /** How a colleague addresses them (names.ts): the summary without a narrative opens with it. */
  address: string,
): { coaching: CoachingResult; narrative: PersonCoaching | null } {
  const note = littleToGoOn(m)
  const lead = coaching.recommendations[0]
  // The one change and practice are the lead's: another opportunity or action would be a second.
  const onLead = <T extends { metric_id: string }>(items: readonly T[]): T[] => {
    const first = lead ? items.find((i) => i.metric_id === lead.metric_id) : items[0]
    return first ? [first] : []
  }
  const insights = {
    strengths: coaching.insights.strengths.slice(0, 1),
    opportunities: onLead(coaching.insights.opportunities),
    actions: onLead(coaching.insights.actions),
  }
  const points = new Set(
    [...insights.strengths, ...insights.opportunities].map((i) => `${i.metric_id}|${i.type}`),
  )
  const short: PersonCoaching | null = narrative
    ? {
        headline: `${note} ${narrative.headline}`,
        worked: narrative.worked.slice(0, 1),
        change: narrative.change.slice(0, 1),
        practice: narrative.practice,
      }
    : null
  const summary = short
    ? narrativeSummary(short)
    : [
        `${address}, ${note.charAt(0).toLowerCase()}${note.slice(1)}`,
        ...insights.strengths.map((i) => `What worked: ${i.description}`),
        ...insights.opportunities.map((i) => `What to change: ${i.description}`),
        ...insights.actions.map((i) => `For your next meeting: ${i.description}`),
      ].join('\n\n')
  return {
    coaching: {
      insights,
      quotes: coaching.quotes.filter((q) => points.has(`${q.metric_id}|${q.context_type}`)),
      recommendations: lead ? [lead] : [],
      summary,
    },
    narrative: short,
  }
}
