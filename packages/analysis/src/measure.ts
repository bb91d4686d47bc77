import { METRICS } from './catalogue.ts'
import { type TranscriptConditions, transcriptConditions } from './measurability.ts'
import { inferMeetingType, type MeetingTypeGuess } from './meeting-types.ts'
import { buildSpeech, cueIndex, type Speech } from './metrics/speech.ts'
import { type SpeechStats, speechStats, type WordFacts } from './metrics/speech-stats.ts'
import { STOPWORDS } from './metrics/stopwords.ts'
import type { DimensionName, Evidence, MeasureInput } from './metrics/types.ts'
import { MIN_TALK_SECONDS_FOR_SCORING } from './rules.ts'
import type { Transcript } from './transcript.ts'

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
  /** Enough speech to score (MIN_TALK_SECONDS_FOR_SCORING). */
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
}

const GENERIC_LABEL = /^(speaker|participant|guest|unknown|user|attendee|caller)\b/i

/**
 * The name people would use to address a speaker: the first word of the label, without an
 * affiliation ("Tullio | Erigon", "Felix (Geth)"). Generic labels ("Speaker A") have none.
 */
export function addressName(label: string): string | null {
  if (GENERIC_LABEL.test(label.trim())) return null
  const core = label.replace(/\(.*?\)/g, ' ').split('|')[0] ?? ''
  const first = core.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
  if (first.length < 3 || STOPWORDS.has(first) || !/^\p{L}+$/u.test(first)) return null
  return first
}

/**
 * Measures every named speaker: one tokenization and one statistics pass each, then the 26 metric
 * values with their evidence. Roles are not needed here; scoring applies them afterwards.
 */
export function measureTranscript(transcript: Transcript): TranscriptMeasurement {
  const cues = cueIndex(transcript)
  const speakers = transcript.speakers.filter((s) => s.name.trim() !== '')
  const talkSecondsTotal = speakers.reduce((sum, s) => sum + s.talkSeconds, 0)
  const turnSpeakers = transcript.turns.map((t) => t.speaker)
  const wordCache = new Map<string, WordFacts>()
  const names = new Map<string, string | null>()
  for (const s of speakers) names.set(s.name, addressName(s.name))

  const participants = speakers.map((speaker): ParticipantMeasurement => {
    const speech = buildSpeech(transcript, speaker.name, cues)
    const own = names.get(speaker.name)
    const otherNames = new Set<string>()
    for (const [label, address] of names)
      if (label !== speaker.name && address && address !== own) otherNames.add(address)
    const stats = speechStats(speech, { otherNames, turnSpeakers, wordCache })
    const input: MeasureInput = {
      transcript,
      speech,
      stats,
      talkSeconds: speaker.talkSeconds,
      talkSecondsTotal,
      participantCount: speakers.length,
    }
    const metrics = METRICS.map((metric) => {
      const measured = metric.measure(input)
      return { id: metric.id, dimension: metric.dimension, ...measured }
    })
    return {
      name: speaker.name,
      talkSeconds: speaker.talkSeconds,
      talkTimePercentage: talkSecondsTotal > 0 ? (speaker.talkSeconds * 100) / talkSecondsTotal : 0,
      words: speaker.words,
      speakingTurns: speech.turns.length,
      scorable: speaker.talkSeconds >= MIN_TALK_SECONDS_FOR_SCORING,
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
  }
  return { ...measured, meetingType: inferMeetingType(measured, transcript) }
}
