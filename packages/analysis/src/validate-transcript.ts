import { TranscriptError } from './errors.ts'
import {
  hasEnoughSpeechToScore,
  MAX_DURATION_SECONDS,
  MAX_SPEAKERS,
  MAX_TRANSCRIPT_CUES,
  MAX_TRANSCRIPT_WORDS,
  MIN_DURATION_SECONDS,
  MIN_SPEAKERS,
  MIN_SPEECH_WORDS,
  MIN_TALK_SECONDS_FOR_SCORING,
  MIN_WORDS_FOR_SCORING,
  RECOMMENDED_MAX_PARTICIPANTS,
  TRANSCRIPT_MESSAGES,
} from './rules.ts'
import type { Transcript, TranscriptSource, TranscriptWarning } from './transcript.ts'

export type { TranscriptWarning, TranscriptWarningCode } from './transcript.ts'

/** "4 min 12 s", "1 h 3 min", "45 s". */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`
  return `${s} s`
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

const SEEN_FORMAT: Record<TranscriptSource, string> = {
  zoom: 'looks like a Zoom transcript saved without speaker names',
  teams: 'looks like a Teams transcript saved without speaker names',
  stream: 'looks like an older Teams/Stream export',
  webvtt: 'looks like plain subtitles',
}

/**
 * Checks a parsed transcript against the product rules (rules.ts). Throws TranscriptError
 * TOO_MANY_CUES, TOO_MANY_WORDS, TOO_MANY_SPEAKERS, NO_SPEAKERS, TOO_FEW_SPEAKERS, TOO_SHORT, TOO_LONG or
 * TOO_LITTLE_SPEECH; otherwise returns the
 * parser's warnings (transcript.warnings) and its own, which the user should see before processing.
 */
export function validateTranscript(transcript: Transcript): { warnings: TranscriptWarning[] } {
  const { speakers, durationSeconds } = transcript
  // The work an upload asks for is bounded first: whatever else is wrong, this much is refused.
  if (transcript.cues.length > MAX_TRANSCRIPT_CUES) {
    throw new TranscriptError('TOO_MANY_CUES', TRANSCRIPT_MESSAGES.tooManyCues(transcript.cues.length))
  }
  if (transcript.totalWords > MAX_TRANSCRIPT_WORDS) {
    throw new TranscriptError('TOO_MANY_WORDS', TRANSCRIPT_MESSAGES.tooManyWords(transcript.totalWords))
  }
  if (speakers.length > MAX_SPEAKERS) {
    throw new TranscriptError('TOO_MANY_SPEAKERS', TRANSCRIPT_MESSAGES.tooManySpeakers(speakers.length))
  }
  if (speakers.length === 0) {
    const seen = SEEN_FORMAT[transcript.source ?? 'webvtt']
    throw new TranscriptError(
      'NO_SPEAKERS',
      `The transcript's ${transcript.cues.length} cues have no speaker names (it ${seen}). Rapport needs to know who said what: export the transcript with speaker tags such as <v Jane Doe> or "Jane Doe:" at the start of each cue (in Zoom and Teams, turn on speaker names or identification before recording or downloading).`,
    )
  }
  if (speakers.length < MIN_SPEAKERS) {
    throw new TranscriptError(
      'TOO_FEW_SPEAKERS',
      `Only one speaker was found (${speakers[0]?.name}). Rapport coaches conversations, so it needs at least ${MIN_SPEAKERS} speakers with their names in the transcript. If others spoke, check that their cues carry speaker tags.`,
    )
  }
  if (durationSeconds < MIN_DURATION_SECONDS) {
    throw new TranscriptError(
      'TOO_SHORT',
      `The transcript covers ${formatDuration(durationSeconds)} of conversation; at least ${formatDuration(MIN_DURATION_SECONDS)} are needed for reliable feedback. Upload a longer meeting.`,
    )
  }
  if (durationSeconds > MAX_DURATION_SECONDS) {
    throw new TranscriptError(
      'TOO_LONG',
      `The transcript covers ${formatDuration(durationSeconds)}; the limit is ${formatDuration(MAX_DURATION_SECONDS)}. Split the recording or upload the part you want feedback on.`,
    )
  }

  if (transcript.totalWords < MIN_SPEECH_WORDS) {
    throw new TranscriptError(
      'TOO_LITTLE_SPEECH',
      TRANSCRIPT_MESSAGES.tooLittleSpeech(transcript.totalWords, formatDuration(durationSeconds)),
    )
  }

  // What the parser repaired or doubted comes first: the user should read it before the rest.
  const warnings: TranscriptWarning[] = [...(transcript.warnings ?? [])]
  if (speakers.length > RECOMMENDED_MAX_PARTICIPANTS) {
    warnings.push({
      code: 'MANY_PARTICIPANTS',
      message: `This meeting has ${speakers.length} speakers. Feedback works best for up to ${RECOMMENDED_MAX_PARTICIPANTS}; with more, each person has less speech to learn from.`,
    })
  }
  const quiet = speakers.filter((s) => !hasEnoughSpeechToScore(s)).map((s) => s.name)
  if (quiet.length > 0) {
    const one = quiet.length === 1
    warnings.push({
      code: 'NOT_SCORED',
      message: `${listNames(quiet)} spoke for less than ${MIN_TALK_SECONDS_FOR_SCORING} s or said fewer than ${MIN_WORDS_FOR_SCORING} words, so ${one ? 'this participant is' : 'these participants are'} listed with what ${one ? 'they' : 'each'} said but not scored.`,
      speakers: quiet,
    })
  }
  if (transcript.unidentifiedCues > 0) {
    const n = transcript.unidentifiedCues
    warnings.push({
      code: 'UNIDENTIFIED_CUES',
      message: `${n} of ${transcript.cues.length} cues have no speaker name; they count towards the meeting but not towards any participant.`,
      count: n,
    })
  }
  return { warnings }
}
