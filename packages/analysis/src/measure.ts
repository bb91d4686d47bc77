import { ACT_MODEL, dialogueActs, type TranscriptActs, tokenizeCues } from './acts/dialogue-acts.ts'
import { floorTurns } from './acts/floor.ts'
import { METRIC_ACTS } from './acts/metric-acts.ts'
import { addressName } from './address-name.ts'
import { METRICS } from './catalogue.ts'
import { type TranscriptConditions, transcriptConditions } from './measurability.ts'
import { inferMeetingType, type MeetingTypeGuess } from './meeting-types.ts'
import { buildSpeech, cueIndex, type Speech } from './metrics/speech.ts'
import { type SpeechStats, speechStats, WordFactsCache } from './metrics/speech-stats.ts'
import type { DimensionName, Evidence, MeasureInput } from './metrics/types.ts'
import { WordNumbers } from './metrics/word-numbers.ts'
import { hasEnoughSpeechToScore } from './rules.ts'
import type { Transcript } from './transcript.ts'

export { addressName }

export interface MetricValue {
  id: string
  dimension: DimensionName
  value: number
  /** How many observations the value rests on (see ScoreContext.basis). */
  basis: number
  evidence: Evidence
}

export interface ParticipantMeasurement {
  name: string
  talkSeconds: number
  /** Share of everyone's talk time, 0–100. */
  talkTimePercentage: number
  words: number
  speakingTurns: number
  /** Enough speech to score (`hasEnoughSpeechToScore` in rules.ts: talk time and words). */
  scorable: boolean
  speech: Speech
  stats: SpeechStats
  metrics: MetricValue[]
}

export interface TranscriptMeasurement {
  durationSeconds: number
  totalWords: number
  talkSecondsTotal: number
  participants: ParticipantMeasurement[]
  /** What the file cannot show (captions without "um", coarse timing, language). */
  conditions: TranscriptConditions
  /** The meeting type read from the file (the user may change it on the review step). */
  meetingType: MeetingTypeGuess
  /** What every cue does (questions, back-channels, invitations…): the metrics read these. */
  acts: TranscriptActs
  /** The transcript as measured (the floor's turns): the coaching's moments read its cues. */
  transcript: Transcript
  /** The table that numbered the words: a token's `word` is its number here. */
  words?: WordNumbers
}

/**
 * Measures every named speaker: one tokenization and one statistics pass each, then the 26 metric
 * values with their evidence. Roles are not needed here; scoring applies them afterwards.
 */
export function measureTranscript(parsed: Transcript): TranscriptMeasurement {
  const cues = cueIndex(parsed)
  const speakers = parsed.speakers.filter((s) => s.name.trim() !== '')
  const talkSecondsTotal = speakers.reduce((sum, s) => sum + s.talkSeconds, 0)
  // Every cue is tokenized once: the acts read the tokens, then buildSpeech completes them. Each
  // token gets its word's number in the meeting's one table, and the word facts are kept by it.
  const words = new WordNumbers()
  const tokens = tokenizeCues(parsed.cues, words)
  const wordCache = new WordFactsCache(words)
  const acts = dialogueActs(parsed, ACT_MODEL, tokens)
  // The metrics read the floor's turns: another speaker's back-channel does not end a turn.
  const transcript: Transcript = { ...parsed, turns: floorTurns(parsed.turns, acts) }
  const turnSpeakers = transcript.turns.map((t) => t.speaker)
  const names = new Map<string, string | null>()
  for (const s of speakers) names.set(s.name, addressName(s.name))

  const participants = speakers.map((speaker): ParticipantMeasurement => {
    const speech = buildSpeech(transcript, speaker.name, cues, acts, tokens)
    const own = names.get(speaker.name)
    const otherNames = new Set<string>()
    for (const [label, address] of names)
      if (label !== speaker.name && address && address !== own) otherNames.add(address)
    const stats = speechStats(speech, { otherNames, turnSpeakers, wordCache, acts })
    const input: MeasureInput = {
      transcript,
      speech,
      stats,
      talkSeconds: speaker.talkSeconds,
      talkSecondsTotal,
      participantCount: speakers.length,
      acts,
    }
    const metrics = METRICS.map((metric) => {
      const measured = metric.measure(input)
      const acts = METRIC_ACTS[metric.id]
      if (acts) measured.evidence.acts = acts
      return { id: metric.id, dimension: metric.dimension, ...measured }
    })
    return {
      name: speaker.name,
      talkSeconds: speaker.talkSeconds,
      talkTimePercentage: talkSecondsTotal > 0 ? (speaker.talkSeconds * 100) / talkSecondsTotal : 0,
      words: speaker.words,
      // A back-channel ("mm-hmm") while someone else talks is not a turn of one's own.
      speakingTurns: speech.turns.length - stats.backchannelTurns.length,
      scorable: hasEnoughSpeechToScore(speaker),
      speech,
      stats,
      metrics,
    }
  })

  const measured = {
    durationSeconds: transcript.durationSeconds,
    totalWords: transcript.totalWords,
    talkSecondsTotal,
    participants,
    conditions: transcriptConditions(transcript),
    acts,
    transcript,
    words,
  }
  return { ...measured, meetingType: inferMeetingType(measured, transcript) }
}
