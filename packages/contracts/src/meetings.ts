import { z } from 'zod'
import { meetingDateSource } from './meeting-date.ts'

export const meetingSorts = ['date', 'name', 'duration'] as const
/** Meetings per page of the list (GET /api/meetings?page&limit); at most MEETINGS_MAX_PAGE_SIZE. */
export const MEETINGS_PAGE_SIZE = 50
export const MEETINGS_MAX_PAGE_SIZE = 100
export const meetingListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(meetingSorts).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MEETINGS_MAX_PAGE_SIZE).default(MEETINGS_PAGE_SIZE),
})
export type MeetingListQuery = z.input<typeof meetingListQuery>

/** Who wrote one part of a meeting's analysis: the built-in analyzer or a language model. */
export const analyzerSource = z.object({
  analyzer: z.enum(['llm', 'builtin']),
  /** The provider ('openai', 'anthropic', …), its model and the name an admin gave it; null for built-in. */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  displayName: z.string().nullable(),
  /** The versioned prompt that wrote it ('coaching.v1'); null for built-in. */
  promptVersion: z.string().nullable(),
  /** Why the built-in analyzer wrote it when a provider was configured ('timeout', 'invalid_output', …). */
  fallbackReason: z.string().nullable(),
})
export type AnalyzerSource = z.infer<typeof analyzerSource>

export const tokenUsage = z.object({
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  /** Model calls that answered (a retried call counts twice). */
  calls: z.number().int().min(0),
})
export type TokenUsage = z.infer<typeof tokenUsage>

/**
 * One part of a model's coaching that failed the checks every coaching sentence passes (premises
 * against the person's own figures, quotes that are whole sentences of theirs, the name they are
 * addressed by) before it was stored: dropped, replaced by the built-in text for that metric, or
 * (a wrong name only) re-addressed.
 */
export const coachingCorrection = z.object({
  part: z.enum([
    'summary',
    'strength',
    'opportunity',
    'action',
    'quote',
    'recommendation',
    // The narrative (issue 29): its headline, a point of what worked or to change, the practice.
    'headline',
    'worked',
    'change',
    'practice',
  ]),
  /** The rule that failed ('role-presented-most', 'quote-whole-sentence', 'name-address', …). */
  rule: z.string(),
  action: z.enum(['dropped', 'replaced', 'renamed']),
  /** What the model wrote (cut to 200 characters). */
  text: z.string(),
})
export type CoachingCorrection = z.infer<typeof coachingCorrection>

/** Which analyzer wrote what: participant inference (titles, roles, title, objective) and each person's coaching. */
export const analysisSources = z.object({
  participants: analyzerSource,
  coaching: z.array(
    analyzerSource.extend({
      name: z.string(),
      /** What the checks changed in the model's coaching; absent when nothing was. */
      corrections: z.array(coachingCorrection).optional(),
      /**
       * Who wrote the narrative (headline, worked, change, practice) when the model wrote the rest:
       * 'builtin' when its reply lost the headline, every worked or every change point to the checks
       * (`narrativeFallbackReason` says which). Absent for meetings stored before the model wrote one.
       */
      narrative: z.enum(['llm', 'builtin']).optional(),
      narrativeFallbackReason: z.string().nullable().optional(),
    }),
  ),
})
export type AnalysisSources = z.infer<typeof analysisSources>

/**
 * Kinds of meeting: the targets (talk share, pace, questions, monologue length) follow the type.
 * The same ids as MEETING_TYPES in @rapport/analysis (a server test holds them together).
 */
export const meetingTypes = [
  'one_on_one',
  'stand_up',
  'presentation',
  'discussion',
  'sales_call',
  'interview',
] as const
export const meetingType = z.enum(meetingTypes, { error: 'Choose a meeting type from the list' })
export type MeetingType = z.infer<typeof meetingType>

/** The target a metric was judged against in its meeting, in words, and where the figure comes from. */
export const metricTarget = z.object({ text: z.string(), source: z.string() })
export type MetricTargetView = z.infer<typeof metricTarget>
/** As stored with each metric: the engine's whole target (bounds, meeting type…), read through `metricTarget`. */
export type StoredMetricTarget = MetricTargetView & Record<string, unknown>

export const meeting = z.object({
  id: z.string(),
  name: z.string(),
  /** The day the meeting took place, YYYY-MM-DD. */
  date: z.string(),
  /** Not in the spec (issue 30): where the day came from; null on meetings stored before it was recorded. */
  dateSource: meetingDateSource.nullable().default(null),
  /** Minutes. */
  duration: z.number(),
  participantCount: z.number(),
  totalWords: z.number(),
  objective: z.string(),
  description: z.string(),
  createdBy: z.string().nullable(),
  /** Which analyzer wrote the participant inference and coaching. */
  analyzer: z.string(),
  warnings: z.array(z.string()),
  /** Absent on meetings stored before sources were recorded. */
  analysisSources: analysisSources.optional(),
  /** Tokens the language model used for this meeting (zeros when the built-in analyzer wrote everything). */
  tokenUsage: tokenUsage.optional(),
  /** The kind of meeting its targets were set for; null on meetings stored before it was recorded. */
  meetingType: meetingType.nullable().default(null),
  /** Not in the spec: the signed-in user took part (their linked person is a participant). */
  withMe: z.boolean().optional(),
})
export type Meeting = z.infer<typeof meeting>

/**
 * A meeting as the list shows it: lean, without the warnings, analysis sources (one entry per
 * participant) or token usage that GET /api/meetings/{id} gives.
 */
export const meetingSummary = meeting.pick({
  id: true,
  name: true,
  date: true,
  duration: true,
  participantCount: true,
  totalWords: true,
  createdBy: true,
  analyzer: true,
  meetingType: true,
  withMe: true,
})
export type MeetingSummary = z.infer<typeof meetingSummary>

export const meetingListResponse = z.object({
  meetings: z.array(meetingSummary),
  pagination: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  }),
})
export type MeetingListResponse = z.infer<typeof meetingListResponse>
export const meetingResponse = z.object({ meeting })

export const participant = z.object({
  id: z.string(),
  personId: z.string(),
  name: z.string(),
  title: z.string(),
  role: z.string(),
  talkTimePercentage: z.number(),
  totalWords: z.number(),
  speakingTurns: z.number(),
  /** False when the person spoke too little to score ('Insufficient data'). */
  scored: z.boolean(),
})
export type Participant = z.infer<typeof participant>
export const participantListResponse = z.object({ participants: z.array(participant) })

/** Why a metric was not measured, for rows stored before the reason was (the screen and the CSV). */
export const UNMEASURED_REASON = 'This transcript does not show enough to measure it.'

export const subDimensionScore = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().nullable(),
  formattedValue: z.string(),
  description: z.string(),
  /** False when the transcript cannot show this metric: score null, left out of its dimension. */
  measured: z.boolean().default(true),
  /** Why it is not measurable from this transcript (null when measured). */
  reason: z.string().nullable().default(null),
  /** The target used for this meeting's type and the person's role, with its source (null: no typed target). */
  target: metricTarget.nullable().default(null),
})
export const dimensionScore = z.object({
  id: z.string(),
  name: z.string(),
  averageScore: z.number().nullable(),
  /** 0–1; 0 shows 'Insufficient data'. */
  confidence: z.number(),
  subDimensions: z.array(subDimensionScore),
})
export const participantScores = z.object({
  participantId: z.string(),
  name: z.string(),
  dimensions: z.array(dimensionScore),
})
export type ParticipantScoresView = z.infer<typeof participantScores>
export const meetingScoresResponse = z.object({ scores: z.array(participantScores) })

export const insightItem = z.object({
  id: z.string(),
  type: z.enum(['strength', 'opportunity', 'action']),
  title: z.string(),
  description: z.string(),
  confidence_score: z.number(),
  dimension_name: z.string(),
  /** Not in the spec: the metric it is about (goal templates are per metric); absent on older meetings. */
  metric_id: z.string().nullable().optional(),
})
export const quoteItem = z.object({
  id: z.string(),
  quote_text: z.string(),
  context_type: z.string(),
  relevance_score: z.number(),
  dimension_name: z.string(),
  /** Seconds from the start of the recording. */
  timestamp: z.number(),
  /** Not in the spec: the metric it is about (goal templates are per metric); absent on older meetings. */
  metric_id: z.string().nullable().optional(),
})
export const recommendationItem = z.object({
  id: z.string(),
  recommendation_text: z.string(),
  category: z.string(),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  difficulty_level: z.string(),
  estimated_impact: z.string(),
  dimension_name: z.string(),
  /** Not in the spec: the metric it is about (goal templates are per metric); absent on older meetings. */
  metric_id: z.string().nullable().optional(),
})
export const insightGroups = z.object({
  strengths: z.array(insightItem),
  opportunities: z.array(insightItem),
  actions: z.array(insightItem),
})
/** One sentence behind a metric's number: the cue it comes from, to open the transcript there. */
export const evidenceExample = z.object({
  text: z.string(),
  /** Seconds from the start of the recording (the cue's start). */
  start: z.number(),
  cueId: z.string(),
})
export type EvidenceExampleView = z.infer<typeof evidenceExample>

/** What made one metric's number ("See why"): what was counted, and the sentences it counted. */
export const metricEvidence = z.object({
  metricId: z.string(),
  name: z.string(),
  formattedValue: z.string(),
  score: z.number().nullable(),
  summary: z.string(),
  examples: z.array(evidenceExample),
})
export type MetricEvidenceView = z.infer<typeof metricEvidence>

export const dimensionInsightsResponse = z.object({
  insights: insightGroups,
  quotes: z.array(quoteItem),
  recommendations: z.array(recommendationItem),
  confidence_score: z.number(),
  /** Not in the spec: each of the dimension's metrics with the sentences that made its number. */
  evidence: z.array(metricEvidence).default([]),
})
export type DimensionInsightsView = z.infer<typeof dimensionInsightsResponse>

/**
 * Not in the spec (issue 29): one person's coaching as a coach writes it, built from the moments of
 * the meeting that mattered for them. Every quote is their own words from one cue, `at` that cue's
 * start (seconds); the meeting page, /home, the summary and "Make this my goal" all lead with it.
 */
export const coachingPoint = z.object({
  /** What they did and what it led to. */
  text: z.string(),
  /** Their words, verbatim from one cue. */
  quote: z.string(),
  /** The quoted cue's start, seconds from the start of the recording. */
  at: z.number(),
  /** The catalogue metric the point is about, when it is about one. */
  metric: z.string().nullable().default(null),
})
export type CoachingPointView = z.infer<typeof coachingPoint>
export const coachingChange = coachingPoint.extend({
  /** A line to use next time: their own sentence rewritten, or a behaviour said as a line. */
  instead: z.string(),
})
export type CoachingChangeView = z.infer<typeof coachingChange>
export const coachingPractice = z.object({
  /** One thing to practise next meeting, with the measure the next upload checks. */
  text: z.string(),
  /** The catalogue metric the next upload measures. */
  metric: z.string(),
  /** The value to reach, in the metric's unit; beyond `current` in `direction`. */
  target: z.number(),
  /** The value in this meeting. */
  current: z.number(),
  direction: z.enum(['increase', 'decrease']),
})
export type CoachingPracticeView = z.infer<typeof coachingPractice>
export const personCoaching = z.object({
  /** The single most important thing for this person in this meeting, in one sentence. */
  headline: z.string(),
  worked: z.array(coachingPoint),
  change: z.array(coachingChange),
  practice: coachingPractice,
})
export type PersonCoachingView = z.infer<typeof personCoaching>

export const coachingResponse = z.object({
  participantId: z.string(),
  name: z.string(),
  title: z.string(),
  role: z.string(),
  summary: z.string(),
  dimensions: z.array(
    z.object({ name: z.string(), averageScore: z.number().nullable(), confidence: z.number() }),
  ),
  insights: insightGroups,
  quotes: z.array(quoteItem),
  recommendations: z.array(recommendationItem),
  /** Not in the spec (issue 29): the narrative; null for people not scored and meetings stored before it. */
  coaching: personCoaching.nullable().default(null),
})
export type CoachingView = z.infer<typeof coachingResponse>

export const person = z.object({
  person_id: z.string(),
  full_name: z.string(),
  /** Not in the spec: the account this person is ("This is me"), null when none (always sent by this server). */
  user_id: z.string().nullable().optional(),
  /** Not in the spec: true for the person linked to the signed-in user. */
  is_me: z.boolean().optional(),
  /** Not in the spec: the linked member's name, sent to the tenant's admins only (who manage the links). */
  user_full_name: z.string().nullable().optional(),
})
export type Person = z.infer<typeof person>
export const peopleResponse = z.object({ people: z.array(person) })

/** Lines of a transcript per page (GET /api/meetings/{id}/transcript?limit), at most TRANSCRIPT_MAX_PAGE_SIZE. */
export const TRANSCRIPT_PAGE_SIZE = 100
export const TRANSCRIPT_MAX_PAGE_SIZE = 200
/** The longest search (`q`) and speaker name a transcript page may be asked for. */
export const TRANSCRIPT_QUERY_MAX_CHARS = 200

/**
 * One cue of a meeting's transcript, with its position among all of them (`index`, from 0) and the
 * participant who said it (null: unidentified).
 */
export const transcriptCue = z.object({
  index: z.number().int().min(0),
  id: z.string(),
  /** Seconds from the start of the recording. */
  start: z.number(),
  end: z.number(),
  speaker: z.string().nullable(),
  participantId: z.string().nullable(),
  text: z.string(),
})
export type TranscriptCueView = z.infer<typeof transcriptCue>

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/**
 * GET /api/meetings/{id}/transcript: one page of the transcript. Either lines from `from` on, or
 * the page around a moment (`cue`: a cue's id; else `at`: the last line starting at or before that
 * second), centred on it. With `q` (words, case-insensitive) or `speaker` (a speaker's name), only
 * the lines that match, from `from` on. `limit` lines at most.
 */
export const transcriptPageQuery = z
  .object({
    from: z.coerce
      .number({ error: 'must be a line number (0 or more)' })
      .int('must be a whole line number')
      .min(0, 'must be 0 or more')
      .max(10_000_000, 'is past the end of any transcript')
      .optional(),
    limit: z.coerce
      .number({ error: 'must be a number of lines' })
      .int('must be a whole number of lines')
      .min(1, 'must be at least 1 line')
      .max(TRANSCRIPT_MAX_PAGE_SIZE, `must be at most ${TRANSCRIPT_MAX_PAGE_SIZE} lines`)
      .default(TRANSCRIPT_PAGE_SIZE),
    at: z.coerce
      .number({ error: 'must be a time in seconds' })
      .min(0, 'must be 0 seconds or more')
      .max(1_000_000, 'is past the end of any meeting')
      .optional(),
    cue: z.string().min(1).max(TRANSCRIPT_QUERY_MAX_CHARS).optional(),
    q: z.preprocess(blankToUndefined, z.string().trim().max(TRANSCRIPT_QUERY_MAX_CHARS).optional()),
    speaker: z.preprocess(blankToUndefined, z.string().max(TRANSCRIPT_QUERY_MAX_CHARS).optional()),
  })
  .refine((q) => q.from === undefined || (q.at === undefined && q.cue === undefined), {
    path: ['from'],
    error: 'goes with no moment: ask for lines from a position (from) or around a moment (cue, at), not both',
  })
  .refine(
    (q) => (q.q === undefined && q.speaker === undefined) || (q.at === undefined && q.cue === undefined),
    { path: ['q'], error: 'pages with from, not around a moment (cue, at)' },
  )
export type TranscriptPageQuery = z.input<typeof transcriptPageQuery>

export const meetingTranscriptResponse = z.object({
  /** Everyone who speaks in the transcript, in order of first appearance. */
  speakers: z.array(z.object({ name: z.string(), participantId: z.string().nullable() })),
  /** Lines in the whole transcript. */
  cueCount: z.number().int().min(0),
  /** With a search (q, speaker): the lines that match in the whole transcript; else null. */
  matchCount: z.number().int().min(0).nullable(),
  /** This page's lines, in order (with a search: only those that match). */
  cues: z.array(transcriptCue),
  /** Where the next page starts (`from`), null after the last line. */
  nextFrom: z.number().int().min(0).nullable(),
  /** The index of the line the moment (cue, at) points at; null without one or when none matches. */
  anchor: z.number().int().min(0).nullable(),
})
export type MeetingTranscript = z.infer<typeof meetingTranscriptResponse>
