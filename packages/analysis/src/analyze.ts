import { type CoachingResult, coachParticipant } from './coaching.ts'
import { saidLittle, shortCoaching } from './little-speech.ts'
import { measureTranscript, type ParticipantMeasurement, type TranscriptMeasurement } from './measure.ts'
import { meetingOverview, topicPhrases } from './meeting-overview.ts'
import { MEETING_TYPE_LABELS, type MeetingType } from './meeting-types.ts'
import { formatClock } from './metrics/format.ts'
import type { RoleKind } from './metrics/types.ts'
import { findMoments } from './moments.ts'
import { addressNames } from './names.ts'
import {
  coachNarrative,
  narrativeRecommendations,
  narrativeSummary,
  type PersonCoaching,
} from './narrative.ts'
import { claimShown, type NarrativeClaim } from './narrative-claims.ts'
import { narrativeContext } from './narrative-context.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { GENERIC_JOB_TITLE, type InferredParticipant, inferParticipants } from './participants.ts'
import { ROLE_LABELS, roleKind } from './roles.ts'
import { roundShare } from './rules.ts'
import { type DimensionScore, type MetricScore, scoreParticipant } from './scoring.ts'
import type { Transcript } from './transcript.ts'
import { type TranscriptWarning, validateTranscript } from './validate-transcript.ts'

/** A participant as the user confirmed or edited them on the review screen. */
export interface ParticipantOverride {
  name: string
  jobTitle?: string
  role?: string
}

export interface AnalyzeOptions {
  /** Use these job titles and roles instead of inferring them (matched by name). */
  participants?: readonly ParticipantOverride[]
  title?: string
  objective?: string
  /** The meeting type as the user chose it; inferred from the file when absent. */
  meetingType?: MeetingType
  /**
   * Which kinds of narrative claim may be shown: by default those measured reliable
   * (narrative-claims.ts). The evaluation and the tests of a withheld kind pass `() => true`.
   */
  claims?: (claim: NarrativeClaim) => boolean
}

export interface MeetingSummary {
  title: string
  objective: string
  durationSeconds: number
  totalWords: number
  participantCount: number
  /** The type targets were judged against (as given, or inferred). */
  meetingType: MeetingType
  /** Its label ("Stand-up"). */
  meetingTypeLabel: string
  /** True when inferred from the file rather than given. */
  meetingTypeInferred: boolean
  /** Why it was inferred (empty when given). */
  meetingTypeReason: string
}

/** What scoreAndCoach needs of the meeting; the type is inferred when not given. */
export type MeetingInput = Omit<
  MeetingSummary,
  'meetingType' | 'meetingTypeLabel' | 'meetingTypeInferred' | 'meetingTypeReason'
> & { meetingType?: MeetingType }

export interface ParticipantAnalysis extends CoachingResult {
  name: string
  jobTitle: string
  /** Role in the meeting as shown (inferred or as given). */
  role: string
  roleKind: RoleKind
  talkTimeSeconds: number
  talkTimePercentage: number
  words: number
  speakingTurns: number
  /** False when the person said too little to score (rules.ts `hasEnoughSpeechToScore`): scores are null, confidence 0. */
  scored: boolean
  dimensions: DimensionScore[]
  metrics: MetricScore[]
  /** The narrative (issue 29); null when the person is not scored. */
  coaching: PersonCoaching | null
}

export interface MeetingAnalysis {
  meeting: MeetingSummary
  participants: ParticipantAnalysis[]
  warnings: TranscriptWarning[]
}

function round(value: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** Lower-cased parts of every speaker label, so names never become topics. */
/** A recommendation that sets its own target value ("under 1 min 30 s", "at least 20%"). */
const SECOND_TARGET =
  /\b(?:aim for|under|at least|or less|or more|below|above)\b|\bkeep (?:each|it|your)\b[^.]*\d/i

export function nameWords(transcript: Transcript): Set<string> {
  const out = new Set<string>()
  for (const s of transcript.speakers) {
    for (const part of s.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length > 1) out.add(part)
  }
  return out
}

/**
 * Scores and coaches measured participants for the roles given. The server uses this to recompute
 * after the user edits roles, without re-parsing.
 */
export function scoreAndCoach(
  measurement: TranscriptMeasurement,
  people: readonly InferredParticipant[],
  meeting: MeetingInput,
  claims: (claim: NarrativeClaim) => boolean = claimShown,
): ParticipantAnalysis[] {
  const byName = new Map(people.map((p) => [p.name, p]))
  const participantCount = measurement.participants.length
  const summary = meetingSummary(measurement, meeting)
  const addresses = addressNames(measurement.participants.map((p) => p.name))
  const context = narrativeContext(
    measurement,
    findMoments(measurement.transcript, measurement.acts, addresses),
  )
  const seen = new Set<string>()
  const headlines = new Set<string>()
  return measurement.participants.map((m: ParticipantMeasurement) => {
    const person = byName.get(m.name) ?? {
      name: m.name,
      jobTitle: GENERIC_JOB_TITLE,
      role: ROLE_LABELS.contributor,
      roleKind: 'contributor' as const,
      roleReason: '',
    }
    const scores = scoreParticipant(m, {
      role: person.roleKind,
      participantCount,
      meetingType: summary.meetingType,
      conditions: measurement.conditions,
    })
    const coaching = coachParticipant({
      measurement: m,
      scores,
      person,
      meeting: { ...summary, endSeconds: context.meeting.endSeconds },
      participantCount,
      peers: measurement.participants,
      addresses,
    })
    // No two people in a meeting (and no two items for one person) get the same text.
    coaching.recommendations = coaching.recommendations.filter((r) => {
      if (seen.has(r.recommendation_text)) return false
      seen.add(r.recommendation_text)
      return true
    })
    const narrative = scores.scored
      ? coachNarrative({
          ...context,
          measurement: m,
          metrics: scores.metrics,
          roleKind: person.roleKind,
          addresses,
          claims,
        })
      : null
    if (narrative) {
      // Headlines are distinct across the people of a meeting.
      if (headlines.has(narrative.headline)) {
        const first = narrative.change[0] ?? narrative.worked[0]
        if (first) narrative.headline = narrative.headline.replace(/\.$/, `, as at ${formatClock(first.at)}.`)
      }
      headlines.add(narrative.headline)
      coaching.summary = narrativeSummary(narrative)
      // The recommendations lead with the narrative's changes, so every screen names the same first thing.
      const lead = narrativeRecommendations(narrative, m.name)
      const texts = new Set(lead.map((r) => r.recommendation_text))
      // A recommendation on the practice's metric would set a second target for the same measure
      // ("aim for 1 min 45 s" in the practice, "under 1 min 30 s" below it): the practice's stands.
      // Nor is a sentence the narrative already coaches recommended again in other words.
      const coachedQuotes = narrative.change.map((c) => c.quote)
      const practiceMetric = narrative.practice.metric
      coaching.recommendations = [
        ...lead,
        ...coaching.recommendations.filter(
          (r) =>
            !texts.has(r.recommendation_text) &&
            !(r.metric_id === practiceMetric && SECOND_TARGET.test(r.recommendation_text)) &&
            !coachedQuotes.some((q) => r.recommendation_text.includes(q)),
        ),
      ]
    }
    // Little said: a short coaching that says so up front (little-speech.ts, issue 30).
    const coached =
      scores.scored && saidLittle(m)
        ? shortCoaching(coaching, narrative, m, addresses.get(m.name) ?? m.name)
        : { coaching, narrative }
    return {
      name: m.name,
      jobTitle: person.jobTitle,
      role: person.role,
      roleKind: person.roleKind,
      talkTimeSeconds: round(m.talkSeconds, 1),
      talkTimePercentage: roundShare(m.talkTimePercentage),
      words: m.words,
      speakingTurns: m.speakingTurns,
      scored: scores.scored,
      dimensions: scores.dimensions,
      metrics: scores.metrics,
      ...coached.coaching,
      coaching: coached.narrative,
    }
  })
}

/** The meeting summary with its type settled: as given, else as inferred from the file. */
export function meetingSummary(measurement: TranscriptMeasurement, meeting: MeetingInput): MeetingSummary {
  const given = meeting.meetingType
  const meetingType = given ?? measurement.meetingType.type
  return {
    title: meeting.title,
    objective: meeting.objective,
    durationSeconds: meeting.durationSeconds,
    totalWords: meeting.totalWords,
    participantCount: meeting.participantCount,
    meetingType,
    meetingTypeLabel: MEETING_TYPE_LABELS[meetingType],
    meetingTypeInferred: given === undefined,
    meetingTypeReason: given === undefined ? measurement.meetingType.reason : '',
  }
}

/** Applies the user's edits (by name) over the inferred participants. */
export function applyOverrides(
  inferred: readonly InferredParticipant[],
  overrides: readonly ParticipantOverride[] | undefined,
): InferredParticipant[] {
  if (!overrides || overrides.length === 0) return [...inferred]
  const byName = new Map(overrides.map((o) => [o.name.trim().toLowerCase(), o]))
  return inferred.map((p) => {
    const o = byName.get(p.name.trim().toLowerCase())
    if (!o) return p
    const role = o.role?.trim() ? o.role.trim() : p.role
    return {
      ...p,
      jobTitle: o.jobTitle?.trim() ? o.jobTitle.trim() : p.jobTitle,
      role,
      roleKind: o.role?.trim() ? roleKind(role) : p.roleKind,
      roleReason: o.role?.trim() ? 'Role as given.' : p.roleReason,
    }
  })
}

/** Measure, infer, score and coach an already parsed and validated transcript. */
export function analyzeParsedTranscript(
  transcript: Transcript,
  options: AnalyzeOptions = {},
  warnings: TranscriptWarning[] = [],
): MeetingAnalysis {
  const measurement = measureTranscript(transcript)
  const topics = topicPhrases(transcript, measurement, nameWords(transcript))
  const overview = meetingOverview(transcript, measurement, topics)
  const input: MeetingInput = {
    title: options.title?.trim() || overview.title,
    objective: options.objective?.trim() || overview.objective,
    durationSeconds: transcript.durationSeconds,
    totalWords: transcript.totalWords,
    participantCount: measurement.participants.length,
  }
  if (options.meetingType) input.meetingType = options.meetingType
  const meeting = meetingSummary(measurement, input)
  const people = applyOverrides(inferParticipants(transcript, measurement), options.participants)
  return { meeting, participants: scoreAndCoach(measurement, people, input, options.claims), warnings }
}

/**
 * The whole built-in analysis in one call: parse the WebVTT text, validate it (throws
 * TranscriptError), measure the 26 metrics per participant, infer titles and roles (or use the
 * ones given), score and coach. Pure and deterministic: the same text gives the same result.
 */
export function analyzeTranscript(text: string, options: AnalyzeOptions = {}): MeetingAnalysis {
  const transcript = parseWebVtt(text)
  const { warnings } = validateTranscript(transcript)
  return analyzeParsedTranscript(transcript, options, warnings)
}

export interface DimensionInsights {
  insights: CoachingResult['insights']
  quotes: CoachingResult['quotes']
  recommendations: CoachingResult['recommendations']
  /** 0–1; 0 means "Insufficient data". */
  confidence_score: number
}

/** One dimension's slice of a participant's coaching (the shape of the per-dimension insights call). */
export function dimensionInsights(participant: ParticipantAnalysis, dimension: string): DimensionInsights {
  const name = dimension.trim().toLowerCase()
  const mine = <T extends { dimension_name: string }>(items: readonly T[]) =>
    items.filter((x) => x.dimension_name.toLowerCase() === name)
  return {
    insights: {
      strengths: mine(participant.insights.strengths),
      opportunities: mine(participant.insights.opportunities),
      actions: mine(participant.insights.actions),
    },
    quotes: mine(participant.quotes),
    recommendations: mine(participant.recommendations),
    confidence_score: participant.dimensions.find((d) => d.name.toLowerCase() === name)?.confidence ?? 0,
  }
}
