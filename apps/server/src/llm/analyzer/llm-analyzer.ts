import {
  addressNames,
  type CoachingResult,
  coachingFigures,
  DIMENSIONS,
  type DimensionName,
  dialogueActs,
  findMoments,
  getMetric,
  type InferredParticipant,
  type MeetingMoments,
  type ParticipantAnalysis,
  type PersonCoaching,
  repeatedPhrases,
  roleKind,
  roundShare,
  SCORE_BANDS,
  speakerSentences,
  type Transcript,
  type TranscriptMeasurement,
  weakestMetricPractice,
} from '@rapport/analysis'
import type { AnalysisSources, AnalyzerSource, CoachingCorrection, TokenUsage } from '@rapport/contracts'
import type { LlmClient } from '../llm-client.ts'
import type * as coachingV1 from '../prompts/coaching.v1.ts'
import * as coachingPrompt from '../prompts/coaching.v2.ts'
import { clock } from '../prompts/data-block.ts'
import * as participantPrompt from '../prompts/participant-analysis.v1.ts'
import { chunkByBudget, estimateTokens, inputBudget, splitText } from './chunking.ts'
import {
  type CheckedCoaching,
  type CoachingCheckContext,
  checkLlmCoaching,
  recorded,
} from './coaching-check.ts'
import { mapWithConcurrency } from './concurrency.ts'
import { checkLlmNarrative, nameWords, numbersIn } from './narrative-check.ts'
import { dropInventedQuotations, findVerbatim, type SpeechIndex, speechIndex } from './quote-check.ts'
import { type CoachingOutput, coachingOutputV2, participantAnalysisOutput } from './schemas.ts'
import {
  type CallAllowance,
  type CallPolicy,
  InvalidOutput,
  structuredCall,
  type TokenMeter,
  tokenMeter,
  unlimited,
} from './structured-call.ts'

/**
 * The language-model analyzer: participant inference (job titles, roles, the meeting's title and
 * objective) and coaching prose, through whichever provider is the default. It never measures or
 * scores: it receives the built-in analyzer's results, keeps every number, and replaces only the
 * words. Each part it cannot write (a failed, timed-out or invalid call, retried once) keeps the
 * built-in analyzer's version, and the returned sources say which analyzer wrote what.
 */

export interface LlmAnalyzerOptions {
  client: LlmClient
  /** The provider's name as the admin gave it ("Company OpenAI"), shown with the coaching. */
  displayName: string
  maxOutputTokens?: number | undefined
  /** Calls in flight at once. */
  concurrency?: number
  /** Longest one attempt may take. */
  timeoutMs?: number
  /** Time for the whole step; calls not started by then fall back (the job has a time limit). */
  budgetMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** Requests this run may still send (the upload's and the tenant's budgets); no limit when absent. */
  allowance?: CallAllowance
}

export const DEFAULT_CONCURRENCY = 3
const DEFAULT_TIMEOUT_MS = 90_000
const DEFAULT_BUDGET_MS = 6 * 60_000
const MAX_RETRY_AFTER_SECONDS = 30

export function builtinSource(fallbackReason: string | null = null): AnalyzerSource {
  return {
    analyzer: 'builtin',
    provider: null,
    model: null,
    displayName: null,
    promptVersion: null,
    fallbackReason,
  }
}

function llmSource(options: LlmAnalyzerOptions, promptVersion: string): AnalyzerSource {
  return {
    analyzer: 'llm',
    provider: options.client.provider,
    model: options.client.model,
    displayName: options.displayName,
    promptVersion,
    fallbackReason: null,
  }
}

function policyFor(options: LlmAnalyzerOptions, meter: TokenMeter): CallPolicy {
  const now = options.now ?? Date.now
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    deadline: now() + (options.budgetMs ?? DEFAULT_BUDGET_MS),
    maxRetryAfterSeconds: MAX_RETRY_AFTER_SECONDS,
    now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    meter,
    breaker: { open: false },
    allowance: options.allowance ?? unlimited(),
  }
}

function usageOf(meter: TokenMeter): TokenUsage {
  return { inputTokens: meter.inputTokens, outputTokens: meter.outputTokens, calls: meter.calls }
}

/** "  Ada   LOVELACE " → "ada lovelace": how the model's names are matched to the speakers. */
function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Participant analysis
// ---------------------------------------------------------------------------------------------

export interface ParticipantInference {
  people: InferredParticipant[]
  meeting: { title: string; objective: string }
  source: AnalyzerSource
  usage: TokenUsage
}

const NO_TITLE = /^(?:participant|unknown|n\/?a|none|not (?:stated|given|mentioned|known)|unspecified|-)$/i

function canonicalRole(role: string): string {
  const known = participantPrompt.ROLE_CHOICES.find((r) => r.toLowerCase() === role.trim().toLowerCase())
  return known ?? role.trim()
}

interface ChunkReading {
  title: string
  objective: string
  /** By speaker name (as in the transcript): what this part of the meeting showed. */
  people: Map<string, { jobTitle: string | null; role: string }>
  /** Words each speaker said in this part (how much their role here counts). */
  words: Map<string, number>
}

type Line = { speaker: string; at: string; text: string }

/** The transcript as turns the model reads, long turns split so each fits a part. */
function transcriptLines(transcript: Transcript, maxTokens: number): Line[] {
  const lines: Line[] = []
  for (const turn of transcript.turns) {
    if (turn.speaker === null || turn.text === '') continue
    for (const text of splitText(turn.text, maxTokens)) {
      lines.push({ speaker: turn.speaker, at: clock(turn.start), text })
    }
  }
  return lines
}

/**
 * Job titles, roles, title and objective from the model; the built-in inference where it has
 * nothing better. A long transcript goes in parts within the model's context: the title and
 * objective come from the opening part, a job title from the first part that states one, and a
 * role from the parts weighted by how much the person said in each.
 */
export async function inferParticipantsWithLlm(
  options: LlmAnalyzerOptions,
  transcript: Transcript,
  measurement: TranscriptMeasurement,
  builtin: { people: readonly InferredParticipant[]; meeting: { title: string; objective: string } },
): Promise<ParticipantInference> {
  const meter = tokenMeter()
  const policy = policyFor(options, meter)
  const speakers = measurement.participants.map((p) => ({
    name: p.name,
    words: p.words,
    talk_time_percentage: roundShare(p.talkTimePercentage),
  }))
  const byKey = new Map(speakers.map((s) => [nameKey(s.name), s.name]))
  const budget =
    inputBudget({
      provider: options.client.provider,
      model: options.client.model,
      systemPrompt: participantPrompt.SYSTEM,
      maxOutputTokens: options.maxOutputTokens,
    }) - estimateTokens(JSON.stringify(speakers))
  const lineBudget = Math.max(200, budget - 100)
  const lines = transcriptLines(transcript, Math.floor(lineBudget / 2))
  const chunks = chunkByBudget(lines, (l) => estimateTokens(JSON.stringify(l)), lineBudget)

  // Every part or none: a reading of some parts only would miss roles and titles said later.
  if (chunks.length > (options.allowance?.remaining ?? Number.POSITIVE_INFINITY)) {
    return {
      people: [...builtin.people],
      meeting: { title: builtin.meeting.title, objective: builtin.meeting.objective },
      source: builtinSource(options.allowance?.reason ?? 'budget_upload'),
      usage: usageOf(meter),
    }
  }

  const outcomes = await mapWithConcurrency(chunks, options.concurrency ?? DEFAULT_CONCURRENCY, (turns, i) =>
    structuredCall(
      options.client,
      {
        system: participantPrompt.SYSTEM,
        user: participantPrompt.userMessage(speakers, { part: i + 1, parts: chunks.length, turns }),
        maxOutputTokens: options.maxOutputTokens,
      },
      participantAnalysisOutput,
      (out): ChunkReading => {
        const people = new Map<string, { jobTitle: string | null; role: string }>()
        for (const p of out.participants) {
          const name = byKey.get(nameKey(p.name))
          if (!name || people.has(name)) continue
          const jobTitle = p.job_title.trim()
          people.set(name, {
            jobTitle: NO_TITLE.test(jobTitle) ? null : jobTitle,
            role: canonicalRole(p.role),
          })
        }
        if (people.size === 0) throw new InvalidOutput('the reply names none of the speakers')
        const words = new Map<string, number>()
        for (const t of turns) words.set(t.speaker, (words.get(t.speaker) ?? 0) + t.text.split(/\s+/).length)
        return { title: out.meeting_title, objective: out.meeting_objective, people, words }
      },
      policy,
    ),
  )

  const failed = outcomes.find((o) => !o.ok)
  const readings = outcomes.flatMap((o) => (o.ok ? [o.value] : []))
  const opening = readings[0]
  if ((failed && !failed.ok) || !opening) {
    return {
      people: [...builtin.people],
      meeting: { title: builtin.meeting.title, objective: builtin.meeting.objective },
      source: builtinSource(failed && !failed.ok ? failed.reason : null),
      usage: usageOf(meter),
    }
  }

  const people = builtin.people.map((person): InferredParticipant => {
    const jobTitle =
      // The model's title when it found one; else what the built-in reading of self-descriptions found.
      readings.map((r) => r.people.get(person.name)?.jobTitle).find((t) => t) ?? person.jobTitle
    const votes = new Map<string, number>()
    for (const r of readings) {
      const role = r.people.get(person.name)?.role
      const weight = r.words.get(person.name) ?? 0
      if (role && weight > 0) votes.set(role, (votes.get(role) ?? 0) + weight)
    }
    const role = [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
    if (!role) return { ...person, jobTitle }
    const kind = roleKind(role)
    return {
      ...person,
      jobTitle,
      role,
      roleKind: kind,
      roleReason: kind === person.roleKind ? person.roleReason : `Role as read by ${options.displayName}.`,
    }
  })
  return {
    people,
    meeting: { title: opening.title, objective: opening.objective },
    source: llmSource(options, participantPrompt.PROMPT_VERSION),
    usage: usageOf(meter),
  }
}

// ---------------------------------------------------------------------------------------------
// Coaching
// ---------------------------------------------------------------------------------------------

/** Narrative fallbacks worth a second request: the model wrote one, and the checks refused a whole part of it. */
const RETRIED = new Set(['narrative_headline', 'narrative_worked', 'narrative_change'])

export interface CoachingByLlm {
  participants: ParticipantAnalysis[]
  sources: AnalysisSources['coaching']
  usage: TokenUsage
}

/**
 * A strength must rest on a score at least appropriate for the role, and an opportunity on one
 * below the high band: the model explains our scores, never overrules them.
 */
const STRENGTH_FROM = SCORE_BANDS.appropriate.from
const OPPORTUNITY_BELOW = SCORE_BANDS.high.from

function idPart(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return s === '' ? 'participant' : s
}

function firstSentence(text: string): string {
  return /^(.+?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text
}

function participantFacts(p: ParticipantAnalysis, transcript: Transcript): coachingPrompt.ParticipantFacts {
  return {
    name: p.name,
    job_title: p.jobTitle,
    role: p.role,
    talk_time_percentage: p.talkTimePercentage,
    words: p.words,
    speaking_turns: p.speakingTurns,
    dimensions: DIMENSIONS.map((dimension) => ({
      dimension,
      score: p.dimensions.find((d) => d.name === dimension)?.score ?? null,
      metrics: p.metrics
        .filter((m) => m.dimension === dimension && m.score !== null)
        .map((m) => {
          const metric = getMetric(m.id)
          return {
            metric_id: m.id,
            name: metric?.name ?? m.id,
            measures: firstSentence(metric?.description ?? ''),
            value: m.formattedValue,
            raw_value: m.value,
            direction: metric?.direction ?? 'maintain',
            score: m.score ?? 0,
            evidence: m.evidence.summary,
          }
        }),
    })),
    repeated: repeatedPhrases(transcript.cues.filter((c) => c.speaker === p.name).map((c) => c.text)),
  }
}

/**
 * What the person said, as lines with times. When it is more than the model can take, the lines
 * behind the evidence come first, then the rest in order, as many as fit; the excerpt is shown in
 * time order and marked as an excerpt.
 */
export function speechLines(
  transcript: Transcript,
  p: ParticipantAnalysis,
  budgetTokens: number,
): coachingV1.SpeechPart {
  // One line per cue, at the cue's start: a quote must come from one cue, and a line that joined a
  // turn's cues invited quotes across them (blind round 11: four of one person's six points).
  const cues = transcript.cues.filter((c) => c.speaker === p.name && c.text.trim() !== '')
  const all = cues.flatMap((c) =>
    splitText(c.text.trim(), Math.max(100, Math.floor(budgetTokens / 4))).map((text) => ({
      start: c.start,
      end: c.end,
      text,
    })),
  )
  const size = (l: { start: number; text: string }) =>
    estimateTokens(JSON.stringify({ at: clock(l.start), text: l.text }))
  const total = all.reduce((sum, l) => sum + size(l), 0)
  if (total <= budgetTokens) {
    return { excerpt: false, lines: all.map((l) => ({ at: clock(l.start), text: l.text })) }
  }
  const evidenceAt = new Set(p.metrics.flatMap((m) => m.evidence.examples.map((e) => e.start)))
  const shows = (l: { start: number; end: number }) => [...evidenceAt].some((s) => s >= l.start && s <= l.end)
  const order = [...all.keys()].sort((a, b) => {
    const la = all[a]
    const lb = all[b]
    return Number(lb ? shows(lb) : false) - Number(la ? shows(la) : false) || a - b
  })
  const chosen = new Set<number>()
  let used = 0
  for (const i of order) {
    const line = all[i]
    if (!line) continue
    const n = size(line)
    if (used + n > budgetTokens) continue
    chosen.add(i)
    used += n
  }
  return {
    excerpt: true,
    lines: all.filter((_, i) => chosen.has(i)).map((l) => ({ at: clock(l.start), text: l.text })),
  }
}

/** The model's coaching in the shapes the built-in coach produces, quotes verified, numbers ours. */
export function coachingFromOutput(
  out: CoachingOutput,
  p: ParticipantAnalysis,
  index: SpeechIndex,
): CoachingResult {
  const who = `${idPart(p.name)}-llm`
  const scoreOf = new Map(p.metrics.map((m) => [m.id, m.score]))
  const confidenceOf = new Map<string, number>(p.dimensions.map((d) => [d.name, d.confidence]))
  const builtinConfidence = new Map<string, number>()
  for (const items of [p.insights.strengths, p.insights.opportunities, p.insights.actions]) {
    for (const item of items) builtinConfidence.set(`${item.type}|${item.metric_id}`, item.confidence_score)
  }
  /** The metric's own dimension, whatever the model wrote. */
  const dimensionOf = (metricId: string): DimensionName | undefined => getMetric(metricId)?.dimension
  const scored = (metricId: string) => {
    const score = scoreOf.get(metricId)
    return score === undefined ? null : score
  }

  /** Prose may quote too: a sentence quoting words the person did not say goes. */
  const honest = (text: string) => dropInventedQuotations(text, index).text

  const insights = (type: 'strength' | 'opportunity' | 'action', items: CoachingOutput['strengths']) =>
    items
      .map((item) => ({ ...item, description: honest(item.description) }))
      .filter((item) => {
        if (item.description === '') return false
        const score = scored(item.metric_id)
        if (score === null) return false
        if (type === 'strength') return score >= STRENGTH_FROM
        if (type === 'opportunity') return score < OPPORTUNITY_BELOW
        return true
      })
      .map((item, i) => {
        const dimension = dimensionOf(item.metric_id) ?? (item.dimension as DimensionName)
        return {
          id: `${who}-${type}-${i + 1}`,
          type,
          title: item.title,
          description: item.description,
          confidence_score:
            builtinConfidence.get(`${type}|${item.metric_id}`) ??
            Math.round((confidenceOf.get(dimension) ?? 0) * 100) / 100,
          dimension_name: dimension,
          metric_id: item.metric_id,
        }
      })

  const quotes: CoachingResult['quotes'] = []
  const seen = new Set<string>()
  const perDimension = new Map<string, number>()
  for (const q of out.quotes) {
    const found = findVerbatim(index, q.quote_text)
    if (!found || seen.has(found.text)) continue
    seen.add(found.text)
    const dimension = dimensionOf(q.metric_id) ?? (q.dimension as DimensionName)
    const n = perDimension.get(dimension) ?? 0
    perDimension.set(dimension, n + 1)
    const builtin = p.quotes.find((b) => b.quote_text === found.text)
    quotes.push({
      id: `${who}-quote-${quotes.length + 1}`,
      quote_text: found.text,
      context_type: q.context_type,
      relevance_score: builtin?.relevance_score ?? Math.max(0.5, Math.round((0.8 - 0.05 * n) * 100) / 100),
      dimension_name: dimension,
      timestamp: found.start,
      metric_id: q.metric_id,
    })
  }

  const recommendations = out.recommendations
    .map((r) => ({ ...r, recommendation_text: honest(r.recommendation_text) }))
    .filter((r) => r.recommendation_text !== '' && scored(r.metric_id) !== null)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.priority - b.r.priority || a.i - b.i)
    .map(({ r }, i) => ({
      id: `${who}-recommendation-${i + 1}`,
      recommendation_text: r.recommendation_text,
      category: r.category,
      priority: r.priority,
      difficulty_level: r.difficulty_level,
      estimated_impact: r.estimated_impact,
      dimension_name: dimensionOf(r.metric_id) ?? (r.dimension as DimensionName),
      metric_id: r.metric_id,
    }))

  const summary = honest(out.summary)
  const result: CoachingResult = {
    insights: {
      strengths: insights('strength', out.strengths),
      opportunities: insights('opportunity', out.opportunities),
      actions: insights('action', out.actions),
    },
    quotes,
    recommendations,
    summary,
  }
  const items =
    result.insights.strengths.length + result.insights.opportunities.length + result.insights.actions.length
  if (items === 0 && recommendations.length === 0) {
    throw new InvalidOutput('no insight or recommendation is about a metric this participant was scored on')
  }
  if (summary.length < 40)
    throw new InvalidOutput('the summary is missing once invented quotations are removed')
  return result
}

/**
 * The model's coaching after the checks of the built-in coach (premises, quotes, names): what
 * fails is re-addressed, replaced by the built-in text or dropped (`coaching-check.ts`). A reply
 * with nothing left about a scored metric is invalid, like one that had nothing to begin with.
 */
export function checkedCoaching(
  out: CoachingOutput,
  p: ParticipantAnalysis,
  index: SpeechIndex,
  context: CoachingCheckContext,
): CheckedCoaching {
  const checked = checkLlmCoaching(coachingFromOutput(out, p, index), p, context)
  const { insights, recommendations } = checked.coaching
  if (
    insights.strengths.length + insights.opportunities.length + insights.actions.length === 0 &&
    recommendations.length === 0
  ) {
    throw new InvalidOutput('nothing the model wrote passed the coaching checks')
  }
  // Quotes the person never said were dropped on the way in: recorded with the rest.
  const invented: CoachingCorrection[] = out.quotes
    .filter((q) => findVerbatim(index, q.quote_text) === null)
    .map((q) => ({ part: 'quote', rule: 'quote-verbatim', action: 'dropped', text: recorded(q.quote_text) }))
  return { coaching: checked.coaching, corrections: [...invented, ...checked.corrections] }
}

/** Lines either side of a moment the model sees, speaker-labelled, with times. */
const MOMENT_CONTEXT_LINES = 3
/** At most this many moments per person go to the model (the first ones in time order). */
const MAX_MOMENTS = 16

function lineOf(cue: { speaker: string | null; start: number; text: string }): coachingPrompt.Line {
  return { speaker: cue.speaker ?? '', at: clock(cue.start), text: cue.text }
}

/** The person's moments, each with the lines around it. */
export function momentFacts(
  transcript: Transcript,
  meeting: MeetingMoments,
  speaker: string,
): coachingPrompt.MomentFacts[] {
  const cues = transcript.cues.filter((c) => c.speaker !== null && c.text !== '')
  const position = new Map(cues.map((c, i) => [c.id, i]))
  return meeting.moments
    .filter((m) => m.speaker === speaker)
    .slice(0, MAX_MOMENTS)
    .map((m) => {
      const i = position.get(m.cueId) ?? 0
      return {
        kind: m.kind,
        at: clock(m.at),
        quote: m.quote,
        outcome: m.outcome,
        other: m.other,
        size: m.size,
        before: cues.slice(Math.max(0, i - MOMENT_CONTEXT_LINES), i).map(lineOf),
        after: cues.slice(i + 1, i + 1 + MOMENT_CONTEXT_LINES).map(lineOf),
      }
    })
}

function draftOf(c: PersonCoaching | null): coachingPrompt.DraftNarrative | null {
  if (!c) return null
  return {
    headline: c.headline,
    worked: c.worked.map((w) => ({ ...w, at: clock(w.at) })),
    change: c.change.map((w) => ({ ...w, at: clock(w.at) })),
    practice: { ...c.practice },
  }
}

/**
 * Coaching prose and the narrative for every scored participant, at most `concurrency` calls at a
 * time. The scores and metrics stay the built-in analyzer's; someone too quiet to score keeps the
 * built-in explanation (no call is made). The model sees the person's moments with the lines around
 * them, the whole meeting when it fits, their figures and the built-in narrative as a draft; a
 * narrative that loses its headline, every worked or every change point to the checks
 * (`narrative-check.ts`), or repeats another person's headline, gives way to the built-in one.
 */
export async function coachWithLlm(
  options: LlmAnalyzerOptions,
  transcript: Transcript,
  builtin: readonly ParticipantAnalysis[],
  meeting: { title: string; objective: string; durationSeconds: number; meetingType?: string },
): Promise<CoachingByLlm> {
  const meter = tokenMeter()
  const policy = policyFor(options, meter)
  const budget = inputBudget({
    provider: options.client.provider,
    model: options.client.model,
    systemPrompt: coachingPrompt.SYSTEM,
    maxOutputTokens: options.maxOutputTokens,
  })

  // What every sentence is checked against: the name each person is addressed by, their sentences.
  const names = transcript.speakers.map((s) => s.name)
  const addresses = addressNames(names)
  const acts = builtin.some((p) => p.scored) ? dialogueActs(transcript) : undefined
  const moments = acts ? findMoments(transcript, acts, addresses) : undefined
  const participantNames = nameWords([...names, ...addresses.values()])
  const wholeMeeting = transcript.cues.filter((c) => c.speaker !== null && c.text !== '').map(lineOf)
  const wholeMeetingTokens = estimateTokens(JSON.stringify(wholeMeeting))

  const results = await mapWithConcurrency(builtin, options.concurrency ?? DEFAULT_CONCURRENCY, async (p) => {
    if (!p.scored) return { participant: p, source: { ...builtinSource('not_scored'), name: p.name } }
    const facts: coachingPrompt.MeetingFacts = {
      title: meeting.title,
      objective: meeting.objective,
      meeting_type: meeting.meetingType ?? 'unknown',
      duration_minutes: Math.max(1, Math.round(meeting.durationSeconds / 60)),
      others: builtin.filter((o) => o.name !== p.name).map((o) => ({ name: o.name, role: o.role })),
    }
    const person = participantFacts(p, transcript)
    const draft = draftOf(p.coaching)
    const fixed = estimateTokens(JSON.stringify(facts) + JSON.stringify(person) + JSON.stringify(draft)) + 80
    // The moments take at most half of what is left: the person's own speech needs the rest.
    const own = moments ? momentFacts(transcript, moments, p.name) : []
    while (own.length > 0 && estimateTokens(JSON.stringify(own)) > (budget - fixed) / 2) own.pop()
    const given = JSON.stringify(facts) + JSON.stringify(person) + JSON.stringify(own) + JSON.stringify(draft)
    const room = budget - fixed - estimateTokens(JSON.stringify(own))
    const speech = speechLines(transcript, p, Math.max(200, room))
    const speechTokens = estimateTokens(JSON.stringify(speech))
    // The whole meeting when it fits beside the rest; the person's speech and the moments' lines otherwise.
    const whole = wholeMeetingTokens <= room - speechTokens ? wholeMeeting : null
    const index = speechIndex(transcript, p.name)
    const figures = coachingFigures(
      p,
      addresses.get(p.name) ?? p.name,
      builtin.map((o) => o.talkTimePercentage),
    )
    const allowedNumbers = new Set(numbersIn(given))
    const user = coachingPrompt.userMessage(facts, person, own, draft, speech, whole)
    const ask = (message: string) =>
      structuredCall(
        options.client,
        {
          system: coachingPrompt.SYSTEM,
          user: message,
          maxOutputTokens: options.maxOutputTokens,
        },
        coachingOutputV2,
        (out) => ({
          /** The narrative as the model wrote it, shown back to it when a part is refused. */
          written: out.coaching,
          prose: checkedCoaching(out, p, index, {
            figures,
            speech: speakerSentences(transcript, p.name, acts),
          }),
          narrative: checkLlmNarrative(out.coaching, {
            transcript,
            speaker: p.name,
            figures,
            allowedNumbers,
            participantNames,
            metrics: p.metrics,
            builtinPractice: p.coaching?.practice ?? weakestMetricPractice(p.metrics),
          }),
        }),
        policy,
      )
    let outcome = await ask(user)
    // A narrative the checks refused whole (its headline, or every point of what worked or what to
    // change) is asked for once more, with what was refused and why; the second answer stands only
    // when its narrative passes.
    const refused = outcome.ok ? outcome.value.narrative : null
    if (outcome.ok && refused && RETRIED.has(refused.fallbackReason ?? '')) {
      const again = await ask(
        `${user}\n\n${coachingPrompt.refusedNote(refused.corrections, outcome.value.written)}`,
      )
      if (again.ok && again.value.narrative.coaching) outcome = again
    }
    if (!outcome.ok) {
      return { participant: p, source: { ...builtinSource(outcome.reason), name: p.name } }
    }
    const { prose, narrative } = outcome.value
    const corrections = [...prose.corrections, ...narrative.corrections]
    return {
      participant: { ...p, ...prose.coaching, coaching: narrative.coaching ?? p.coaching },
      source: {
        ...llmSource(options, coachingPrompt.PROMPT_VERSION),
        name: p.name,
        ...(corrections.length > 0 ? { corrections } : {}),
        narrative: narrative.coaching ? ('llm' as const) : ('builtin' as const),
        narrativeFallbackReason: narrative.fallbackReason,
      },
    }
  })

  // Headlines are distinct across the people of a meeting: a repeated one gives way to the built-in narrative.
  const headlines = new Set<string>()
  for (const r of results) {
    const c = r.participant.coaching
    if (!c) continue
    const key = c.headline.trim().toLowerCase()
    if (
      headlines.has(key) &&
      r.source.analyzer === 'llm' &&
      'narrative' in r.source &&
      r.source.narrative === 'llm'
    ) {
      const own = builtin.find((b) => b.name === r.participant.name)?.coaching ?? null
      r.participant = { ...r.participant, coaching: own }
      r.source = { ...r.source, narrative: 'builtin', narrativeFallbackReason: 'narrative_headline_repeated' }
      if (own) headlines.add(own.headline.trim().toLowerCase())
      continue
    }
    headlines.add(key)
  }
  return {
    participants: results.map((r) => r.participant),
    sources: results.map((r) => r.source),
    usage: usageOf(meter),
  }
}
