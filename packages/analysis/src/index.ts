export type { CueActsEntry } from './acts/cue-acts.ts'
export { webVttActs } from './acts/cue-acts.ts'
export type { CueActs, SentenceActs, TranscriptActs } from './acts/dialogue-acts.ts'
export { dialogueActs } from './acts/dialogue-acts.ts'
export type { DialogueAct, LabelledAct } from './acts/vocabulary.ts'
export { ACTS, LABELLED_ACTS } from './acts/vocabulary.ts'
export type {
  AnalyzeOptions,
  DimensionInsights,
  MeetingAnalysis,
  MeetingInput,
  MeetingSummary,
  ParticipantAnalysis,
  ParticipantOverride,
} from './analyze.ts'
export {
  analyzeParsedTranscript,
  analyzeTranscript,
  applyOverrides,
  dimensionInsights,
  meetingSummary,
  scoreAndCoach,
} from './analyze.ts'
export { getMetric, METRICS } from './catalogue.ts'
export type { CoachingResult, InsightItem, QuoteItem, RecommendationItem } from './coaching.ts'
export { coachParticipant } from './coaching.ts'
export type { CoachingAudit } from './coaching-audit.ts'
export { auditCoaching } from './coaching-audit.ts'
export type { DecodedTranscript, TranscriptEncoding } from './decode-transcript.ts'
export { decodeTranscript } from './decode-transcript.ts'
export type { TranscriptErrorCode } from './errors.ts'
export { isTranscriptError, TranscriptError } from './errors.ts'
export type { TranscriptConditions } from './measurability.ts'
export { PLAIN_CONDITIONS, transcriptConditions, unmeasuredReasons } from './measurability.ts'
export type { MetricValue, ParticipantMeasurement, TranscriptMeasurement } from './measure.ts'
export { measureTranscript } from './measure.ts'
export type { TopicPhrase } from './meeting-overview.ts'
export {
  meetingObjective,
  meetingOverview,
  meetingTitle,
  statedPurpose,
  titleFromPurpose,
  topicPhrases,
} from './meeting-overview.ts'
export type { MeetingType, MeetingTypeGuess, MetricTarget, TargetContext } from './meeting-types.ts'
export {
  DEFAULT_MEETING_TYPE,
  inferMeetingType,
  isMeetingType,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  metricTarget,
  TYPED_TARGET_METRICS,
} from './meeting-types.ts'
export type {
  CatalogueDimension,
  DimensionName,
  Direction,
  MetricFormat,
  MetricInfo,
} from './metric-catalogue.ts'
export {
  DIMENSIONS,
  dimensionId,
  formatMetricValue,
  getMetricInfo,
  METRIC_CATALOGUE,
  metricCatalogue,
} from './metric-catalogue.ts'
export type { GoalNamedMetric } from './metric-names.ts'
export { METRIC_GOAL_NAMES, metricGoalName } from './metric-names.ts'
export type { Evidence, EvidenceExample, MetricDefinition, RoleKind, ScoreContext } from './metrics/types.ts'
export type { MeetingMoments, Moment, MomentKind, Outcome } from './moments.ts'
export { findMoments } from './moments.ts'
export { addressNames, givenName, nameCore } from './names.ts'
export type { CoachingChange, CoachingPoint, CoachingPractice, PersonCoaching } from './narrative.ts'
export { weakestMetricPractice } from './narrative.ts'
export { decodeEntities, normalizeText, stripTags } from './normalize-text.ts'
export { parseWebVtt } from './parse-webvtt.ts'
export type { InferredParticipant } from './participants.ts'
export { GENERIC_JOB_TITLE, inferParticipants, jobTitleFromSpeech } from './participants.ts'
export type { CheckableCoaching, CoachingFigures, CoachingRule, SentenceKind, Violation } from './premises.ts'
export {
  COACHING_RULES,
  checkCoaching,
  checkSentence,
  checkText,
  coachingFigures,
  keepTrueSentences,
  proseSentences,
} from './premises.ts'
export type { SpeakerSentences, WholeSentence } from './quotes.ts'
export { isWholeSentenceOf, readsCleanly, speakerSentences } from './quotes.ts'
export { renameSpeakers } from './rename-speakers.ts'
export { repeatedPhrases } from './repeated-phrases.ts'
export { ROLE_LABELS, roleKind } from './roles.ts'
export {
  formatShare,
  hasEnoughSpeechToScore,
  MAX_DURATION_SECONDS,
  MAX_FILE_BYTES,
  MAX_SPEAKERS,
  MAX_TRANSCRIPT_CUES,
  MAX_TRANSCRIPT_WORDS,
  MIN_DURATION_SECONDS,
  MIN_SPEAKERS,
  MIN_SPEECH_WORDS,
  MIN_TALK_SECONDS_FOR_SCORING,
  MIN_WORDS_FOR_SCORING,
  RECOMMENDED_MAX_PARTICIPANTS,
  roundShare,
  SCORE_BAND_ORDER,
  SCORE_BANDS,
  SCORING_FLOOR_TEXT,
  type ScoreBand,
  SHARE_DECIMALS,
  STRENGTH_FROM,
  scoreBand,
  TRANSCRIPT_MESSAGES,
  TURN_GAP_SECONDS,
} from './rules.ts'
export type { DimensionScore, MetricScore, ParticipantScores, ScoringContext } from './scoring.ts'
export { scoreAgainstTarget, scoreParticipant } from './scoring.ts'
export { isSpeakerLabel, splitSpeakerLabel } from './speaker-label.ts'
export type { SpeakerSample } from './speaker-samples.ts'
export { SAMPLE_LINE_MAX_CHARS, speakerSamples } from './speaker-samples.ts'
export type {
  Cue,
  SourceLocation,
  Speaker,
  SpeakerConvention,
  Transcript,
  TranscriptSource,
  TranscriptWarning,
  TranscriptWarningCode,
  Turn,
} from './transcript.ts'
export { buildTranscript, buildTurns, sortCues, summarizeSpeakers } from './turns.ts'
export { formatDuration, validateTranscript } from './validate-transcript.ts'
export { countWords, splitSentences, tokenizeWords } from './words.ts'
