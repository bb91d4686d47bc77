import { fromCatalogue } from './definition.ts'
import {
  examplesAt,
  examplesForSentences,
  groupFactor,
  hasNoBasis,
  higherIsBetter,
  NEUTRAL_SCORE,
  phraseCounts,
  plural,
  roleFactor,
  round,
} from './scale.ts'
import type { MetricDefinition } from './types.ts'

/** Engagement: how much you draw other people in. */

function perTenMinutes(count: number, seconds: number): number {
  return seconds > 0 ? (count * 600) / seconds : 0
}

function meetingMinutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} minutes`
}

const questionsAsked: MetricDefinition = {
  ...fromCatalogue('questions_asked'),
  score(value, context) {
    const good = 1.5 * roleFactor(context.role, 'questions') * groupFactor(context.participantCount)
    return higherIsBetter(value, { floor: 3, some: good * 0.35, good, excellent: good * 2, best: good * 3.5 })
  },
  measure({ speech, stats, transcript }) {
    const n = stats.questions.length
    const value = perTenMinutes(n, transcript.durationSeconds)
    return {
      value: round(value, 2),
      basis: n,
      evidence: {
        summary: `${plural(n, 'question')} in a meeting of ${meetingMinutes(transcript.durationSeconds)}.`,
        counts: { questions: n, meetingSeconds: round(transcript.durationSeconds, 1) },
        examples: examplesForSentences(speech, stats.questions),
      },
    }
  },
}

const openQuestions: MetricDefinition = {
  ...fromCatalogue('open_question_share'),
  score(value, context) {
    if (hasNoBasis(context)) return NEUTRAL_SCORE
    return higherIsBetter(value, { floor: 3, some: 15, good: 30, excellent: 50, best: 75 })
  },
  measure({ speech, stats }) {
    const total = stats.questions.length
    const open = stats.openQuestions.length
    const value = total > 0 ? (open * 100) / total : 0
    return {
      value: round(value, 1),
      basis: total,
      evidence: {
        summary: total === 0 ? 'No questions asked.' : `${open} of ${plural(total, 'question')} were open.`,
        counts: { openQuestions: open, questions: total },
        examples: examplesForSentences(speech, stats.openQuestions),
      },
    }
  },
}

const invitingOthers: MetricDefinition = {
  ...fromCatalogue('inviting_others'),
  score(value, context) {
    const good = 1 * roleFactor(context.role, 'invitations') * groupFactor(context.participantCount)
    return higherIsBetter(value, {
      floor: 3.5,
      some: good * 0.3,
      good,
      excellent: good * 2,
      best: good * 3.5,
    })
  },
  measure({ speech, stats, transcript }) {
    const n = stats.invitations.length
    const value = perTenMinutes(n, transcript.durationSeconds)
    return {
      value: round(value, 2),
      basis: n,
      evidence: {
        summary: `${plural(n, 'invitation')} to others in a meeting of ${meetingMinutes(transcript.durationSeconds)}.`,
        counts: { invitations: n, meetingSeconds: round(transcript.durationSeconds, 1) },
        examples: examplesForSentences(speech, stats.invitations),
      },
    }
  },
}

const buildingOnOthers: MetricDefinition = {
  ...fromCatalogue('building_on_others'),
  score(value, context) {
    if (hasNoBasis(context)) return NEUTRAL_SCORE
    return higherIsBetter(value, { floor: 3.5, some: 5, good: 12, excellent: 25, best: 40 })
  },
  measure({ speech, stats }) {
    const turns = stats.respondingTurns.length
    const building = stats.buildingTurns.length
    const value = turns > 0 ? (building * 100) / turns : 0
    const positions = [...stats.matches.build.map((m) => ({ token: m.start, length: m.length }))]
    return {
      value: round(value, 1),
      basis: turns,
      evidence: {
        summary:
          turns === 0
            ? 'No turns of your own.'
            : `${building} of ${plural(turns, 'turn')} explicitly built on what someone else said.`,
        counts: { buildingTurns: building, turns },
        phrases: phraseCounts(speech, stats.matches.build),
        examples: examplesAt(speech, positions),
      },
    }
  },
}

export const ENGAGEMENT_METRICS: readonly MetricDefinition[] = [
  questionsAsked,
  openQuestions,
  invitingOthers,
  buildingOnOthers,
]
