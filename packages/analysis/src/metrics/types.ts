import type { Transcript } from '../transcript.ts'
import type { Speech } from './speech.ts'
import type { SpeechStats } from './speech-stats.ts'

export type DimensionName = 'Authority' | 'Clarity' | 'Engagement' | 'Authenticity' | 'Conciseness'

export const DIMENSIONS: readonly DimensionName[] = [
  'Authority',
  'Clarity',
  'Engagement',
  'Authenticity',
  'Conciseness',
]

/** What a person is doing in this meeting; expectations (fair talk share, questions…) follow it. */
export type RoleKind = 'facilitator' | 'presenter' | 'contributor' | 'participant' | 'observer'

export interface ScoreContext {
  role: RoleKind
  /** People in the meeting (everyone who spoke). */
  participantCount: number
  /**
   * How many observations the value rests on (questions for open-question share, turns for
   * uninterrupted turns). Zero means there was nothing to measure and the score is neutral.
   */
  basis?: number
}

/** A verbatim piece of the participant's speech that shows why a metric has its value. */
export interface EvidenceExample {
  /** Verbatim text from one cue of this participant. */
  text: string
  /** Cue start, seconds from the start of the recording. */
  start: number
  cueId: string
  /** The words that matched, when the metric counts phrases. */
  match?: string
}

export interface Evidence {
  /** One line in plain words: what was counted, out of what. */
  summary: string
  /** The raw counts behind the value (e.g. { hedges: 12, words: 1340 }). */
  counts: Record<string, number>
  /** Up to a handful of examples, earliest first. */
  examples: EvidenceExample[]
  /** For phrase-counting metrics: the phrases found, most frequent first. */
  phrases?: { text: string; count: number }[]
}

export interface MeasureInput {
  transcript: Transcript
  speech: Speech
  stats: SpeechStats
  talkSeconds: number
  /** Sum of every speaker's talk time (the denominator of talk share). */
  talkSecondsTotal: number
  participantCount: number
}

export interface Measured {
  value: number
  /** See ScoreContext.basis. */
  basis: number
  evidence: Evidence
}

export type Direction = 'increase' | 'decrease' | 'maintain'

export interface MetricInfo {
  /** Stable snake_case id: stored with scores and goals. */
  id: string
  name: string
  dimension: DimensionName
  /** What it means for the user, with the published figures it rests on. */
  description: string
  unit: string
  /** How it is computed, in plain words. */
  computation: string
  category: string
  typicalRange: { min: number; max: number }
  /** For 'decrease' metrics the good value is above the excellent one. */
  benchmarks: { good: number; excellent: number }
  direction: Direction
  /** The band to stay in, for 'maintain' metrics (for a contributor in a four-person meeting when it depends on role). */
  band?: { min: number; max: number }
}

export interface MetricDefinition extends MetricInfo {
  format(value: number): string
  /** 1–10; 6–8 means appropriate for the person's role in this meeting. */
  score(value: number, context: ScoreContext): number
  measure(input: MeasureInput): Measured
}
