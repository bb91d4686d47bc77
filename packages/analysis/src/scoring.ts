import { dimensionId, getMetric } from './catalogue.ts'
import type { ParticipantMeasurement } from './measure.ts'
import { DIMENSIONS, type DimensionName, type Evidence, type RoleKind } from './metrics/types.ts'

export interface MetricScore {
  id: string
  dimension: DimensionName
  value: number
  /** 1–10, or null when the participant spoke too little to score. */
  score: number | null
  formattedValue: string
  evidence: Evidence
}

export interface DimensionScore {
  id: string
  name: DimensionName
  /** Mean of the dimension's metric scores (1–10), or null when not scored. */
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
  const base = 0.3 + 0.65 * Math.sqrt(clamp01(m.stats.words / 1500))
  let factor = 1
  if (dimension === 'Engagement') factor = 0.6 + 0.4 * clamp01(m.speakingTurns / 12)
  if (dimension === 'Conciseness') factor = 0.75 + 0.25 * clamp01(m.speakingTurns / 6)
  if (dimension === 'Clarity') factor = 0.75 + 0.25 * clamp01(m.stats.fullSentences / 20)
  return Math.round(base * factor * 100) / 100
}

/** Scores one measured participant for a role in a meeting of `participantCount` people. */
export function scoreParticipant(m: ParticipantMeasurement, context: ScoringContext): ParticipantScores {
  const metrics: MetricScore[] = m.metrics.map((v) => {
    const def = getMetric(v.id)
    const score =
      m.scorable && def
        ? def.score(v.value, {
            role: context.role,
            participantCount: context.participantCount,
            basis: v.basis,
          })
        : null
    return {
      id: v.id,
      dimension: v.dimension,
      value: v.value,
      score,
      formattedValue: def ? def.format(v.value) : String(v.value),
      evidence: v.evidence,
    }
  })
  const dimensions: DimensionScore[] = DIMENSIONS.map((name) => {
    const scores = metrics.filter((x) => x.dimension === name && x.score !== null).map((x) => x.score ?? 0)
    const score =
      m.scorable && scores.length > 0 ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null
    return { id: dimensionId(name), name, score, confidence: dimensionConfidence(m, name) }
  })
  return { scored: m.scorable, metrics, dimensions }
}
