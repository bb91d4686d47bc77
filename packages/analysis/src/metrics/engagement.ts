import { formatPer10Min, formatPercent } from './format.ts'
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
  id: 'questions_asked',
  name: 'Questions asked',
  dimension: 'Engagement',
  description:
    'Questions you asked per 10 minutes of meeting. Gong found the best sales discovery calls had ' +
    '11–14 questions, with diminishing returns above that. Expectations here depend on your role ' +
    '(a facilitator asks more than a presenter) and shrink in large meetings where each person has ' +
    'fewer openings; about 1.5 per 10 minutes is good for a contributor in a group of four (our choice).',
  unit: 'per 10 min',
  computation:
    'Your sentences of two or more words ending in a question mark, per 10 minutes of the meeting.',
  category: 'interaction',
  typicalRange: { min: 0, max: 8 },
  benchmarks: { good: 1.5, excellent: 3 },
  direction: 'increase',
  format: formatPer10Min,
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
  id: 'open_question_share',
  name: 'Open questions',
  dimension: 'Engagement',
  description:
    'Share of your questions that are open ("what", "how", "why", "tell me about") rather than ' +
    'yes/no. Open questions invite people to explain their thinking. No published benchmark; 30% ' +
    '(good) and 50% (excellent) are our own choice. With no questions asked, the score is neutral.',
  unit: '%',
  computation:
    'Questions starting (after "so", "and", "okay"…) with a wh-word or "tell me", "walk me through", divided by all your questions.',
  category: 'interaction',
  typicalRange: { min: 0, max: 100 },
  benchmarks: { good: 30, excellent: 50 },
  direction: 'increase',
  format: formatPercent,
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
  id: 'inviting_others',
  name: 'Inviting others in',
  dimension: 'Engagement',
  description:
    'Times you handed the floor to someone: by name, or with "what do you think?", "any thoughts?", ' +
    '"go ahead". More even turn-taking predicts better group performance (Woolley 2010; Riedl 2021). ' +
    'Expectations are higher for a facilitator and lower in large meetings; about 1 per 10 minutes ' +
    'is good for a contributor in a group of four (our choice).',
  unit: 'per 10 min',
  computation:
    'Your sentences that invite someone in (an inviting phrase, or another participant’s name in a ' +
    'question or addressed to them), per 10 minutes of the meeting.',
  category: 'interaction',
  typicalRange: { min: 0, max: 6 },
  benchmarks: { good: 1, excellent: 2 },
  direction: 'increase',
  format: formatPer10Min,
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
  id: 'building_on_others',
  name: 'Building on others',
  dimension: 'Engagement',
  description:
    'How often your reply picks up what someone else said: "good point", "as you said", "I agree, ' +
    'and…", "going back to what Anna said". Acknowledging and building on ideas keeps a discussion ' +
    'cumulative rather than a series of statements. No published benchmark; 12% of replies (good) ' +
    'and 25% (excellent) are our own choice.',
  unit: '%',
  computation:
    'Of your turns of three or more words that follow another speaker, the share with an ' +
    'acknowledging or referring-back phrase.',
  category: 'interaction',
  typicalRange: { min: 0, max: 50 },
  benchmarks: { good: 12, excellent: 25 },
  direction: 'increase',
  format: formatPercent,
  score(value, context) {
    if (hasNoBasis(context)) return NEUTRAL_SCORE
    return higherIsBetter(value, { floor: 3.5, some: 5, good: 12, excellent: 25, best: 40 })
  },
  measure({ speech, stats }) {
    const replies = stats.respondingTurns.length
    const building = stats.buildingTurns.length
    const value = replies > 0 ? (building * 100) / replies : 0
    const positions = [...stats.matches.build.map((m) => ({ token: m.start, length: m.length }))]
    return {
      value: round(value, 1),
      basis: replies,
      evidence: {
        summary:
          replies === 0
            ? 'No replies to someone else of three or more words.'
            : `${building} of ${plural(replies, 'reply', 'replies')} built on what someone else said.`,
        counts: { buildingTurns: building, replies },
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
