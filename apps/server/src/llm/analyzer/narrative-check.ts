import {
  type CoachingChange,
  type CoachingFigures,
  type CoachingPoint,
  type CoachingPractice,
  checkSentence,
  type PersonCoaching,
  proseSentences,
  type SentenceKind,
  type Transcript,
} from '@rapport/analysis'
import { formatMetricValue, getMetricInfo } from '@rapport/analysis/catalogue'
import type { CoachingCorrection } from '@rapport/contracts'
import { recorded } from './coaching-check.ts'
import type { NarrativeOutput } from './schemas.ts'

/**
 * The narrative a model wrote (headline, worked, change, practice), checked point by point before
 * it is stored, with the rules the built-in narrative is held to (`auditNarratives` in
 * @rapport/analysis) and the claim checks of `coaching-check.ts`:
 *
 * - each quote is word for word in one cue of that speaker starting within 2 s of `at`, or in their
 *   turn starting there (case, punctuation and quote marks ignored); the stored quote is cut from
 *   the cue and `at` is its start;
 * - every number in a text (outside quotation marks) is a figure of the input: the person's
 *   measurements, the moments and lines they were shown, the draft, the meeting's facts; or a
 *   time at which a cue starts, or a figure of 100 or more (or with decimals) said in the meeting;
 * - `instead` differs from its quote;
 * - a name in a hand-off or an address ("ask Louis", "Louis, what…") is a participant's;
 * - every sentence passes the premise rules (`checkSentence`);
 * - the practice is on a metric the person was measured on with a direction, `current` is our
 *   measured value, and its target moves from it in that direction (else the built-in practice).
 *
 * A point that fails is dropped. Without a headline, a worked or a change point left, the person
 * keeps the built-in narrative; the returned reason says why.
 */

export interface NarrativeCheckContext {
  transcript: Transcript
  speaker: string
  figures: CoachingFigures
  /** Every number the model was given (`numbersIn` over the data sections, the transcript aside). */
  allowedNumbers: ReadonlySet<string>
  /** Lower-case words of the participants' names and the names they are addressed by. */
  participantNames: ReadonlySet<string>
  metrics: readonly { id: string; value: number; measured: boolean; score: number | null }[]
  builtinPractice: CoachingPractice | null
}

export interface CheckedNarrative {
  /** Null when the built-in narrative stands (then `fallbackReason` says why). */
  coaching: PersonCoaching | null
  fallbackReason: string | null
  corrections: CoachingCorrection[]
}

const AT_TOLERANCE_SECONDS = 2
const WORD = /[\p{L}\p{N}]+(?:['\u2019\u02bc][\p{L}\p{N}]+)*/gu
const AFTER = /^[.?!\u2026]+/
const QUOTED = /\u201c[^\u201d]*\u201d|"[^"]*"/g
/** A number, not part of a name ("ERC-20", "EIP-7702", "L2", "devnet4": identifiers, not counts). */
const NUMBER = /(?<![\p{L}\d.:]|\p{L}-)\d+(?:[.:]\d+)*(?![\p{L}\d])/gu

function norm(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2019\u02bc]/g, "'")
}

/** "m:ss" or "h:mm:ss" in seconds. */
export function seconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** A number as compared: "4:05" as written, "12.50" as 12.5. */
function numberKey(raw: string): string {
  return raw.includes(':') ? raw : String(Number(raw))
}

/** The numbers written in a text, as keys ("3", "12.5", "4:05"); thousands separators removed. */
export function numbersIn(text: string): string[] {
  return [...text.replace(/(\d),(\d{3})\b/g, '$1$2').matchAll(NUMBER)].map((m) => numberKey(m[0]))
}

/**
 * The quote as said in one cue of `speaker`, cut from the cue, with that cue's start. The cue starts
 * within 2 s of `at` (the model sees one line per cue, `speechLines`), or lies inside the speaker's
 * turn that starts there (a moment's or a draft's time may be its turn's).
 */
export function quoteInCue(
  transcript: Transcript,
  speaker: string,
  quote: string,
  at: number,
): { quote: string; at: number } | null {
  const words = [...quote.matchAll(WORD)].map((m) => norm(m[0]))
  if (words.length === 0) return null
  const turn = transcript.turns.find(
    (t) => t.speaker === speaker && Math.abs(t.start - at) <= AT_TOLERANCE_SECONDS,
  )
  const inTurn = new Set(turn?.cueIds ?? [])
  for (const cue of transcript.cues) {
    if (cue.speaker !== speaker) continue
    if (Math.abs(cue.start - at) > AT_TOLERANCE_SECONDS && !inTurn.has(cue.id)) continue
    const tokens = [...cue.text.matchAll(WORD)]
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (!words.every((w, k) => norm(tokens[i + k]?.[0] ?? '') === w)) continue
      const first = tokens[i]
      const last = tokens[i + words.length - 1]
      if (!first || !last) continue
      let to = last.index + last[0].length
      to += AFTER.exec(cue.text.slice(to))?.[0].length ?? 0
      return { quote: cue.text.slice(first.index, to), at: cue.start }
    }
  }
  return null
}

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Words that open a sentence with a comma without being a name. */
const NOT_A_NAME = new Set(
  'so yes no okay ok well instead next then first also now right sure great thanks thank and but or here there today tomorrow again later finally meanwhile otherwise still again however for ask try say i'.split(
    ' ',
  ),
)
const HANDOFF =
  /\b(?:ask(?:ed|ing)?|invit(?:e|ed|ing)|bring(?:ing)?|brought|turn(?:ed)? to|over to|hand(?:ed|ing)? (?:\w+ ){0,2}to|pass(?:ed|ing)? (?:\w+ ){0,2}to|check(?:ed)? with|name)\s+(\p{Lu}[\p{L}'-]+)/gu
/** "Louis, what do you think…": a name followed by a question or request to them. */
const ADDRESS =
  /(?:^|[.?!:;\u201c"]\s*)(\p{Lu}[\p{L}'-]+),\s+(?:could|would|can|will|do|did|what|how|when|where|which|who|why|is|are|have|you|your|please|any|I'd|I)\b/gu

/**
 * The words a text may name people by: each word of every label and address, in lower case; a
 * hyphenated word also by its parts ("Jean-Luc" is also "Jean", the handle "jochem-brouwer" "Jochem").
 */
export function nameWords(names: readonly string[]): Set<string> {
  return new Set(
    names
      .flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}'-]+/u))
      .flatMap((n) => [n, ...n.split('-')])
      .filter(Boolean),
  )
}

/** Names a text hands something to or addresses that are not the meeting's participants. */
export function strangers(text: string, names: ReadonlySet<string>): string[] {
  const out: string[] = []
  for (const re of [HANDOFF, ADDRESS]) {
    for (const m of text.matchAll(re)) {
      const name = m[1] ?? ''
      const key = name.toLowerCase().replace(/['\u2019]s$/, '')
      if (NOT_A_NAME.has(key) || names.has(key)) continue
      out.push(name)
    }
  }
  return out
}

/**
 * Numbers a text may take from the transcript itself: a time at which a cue starts ("at 37:33"), and
 * a figure someone said that is no count (an identifier, an amount: "PR 625", "2.5"). Small whole
 * numbers are what invented counts are made of, so they must be figures the model was given.
 */
export function transcriptNumber(n: string, transcript: Transcript): boolean {
  if (n.includes(':')) {
    const t = seconds(n)
    return transcript.cues.some((c) => Math.abs(c.start - t) <= AT_TOLERANCE_SECONDS)
  }
  if (!n.includes('.') && Number(n) < 100) return false
  return spokenNumbers(transcript).has(n)
}

const spokenCache = new WeakMap<Transcript, Set<string>>()
function spokenNumbers(transcript: Transcript): Set<string> {
  let set = spokenCache.get(transcript)
  if (!set) {
    set = new Set(transcript.cues.flatMap((c) => numbersIn(c.text)))
    spokenCache.set(transcript, set)
  }
  return set
}

function unquoted(text: string): string {
  return text.replace(QUOTED, ' ')
}

/** The first rule a text breaks, or null. */
function fault(
  text: string,
  kind: SentenceKind | null,
  ctx: NarrativeCheckContext,
  extraNumbers: readonly string[] = [],
): string | null {
  const allowed = (n: string) =>
    ctx.allowedNumbers.has(n) || extraNumbers.includes(n) || transcriptNumber(n, ctx.transcript)
  const bad = numbersIn(unquoted(text)).find((n) => !allowed(n))
  if (bad !== undefined) return `number-not-in-figures:${bad}`
  const stranger = strangers(text, ctx.participantNames)[0]
  if (stranger) return `name-not-a-participant:${stranger}`
  if (kind) {
    for (const sentence of proseSentences(text)) {
      const v = checkSentence(sentence, kind, ctx.figures)[0]
      if (v) return v.rule
    }
  }
  return null
}

export function checkLlmNarrative(out: NarrativeOutput, ctx: NarrativeCheckContext): CheckedNarrative {
  const corrections: CoachingCorrection[] = []
  const note = (part: CoachingCorrection['part'], rule: string, text: string) =>
    corrections.push({ part, rule, action: 'dropped', text: recorded(text) })
  const measured = new Map(ctx.metrics.filter((m) => m.measured && m.score !== null).map((m) => [m.id, m]))
  const quoted = new Set<string>()

  /** The point with its quote cut from the cue, or the rule it breaks. */
  const checkPoint = (
    p: NarrativeOutput['worked'][number],
    kind: SentenceKind,
  ): { point: CoachingPoint } | { rule: string } => {
    const found = quoteInCue(ctx.transcript, ctx.speaker, p.quote, seconds(p.at))
    if (!found) return { rule: 'quote-in-cue-at' }
    const key = comparable(found.quote)
    if (quoted.has(key)) return { rule: 'quote-used-twice' }
    const rule = fault(p.text, kind, ctx, numbersIn(found.quote))
    if (rule) return { rule }
    quoted.add(key)
    return {
      point: {
        text: p.text,
        quote: found.quote,
        at: found.at,
        metric: p.metric !== null && measured.has(p.metric) ? p.metric : null,
      },
    }
  }

  const headlineRule = fault(out.headline, 'summary', ctx)
  if (headlineRule) note('headline', headlineRule, out.headline)

  const change: CoachingChange[] = []
  for (const c of out.change) {
    if (comparable(c.instead) === comparable(c.quote)) {
      note('change', 'instead-repeats-quote', c.quote)
      continue
    }
    const insteadRule = fault(c.instead, null, ctx, numbersIn(c.quote))
    if (insteadRule) {
      note('change', insteadRule, c.instead)
      continue
    }
    const checked = checkPoint(c, 'opportunity')
    if ('rule' in checked) note('change', checked.rule, `${c.text} “${c.quote}”`)
    else change.push({ ...checked.point, instead: c.instead })
  }
  const worked: CoachingPoint[] = []
  for (const w of out.worked) {
    const checked = checkPoint(w, 'strength')
    if ('rule' in checked) note('worked', checked.rule, `${w.text} “${w.quote}”`)
    else worked.push(checked.point)
  }

  let practice = practiceOf(out.practice, ctx, (rule) => note('practice', rule, out.practice.text))
  if (!practice && ctx.builtinPractice) {
    const last = corrections.at(-1)
    if (last?.part === 'practice') last.action = 'replaced'
    practice = ctx.builtinPractice
  }

  const fallbackReason = headlineRule
    ? 'narrative_headline'
    : // Either part may be empty, as in the built-in narrative (not both); a part refused whole may not.
      worked.length === 0 && (out.worked.length > 0 || change.length === 0)
      ? 'narrative_worked'
      : change.length === 0 && out.change.length > 0
        ? 'narrative_change'
        : !practice
          ? 'narrative_practice'
          : null
  if (fallbackReason || !practice) return { coaching: null, fallbackReason, corrections }
  return { coaching: { headline: out.headline, worked, change, practice }, fallbackReason: null, corrections }
}

/** The model's practice with our `current` and direction, or null (and the rule it broke). */
function practiceOf(
  p: NarrativeOutput['practice'],
  ctx: NarrativeCheckContext,
  broke: (rule: string) => void,
): CoachingPractice | null {
  const metric = ctx.metrics.find((m) => m.id === p.metric && m.measured && m.score !== null)
  const info = getMetricInfo(p.metric)
  if (!metric || !info) {
    broke('practice-metric-not-measured')
    return null
  }
  if (info.direction === 'maintain') {
    broke('practice-metric-without-direction')
    return null
  }
  const current = metric.value
  const direction = info.direction
  if (direction === 'increase' ? p.target <= current : p.target >= current || p.target < 0) {
    broke('practice-target-direction')
    return null
  }
  const ours = [
    ...numbersIn(String(p.target)),
    ...numbersIn(formatMetricValue(info.valueFormat, p.target)),
    ...numbersIn(formatMetricValue(info.valueFormat, current)),
  ]
  const rule = fault(p.text, 'action', ctx, ours)
  if (rule) {
    broke(rule)
    return null
  }
  return { text: p.text, metric: p.metric, target: p.target, current, direction }
}
