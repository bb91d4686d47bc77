import type { TranscriptActs } from '../acts/dialogue-acts.ts'
import type { MetricInfo } from '../metric-catalogue.ts'
import type { Transcript } from '../transcript.ts'
import type { Speech } from './speech.ts'
import type { SpeechStats } from './speech-stats.ts'

export type { DimensionName, Direction, MetricFormat, MetricInfo } from '../metric-catalogue.ts'
export { DIMENSIONS } from '../metric-catalogue.ts'

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
  /** The dialogue acts the metric counted (and those it left out), named from the act vocabulary. */
  acts?: { counted: string[]; excluded?: string[] }
}

export interface MeasureInput {
  transcript: Transcript
  speech: Speech
  stats: SpeechStats
  talkSeconds: number
  /** Sum of every speaker's talk time (the denominator of talk share). */
  talkSecondsTotal: number
  participantCount: number
  /** The meeting's dialogue acts (absent in hand-built inputs: the metrics then fall back to words). */
  acts?: TranscriptActs
}

export interface Measured {
  value: number
  /** See ScoreContext.basis. */
  basis: number
  evidence: Evidence
}

export interface MetricDefinition extends MetricInfo {
  format(value: number): string
  /** 1–10; 6–8 means appropriate for the person's role in this meeting. */
  score(value: number, context: ScoreContext): number
  measure(input: MeasureInput): Measured
}
