import { getMetric } from './catalogue.ts'
import { type CoachFacts, type Difficulty, expectation, METRIC_COACH } from './coaching-texts.ts'
import { mayClaimAbsence } from './detector-recall.ts'
import type { ParticipantMeasurement } from './measure.ts'
import type { MeetingType } from './meeting-types.ts'
import { METRIC_GOAL_NAMES } from './metric-names.ts'
import { formatClock } from './metrics/format.ts'
import { plural } from './metrics/scale.ts'
import {
  DIMENSIONS,
  type DimensionName,
  type EvidenceExample,
  type MetricDefinition,
} from './metrics/types.ts'
import { addressNames, givenName } from './names.ts'
import type { InferredParticipant } from './participants.ts'
import { closedQuestionRewrite, describeMoment, handOverMoment, hedgeRewrite } from './personal.ts'
import {
  type CoachingFigures,
  checkText,
  coachingFigures,
  keepTrueSentences,
  type SentenceKind,
} from './premises.ts'
import { isSmallTalk, readsCleanly, sentenceOfExample } from './quotes.ts'
import {
  formatShare,
  hasEnoughSpeechToScore,
  roundShare,
  SCORE_BANDS,
  SCORING_FLOOR_TEXT,
  STRENGTH_FROM,
  spokeAround as spokeAroundAt,
} from './rules.ts'
import type { MetricScore, ParticipantScores } from './scoring.ts'

/**
 * The built-in coach (no LLM): per dimension, strengths, opportunities and actions drawn from the
 * person's own scores; verbatim quotes from their evidence; prioritised recommendations; and a
 * short written summary. Everything is deterministic: ids and phrasing variants come from names
 * and metric ids, never from chance.
 */

export interface InsightItem {
  id: string
  type: 'strength' | 'opportunity' | 'action'
  title: string
  description: string
  confidence_score: number
  dimension_name: DimensionName
  metric_id: string
}

export interface QuoteItem {
  id: string
  /** One whole sentence of this participant (joined across the cues of one turn). */
  quote_text: string
  /** The point the quote illustrates (the title of its strength or opportunity). */
  point?: string
  context_type: 'strength' | 'opportunity'
  relevance_score: number
  dimension_name: DimensionName
  /** Cue start, seconds from the start of the recording. */
  timestamp: number
  metric_id: string
}

export interface RecommendationItem {
  id: string
  recommendation_text: string
  category: string
  /** 1 High, 2 Medium, 3 Low. */
  priority: 1 | 2 | 3
  difficulty_level: Difficulty
  estimated_impact: 'low' | 'medium' | 'high'
  dimension_name: DimensionName
  metric_id: string
}

export interface CoachingResult {
  insights: { strengths: InsightItem[]; opportunities: InsightItem[]; actions: InsightItem[] }
  quotes: QuoteItem[]
  recommendations: RecommendationItem[]
  /** A few paragraphs separated by blank lines. */
  summary: string
}

export interface CoachInput {
  measurement: ParticipantMeasurement
  scores: ParticipantScores
  person: InferredParticipant
  /** `endSeconds`: when the talk ends on the recording's clock (a caption file may start at 6:00); the duration when not given. */
  meeting: { durationSeconds: number; endSeconds?: number; title: string; meetingType?: MeetingType }
  participantCount: number
  /** Everyone measured in the meeting (to name a quieter colleague in suggestions). */
  peers?: readonly ParticipantMeasurement[]
  /** How each speaker of the meeting is addressed, by label (see names.ts); worked out when absent. */
  addresses?: ReadonlyMap<string, string>
}

/** Scores at or above STRENGTH_FROM are strengths; below the appropriate band, things to work on. */
const OPPORTUNITY_BELOW = SCORE_BANDS.appropriate.from
const TARGET = 7

/** How much a gap on each metric matters when choosing priorities (fillers weigh lightly). */
const IMPORTANCE: Record<string, number> = {
  filler_words: 0.5,
  hesitation_rate: 0.8,
  restarts_repetitions: 0.8,
  complex_words: 0.8,
  readability_grade: 0.8,
  redundancy: 0.8,
  talk_time_share: 1.3,
  longest_monologue: 1.2,
  inviting_others: 1.1,
  questions_asked: 1.1,
  hedging_rate: 1.1,
  emotional_expression: 0.7,
  personal_experience: 0.7,
  ownership_language: 0.8,
  appreciation: 0.8,
  // Only explicit phrases count, so a low value partly reflects the lexicon.
  building_on_others: 0.85,
}

/**
 * What a metric's evidence examples are instances of: the behaviour a strength praises (questions,
 * invitations, proposals), or the habit an opportunity names (hedges, cut-off turns). A quote is
 * only attached with the matching polarity; metrics whose examples are neither get no quote.
 */
const EXAMPLES_SHOW: Readonly<Record<string, 'behaviour' | 'habit'>> = {
  questions_asked: 'behaviour',
  open_question_share: 'behaviour',
  inviting_others: 'behaviour',
  building_on_others: 'behaviour',
  directive_language: 'behaviour',
  ownership_language: 'behaviour',
  emotional_expression: 'behaviour',
  personal_experience: 'behaviour',
  appreciation: 'behaviour',
  signposting: 'behaviour',
  specificity: 'behaviour',
  hedging_rate: 'habit',
  hesitation_rate: 'habit',
  apologies_disclaimers: 'habit',
  tag_questions: 'habit',
  filler_words: 'habit',
  uninterrupted_turns: 'habit',
  restarts_repetitions: 'habit',
  complex_words: 'habit',
  redundancy: 'habit',
}

/** Metrics counted from phrase lists, where a zero is an absence rather than something heard. */
const ABSENCE_METRICS = new Set([
  'appreciation',
  'emotional_expression',
  'personal_experience',
  'building_on_others',
  'signposting',
  'specificity',
  'ownership_language',
])

/** Ratios over few observations are weak evidence: below this many, a gap counts for less. */
const RELIABLE_AT: Record<string, number> = {
  open_question_share: 6,
  building_on_others: 10,
  uninterrupted_turns: 10,
}

export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return s === '' ? 'participant' : s
}

/** FNV-1a: a stable small hash to pick phrasing variants. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** 4 → "four"; 17 → "17". */
export function countWord(n: number): string {
  return SMALL[n] ?? String(n)
}

/** "Parithosh Jayanthi" → "Parithosh"; "Tullio | Erigon" → "Tullio"; "Speaker B" stays (see names.ts). */
export function displayName(label: string): string {
  return givenName(label)
}

/** How this person, and any peer, is addressed in this meeting. */
function addressOf(input: CoachInput, label: string): string {
  const map =
    input.addresses ??
    addressNames([...(input.peers ?? []).map((p) => p.name), input.person.name, input.measurement.name])
  return map.get(label) ?? givenName(label)
}

function round2(x: number): number {
  return Math.round(x * 100) / 100
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(?:\s+(?=[A-Z“0-9])|$)/.exec(text)
  return m?.[1] ?? text
}

function lowerFirst(text: string): string {
  if (/^(?:I\b|[A-Z]{2})/.test(text)) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

interface Scored {
  metric: MetricDefinition
  score: MetricScore & { score: number }
  facts: CoachFacts
  neutral: boolean
}

/**
 * The colleagues who could have been brought in: said enough in the meeting to be scored (someone
 * whose whole meeting was "Hello, guys." or "I have to go." is not there to ask).
 */
function presentPeers(input: CoachInput): ParticipantMeasurement[] {
  return (input.peers ?? []).filter((p) => p.name !== input.measurement.name && hasEnoughSpeechToScore(p))
}

/** The colleague who said least, among those who said enough to be asked (null when nobody did). */
function quietestPeer(input: CoachInput): string | null {
  const sorted = presentPeers(input).sort((a, b) => a.words - b.words || a.name.localeCompare(b.name))
  const first = sorted[0]
  return first ? addressOf(input, first.name) : null
}

/**
 * Whether a person spoke within BRING_IN_WINDOW_SECONDS before `at` and within it after. Before
 * means a cue that started at least a few seconds earlier: whoever broke in at the moment itself
 * was not there during the stretch that led up to it.
 */
export function spokeAround(m: ParticipantMeasurement, at: number): boolean {
  return spokeAroundAt(
    m.speech.segments.map((seg) => seg.start),
    at,
    10,
  )
}

/**
 * Whom to bring in at a moment: of the colleagues who said enough in the meeting and were there
 * around the moment (spoke within the window before and after it), the one who had said least
 * until then. Null when nobody fits: then no one is named. `quietest` is true only when they had
 * said less by then than everyone else who had spoken, the person coached aside (a colleague too
 * quiet to score counts too): only then may the text say they "had said least".
 */
export function peerToBringIn(input: CoachInput, at: number): { name: string; quietest: boolean } | null {
  const wordsBefore = (m: ParticipantMeasurement) => {
    let n = 0
    for (const seg of m.speech.segments) if (seg.start < at) n += seg.tokenTo - seg.tokenFrom
    return n
  }
  const ranked = presentPeers(input)
    .filter((p) => spokeAround(p, at))
    .map((p) => ({ p, before: wordsBefore(p) }))
    .sort((a, b) => a.before - b.before || a.p.name.localeCompare(b.p.name))
  const first = ranked[0]
  if (!first) return null
  const quietest = (input.peers ?? [])
    .filter((p) => p.name !== input.measurement.name && p.name !== first.p.name)
    .map(wordsBefore)
    // Someone who had said nothing yet had said less: the claim is then false, whatever comes later.
    .every((n) => n > first.before)
  return { name: addressOf(input, first.p.name), quietest }
}

function facts(
  input: CoachInput,
  metric: MetricDefinition,
  s: MetricScore,
  score: number,
  quietest: string | null,
): CoachFacts {
  const out: CoachFacts = {
    name: addressOf(input, input.measurement.name),
    role: input.person.role.toLowerCase(),
    roleKind: input.person.roleKind,
    metric,
    value: s.value,
    formatted: s.formattedValue,
    score,
    counts: s.evidence.counts,
    phrases: s.evidence.phrases ?? [],
    examples: s.evidence.examples,
    participantCount: input.participantCount,
    meetingMinutes: Math.max(1, Math.round(input.meeting.durationSeconds / 60)),
    quietest,
    variant: hash(`${input.person.name}|${metric.id}`),
  }
  if (s.target) out.target = s.target
  if (input.meeting.meetingType) out.meetingType = input.meeting.meetingType
  return out
}

/**
 * A quote for an opportunity should show the habit clearly (the matched phrase more than once is
 * ideal); a quote for a strength reads cleanly (filtered before ranking). Both prefer 8–30 words.
 */
function quoteRank(e: EvidenceExample, type: 'strength' | 'opportunity'): number {
  const n = e.text.split(/\s+/).length
  const length = n >= 8 && n <= 30 ? 1 : 0
  if (type === 'strength') return length
  let hits = 0
  if (e.match) {
    const lower = e.text.toLowerCase()
    for (let at = lower.indexOf(e.match); at !== -1; at = lower.indexOf(e.match, at + 1)) hits++
  }
  return Math.min(hits, 3) * 2 + length
}

function usableQuote(text: string): boolean {
  const n = text.split(/\s+/).length
  return n >= 4 && n <= 45 && !isSmallTalk(text)
}

/** A cue of fillers and back-channels only ("Um, yeah.", "Uh-huh."). */
const ONLY_FILLER = /^(?:(?:um+|uh+|mm+|hmm+|mhm|uh-huh|yeah|yes|okay|ok|right|and|so|oh|ah)[,.!?]*\s*)+$/i

/** What a person said, cue by cue, verbatim (at most `limit` cues, then how many more). */
function whatTheySaid(m: ParticipantMeasurement, limit = 4): string {
  // A lone "Um" or "And" says nothing; the cues with a few words in them are what they said.
  const said = m.speech.segments.filter(
    (seg) => seg.tokenTo - seg.tokenFrom >= 2 && !ONLY_FILLER.test(seg.text.trim()),
  )
  const segments = said.length > 0 ? said : m.speech.segments
  const byCue: { cueId: string; text: string; start: number }[] = []
  for (const seg of segments) {
    const text = seg.text.trim()
    if (text === '') continue
    const last = byCue[byCue.length - 1]
    if (last && last.cueId === seg.cueId) last.text = `${last.text} ${text}`
    else byCue.push({ cueId: seg.cueId, text, start: seg.start })
  }
  const shown = byCue.slice(0, limit).map((c) => `“${c.text}” (${formatClock(c.start)})`)
  const more = byCue.length - shown.length
  return `${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`
}

/**
 * A person who said too little to score (rules.ts, `hasEnoughSpeechToScore`) is listed with what
 * they said, and nothing is scored or claimed about them.
 */
function insufficient(input: CoachInput): CoachingResult {
  const m = input.measurement
  const name = addressOf(input, m.name)
  const minutes = Math.max(1, Math.round(input.meeting.durationSeconds / 60))
  const said =
    m.words === 0
      ? `${name} did not speak in this ${minutes}-minute meeting.`
      : `${name} said ${plural(m.words, 'word')} in this ${minutes}-minute meeting: ${whatTheySaid(m)}.`
  const summary = [
    `${said} That is under the ${SCORING_FLOOR_TEXT} we need to score someone fairly, so there are no scores or coaching points for this meeting (Insufficient data).`,
    'If the aim was mainly to listen, that is fine. If there was something to add, one short point early in the meeting makes it much easier to come in again later.',
  ].join('\n\n')
  return {
    insights: { strengths: [], opportunities: [], actions: [] },
    quotes: [],
    recommendations: [],
    summary,
  }
}

/** Coaching for one participant. Unscored participants get an explanation and nothing else. */
export function coachParticipant(input: CoachInput): CoachingResult {
  if (!input.scores.scored) return insufficient(input)
  const who = slug(input.person.name)
  const confidenceOf = new Map(input.scores.dimensions.map((d) => [d.name, d.confidence]))

  const scored: Scored[] = []
  const quietest = quietestPeer(input)
  const basisOf = new Map(input.measurement.metrics.map((v) => [v.id, v.basis]))
  /** 1 when the value rests on enough observations, less for ratios over a handful. */
  const evidenceWeight = (x: Scored) => {
    const reliableAt = RELIABLE_AT[x.metric.id]
    return reliableAt ? Math.min(1, (basisOf.get(x.metric.id) ?? 0) / reliableAt) : 1
  }
  for (const s of input.scores.metrics) {
    const metric = getMetric(s.id)
    if (!metric || s.score === null) continue
    const basis = basisOf.get(s.id)
    scored.push({
      metric,
      score: { ...s, score: s.score },
      facts: facts(input, metric, s, s.score, quietest),
      neutral: basis !== undefined && basis <= 0,
    })
  }

  // Every sentence is checked against the person's own figures before it is written.
  const figures = figuresOf(input)
  // Advice to bring others in only where the meeting was uneven and the person ran it or spoke more
  // than their share: in a balanced meeting there is nobody to bring in.
  const fits = (x: Scored) => x.metric.id !== 'inviting_others' || figures.bringOthersIn !== false
  // A low count from a detector that misses much of what it counts is not a fact about the person:
  // only what was observed (one of their closed questions, quoted) may stand for it.
  const observedForm = new Map<string, string>()
  const closed = closedQuestionRewrite(input.measurement)
  if (closed)
    observedForm.set(
      'open_question_share',
      `At ${formatClock(closed.original.start)} you asked “${closed.original.text}”, which invites a yes or a no. Open questions (“What would it take…?”, “How do you see…?”) get richer answers.`,
    )
  const claimable = (x: Scored) =>
    x.metric.direction !== 'increase' || mayClaimAbsence(x.metric.id) || observedForm.has(x.metric.id)

  const strengths: InsightItem[] = []
  const opportunities: InsightItem[] = []
  const actions: InsightItem[] = []
  const quotes: QuoteItem[] = []
  const usedQuotes = new Set<string>()
  const allOpportunities: Scored[] = []
  const stretch: Scored[] = []

  // Surer when the dimension rests on plenty of speech, the score is far from the middle and the
  // metric's own basis is not thin.
  const confidence = (dimension: DimensionName, x: Scored) =>
    round2(
      (confidenceOf.get(dimension) ?? 0) *
        (0.6 + 0.4 * Math.min(1, Math.abs(x.score.score - TARGET) / 3)) *
        (0.5 + 0.5 * evidenceWeight(x)),
    )

  for (const dimension of DIMENSIONS) {
    const inDimension = scored.filter((x) => x.metric.dimension === dimension && !x.neutral)
    const best = [...inDimension].sort(
      (a, b) => b.score.score - a.score.score || a.metric.id.localeCompare(b.metric.id),
    )
    // Strengths come from what the person did: a low rate of hedges or fillers is an absence.
    const observed = best.filter(
      (x) => x.metric.direction !== 'decrease' && x.score.lowConfidence === undefined,
    )
    let strong = observed.filter((x) => x.score.score >= STRENGTH_FROM).slice(0, 2)
    if (strong.length === 0 && observed[0] && observed[0].score.score >= 6.5) strong = [observed[0]]
    const weak = [...inDimension]
      .filter((x) => x.score.score < OPPORTUNITY_BELOW && fits(x) && claimable(x))
      .sort((a, b) => a.score.score - b.score.score || a.metric.id.localeCompare(b.metric.id))
      .slice(0, 2)
    allOpportunities.push(...weak)

    for (const x of strong) {
      const coach = METRIC_COACH[x.metric.id]
      if (!coach) continue
      strengths.push({
        id: `${who}-${x.metric.id}-strength`,
        type: 'strength',
        title: coach.strengthTitle(x.facts),
        description: coach.strength(x.facts),
        confidence_score: confidence(dimension, x),
        dimension_name: dimension,
        metric_id: x.metric.id,
      })
    }
    for (const x of weak) {
      const coach = METRIC_COACH[x.metric.id]
      if (!coach) continue
      opportunities.push({
        id: `${who}-${x.metric.id}-opportunity`,
        type: 'opportunity',
        title: coach.opportunityTitle(x.facts),
        description: mayClaimAbsence(x.metric.id)
          ? coach.opportunity(x.facts)
          : (observedForm.get(x.metric.id) ?? coach.opportunity(x.facts)),
        confidence_score: confidence(dimension, x),
        dimension_name: dimension,
        metric_id: x.metric.id,
      })
    }
    // Actions: one per opportunity; with none, one stretch goal on the weakest metric below 7.5.
    const actionFor =
      weak.length > 0
        ? weak
        : [...inDimension].filter((x) => x.score.score < STRENGTH_FROM && fits(x) && claimable(x)).slice(-1)
    if (weak.length === 0) stretch.push(...actionFor)
    for (const x of actionFor) {
      const coach = METRIC_COACH[x.metric.id]
      if (!coach) continue
      actions.push({
        id: `${who}-${x.metric.id}-action`,
        type: 'action',
        title: coach.actionTitle(x.facts),
        description: coach.action(x.facts),
        confidence_score: confidence(dimension, x),
        dimension_name: dimension,
        metric_id: x.metric.id,
      })
    }

    // Quotes: whole sentences that show the point (the habit behind an opportunity, the behaviour
    // behind a strength), at most three per dimension, never the same sentence twice.
    const pointOf = new Map<string, string>()
    for (const item of [...strengths, ...opportunities])
      pointOf.set(`${item.metric_id}|${item.type}`, item.title)
    const candidates: { x: Scored; type: 'strength' | 'opportunity' }[] = [
      ...weak
        .filter((x) => EXAMPLES_SHOW[x.metric.id] === 'habit')
        .map((x) => ({ x, type: 'opportunity' as const })),
      ...strong
        .filter((x) => EXAMPLES_SHOW[x.metric.id] === 'behaviour')
        .map((x) => ({ x, type: 'strength' as const })),
    ]
    let inThisDimension = 0
    for (const { x, type } of candidates) {
      const point = pointOf.get(`${x.metric.id}|${type}`)
      if (!point) continue
      let perMetric = 0
      const examples = x.score.evidence.examples
        .map((e, index) => ({ e, index, whole: sentenceOfExample(input.measurement.speech, e) }))
        .filter((c) => c.whole !== null)
        .map((c) => ({ ...c, rank: quoteRank({ ...c.e, text: c.whole?.text ?? c.e.text }, type) }))
        .sort((a, b) => b.rank - a.rank || a.index - b.index)
      for (const { whole, index } of examples) {
        if (!whole) continue
        if (inThisDimension >= 3 || perMetric >= 2) break
        if (!usableQuote(whole.text) || usedQuotes.has(whole.text)) continue
        // A strength is shown by a sentence with some substance: "You waiting for me?" shows no habit.
        if (type === 'strength' && (!readsCleanly(whole.text) || whole.text.split(/\s+/).length < 5)) continue
        usedQuotes.add(whole.text)
        const strength = Math.min(1, Math.abs(x.score.score - TARGET) / 4)
        quotes.push({
          id: `${who}-${x.metric.id}-quote-${index + 1}`,
          quote_text: whole.text,
          point: pointFor(point, whole.text, x.metric.id),
          context_type: type,
          relevance_score: round2(0.55 + 0.4 * strength - 0.1 * perMetric),
          dimension_name: dimension,
          timestamp: whole.start,
          metric_id: x.metric.id,
        })
        perMetric++
        inThisDimension++
      }
    }
  }

  // What the person did comes before what they did not do: a phrase list that found nothing is a
  // weaker reason to coach than a habit that was heard.
  const absent = (x: Scored) =>
    x.metric.direction === 'increase' &&
    ABSENCE_METRICS.has(x.metric.id) &&
    Object.entries(x.score.evidence.counts).every(([k, v]) => k === 'words' || k === 'turns' || v === 0)
  const weight = (x: Scored) =>
    (TARGET - x.score.score) *
    (IMPORTANCE[x.metric.id] ?? 1) *
    (0.4 + 0.6 * evidenceWeight(x)) *
    (absent(x) ? 0.5 : 1)
  const ranked = [...allOpportunities].sort(
    (a, b) => weight(b) - weight(a) || a.metric.id.localeCompare(b.metric.id),
  )
  const recommendations: RecommendationItem[] = []
  // "Aim for at least 20% of the talk" to someone at 23% contradicts the figure beside it.
  const inBand = (x: Scored) => {
    const t = x.score.target
    return t?.kind === 'band' && x.score.value >= (t.min ?? 0) && x.score.value <= (t.max ?? 100)
  }
  ranked.forEach((x, rank) => {
    const coach = METRIC_COACH[x.metric.id]
    if (!coach || inBand(x)) return
    const gap = TARGET - x.score.score
    const impact: RecommendationItem['estimated_impact'] =
      x.metric.id === 'filler_words' ? 'low' : gap >= 3 ? 'high' : gap >= 1.5 ? 'medium' : 'low'
    recommendations.push({
      id: `${who}-${x.metric.id}-recommendation`,
      recommendation_text: personalRecommendation(input, x) ?? coach.recommendation(x.facts),
      category: x.metric.name,
      priority: rank < 2 ? 1 : rank < 5 ? 2 : 3,
      difficulty_level: coach.difficulty,
      estimated_impact: impact,
      dimension_name: x.metric.dimension,
      metric_id: x.metric.id,
    })
  })
  for (const x of stretch) {
    const coach = METRIC_COACH[x.metric.id]
    if (!coach || inBand(x)) continue
    recommendations.push({
      id: `${who}-${x.metric.id}-recommendation`,
      recommendation_text: personalRecommendation(input, x) ?? coach.recommendation(x.facts),
      category: x.metric.name,
      priority: 3,
      difficulty_level: coach.difficulty,
      estimated_impact: 'low',
      dimension_name: x.metric.dimension,
      metric_id: x.metric.id,
    })
  }

  const passes = (text: string, kind: SentenceKind) => checkText(text, kind, figures).length === 0
  const keep = (items: InsightItem[], kind: SentenceKind) =>
    items.filter((i) => passes(`${i.title}. ${i.description}`, kind))
  const kept = {
    strengths: keep(strengths, 'strength'),
    opportunities: keep(opportunities, 'opportunity'),
    actions: keep(actions, 'action'),
  }
  const points = new Set([...kept.strengths, ...kept.opportunities].map((i) => `${i.metric_id}|${i.type}`))
  const keptQuotes = quotes.filter((q) => points.has(`${q.metric_id}|${q.context_type}`))
  const keptRecommendations = recommendations.filter((r) => passes(r.recommendation_text, 'recommendation'))
  return {
    insights: kept,
    quotes: keptQuotes,
    recommendations: keptRecommendations,
    summary: keepTrueSentences(
      summarize(input, scored, ranked, keptQuotes, evidenceWeight, fits),
      'summary',
      figures,
    ),
  }
}

/** The person's figures as the coaching rules read them. */
export function figuresOf(input: CoachInput): CoachingFigures {
  const m = input.measurement
  return coachingFigures(
    {
      roleKind: input.person.roleKind,
      // Shares as they are kept and shown (27.5, not 27.46): the rules judge what the person reads.
      talkTimePercentage: roundShare(m.talkTimePercentage),
      speakingTurns: m.speakingTurns,
      words: m.words,
      metrics: input.scores.metrics,
    },
    addressOf(input, m.name),
    (input.peers ?? [m]).map((peer) => roundShare(peer.talkTimePercentage)),
  )
}

/**
 * Advice from the person's own material, for the metrics where there is some: one of their hedged
 * sentences said directly, one of their closed questions asked openly, the moment they could have
 * handed over to the quietest colleague. Null when there is nothing of theirs to build on.
 */
function personalRecommendation(input: CoachInput, x: Scored): string | null {
  const m = input.measurement
  switch (x.metric.id) {
    case 'hedging_rate': {
      const r = hedgeRewrite(m)
      if (!r) return null
      return `Say it as you mean it. At ${formatClock(r.original.start)} you said “${r.original.text}” Said directly, with the reason after it if you have one: “${r.rewritten}”`
    }
    case 'open_question_share': {
      const r = closedQuestionRewrite(m)
      if (!r) return null
      return `At ${formatClock(r.original.start)} you asked “${r.original.text}”, which invites a yes or a no. Asked openly, it draws out what the others know: “${r.rewritten}”`
    }
    case 'inviting_others':
    case 'talk_time_share':
    case 'longest_monologue': {
      if (x.metric.id === 'talk_time_share' && x.score.value <= (x.score.target?.max ?? 100)) return null
      if (x.metric.id !== 'talk_time_share' && figuresOf(input).bringOthersIn === false) return null
      const moment = handOverMoment(m)
      // A stretch that runs into the meeting's last minute and a half is the goodbye, not a
      // moment to bring someone in.
      if (!moment || moment.at > (input.meeting.endSeconds ?? input.meeting.durationSeconds) - 90) return null
      const peer = peerToBringIn(input, moment.at)
      if (!peer) return null
      // They did hand over at the end of it ("…but I'll hand it back to Barnabas"): nothing to coach.
      const ending = m.speech.segments
        .filter((seg) => seg.start <= moment.at && seg.start >= moment.at - 30)
        .map((seg) => seg.text)
        .join(' ')
      if (
        /\b(?:hand(?:ing)? (?:it )?(?:back|over)|over to you|back to you|pass(?:ing)? (?:it )?(?:back|over|on))\b/i.test(
          ending,
        )
      )
        return null
      const who = peer.quietest ? 'who had said least until then' : 'who was part of this discussion'
      return `${describeMoment(moment)}, you could have brought ${peer.name} in, ${who}: “${peer.name}, how does this look from your side?” Then let the answer run before you add to it.`
    }
    default:
      return null
  }
}

function targetPhrase(x: Scored, input: CoachInput): string {
  const t = x.score.target
  const e = t
    ? {
        good: t.good,
        ...(t.min !== undefined ? { min: t.min } : {}),
        ...(t.max !== undefined ? { max: t.max } : {}),
      }
    : expectation(x.metric.id, input.person.roleKind, input.participantCount)
  const m = x.metric
  if (e.min !== undefined && e.max !== undefined) {
    const low = m.format(e.min)
    const high = m.format(e.max)
    // "130–170 wpm", "20–50%": the unit once, after the range.
    const unitAt = low.search(/[^\d.,]/)
    const range =
      unitAt > 0 && high.endsWith(low.slice(unitAt))
        ? `${low.slice(0, unitAt).trim()}–${high}`
        : `${low}–${high}`
    return `${m.name.toLowerCase()} within ${range}`
  }
  const good = e.good > 0 ? e.good : m.benchmarks.good
  if (m.direction === 'decrease') return `${m.name.toLowerCase()} at ${m.format(good)} or less`
  return `${m.name.toLowerCase()} of about ${m.format(good)} or more`
}

function opening(input: CoachInput, scored: readonly Scored[]): string {
  const m = input.measurement
  const name = addressOf(input, m.name)
  const minutes = Math.max(1, Math.round(input.meeting.durationSeconds / 60))
  const n = countWord(input.participantCount)
  const share = formatShare(m.talkTimePercentage)
  const get = (id: string) => scored.find((x) => x.metric.id === id)
  const band = expectation('talk_time_share', input.person.roleKind, input.participantCount)
  const bandText = `${Math.round(band.min ?? 0)}–${Math.round(band.max ?? 100)}%`
  const variant = hash(m.name) % 2
  let first: string
  switch (input.person.roleKind) {
    case 'facilitator': {
      const qs = get('questions_asked')?.score.evidence.counts.questions ?? 0
      const inv = get('inviting_others')?.score.evidence.counts.invitations ?? 0
      first =
        variant === 0
          ? `${name}, you ran this ${minutes}-minute meeting of ${n}: you asked ${plural(qs, 'question')}, brought others in ${inv === 1 ? 'once' : `${inv} times`} and held ${share} of the talk time (for a facilitator in a group of ${n} we would expect ${bandText}).`
          : `${name}, as the facilitator of this ${minutes}-minute meeting of ${n} you steered the discussion with ${plural(qs, 'question')} and ${plural(inv, 'invitation')} to others, and spoke for ${share} of the time against the ${bandText} we would expect.`
      break
    }
    case 'presenter': {
      const mono = get('longest_monologue')?.score.formattedValue ?? ''
      first =
        m.talkTimePercentage < 50
          ? `${name}, you presented in this ${minutes}-minute meeting of ${n}, with ${share} of the talk time and a longest uninterrupted stretch of ${mono}.`
          : variant === 0
            ? `${name}, you presented for most of this ${minutes}-minute meeting, with ${share} of the talk time and a longest uninterrupted stretch of ${mono}.`
            : `${name}, this ${minutes}-minute meeting was largely your presentation: ${share} of the talk time, with one stretch of ${mono} without anyone else coming in.`
      break
    }
    case 'participant':
    case 'observer':
      first = `${name}, you spoke briefly in this ${minutes}-minute meeting (${share} of the talk time, ${plural(m.words, 'word')}), so treat these numbers as a rough guide rather than a verdict.`
      break
    default:
      first =
        variant === 0
          ? `${name}, you contributed ${share} of the talk time in this ${minutes}-minute meeting of ${n} people, over ${plural(m.speakingTurns, 'turn')} and ${plural(m.words, 'word')}.`
          : `${name}, you took part as a contributor in this ${minutes}-minute meeting of ${n}, with ${share} of the talk time across ${m.speakingTurns} turns.`
  }
  // The dimensions as scored (input.scores): one without a score is not named with a number.
  const dims = input.scores.dimensions
    .filter((x): x is typeof x & { score: number } => x.score !== null)
    .map((x) => ({ d: x.name, score: x.score }))
    .sort((a, b) => b.score - a.score || a.d.localeCompare(b.d))
  const best = dims[0]
  const worst = dims[dims.length - 1]
  let second = ''
  if (best && worst && best !== worst) {
    second =
      best.score - worst.score < 0.6
        ? ` Your dimension scores were even, between ${worst.score.toFixed(1)} and ${best.score.toFixed(1)} out of 10.`
        : ` Your strongest dimension was ${best.d} (${best.score.toFixed(1)}/10); ${worst.d} (${worst.score.toFixed(1)}/10) has the most room to grow.`
  }
  const thin = m.words < 300 || m.speakingTurns < 5
  const third = thin
    ? ` You said ${plural(m.words, 'word')} over ${m.speakingTurns === 1 ? 'one turn' : `${m.speakingTurns} turns`}, so these scores rest on little evidence and are held close to the middle: read them with low confidence.`
    : ''
  return first + second + third
}

function summarize(
  input: CoachInput,
  scored: readonly Scored[],
  ranked: readonly Scored[],
  quotes: readonly QuoteItem[],
  evidenceWeight: (x: Scored) => number,
  fits: (x: Scored) => boolean,
): string {
  const paragraphs: string[] = [opening(input, scored)]
  const variant = hash(input.person.name)

  // Things the person did (questions, proposals) make better praise than things they avoided.
  const praise = (x: Scored) =>
    x.score.score *
    (IMPORTANCE[x.metric.id] ?? 1) *
    (x.metric.direction === 'increase' ? 1.15 : x.metric.direction === 'maintain' ? 1.05 : 0.9)
  // The opening already covers these; praise something else.
  const covered = new Set(['talk_time_share'])
  if (input.person.roleKind === 'facilitator')
    for (const id of ['questions_asked', 'inviting_others']) covered.add(id)
  if (input.person.roleKind === 'presenter') covered.add('longest_monologue')
  const strengths = scored
    .filter(
      (x) =>
        !x.neutral &&
        x.metric.direction !== 'decrease' &&
        x.score.lowConfidence === undefined &&
        x.score.score >= STRENGTH_FROM &&
        !covered.has(x.metric.id) &&
        evidenceWeight(x) >= 0.5,
    )
    .sort((a, b) => praise(b) - praise(a) || a.metric.id.localeCompare(b.metric.id))
    .slice(0, 2)
  if (strengths.length > 0) {
    const lead = ['What worked well:', 'Your strengths in this meeting:', 'Keep doing this:'][variant % 3]
    const lines = strengths.map((x) => firstSentence(METRIC_COACH[x.metric.id]?.strength(x.facts) ?? ''))
    let text = `${lead} ${lowerFirst(lines.join(' '))}`
    const quote = quotes
      .filter(
        (q) =>
          q.context_type === 'strength' &&
          /[.?!]$/.test(q.quote_text) &&
          strengths.some((x) => x.metric.id === q.metric_id),
      )
      .sort((a, b) => b.relevance_score - a.relevance_score || a.timestamp - b.timestamp)[0]
    if (quote) text += ` At ${formatClock(quote.timestamp)} you said: “${quote.quote_text}”`
    paragraphs.push(text)
  }

  // The summary names only priorities with enough behind them (one closed question is not a habit).
  const priorities = ranked.filter((x) => evidenceWeight(x) >= 0.5).slice(0, 3)
  if (priorities.length > 0) {
    const ordinals = ['First', 'Second', 'Third']
    const lead = ['Where to focus next.', 'The biggest opportunities.', 'What to work on.'][
      Math.floor(variant / 8) % 3
    ]
    const lines = priorities.map((x, i) => {
      const sentence = firstSentence(METRIC_COACH[x.metric.id]?.opportunity(x.facts) ?? '')
      // The example sits right after the point it belongs to, never after a later one.
      const quote = quotes.find((q) => q.context_type === 'opportunity' && q.metric_id === x.metric.id)
      const example = quote ? ` For example, at ${formatClock(quote.timestamp)}: “${quote.quote_text}”` : ''
      return `${ordinals[i]}, ${lowerFirst(sentence)}${i === 0 ? example : ''}`
    })
    paragraphs.push(`${lead} ${lines.join(' ')}`)
  } else {
    const next = scored
      .filter((x) => !x.neutral && x.score.score < STRENGTH_FROM && fits(x))
      .sort((a, b) => a.score.score - b.score.score || a.metric.id.localeCompare(b.metric.id))[0]
    paragraphs.push(
      next
        ? `Nothing fell below the range we consider appropriate for your role. The closest to the edge was ${next.metric.name.toLowerCase()} (${next.score.formattedValue}, ${next.score.score.toFixed(1)}/10), which is where the next gain is.`
        : 'Nothing fell below the range we consider appropriate for your role; keep doing what you did here.',
    )
  }

  const focus =
    priorities[0] ??
    scored
      .filter((x) => !x.neutral && x.score.score < STRENGTH_FROM && fits(x))
      .sort((a, b) => a.score.score - b.score.score || a.metric.id.localeCompare(b.metric.id))[0]
  if (focus) {
    const coach = METRIC_COACH[focus.metric.id]
    if (coach) {
      const lead = [
        'For your next meeting:',
        'One thing to practise next time:',
        'Try this in your next meeting:',
      ][Math.floor(variant / 32) % 3]
      paragraphs.push(
        `${lead} ${coach.action(focus.facts)} Success looks like ${targetPhrase(focus, input)}.`,
      )
    }
  }
  return paragraphs.join('\n\n')
}

/**
 * A quote's point: the insight's title, unless it names words the quote does not hold ("Soften
 * less: “I think”" over a sentence with "kind of", blind round 21), then the metric's goal name.
 */
function pointFor(title: string, quote: string, metricId: string): string {
  const named = [...title.matchAll(/“([^”]+)”/g)].map((m) => (m[1] ?? '').toLowerCase())
  const said = quote.toLowerCase().replace(/[’]/g, "'")
  if (named.every((n) => said.includes(n.replace(/[’]/g, "'")))) return title
  return (METRIC_GOAL_NAMES as Readonly<Record<string, string>>)[metricId] ?? title
}
