import {
  applyOverrides,
  type InferredParticipant,
  inferParticipants,
  measureTranscript,
  meetingObjective,
  meetingTitle,
  parseWebVtt,
  scoreAndCoach,
  type TranscriptWarning,
  topicPhrases,
  validateTranscript,
} from '@rapport/analysis'
import type { ParticipantAnalysis as ParticipantReview } from '@rapport/contracts'

/**
 * The built-in analyzer, split into the steps the product reports. Pure: the jobs around it
 * record progress and save results.
 */
export function parseAndValidate(text: string) {
  const transcript = parseWebVtt(text)
  const { warnings } = validateTranscript(transcript)
  return { transcript, warnings }
}

export type Parsed = ReturnType<typeof parseAndValidate>

export function warningMessages(warnings: readonly TranscriptWarning[]): string[] {
  return warnings.map((w) => w.message)
}

/** Names everyone calls each other by, so they never become the meeting's topic. */
function nameWords(parsed: Parsed): Set<string> {
  const out = new Set<string>()
  for (const s of parsed.transcript.speakers) {
    for (const part of s.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length > 1) out.add(part)
  }
  return out
}

export const participantSteps = {
  names: 'Extracting participant names',
  titles: 'Inferring job titles',
  roles: 'Determining roles in the meeting',
  title: 'Generating the meeting title',
} as const

export function measure(parsed: Parsed) {
  return measureTranscript(parsed.transcript)
}

export function inferPeople(parsed: Parsed, measurement: ReturnType<typeof measure>): InferredParticipant[] {
  return inferParticipants(parsed.transcript, measurement)
}

export function overview(parsed: Parsed, measurement: ReturnType<typeof measure>) {
  const topics = topicPhrases(parsed.transcript, measurement, nameWords(parsed))
  return { title: meetingTitle(topics), objective: meetingObjective(parsed.transcript, measurement, topics) }
}

export function reviewFrom(
  people: readonly InferredParticipant[],
  meeting: { title: string; objective: string },
  warnings: readonly TranscriptWarning[],
): ParticipantReview {
  return {
    meeting_title: meeting.title,
    meeting_objective: meeting.objective,
    participants: people.map((p) => ({ name: p.name, job_title: p.jobTitle, organizational_role: p.role })),
    warnings: warningMessages(warnings),
  }
}

/** Scores and coaching for the meeting as the user configured it (their titles and roles). */
export function coach(
  parsed: Parsed,
  measurement: ReturnType<typeof measure>,
  review: ParticipantReview,
  meeting: { name: string },
) {
  const people = applyOverrides(
    inferParticipants(parsed.transcript, measurement),
    review.participants.map((p) => ({ name: p.name, jobTitle: p.job_title, role: p.organizational_role })),
  )
  return scoreAndCoach(measurement, people, {
    title: meeting.name,
    objective: review.meeting_objective,
    durationSeconds: parsed.transcript.durationSeconds,
    totalWords: parsed.transcript.totalWords,
    participantCount: measurement.participants.length,
  })
}
