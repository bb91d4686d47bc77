import { dimensionId, getMetric } from './catalogue.ts'
import { type TranscriptConditions, unmeasuredReasons, WORD_RATE_METRICS } from './measurability.ts'
import type { ParticipantMeasurement } from './measure.ts'
import { DEFAULT_MEETING_TYPE, type MeetingType, type MetricTarget, metricTarget } from './meeting-types.ts'
import { formatCount } from './metrics/format.ts'
import { higherIsBetter, inBand, lowerIsBetter, NEUTRAL_SCORE } from './metrics/scale.ts'
import { DIMENSIONS, type DimensionName, type Evidence, type RoleKind } from './metrics/types.ts'
import { CONFIDENT_TURNS, CONFIDENT_WORDS } from './rules.ts'

export interface MetricScore {
  id: string
  dimension: DimensionName
  value: number
  /** 1–10, or null when the participant spoke too little to score or the metric is not measured. */
  score: number | null
  formattedValue: string
  evidence: Evidence
  /** False when the transcript cannot show this metric (see `reason`); left out of its dimension. */
  measured: boolean
  /** Why it is not measured, in a plain sentence for the person (only when measured is false). */
  reason?: string
  /** The target used for this meeting type and role, with its source (typed metrics only). */
  target?: MetricTarget
  /** Set when the score rests on little evidence and was held towards the middle, in words. */
  lowConfidence?: string
}

export interface DimensionScore {
  id: string
  name: DimensionName
  /** Mean of the dimension's measured metric scores (1–10), or null when not scored. */
  score: number | null
  /** 0–1; 0 means "Insufficient data". */
  confidence: number
}

export interface ParticipantScores {
  scored: boolean
  metrics: MetricScore[]
  dimensions: DimensionScore[]
}

export interface ScoringContext {
  role: RoleKind
  participantCount: number
  /** Targets follow the meeting type; discussion when not given. */
  meetingType?: MeetingType
  /** What the file cannot show (captions without "um", coarse timing, language). */
  conditions?: TranscriptConditions
}

function round1(x: number): number {
  return Math.round(x * 10) / 10
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x))
}

/**
 * How far the numbers can be trusted: 0 when not scored, rising with the amount of speech
 * (about 0.45 at 100 words, 0.95 from 1,500) and, per dimension, with what that dimension rests
 * on (turns for Engagement and Conciseness, sentences for Clarity).
 */
export function dimensionConfidence(m: ParticipantMeasurement, dimension: DimensionName): number {
  if (!m.scorable) return 0
  const base = 0.3 + 0.65 * Math.sqrt(clamp01(m.stats.words / CONFIDENT_WORDS))
  let factor = 1
  if (dimension === 'Engagement') factor = 0.6 + 0.4 * clamp01(m.speakingTurns / CONFIDENT_TURNS.Engagement)
  if (dimension === 'Conciseness')
    factor = 0.75 + 0.25 * clamp01(m.speakingTurns / CONFIDENT_TURNS.Conciseness)
  if (dimension === 'Clarity') factor = 0.75 + 0.25 * clamp01(m.stats.fullSentences / 20)
  return Math.round(base * factor * 100) / 100
}

/** Score against a typed target (talk share, pace, questions, monologue). */
export function scoreAgainstTarget(value: number, t: MetricTarget): number {
  if (t.kind === 'band') {
    const min = t.min ?? 0
    const max = t.max ?? 100
    const pace = t.metricId === 'speaking_pace'
    const farBelow = pace ? 30 : Math.max(min * 0.6, 1)
    const farAbove = pace ? 40 : Math.max(8, (100 - max) / 3)
    return inBand(value, { min, max, farBelow, farAbove })
  }
  if (t.kind === 'atLeast') {
    const good = t.good
    return higherIsBetter(value, {
      floor: 3,
      some: good * 0.35,
      good,
      excellent: t.excellent ?? good * 2,
      best: good * 3.5,
    })
  }
  return lowerIsBetter(value, {
    excellent: t.excellent ?? t.good * 0.6,
    good: t.good,
    poor: t.poor ?? t.good * 2,
    worst: t.worst ?? t.good * 4,
  })
}

/**
 * How much evidence a metric's value rests on, and how much would be enough: turns for turn-based
 * metrics, questions for the share of open questions, sentences for sentence metrics. Word rates
 * already shrink inside their own scoring (shrinkForSmallSamples); they are only kept off the ends.
 */
function sample(m: ParticipantMeasurement, id: string): { n: number; enough: number; unit: string } {
  const counts = m.metrics.find((x) => x.id === id)?.evidence.counts ?? {}
  switch (id) {
    case 'talk_time_share':
    case 'words_per_turn':
    case 'longest_monologue':
    case 'questions_asked':
    case 'inviting_others':
      return { n: m.speakingTurns, enough: 10, unit: 'turn' }
    case 'open_question_share':
      return { n: counts.questions ?? 0, enough: 6, unit: 'question' }
    case 'uninterrupted_turns':
      return { n: counts.turns ?? 0, enough: 10, unit: 'turn' }
    case 'building_on_others':
      return { n: counts.turns ?? 0, enough: 10, unit: 'turn' }
    case 'sentence_length':
    case 'readability_grade':
      return { n: m.stats.fullSentences, enough: 15, unit: 'sentence' }
    case 'speaking_pace':
      return { n: m.stats.words, enough: 300, unit: 'word' }
    default:
      return { n: m.stats.words, enough: 500, unit: 'word' }
  }
}

function plural(n: number, unit: string): string {
  const many = unit === 'reply' ? 'replies' : `${unit}s`
  // formatCount writes what toLocaleString('en-US') does, without the locale machinery per call.
  return `${formatCount(n)} ${n === 1 ? unit : many}`
}

/**
 * Pulls a score towards neutral when it rests on little evidence, and keeps it off 1 and 10 until
 * the evidence is enough; returns the note that says so in words.
 */
export function shrinkScore(
  score: number,
  id: string,
  m: ParticipantMeasurement,
): { score: number; note?: string } {
  const s = sample(m, id)
  if (s.n >= s.enough) return { score }
  const weight = clamp01(s.n / s.enough)
  const pulled = WORD_RATE_METRICS.has(id)
    ? score
    : NEUTRAL_SCORE + (score - NEUTRAL_SCORE) * (0.3 + 0.7 * weight)
  const kept = round1(Math.min(9, Math.max(2, pulled)))
  return {
    score: kept,
    note: `Based on only ${plural(s.n, s.unit)}, so this score is held close to the middle: low confidence.`,
  }
}

/** Scores one measured participant for a role in a meeting of `participantCount` people. */
export function scoreParticipant(m: ParticipantMeasurement, context: ScoringContext): ParticipantScores {
  const meetingType = context.meetingType ?? DEFAULT_MEETING_TYPE
  const unmeasured = context.conditions ? unmeasuredReasons(m, context.conditions) : new Map<string, string>()
  const metrics: MetricScore[] = m.metrics.map((v) => {
    const def = getMetric(v.id)
    const target =
      metricTarget(v.id, { role: context.role, participantCount: context.participantCount, meetingType }) ??
      undefined
    const reason = unmeasured.get(v.id)
    let score: number | null = null
    let lowConfidence: string | undefined
    if (m.scorable && def && reason === undefined) {
      const raw = target
        ? scoreAgainstTarget(v.value, target)
        : def.score(v.value, {
            role: context.role,
            participantCount: context.participantCount,
            basis: v.basis,
          })
      const shrunk = shrinkScore(raw, v.id, m)
      score = shrunk.score
      lowConfidence = shrunk.note
    }
    const out: MetricScore = {
      id: v.id,
      dimension: v.dimension,
      value: v.value,
      score,
      formattedValue: def ? def.format(v.value) : String(v.value),
      evidence: v.evidence,
      measured: reason === undefined,
    }
    if (reason !== undefined) out.reason = reason
    if (target) out.target = target
    if (lowConfidence && score !== null) out.lowConfidence = lowConfidence
    return out
  })
  const dimensions: DimensionScore[] = DIMENSIONS.map((name) => {
    const scores = metrics
      .filter((x) => x.dimension === name && x.measured && x.score !== null)
      .map((x) => x.score ?? 0)
    const score =
      m.scorable && scores.length > 0 ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null
    return { id: dimensionId(name), name, score, confidence: dimensionConfidence(m, name) }
  })
  return { scored: m.scorable, metrics, dimensions }
}
