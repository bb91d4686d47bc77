import {
  applyOverrides,
  type InferredParticipant,
  inferParticipants,
  type MeetingType,
  type MeetingTypeGuess,
  measureTranscript,
  meetingOverview,
  parseWebVtt,
  renameSpeakers,
  scoreAndCoach,
  type TranscriptWarning,
  topicPhrases,
  validateTranscript,
} from '@rapport/analysis'
import type {
  AnalysisSources,
  AnalyzerSource,
  ParticipantGuess,
  ParticipantAnalysis as ParticipantReview,
  TokenUsage,
} from '@rapport/contracts'
import { builtinSource, coachWithLlm, inferParticipantsWithLlm } from '../llm/analyzer/llm-analyzer.ts'
import type { CallAllowance } from '../llm/analyzer/structured-call.ts'
import type { DefaultLlmClient } from '../llm/create-llm-client.ts'
import { LlmError } from '../llm/llm-client.ts'

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
  return meetingOverview(parsed.transcript, measurement, topics)
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

export function reviewFrom(
  people: readonly InferredParticipant[],
  meeting: { title: string; objective: string },
  warnings: readonly TranscriptWarning[],
  meetingType: MeetingTypeGuess,
): ParticipantReview {
  // Within the review's limits (300 and 2,000 characters): a transcript of very long words can
  // give a longer title, which the review step could then not send back.
  return {
    meeting_title: clip(meeting.title, 300),
    meeting_objective: clip(meeting.objective, 2000),
    participants: people.map((p) => ({ name: p.name, job_title: p.jobTitle, organizational_role: p.role })),
    meeting_type: meetingType.type,
    meeting_type_reason: meetingType.reason,
    warnings: warningMessages(warnings),
  }
}

/**
 * The meeting type targets are set for: as the user chose it on the review step, else as inferred
 * from the transcript (a configuration saved before types were offered has none).
 */
export function meetingTypeOf(
  review: ParticipantReview,
  measurement: ReturnType<typeof measure>,
): MeetingType {
  return review.meeting_type ?? measurement.meetingType.type
}

/**
 * The user's edits by the speaker they were made for. The review screen edits the participant
 * analysis row for row (it can neither add nor remove one), so the n-th edited participant is the
 * n-th analysed speaker, whatever name the user gave them. A configuration that does not line up
 * (saved before configure checked the count) falls back to matching names.
 */
export function editsBySpeaker(
  analysed: ParticipantReview | null,
  edited: ParticipantReview,
): Map<string, ParticipantGuess> {
  if (analysed && analysed.participants.length === edited.participants.length) {
    return new Map(
      edited.participants.flatMap((e, i) => {
        const speaker = analysed.participants[i]?.name
        return speaker === undefined ? [] : [[speaker, e] as const]
      }),
    )
  }
  return new Map(edited.participants.map((e) => [e.name, e]))
}

/** Scores and coaching for the meeting as the user configured it (their titles and roles), by speaker name. */
export function coach(
  parsed: Parsed,
  measurement: ReturnType<typeof measure>,
  edits: ReadonlyMap<string, ParticipantGuess>,
  review: ParticipantReview,
  meeting: { name: string },
) {
  const people = applyOverrides(
    inferParticipants(parsed.transcript, measurement),
    [...edits].map(([speaker, e]) => ({ name: speaker, jobTitle: e.job_title, role: e.organizational_role })),
  )
  return scoreAndCoach(measurement, people, {
    title: meeting.name,
    objective: review.meeting_objective,
    durationSeconds: parsed.transcript.durationSeconds,
    totalWords: parsed.transcript.totalWords,
    participantCount: measurement.participants.length,
    meetingType: meetingTypeOf(review, measurement),
  })
}

/**
 * The language model, when the platform has a default provider: `null` when none is configured,
 * `{ unusable }` when one is but cannot be used (its key no longer opens, or a budget is spent).
 * `allowance`: the requests the step may send (the upload's and the tenant's budgets).
 */
export type LlmChoice = (DefaultLlmClient & { allowance?: CallAllowance }) | { unusable: string } | null

const NO_TOKENS: TokenUsage = { inputTokens: 0, outputTokens: 0, calls: 0 }

/** Looks the default provider up once; a key that cannot be opened means the built-in analyzer, with the reason. */
export async function chooseLlm(load: () => Promise<DefaultLlmClient | null>): Promise<LlmChoice> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof LlmError) return { unusable: error.kind }
    throw error
  }
}

export interface ParticipantStepSource {
  source: AnalyzerSource
  usage: TokenUsage
}

/**
 * Participant inference: the built-in analyzer always runs (it is instant and the fallback); the
 * model, when there is one, rewrites job titles, roles, title and objective.
 */
export async function inferPeopleAndOverview(
  llm: LlmChoice,
  parsed: Parsed,
  measurement: ReturnType<typeof measure>,
): Promise<{
  people: InferredParticipant[]
  meeting: { title: string; objective: string }
  source: ParticipantStepSource
}> {
  const people = inferPeople(parsed, measurement)
  const meeting = overview(parsed, measurement)
  if (llm === null || 'unusable' in llm) {
    return { people, meeting, source: { source: builtinSource(llm?.unusable ?? null), usage: NO_TOKENS } }
  }
  const out = await inferParticipantsWithLlm(
    {
      client: llm.client,
      displayName: llm.displayName,
      ...(llm.allowance ? { allowance: llm.allowance } : {}),
    },
    parsed.transcript,
    measurement,
    { people, meeting },
  )
  return { people: out.people, meeting: out.meeting, source: { source: out.source, usage: out.usage } }
}

/**
 * The transcript under the names the user gave on the review screen, and their edits by those
 * names: metrics, the coaching prose ("Ada, you asked…") and the stored participants then all use
 * the names the meeting is stored and linked to people under.
 */
export function parseConfigured(
  text: string,
  config: { analysed: ParticipantReview | null; review: ParticipantReview },
): { parsed: Parsed; edits: Map<string, ParticipantGuess> } {
  const parsed = parseAndValidate(text)
  const bySpeaker = editsBySpeaker(config.analysed, config.review)
  const transcript = renameSpeakers(
    parsed.transcript,
    new Map([...bySpeaker].map(([speaker, edit]) => [speaker, edit.name])),
  )
  // Speakers keep their order, so the n-th is the n-th; a rename renameSpeakers skipped (onto a
  // name another speaker keeps) leaves that speaker's name as it was.
  const nameNow = new Map(
    parsed.transcript.speakers.map((s, i) => [s.name, transcript.speakers[i]?.name ?? s.name]),
  )
  const edits = new Map([...bySpeaker].map(([speaker, edit]) => [nameNow.get(speaker) ?? speaker, edit]))
  return { parsed: { ...parsed, transcript }, edits }
}

/** Coaching: the built-in coach scores and writes; the model, when there is one, rewrites the prose. */
export async function coachParticipants(
  llm: LlmChoice,
  parsed: Parsed,
  measurement: ReturnType<typeof measure>,
  edits: ReadonlyMap<string, ParticipantGuess>,
  review: ParticipantReview,
  meeting: { name: string },
) {
  return coachBySpeaker(llm, parsed, measurement, edits, review, meeting)
}

async function coachBySpeaker(
  llm: LlmChoice,
  parsed: Parsed,
  measurement: ReturnType<typeof measure>,
  edits: ReadonlyMap<string, ParticipantGuess>,
  review: ParticipantReview,
  meeting: { name: string },
) {
  const participants = coach(parsed, measurement, edits, review, meeting)
  if (llm === null || 'unusable' in llm) {
    const reason = llm?.unusable ?? null
    return {
      participants,
      sources: participants.map((p) => ({
        ...builtinSource(p.scored ? reason : 'not_scored'),
        name: p.name,
      })),
      usage: NO_TOKENS,
    }
  }
  return coachWithLlm(
    {
      client: llm.client,
      displayName: llm.displayName,
      budgetMs: COACHING_BUDGET_MS,
      ...(llm.allowance ? { allowance: llm.allowance } : {}),
    },
    parsed.transcript,
    participants,
    {
      title: meeting.name,
      objective: review.meeting_objective,
      durationSeconds: parsed.transcript.durationSeconds,
      meetingType: meetingTypeOf(review, measurement),
    },
  )
}

/** The job has 15 minutes; the model gets 10 of them, then the built-in coaching fills in. */
const COACHING_BUDGET_MS = 10 * 60_000

/** What the meeting records: who wrote what, the tokens used, and one word for the analyzer. */
export function analysisRecord(
  participantStep: ParticipantStepSource | null,
  coaching: { sources: AnalysisSources['coaching']; usage: TokenUsage },
) {
  const participants = participantStep?.source ?? builtinSource()
  const step = participantStep?.usage ?? NO_TOKENS
  const llm = [participants, ...coaching.sources].find((s) => s.analyzer === 'llm')
  return {
    analyzer: llm?.provider ?? 'builtin',
    analysisSources: { participants, coaching: coaching.sources },
    tokenUsage: {
      inputTokens: step.inputTokens + coaching.usage.inputTokens,
      outputTokens: step.outputTokens + coaching.usage.outputTokens,
      calls: step.calls + coaching.usage.calls,
    },
  }
}

/**
 * For the operator's log: which parts the built-in analyzer wrote although a model was configured,
 * and why ('participants: timeout; coaching for Ada, Grace: invalid_output'); null when none did.
 * A participant who said too little to score ('not_scored') is no failure.
 */
export function fallbackSummary(sources: AnalysisSources): string | null {
  const parts: string[] = []
  if (sources.participants.fallbackReason) parts.push(`participants: ${sources.participants.fallbackReason}`)
  const byReason = new Map<string, string[]>()
  for (const source of sources.coaching) {
    const reason = source.fallbackReason
    if (!reason || reason === 'not_scored') continue
    byReason.set(reason, [...(byReason.get(reason) ?? []), source.name])
  }
  for (const [reason, names] of byReason) parts.push(`coaching for ${names.join(', ')}: ${reason}`)
  return parts.length > 0 ? parts.join('; ') : null
}

/**
 * What the meeting (or the review) says when a language-model budget stopped the model: the
 * built-in analyzer wrote the rest. One line per budget that did; none when none did.
 */
export function budgetWarnings(
  reasons: readonly (string | null)[],
  budget: { perUpload: number; perTenantMonth: number },
): string[] {
  const out: string[] = []
  if (reasons.includes('budget_tenant_month'))
    out.push(
      `Your organisation's language-model budget for this month (${budget.perTenantMonth.toLocaleString('en-US')} requests) is spent, so the built-in analyzer wrote this analysis. The budget renews on the 1st of the month.`,
    )
  if (reasons.includes('budget_upload'))
    out.push(
      `This upload reached its language-model budget (${budget.perUpload.toLocaleString('en-US')} requests), so the built-in analyzer wrote the rest of the analysis.`,
    )
  return out
}
