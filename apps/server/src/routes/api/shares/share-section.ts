import { DIMENSIONS, dimensionId, getMetric } from '@rapport/analysis'
import {
  coachingResponse,
  evidenceExample,
  meetingType,
  metricTarget,
  SHARED_NAME_PLACEHOLDER,
  SHARED_WORDS_PLACEHOLDER,
  type SharedLine,
  type SharedSection,
  sharedSection,
} from '@rapport/contracts'
import { z } from 'zod'
import { storedNarrative } from '../meetings/stored-narrative.ts'

/** Lines either side of each quoted moment that the section carries for context. */
export const CONTEXT_LINES = 2

const storedDimension = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().nullable(),
  confidence: z.number(),
})
const storedCoaching = coachingResponse.pick({ insights: true, quotes: true, recommendations: true })
const storedEvidence = z.object({
  summary: z.string().catch(''),
  examples: z.array(evidenceExample).catch([]),
})

export interface SectionParticipant {
  id: string
  name: string
  jobTitle: string
  role: string
  talkTimeSeconds: number
  talkTimePercentage: number
  words: number
  speakingTurns: number
  scored: boolean
  dimensions: unknown
  insights: unknown
  quotes: unknown
  recommendations: unknown
  summary: string
  coaching: unknown
}

export interface SectionMetric {
  participantId: string
  metricId: string
  dimension: string
  value: number
  score: number | null
  formattedValue: string
  measured: boolean
  reason: string | null
  target: unknown
  evidence: unknown
}

export interface SectionCue {
  seq: number
  start: number
  end: number
  speaker: string | null
  text: string
}

export interface SectionInput {
  meeting: { name: string; date: string; durationSeconds: number; meetingType: string | null }
  /** The recipient's participant. */
  participant: SectionParticipant
  /** Every other participant of the meeting: their names and quoted words are kept out. */
  others: readonly SectionParticipant[]
  /** Every metric of the meeting (the others' for their evidence's words only). */
  metrics: readonly SectionMetric[]
  /** The transcript as analysed, in order. */
  cues: readonly SectionCue[]
  /** The transcript's speakers (names of people who spoke but were not scored too). */
  speakers: readonly string[]
}

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const bounded = (body: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags)

/**
 * A function that replaces other people's names in a text: each whole name (any case), then each
 * word of it of three letters or more that is not also a word of the recipient's own name, as
 * written (capitalised: "Will" the name, not "will" the verb).
 */
export function nameRedactor(ownName: string, otherNames: readonly string[]): (text: string) => string {
  const own = new Set(ownName.split(/\s+/).map(fold))
  const wholes = [...new Set(otherNames.map((n) => n.trim()).filter((n) => n && fold(n) !== fold(ownName)))]
  if (wholes.length === 0) return (text) => text
  const words = [
    ...new Set(
      wholes
        .flatMap((n) => n.split(/\s+/))
        .filter((w) => [...w].length >= 3 && !own.has(fold(w)) && /^\p{Lu}/u.test(w)),
    ),
  ]
  const byLength = (a: string, b: string) => b.length - a.length
  const whole = bounded(wholes.sort(byLength).map(escapeRegExp).join('|'), 'giu')
  const word = words.length > 0 ? bounded(words.sort(byLength).map(escapeRegExp).join('|'), 'gu') : null
  return (text) => {
    const once = text.replace(whole, SHARED_NAME_PLACEHOLDER)
    return word ? once.replace(word, SHARED_NAME_PLACEHOLDER) : once
  }
}

/**
 * A function that replaces, in a text, the words quoted in other people's coaching that the
 * recipient did not say themselves (the recipient's coaching can tell what someone else asked:
 * "When [name] put “…” to the group, you answered"). Quotes of fewer than three words ("Okay.")
 * can be anyone's and stay.
 */
export function quoteRedactor(
  othersQuoted: readonly string[],
  ownLines: readonly string[],
): (text: string) => string {
  const own = ownLines.map(fold)
  const quotes = [...new Set(othersQuoted.map(fold))]
    .filter((q) => q.split(' ').length >= 3 && !own.some((line) => line.includes(q)))
    .sort((a, b) => b.length - a.length)
  if (quotes.length === 0) return (text) => text
  const any = new RegExp(quotes.map((q) => escapeRegExp(q).replace(/ /g, '\\s+')).join('|'), 'giu')
  return (text) => text.replace(any, SHARED_WORDS_PLACEHOLDER)
}

/** Every string inside `value`, rewritten by `f` (keys and non-strings as they are). */
function mapStrings<T>(value: T, f: (s: string) => string): T {
  if (typeof value === 'string') return f(value) as T
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T
  }
  return value
}

/** The words quoted anywhere in a participant's coaching and evidence (folded). */
function quotedWords(p: SectionParticipant, metrics: readonly SectionMetric[]): string[] {
  const coaching = storedCoaching.safeParse({
    insights: p.insights,
    quotes: p.quotes,
    recommendations: p.recommendations,
  }).data
  const narrative = storedNarrative(p.coaching)
  return [
    ...(coaching?.quotes.map((q) => q.quote_text) ?? []),
    ...(narrative ? [...narrative.worked, ...narrative.change].map((c) => c.quote) : []),
    ...metrics
      .filter((m) => m.participantId === p.id)
      .flatMap((m) => storedEvidence.safeParse(m.evidence).data?.examples.map((e) => e.text) ?? []),
  ]
    .map(fold)
    .filter((q) => q.length > 0)
}

/**
 * The one section a recipient reads (decision 024), built from an allow-list: the recipient's
 * own participant's fields, their own metrics, their own lines and the lines around each moment
 * their coaching quotes; nothing else of the meeting but its title, date, length and type. Every
 * string then has the other participants' names replaced, and a line of someone else's that
 * holds words quoted in anyone else's coaching is withheld. The result is parsed through the
 * contract, so no field outside it can ride along.
 */
export function buildSharedSection(input: SectionInput): SharedSection {
  const p = input.participant
  const coaching = storedCoaching.parse({
    insights: p.insights,
    quotes: p.quotes,
    recommendations: p.recommendations,
  })
  const narrative = storedNarrative(p.coaching)
  const dimensions = z.array(storedDimension).catch([]).parse(p.dimensions)
  const mine = input.metrics.filter((m) => m.participantId === p.id)

  const metrics = mine.map((m) => {
    const info = getMetric(m.metricId)
    const evidence = storedEvidence.safeParse(m.evidence).data ?? { summary: '', examples: [] }
    return {
      id: m.metricId,
      name: info?.name ?? m.metricId,
      dimension: m.dimension,
      value: m.value,
      score: m.measured ? m.score : null,
      formattedValue: m.formattedValue,
      description: info?.description ?? '',
      measured: m.measured,
      reason: m.measured ? null : (m.reason ?? 'This transcript does not show enough to measure it.'),
      target: metricTarget.safeParse(m.target).data ?? null,
      evidence: {
        summary: evidence.summary,
        examples: evidence.examples.map((e) => ({ text: e.text, start: e.start, cueId: e.cueId })),
      },
    }
  })

  // The moments the coaching points at, by time: each gets the lines around it.
  const moments = [
    ...(narrative ? [...narrative.worked, ...narrative.change].map((c) => c.at) : []),
    ...coaching.quotes.map((q) => q.timestamp),
    ...metrics.flatMap((m) => m.evidence.examples.map((e) => e.start)),
  ]
  const cues = input.cues
  const isMine = (c: SectionCue) => c.speaker !== null && fold(c.speaker) === fold(p.name)
  const keep = new Set<number>()
  cues.forEach((c, i) => {
    if (isMine(c)) keep.add(i)
  })
  for (const at of moments) {
    // The last line starting at or before the moment.
    let index = -1
    for (let i = 0; i < cues.length; i++) {
      const cue = cues[i]
      if (cue && cue.start <= at + 0.001) index = i
      else break
    }
    if (index < 0) continue
    for (
      let i = Math.max(0, index - CONTEXT_LINES);
      i <= Math.min(cues.length - 1, index + CONTEXT_LINES);
      i++
    ) {
      keep.add(i)
    }
  }
  const othersQuoted = input.others.flatMap((o) => quotedWords(o, input.metrics))
  const lines: SharedLine[] = [...keep]
    .sort((a, b) => a - b)
    .flatMap((i) => {
      const c = cues[i]
      if (!c) return []
      const own = isMine(c)
      const folded = fold(c.text)
      const withheld = !own && othersQuoted.some((q) => folded.includes(q) || q.includes(folded))
      return [{ start: c.start, end: c.end, text: withheld ? '' : c.text, mine: own, withheld }]
    })

  const section: SharedSection = {
    meeting: {
      title: input.meeting.name,
      date: input.meeting.date,
      durationSeconds: input.meeting.durationSeconds,
      meetingType: meetingType.safeParse(input.meeting.meetingType).data ?? null,
    },
    person: {
      name: p.name,
      title: p.jobTitle,
      role: p.role,
      talkTimeSeconds: p.talkTimeSeconds,
      talkTimePercentage: p.talkTimePercentage,
      words: p.words,
      speakingTurns: p.speakingTurns,
      scored: p.scored,
    },
    summary: p.summary,
    coaching: narrative,
    dimensions: DIMENSIONS.map((name) => {
      const stored = dimensions.find((d) => d.name === name)
      return {
        id: dimensionId(name),
        name,
        averageScore: stored?.score ?? null,
        confidence: stored?.confidence ?? 0,
      }
    }),
    insights: coaching.insights,
    quotes: coaching.quotes,
    recommendations: coaching.recommendations,
    metrics,
    lines,
  }
  const names = nameRedactor(p.name, [...input.others.map((o) => o.name), ...input.speakers])
  const words = quoteRedactor(
    othersQuoted,
    cues.filter(isMine).map((c) => c.text),
  )
  // The recipient's own name stays as it is; everything else is rewritten.
  const redacted = mapStrings(section, (text) => names(words(text)))
  return sharedSection.parse({ ...redacted, person: { ...redacted.person, name: p.name } })
}
