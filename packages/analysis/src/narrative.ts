import { inRound, type RoundTurn } from './chaired-rounds.ts'
import type { RecommendationItem } from './coaching.ts'
import type { ParticipantMeasurement } from './measure.ts'
import {
  closeStart,
  closesMeeting,
  decisionClause,
  type MeetingClose,
  meetingClose,
  RECAP,
} from './meeting-close.ts'
import { formatMetricValue, getMetricInfo, type MetricInfo } from './metric-catalogue.ts'
import { formatClock, formatSeconds } from './metrics/format.ts'
import { plural } from './metrics/scale.ts'
import type { RoleKind } from './metrics/types.ts'
import { addressedIn, type MeetingMoments, type Moment, presentAt } from './moments.ts'
import type { NarrativeClaim } from './narrative-claims.ts'
import { hedgeRewrite, openUp } from './personal.ts'
import { isMeetingLogistics, isPleasantry, readsCleanly, trailsOff } from './quotes.ts'
import { MIN_WORDS_FOR_SCORING } from './rules.ts'
import type { MetricScore } from './scoring.ts'
import { statesAView } from './stance.ts'
import type { Cue } from './transcript.ts'
import { type MeetingTerms, surfaceOf, UPTAKE_WINDOW_SECONDS } from './uptake.ts'
import { splitCount, splitSentences } from './words.ts'

/**
 * One person's coaching as a coach writes it (issue 29): the single most important thing, what
 * worked and what to change, each at a moment of the meeting with their own words, a line to use
 * instead, and one thing to practise that the next upload measures.
 *
 * Every point starts from a moment (moments.ts) or a measured figure, and is checked before it is
 * kept: the quote is one cue of this person, word for word, `at` that cue's start; a person named
 * in a suggestion was in the meeting around that moment; the line to use differs from the quote.
 * A point that fails a check is dropped, never reworded into something unchecked.
 */

export interface CoachingPoint {
  /** What they did and what it led to. */
  text: string
  /** Their words, verbatim from one cue. */
  quote: string
  /** The quoted cue's start, seconds. */
  at: number
  /** The catalogue metric the point is about, when it is about one. */
  metric: string | null
}

export interface CoachingChange extends CoachingPoint {
  /** A line to use next time: their own sentence rewritten, or a behaviour said as a line. */
  instead: string
}

export interface CoachingPractice {
  text: string
  /** The catalogue metric the next upload measures. */
  metric: string
  /** The value to reach, in the metric's unit. */
  target: number
  /** The value in this meeting. */
  current: number
  direction: 'increase' | 'decrease'
}

export interface PersonCoaching {
  headline: string
  worked: CoachingPoint[]
  change: CoachingChange[]
  practice: CoachingPractice
}

/** A turn another speaker took over before it was finished. */
export interface CutOff {
  /** The last cue of the turn cut off. */
  cueId: string
  /** The cue that came in over it. */
  by: Cue
}

export interface NarrativeInput {
  measurement: ParticipantMeasurement
  metrics: readonly MetricScore[]
  roleKind: RoleKind
  /** How each speaker is addressed, by label (names.ts). */
  addresses: ReadonlyMap<string, string>
  meeting: MeetingMoments
  cues: ReadonlyMap<string, Cue>
  /** Every turn someone else cut off, by the person cut off. */
  cutOffs: ReadonlyMap<string, readonly CutOff[]>
  /** The next cue of another speaker after each cue, by cue id. */
  nextOther: ReadonlyMap<string, Cue>
  /** Each speaker's cues, in time order. */
  cuesBySpeaker: ReadonlyMap<string, readonly Cue[]>
  /** The ideas others took up, and who said which rare word when (uptake.ts). */
  terms: MeetingTerms
  /** Which kinds of claim may be shown (narrative-claims.ts). */
  claims: (claim: NarrativeClaim) => boolean
  /** The called turns of rounds someone ran (chaired-rounds.ts). */
  rounds: readonly RoundTurn[]
  /** The acts of the sentence `text` of a cue (empty when the act layer split it otherwise). */
  actsOf: (cueId: string, text: string) => readonly string[]
}

/** "X went on with …" is what came next only when X came in this soon after. */
const NEXT_WITHIN_SECONDS = 30

/** The next cue of someone else after the moment's, when it came within `seconds` of it. */
function nextWithin(input: NarrativeInput, moment: Moment, seconds: number): Cue | undefined {
  const next = input.nextOther.get(moment.cueId)
  const cue = input.cues.get(moment.cueId)
  return next && cue && next.start - cue.end <= seconds ? next : undefined
}

/** How long after a moment the speaker's own next words still belong to the same breath. */
const SAME_BREATH_SECONDS = 10

/** The speaker's own cues that start after the moment's, within `seconds`, before anyone else spoke. */
function ownFollowing(input: NarrativeInput, moment: Moment, seconds: number): Cue[] {
  const other = input.nextOther.get(moment.cueId)
  return (input.cuesBySpeaker.get(moment.speaker) ?? []).filter(
    (c) => c.start > moment.at && c.start - moment.at <= seconds && (!other || c.start < other.start),
  )
}

/** The speaker asked something in the moment's cue or straight after it (a question of their own). */
function askedAround(input: NarrativeInput, moment: Moment): boolean {
  const cue = input.cues.get(moment.cueId)
  if (cue?.text.includes('?')) return true
  return ownFollowing(input, moment, SAME_BREATH_SECONDS).some((c) => c.text.includes('?'))
}

/** The speaker went straight on after the moment, with more than a few words, before anyone else spoke. */
function wentOnAfter(input: NarrativeInput, moment: Moment): boolean {
  return ownFollowing(input, moment, 30).some((c) => c.text.trim().split(/\s+/).length >= 4)
}

/** Whether the moment's sentence brought an idea into the discussion that others took up. */
function takenUp(input: NarrativeInput, moment: Moment): boolean {
  return (input.terms.ideas.get(moment.speaker) ?? []).some(
    (i) => i.cueId === moment.cueId && i.quote === moment.quote,
  )
}

/**
 * True when the next speaker, within seconds, opened by agreeing and went on with it ("Yeah, you
 * could look here"): the proposal was taken up, whatever the words.
 */
function agreedAtOnce(input: NarrativeInput, moment: Moment): boolean {
  const reply = nextWithin(input, moment, ANSWER_WITHIN_SECONDS)
  if (!reply?.speaker) return false
  // Captions cut a reply into pieces ("Yeah," / "you could look here"): read its next cues with it.
  const theirs = input.cuesBySpeaker.get(reply.speaker) ?? []
  const from = theirs.indexOf(reply)
  const parts = [reply]
  for (let i = from + 1; i > 0 && i < theirs.length && parts.length < 3; i++) {
    const next = theirs[i] as Cue
    if (next.start - (parts[parts.length - 1] as Cue).end > 2) break
    parts.push(next)
  }
  const text = parts.map((c) => c.text.trim()).join(' ')
  return (
    NOD.test(text) &&
    !/^\S+,?\s+(?:but|no|not|although|however)\b/i.test(text) &&
    text.split(/\s+/).length >= 3
  )
}

/** A candidate point with how much it matters for this person, and the short form for the headline. */
interface Candidate<P extends CoachingPoint> {
  point: P
  weight: number
  /** The kind of claim the point makes (narrative-claims.ts): only some are shown. */
  claim: NarrativeClaim
  /** Completes "Name, you …" (worked) or "next time, …" (change). */
  gist: string
  /** The quote is part of a sentence: kept when nothing whole says the same. */
  part?: boolean
  /** What to practise when this is the lead change. */
  practice?: { metric: string; text: (target: string, current: string) => string }
}

const MAX_POINTS = 3

/** "once", "twice", "3 times". */
function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`
}

function clock(seconds: number): string {
  return formatClock(seconds)
}

/** The first word of a label's address name ("Nico" for "Nico Flaig"). */
function nameOf(addresses: ReadonlyMap<string, string>, label: string): string {
  return addresses.get(label) ?? label
}

function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** True when `quote` is word for word in one cue of `speaker` that starts at `at`. */
function quoteHolds(cues: ReadonlyMap<string, Cue>, cueId: string, speaker: string, quote: string): boolean {
  const cue = cues.get(cueId)
  return cue !== undefined && cue.speaker === speaker && cue.text.includes(quote)
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const LEAD_WORDS = /^(?:(?:so|and|but|okay|ok|well|yeah|yes|right|um|uh|alright|now|then),?\s+)+/i

/** The sentence without a spoken lead-in ("So, yeah, …"), capitalised. */
function withoutLead(text: string): string {
  const t = text.replace(LEAD_WORDS, '').trim()
  return t.charAt(0).toUpperCase() + t.slice(1)
}

const FILLERS = /\b(?:uh|um|uhm|umm|er|erm|ah|eh)\b[,.]?\s*/gi
/** The filled pauses of a sentence as said, by word: "“um” twice and “uh” once". */
function fillersSaid(text: string): string {
  const counts = new Map<string, number>()
  for (const m of text.matchAll(FILLERS)) {
    const word = m[0].replace(/[,.\s]+$/, '').toLowerCase()
    counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  return listOf([...counts].map(([word, n]) => `“${word}” ${times(n)}`))
}

/** ", like," and ", you know," between commas: fillers, not the verb ("I like it"). */
const VERBAL_FILLERS = /,\s*(?:like|you know|i mean|kind of|sort of)\s*,/gi

/** Signposts that lay out a route through the talk (not "for example" or "the reason is"). */
const ROUTE =
  /(?:^|[,;:]\s*|\b(?:so|and|then|now|okay)\s+)(?:first(?:ly| of all)?|second(?:ly)?|third(?:ly)?|next|finally|lastly|to (?:start|begin|summari[sz]e|sum up|recap|conclude)|in summary|in conclusion|moving on|move on to|one more thing|(?:two|three|a couple of) things)\b(?! (?:year|week|month|time|meeting|call|day|run|one)\b)/i

/** A sentence that opens with a subordinate clause and may have no main clause of its own. */
const SUBORDINATE_START =
  /^(?:assuming|supposing|if|unless|when|whenever|while|because|since|although|though|given|provided)\b/i

/** ", you know." closing a sentence. */
const TRAILING_FILLER = /,\s*(?:you know|i mean|like)\s*([.!?])$/i

/**
 * The end of a long statement, from a clause boundary: the words of it said again, as a line to
 * use, with the question that hands over after it. A statement of up to 16 words is said whole.
 */
export function closingWords(text: string): string {
  const whole = fluent(withoutLead(text))
  const words = whole.split(/\s+/)
  if (words.length <= 16) return whole
  const clauses = whole.split(/(?<=[,;:])\s+/)
  let tail = ''
  for (let i = clauses.length - 1; i > 0; i--) {
    tail = clauses.slice(i).join(' ')
    if (tail.split(/\s+/).length >= 3) break
  }
  const size = tail.split(/\s+/).length
  return tail !== '' && size >= 3 && size <= 16 ? `…${tail}` : `…${words.slice(-10).join(' ')}`
}

/** The sentence without filled pauses and immediate word repeats. */
function fluent(text: string): string {
  const noFillers = text.replace(VERBAL_FILLERS, ' ').replace(TRAILING_FILLER, '$1').replace(FILLERS, '')
  const words = noFillers.split(/\s+/).filter((w) => w !== '')
  const out: string[] = []
  for (const w of words) {
    const prev = out[out.length - 1]
    if (prev && prev.toLowerCase().replace(/[^\p{L}]/gu, '') === w.toLowerCase().replace(/[^\p{L}]/gu, ''))
      continue
    out.push(w)
  }
  const t = out
    .join(' ')
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/^[,\s]+/, '')
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** How far back a two-person exchange is looked for, seconds. */
const EXCHANGE_SECONDS = 20

/**
 * True when `cue` continues a two-person exchange with `other`: they spoke (more than a few words)
 * in the seconds before it, and nobody else did in between.
 */
function inExchangeWith(input: NarrativeInput, cue: Cue, other: string): boolean {
  const from = cue.start - EXCHANGE_SECONDS
  const theirs = (input.cuesBySpeaker.get(other) ?? []).filter(
    (c) => c.start >= from && c.start < cue.start && c.text.trim().split(/\s+/).length >= 4,
  )
  const last = theirs[theirs.length - 1]
  if (!last) return false
  for (const [speaker, cues] of input.cuesBySpeaker) {
    if (speaker === other || speaker === cue.speaker) continue
    if (
      cues.some((c) => c.start > last.start && c.start < cue.start && c.text.trim().split(/\s+/).length >= 4)
    )
      return false
  }
  return true
}

/**
 * The sentence without its filled pauses, when that reads as a finished sentence a person could
 * say ("I just thought I'd pick the easiest one."); null when what is left is still broken ("I m
 * I mean like on here, drawing") or stops short: such a line is no model to follow.
 */
function fluentRewrite(text: string): string | null {
  const clean = fluent(text)
  if (clean.split(/\s+/).length < 5 || normalized(clean) === normalized(text)) return null
  // "with the with speakers": a restart the filled pauses had hidden.
  if (/\b(with|the|to|of|in|on|for|and|is|it|a)\s+\S+\s+\1\b/i.test(clean)) return null
  return readsCleanly(clean) && !trailsOff(clean) && /[.!?]$/.test(clean) ? clean : null
}

/**
 * The last whole statement (six words or more, finished) in the last three cues of a turn, as the
 * line the turn could have handed over after; null when those cues ask something.
 */
function lastWholeStatement(
  input: NarrativeInput,
  cueIds: readonly string[],
): { cue: Cue; last: string } | null {
  const self = input.measurement.name
  let unquotable = 0
  for (const id of [...cueIds].reverse().slice(0, 3)) {
    const cue = input.cues.get(id)
    if (!cue || cue.speaker !== self) continue
    if (cue.text.includes('?')) return null
    const whole = ownSentences(input)
      .filter((x) => x.cueId === id && x.text.split(/\s+/).length >= 6 && !trailsOff(x.text))
      .pop()
    // A cue that carries on the sentence before it ("so we can have … very easy to use.") is whole
    // enough when it finishes cleanly.
    const text = cue.text.trim()
    const last =
      whole?.text ??
      (/[.!]$/.test(text) &&
      text.split(/\s+/).length >= 8 &&
      !trailsOff(text) &&
      (readsCleanly(text) || fluentRewrite(text) !== null)
        ? text
        : null)
    if (last && !INDIRECT_QUESTION.test(last) && !isPleasantry(last) && !/\bthank/i.test(last))
      return { cue, last }
    // Two later lines with something in them that cannot be quoted ("So you can see that when it
    // lays like this", "and the buttons are all gonna be rubber, so… um"): the turn went on past
    // any earlier statement (one such line is a caption's cut, passed over).
    if (splitCount(text) >= 5 && ++unquotable >= 2) return null
  }
  return null
}

/**
 * The first view the person stated cleanly among their sentences that `where` keeps: the point of
 * a long stretch, to move to its front or stop after. "I'm going to explain that on the board"
 * announces the talk; it is not its point.
 */
function pointIn(input: NarrativeInput, where: (s: OwnSentence) => boolean): OwnSentence | undefined {
  return ownSentences(input).find((s) => {
    if (!where(s) || !statesAView(s.text) || PRESENTING.test(s.text) || s.text.endsWith('?')) return false
    // "Let's say they have the first 1,000 blocks" sets up an example: it is no view to lead with.
    if (HYPOTHETICAL.test(s.text)) return false
    const n = s.text.split(/\s+/).length
    return n >= 6 && n <= 30 && mainClauseHasVerb(s.text) && readsCleanly(s.text) && !trailsOff(s.text)
  })
}

/** The last cue of more than a few words before `cue`, by anyone, within half a minute. */
function lastWordsBefore(input: NarrativeInput, cue: Cue): Cue | undefined {
  let found: Cue | undefined
  for (const c of input.cues.values()) {
    if (c.start >= cue.start) break
    if (c.speaker !== null && c.start >= cue.start - 30 && c.text.trim().split(/\s+/).length >= 4) found = c
  }
  return found
}

/** "I'm assuming", "and then I think": words that open a clause still to come. */
const THAT_CLAUSE_LEAD =
  /^(?:(?:and|so|but|then)\s+)*i(?:'m| am)? (?:assuming|assume|think|guess|believe|suppose|expect|hope|reckon)\b/i

/** How close a cue must follow the speaker's previous one to carry on its sentence, seconds. */
const CARRIES_ON_SECONDS = 2

/**
 * True when `cue` follows the speaker's previous cue at once and that cue ended on a sentence
 * without a verb of its own ("And then I'm assuming the next DevNet after that, DevNet 5."): the
 * two are one sentence, cut by the captions.
 */
function continuesOwnCue(input: NarrativeInput, cue: Cue): boolean {
  const own = input.cuesBySpeaker.get(cue.speaker ?? '') ?? []
  const at = own.indexOf(cue)
  const previous = at > 0 ? own[at - 1] : undefined
  if (!previous || cue.start - previous.end > CARRIES_ON_SECONDS) return false
  const sentences = previous.text.trim().match(/[^.!?]+[.!?]*/g) ?? []
  const last = sentences[sentences.length - 1]?.trim() ?? ''
  return !/[.!?]$/.test(last) || !mainClauseHasVerb(last.replace(THAT_CLAUSE_LEAD, ''))
}

/** Background before a question that makes it a run-up: seconds, and words. */
const RUN_UP_SECONDS = 15
const RUN_UP_WORDS = 30

/** A question to the room in general ("Any questions?"), which closes a talk rather than asks. */
const ANY_QUESTIONS =
  /\b(?:any(?:one|body)?(?: (?:else|other|more))? (?:questions?|comments?|thoughts?|objections?)|anything else)\b/i

/**
 * The person's first turn whose first question comes after a long run-up of their own and was
 * answered by someone else straight after the turn: its opening sentence (one cue), the question
 * as a sentence to say (a clause after ", and" made a sentence), and the times.
 */
function buriedQuestion(
  input: NarrativeInput,
): { turnStart: number; at: number; question: string; opening: OwnSentence } | null {
  const self = input.measurement.name
  const sentences = ownSentences(input)
  for (const { turn } of input.measurement.speech.turns) {
    // A turn of one cue has no run-up (most turns: no list made for them).
    if (turn.cueIds.length < 2) continue
    const all = turn.cueIds.map((id) => input.cues.get(id)).filter((c): c is Cue => c?.speaker === self)
    // The run-up starts at the first line with something in it: "Oh, here they come." as people
    // join is no background to the question (encryptthemempool-007).
    const substantive = all.findIndex(
      (c) => splitCount(c.text.trim()) >= 5 && !isPleasantry(c.text) && !isMeetingLogistics(c.text),
    )
    const cues = substantive < 0 ? [] : all.slice(substantive)
    const first = cues[0]
    const last = cues[cues.length - 1]
    if (!first || !last || cues.length < 2) continue
    const asking = cues.findIndex((c) => c.text.includes('?'))
    const ask = cues[asking]
    if (!ask || asking === 0 || ask.start - first.start < RUN_UP_SECONDS) continue
    const before = cues.slice(0, asking).reduce((n, c) => n + splitCount(c.text.trim()), 0)
    if (before < RUN_UP_WORDS) continue
    const question = questionSentence(ask.text)
    const opening = sentences.find((x) => x.cueId === first.id && !x.text.includes('?'))
    if (!question || !opening || ANY_QUESTIONS.test(question) || question.split(/\s+/).length < 5) continue
    // Answered: someone else came in within seconds of the turn's end and said something.
    const reply = input.nextOther.get(last.id)
    if (!reply?.speaker || reply.start - last.end > ANSWER_WITHIN_SECONDS) continue
    if (reply.text.trim().split(/\s+/).length < 6 || !spokeEnough(input, reply.speaker)) continue
    return { turnStart: first.start, at: ask.start, question, opening }
  }
  return null
}

/** The question in a cue as a sentence of its own ("…branches, and is this mostly for the CL?" → "Is this mostly for the CL?"). */
function questionSentence(text: string): string | null {
  const sentence = /([^.!?]*\?)/.exec(text)?.[1]?.trim()
  if (!sentence) return null
  const clause =
    sentence
      .split(/,\s+(?:and|or|but|so)\s+/i)
      .pop()
      ?.trim() ?? sentence
  const bare = withoutLead(clause)
  if (!QUESTION_START.test(bare) || !readsCleanly(bare) || TAG_ENDING.test(bare)) return null
  return capitalised(bare)
}

/** True when `person` said enough in the meeting to be named in someone else's coaching. */
function spokeEnough(input: NarrativeInput, person: string): boolean {
  return (input.meeting.presence.get(person)?.words ?? 0) >= MIN_WORDS_FOR_SCORING
}

/** Someone to hand to at `at`: present then, not the speaker, the one who spoke most nearby. */
function someonePresent(input: NarrativeInput, at: number, prefer: string | null): string | null {
  const self = input.measurement.name
  if (prefer && prefer !== self && presentAt(input.meeting, prefer, at)) return prefer
  let best: string | null = null
  let bestNear = 0
  for (const [label, p] of input.meeting.presence) {
    if (label === self || !presentAt(input.meeting, label, at)) continue
    const near = p.starts.filter((t) => Math.abs(t - at) <= 300).length
    if (near > bestNear) {
      best = label
      bestNear = near
    }
  }
  return best
}

/**
 * How often each speaker who spoke enough was cut off (`cut`) and cut in on someone else (`cutIn`).
 * Overlap is how people talk: in a lively meeting everyone is cut off and cuts in now and then, so
 * talking over is coached only for a person who does it (or has it done to them) clearly more than
 * the others in the same meeting.
 */
function interruptionCounts(input: NarrativeInput): Map<string, { cut: number; cutIn: number }> {
  const out = new Map<string, { cut: number; cutIn: number }>()
  for (const label of input.meeting.presence.keys())
    if (spokeEnough(input, label)) out.set(label, { cut: 0, cutIn: 0 })
  for (const [person, list] of input.cutOffs) {
    const cutOff = out.get(person)
    if (cutOff) cutOff.cut += list.length
    for (const c of list) {
      const by = c.by.speaker ? out.get(c.by.speaker) : undefined
      if (by) by.cutIn += 1
    }
  }
  return out
}

/**
 * True when the person talked straight on after the cue that came in over them (`next`, the next
 * cue of someone other than the one who came in), within 2 s of its end: an echo or an aside, not
 * a lost floor.
 */
export function keptTheFloor(cut: CutOff, next: Cue | undefined, person: string): boolean {
  return next?.speaker === person && next.start - cut.by.end <= 2
}

/** True when `count` is well above what the others in the meeting had: twice their median, and the most or close to it. */
export function standsOut(count: number, others: readonly number[], floor: number): boolean {
  if (count < floor) return false
  if (others.length === 0) return true
  const sorted = [...others].sort((a, b) => a - b)
  const median = sorted[sorted.length >> 1] ?? 0
  const most = sorted[sorted.length - 1] ?? 0
  return count >= 2 * median && count >= most * 0.8
}

/**
 * The first words of the reply that `moment` drew, verbatim from the other person's next cue, cut
 * at about ten words ("…" marks the cut); null when the reply does not read cleanly enough to quote.
 */
function replyOpening(input: NarrativeInput, moment: Moment): string | null {
  // A reply quoted in passing shows what it said: “You” or “Yeah I think” shows nothing.
  if (moment.otherWords) return openingOf(moment.otherWords)
  const reply = input.nextOther.get(moment.cueId)
  if (!reply || reply.speaker !== moment.other) return null
  return openingOf(reply.text)
}

/**
 * What the answer to a question said: the first sentence of the reply that reads cleanly and is
 * more than a nod ("Yeah, good question."), cut at about ten words; null when none does.
 */
function answerTo(input: NarrativeInput, question: Moment): string | null {
  if (question.otherWords) return replyOpening(input, question)
  const reply = input.nextOther.get(question.cueId)
  if (!reply || reply.speaker !== question.other) return null
  for (const sentence of reply.text.trim().match(/[^.!?]+[.!?]*/g) ?? []) {
    const opening = openingOf(sentence.trim())
    if (opening && !isPleasantry(sentence.trim())) return opening
  }
  return null
}

/** The first sentence of a reply, cut at about ten words ("…" marks the cut); null when it does not read cleanly. */
function openingOf(text: string): string | null {
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(text.trim())?.[1] ?? text.trim()
  const words = sentence.split(/\s+/)
  const opening =
    words.length <= 14
      ? sentence
      : `${words
          .slice(0, 10)
          .join(' ')
          .replace(/[,;:]+$/, '')}…`
  const plain = opening.replace(/…$/, '')
  // A reply starts a sentence: "they have team elements." finishes the other person's own point.
  if (!/^[\p{Lu}\d"“']/u.test(plain)) return null
  if (words.length < 5 || !readsCleanly(plain) || (trailsOff(plain) && opening === sentence)) return null
  return opening
}

/** Words that open a sentence before a comma without naming anyone ("So, where's the volume?"). */
const OPENERS_BEFORE_COMMA = new Set(
  'so okay ok yeah yes well and but right sorry wait hmm um uh oh alright now then'.split(' '),
)

/** Seconds without a word after a turn that count as the room waiting for someone to take it. */
const WAITED_SECONDS = 4

/**
 * What followed a turn that ended on a statement, as the end of that sentence: the room waited
 * (", and nobody spoke for 6 s."), or the next person came in with a question of their own
 * (", and Linh came in with a question: “…?”"); a full stop when it was neither.
 */
function afterTurn(input: NarrativeInput, lastCueId: string, end: number): string {
  const next = input.nextOther.get(lastCueId)
  if (!next?.speaker) return '.'
  // They went on themselves before anyone else came in ("I think… I'm the only one here…"): no
  // silence, and no one else's question, followed the turn.
  for (const c of input.cues.values()) {
    if (c.start >= next.start) break
    if (c.start >= end && c.speaker === input.measurement.name) return '.'
  }
  const gap = next.start - end
  if (gap >= WAITED_SECONDS && gap < 60) return `, and nobody spoke for ${Math.round(gap)} s.`
  const question = next.text
    .trim()
    .match(/[^.!?]+\?/)?.[0]
    ?.trim()
  // A question about the turn: not one put to a third person by name ("Marius, is your hand still
  // up?"), about the call's equipment, or a thank-you.
  const self = nameOf(input.addresses, input.measurement.name).toLowerCase()
  const toSomeone = /^([\p{Lu}][\p{L}'-]+),/u.exec(question ?? '')?.[1]?.toLowerCase()
  const asked =
    question &&
    question.split(/\s+/).length >= 4 &&
    question.split(/\s+/).length <= 14 &&
    readsCleanly(question) &&
    !isMeetingLogistics(question) &&
    !/^thank/i.test(question) &&
    (!toSomeone || toSomeone === self || OPENERS_BEFORE_COMMA.has(toSomeone))
  return asked ? `, and ${nameOf(input.addresses, next.speaker)} came in with a question: “${question}”` : '.'
}

/** The question someone put, verbatim, when it is short and clean enough to quote in passing. */
function askedWords(moment: Moment): string | null {
  const q = moment.otherWords?.trim()
  if (!q?.endsWith('?')) return null
  const words = q.split(/\s+/).length
  return words >= 3 && words <= 14 && readsCleanly(q) ? q : null
}

function metricOf(metrics: readonly MetricScore[], id: string): MetricScore | undefined {
  return metrics.find((m) => m.id === id)
}

/** True when the metric is measured and scored for this person. */
function scored(metrics: readonly MetricScore[], id: string): boolean {
  const m = metricOf(metrics, id)
  return m?.measured === true && m.score !== null
}

function lowScore(metrics: readonly MetricScore[], id: string, below = 6.5): boolean {
  const m = metricOf(metrics, id)
  return m?.score !== null && m?.score !== undefined && m.measured && m.score < below
}

/** A statement turned into a question by a tag: "…, aren't you?", "…, isn't it?", "…, right?". */
const TAGGED =
  /,\s*(?:(?:\w+n't|is|are|was|were|do|does|did|have|has|can|will|would)\s+(?:you|it|they|we|he|she|i|there|that)|right|yeah|okay|ok|no|correct|you know)\?$/i
const TAG_ENDING = /,\s*(?:right|yeah|okay|ok|no|correct|isn't it|don't you think|you know)\?$/i
/** How a question to someone begins: a question word or an auxiliary verb. */
const QUESTION_START =
  /^(?:what|how|why|when|where|who|whom|whose|which|is|are|was|were|do|does|did|can|could|will|would|should|shall|have|has|had|may|might)\b/i

/** Words that report a thing done just now: "that should be public now", "done", "I've posted it". */
const DONE_NOW =
  /\b(?:(?:should|it's|it is|that's|that is) (?:be )?(?:public|up|live|out|shared|posted|merged|done|fixed|open|unlocked) now|(?:i've|i have|just) (?:posted|shared|sent|dropped|put|pushed|merged|opened|added|made)|(?:it's|that's|all) done\b)/i
/** Seconds after a commitment in which its doer may report it done in the same meeting. */
const DONE_WITHIN_SECONDS = 600

/** True when the person reported the thing done later in the same meeting. */
function doneInTheMeeting(input: NarrativeInput, commitment: Moment): boolean {
  for (const cue of input.cuesBySpeaker.get(commitment.speaker) ?? [])
    if (
      cue.start > commitment.at &&
      cue.start <= commitment.at + DONE_WITHIN_SECONDS &&
      DONE_NOW.test(cue.text)
    )
      return true
  return false
}

/** The last minutes of a meeting, where calling time ends it rather than protecting the rest. */
const END_OF_MEETING_SECONDS = 180
/** A decision reported, not reached here: "that's why we decided", "we had decided", "they decided". */
const REPORTED_DECISION =
  /\b(?:that's why|that is why|which is why|so that's why) (?:we|they|i) (?:decided|agreed|chose)\b|\b(?:had|have|they|he|she) (?:decided|agreed)\b|\b(?:that's|that is|this is|it's) what (?:we|they) (?:decided|agreed)\b|\bas (?:we|you) (?:decided|agreed)\b|\bwe (?:decided|agreed) (?:last time|before|earlier|already)\b/i

/** A question about the clock: "How much time do we have left?", "How long have we got?" */
const TIME_QUESTION =
  /\bhow (?:much (?:more )?time|long) (?:do we have|have we got|is left|are we)\b|\btime (?:do we have )?left\b|\bwhat time is it\b/i

/** A question asked as a statement: "I dunno if we should…, or…", "I wonder whether…". */
const INDIRECT_QUESTION =
  /\b(?:i (?:dunno|don't know|do not know|wonder|was wondering|'m not sure) (?:if|whether)|whether)\b/i

/**
 * The turn that starts at `cueId` answers someone: the last words before it, from someone else, asked
 * a question. An answer to a request ("What about you guys?") has done its job; it need not hand back.
 */
function answersAQuestion(input: NarrativeInput, cueId: string): boolean {
  const first = input.cues.get(cueId)
  if (!first) return false
  let before: Cue | null = null
  for (const [speaker, cues] of input.cuesBySpeaker) {
    if (speaker === first.speaker) continue
    for (const c of cues) {
      if (c.start >= first.start) break
      if (!before || c.start > before.start) before = c
    }
  }
  return before !== null && first.start - before.end <= 10 && before.text.trim().endsWith('?')
}

/** Talk about the talk: "I'm going to explain that on the board", "let me show you the next slide". */
const PRESENTING =
  /\b(?:going to|gonna|will|'ll|let me|want to|wanna) (?:just )?(?:explain|show|talk|go through|present|describe|start|tell|walk)\b|\b(?:on the board|slide|whiteboard)\b/i

/** A suggestion, as people put one: "we could", "maybe we should", "what if we", "I'd suggest". */
const SUGGESTED =
  /\b(?:we|you) (?:could|might|should)\b|\b(?:maybe|perhaps) (?:we|you)\b|\b(?:how|what) about\b|\bwhat if\b|\bwhy don't we\b|\bi(?:'d| would)? (?:suggest|propose|recommend)\b|\bi was (?:just )?wondering if we\b/i
/** A constraint or the running of the meeting, not an idea: "we need to sell at 25", "let us see first". */
const NOT_AN_IDEA =
  /\b(?:need to|have to|has to|must|let's see|let us see|let's look|let us look|go through|move on)\b/i
/** A nod to an idea: "Okay, cool.", "Yeah, definitely.", "Sure." */
const NOD =
  /^(?:okay|ok|'?kay|yeah|yes|yep|sure|cool|right|good|great|nice|definitely|absolutely|true|agreed|exactly|fine|mm+(?:-?hmm)?|uh-huh)\b/i
/** A nod is short: "Okay, so we want um for our target group…" has moved on. */
const NOD_WORDS = 5
/** How soon after an idea a nod must come to be one. */
const NOD_WITHIN_SECONDS = 8

/** The first cue of anyone else that starts after the moment's and within `seconds` of it. */
function firstReplyWithin(input: NarrativeInput, moment: Moment, seconds: number): Cue | null {
  let first: Cue | null = null
  for (const [speaker, cues] of input.cuesBySpeaker) {
    if (speaker === moment.speaker) continue
    const cue = cues.find((c) => c.start > moment.at && c.start - moment.at <= seconds)
    if (cue && (!first || cue.start < first.start)) first = cue
  }
  return first
}

/** An idea nobody else came back to within this long was dropped. */
const DROPPED_WITHIN_SECONDS = 300
/** Seconds within which the next speaker's words are an answer to a question. */
const ANSWER_WITHIN_SECONDS = 10

/** A sentence that sets up an example rather than stating a view. */
const HYPOTHETICAL =
  /\b(?:let's say|let us say|say we|imagine|suppose|for example|for instance|in principle|in theory)\b/i

/** Seconds within which two signposts of one person make a route through their points. */
const ROUTE_WITHIN_SECONDS = 180

/** A signpost that looks back ("to sum up", "so far") rather than ahead. */
const SUMMING_UP =
  /\b(?:to sum (?:it )?up|sum(?:ming)? up|in summary|to summari[sz]e|to recap|recap(?:ping)?|so far|where we (?:are|stand))\b/i

/** A request to repeat or explain what was just said. */
const REPAIR =
  /^(?:sorry|pardon|excuse me|come again)\b|\bwhat (?:was|is) (?:it|that)\b|\b(?:can|could) you (?:repeat|say that again)|\bwhat do you mean\b|\byou broke up\b|\bdidn't (?:catch|hear)\b/i

/** Words that pass on someone else's question: "I see a question from Barnabas", "in the chat". */
const PASSED_ON = /\bquestions? from\b|\b(?:in|from) the chat\b|\b(?:asks|is asking|wrote|writes|posted)\b/i

/** The starts of the meeting's cues that pass on someone else's question, found once per meeting. */
const PASSED_ON_STARTS = new WeakMap<ReadonlyMap<string, Cue>, number[]>()

/** True when the question at `at` was read out for someone else (said so in the 20 s before). */
function readOut(input: NarrativeInput, at: number): boolean {
  let starts = PASSED_ON_STARTS.get(input.cues)
  if (!starts) {
    starts = []
    for (const cue of input.cues.values()) if (PASSED_ON.test(cue.text)) starts.push(cue.start)
    PASSED_ON_STARTS.set(input.cues, starts)
  }
  for (const start of starts) if (start >= at - 20 && start < at) return true
  return false
}

/** "Felix, what is the state of that?": the question put to one person, "I" and names kept as said. */
function handedTo(name: string, question: string): string | null {
  const first = question.split(/\s+/)[0] ?? ''
  // "People want to discuss regarding those two topics?" with a name in front is no question.
  if (!QUESTION_START.test(first)) return null
  return `${name}, ${question.charAt(0).toLowerCase()}${question.slice(1)}`
}

/** The end of a stretch that gives the floor away: a name called, a "say something", "go ahead". */
const HANDED_OVER =
  /\b(?:say something|go ahead|over to you|hand (?:it )?(?:over|back)|your (?:turn|view|thoughts)|what do you think|any (?:thoughts|comments|questions)|does (?:he|she|they|anyone) want to|want to (?:say|add|comment))\b/i

/** A turn's last words that give the floor back: "that's all from our end", "So… That's it. Thank you." */
const HANDED_BACK =
  /\b(?:that(?:'s| is) (?:all|it|everything|that)|(?:back|over) to you|thank you|thanks)\b[^.?!]*[.?!…]*\s*$/i
/** A turn's last words that move the thread elsewhere: "maybe we can continue this chat after the call". */
const PARKED =
  /\b(?:after (?:the|this) (?:call|meeting)|offline|async(?:hronously)?|in the chat|on discord|next (?:call|meeting|week))\b/i
/** A turn shorter than this is no longer turn to end by handing over, seconds. */
const LONGER_TURN_SECONDS = 30

/** A pause after a question that gives the others their cue to answer. */
const ANSWER_PAUSE_SECONDS = 3

/** True when the speaker of cue `cueId` spoke again within a breath of its end. */
function wentStraightOn(input: NarrativeInput, cueId: string): boolean {
  const cue = input.cues.get(cueId)
  if (!cue || cue.speaker === null) return false
  const next = (input.cuesBySpeaker.get(cue.speaker) ?? []).find((c) => c.start > cue.start)
  return next !== undefined && next.start - cue.end < ANSWER_PAUSE_SECONDS
}

/** A person's part in the team or the project, as said when introducing oneself. */
const ROLE_WORDS =
  /\b(?:point of view|perspective|my (?:role|job|part|area)|in charge of|responsible for|be (?:the|your|our) \w+|i'm (?:the|your|our) \w+)\b/i

/** Giving someone the floor for a piece of their own: an update, a talk, their slides. */
const FLOOR_GIVEN =
  /\b(?:go ahead|over to you|floor is yours|take it away|you(?:'re| are) up|your (?:turn|update|presentation|slides)|want to (?:present|share|start|go|give)|(?:start|kick off|go) with you|(?:an|your) update)\b/i

/**
 * A round of updates or presentations asked of everyone ("Can we have updates from everyone",
 * "let's go for the presentations", "who wants to go first?"): each person's stretch in the round
 * was asked for, however long the laptop took to connect before it (AMI ES2011b).
 */
const ROUND_ASKED =
  /\b(?:updates? from (?:every(?:one|body)|each|all)|(?:go|going) (?:a)?round|round the table|(?:every(?:one|body)|each of you)(?: to)? (?:present|share|give|tell|say)|(?:the|your|our|individual) presentations|who wants to (?:go|start)|who(?:'s| is| wants to go| goes) first)\b/i

/** How long after a round is asked for the people in it may still be taking their turn, seconds. */
const ROUND_SECONDS = 900

/**
 * A stretch someone asked for: another person named them or gave them the floor in the 40 seconds
 * before it began (a round of updates, a talk, a presentation), or the person running the meeting
 * set out its plan in its first tenth. Such a stretch is the job, not a habit to break.
 */
function askedForStretch(input: NarrativeInput, start: number): boolean {
  const self = input.measurement.name
  const { startSeconds, endSeconds } = input.meeting
  if (input.roleKind === 'facilitator' && start <= startSeconds + (endSeconds - startSeconds) * 0.1)
    return true
  if (inRound(input.rounds, self, start)) return true
  const name = nameOf(input.addresses, self).toLowerCase()
  for (const cue of input.cues.values()) {
    if (cue.start > start) break
    if (cue.speaker === self || cue.speaker === null) continue
    if (cue.start >= start - ROUND_SECONDS && cue.start < start - 40 && ROUND_ASKED.test(cue.text))
      return true
    if (cue.start < start - 40) continue
    const text = cue.text.toLowerCase()
    if (
      FLOOR_GIVEN.test(text) ||
      (name.length > 1 && new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
    )
      return true
  }
  return presenting(input, start)
}

/**
 * Words of someone giving their presentation ("my presentation", "next slide", "my inspirations",
 * "the options we've got") or connecting their laptop to the screen (AMI's "F_ eight").
 */
const OWN_PRESENTATION =
  /\b(?:my (?:\w+ )?presentation|(?:next|this|that|the last) slide|my (?:method|inspirations?|findings|research|slides)|(?:the )?options we've got|F_ ?(?:eight|8)|F_N_)\b/i

/** "how we could…", "whether we should…": a topic to look at, not a proposal to decide. */
const TOPIC_NOT_PROPOSAL = /\b(?:how|whether|if) (?:we|you|they|i|one) (?:could|can|might|would|should)\b/i

/** Softening that a line to use must not keep. */
const STILL_SOFT =
  /\b(?:i think|maybe|perhaps|probably|kind of|sort of|i guess|might|could|(?:in )?my opinion)\b/i

/** A proposal about "it" or "that" put "somewhere" or "somehow": nothing named to decide on. */
const VAGUE_OBJECT = /\b(?:it|that|this|them|something)\s+(?:somewhere|somehow|in some way|at some point)\b/i

/** Seconds around a stretch's start in which its speaker's words show it is their presentation. */
const PRESENTING_SECONDS = 180

/**
 * True when the stretch starting at `start` is the person's presentation: their words in the three
 * minutes before it, or its first two, present (AMI ES2013c: Mikhail's "my inspirations" after
 * connecting his laptop; Daniel's "doing my presentation in the order I wrote it").
 */
function presenting(input: NarrativeInput, start: number): boolean {
  const own = input.cuesBySpeaker.get(input.measurement.name) ?? []
  return own.some(
    (c) => c.start >= start - PRESENTING_SECONDS && c.start <= start + 120 && OWN_PRESENTATION.test(c.text),
  )
}

/** True when the words end a stretch by giving the floor away. */
export function handsOver(words: string): boolean {
  return HANDED_OVER.test(words)
}

/** Something done there and then, in the meeting: it needs no day. */
const IMMEDIATE =
  /\b(?:here|(?:in|to|into) the chat|on (?:the|my) screen|now|right now|right away|another (?:minute|second|moment|sec)|in a (?:minute|sec|second|moment)|get started|start the recording|share my screen|at the end(?! of)|(?:begin|start|kick off) with|go first|my (?:update|presentation)|later (?:in|on) (?:this|the) (?:meeting|call))\b/i

const ACTION_VERB =
  /\b(?:send|share|check|look|write|update|follow|review|ask|test|prepare|draft|fix|open|create|merge|post|reach|talk|ping|investigate|take care|put together|make|add|run|set up|sort|confirm|circulate|email|e-mail|do|work|try|implement|bring|find|get|figure)\b/i

/** The close of the meeting, for the person who ran it (meeting-close.ts); null for anyone else. */
function closeFor(input: NarrativeInput): MeetingClose | null {
  if (input.roleKind !== 'facilitator') return null
  return meetingClose(input.measurement.name, [...input.cues.values()], input.meeting.moments, input.meeting)
}

/** The sentence of `text` that `pattern` matches, or its last sentence of three words or more. */
function sentenceOf(text: string, pattern?: RegExp): string | null {
  const sentences = splitSentences(text).filter((s) => s.split(/\s+/).length >= 3)
  const found = pattern ? sentences.find((s) => pattern.test(s)) : sentences.at(-1)
  return found && text.includes(found) ? found : null
}

/** "A, B and C". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** A person's moments, those quoted in whole sentences first. */
function mine(moments: readonly Moment[], speaker: string): Moment[] {
  return moments
    .filter((m) => m.speaker === speaker)
    .sort((a, b) => Number(b.whole) - Number(a.whole) || a.at - b.at)
}

// ---------------------------------------------------------------------------------------------
// What worked

function workedCandidates(input: NarrativeInput, own: readonly Moment[]): Candidate<CoachingPoint>[] {
  const { addresses } = input
  const out: Candidate<CoachingPoint>[] = []
  const invitations = own.filter((m) => m.kind === 'invitation')
  const taken = invitations.filter((m) => m.outcome === 'answered' && m.other !== null && m.size >= 15)
  // A call by name in a whole sentence shows the habit best; then the longest reply.
  const bestInvitation = [...taken].sort(
    (a, b) =>
      Number(b.quote.split(/\s+/).length >= 6) - Number(a.quote.split(/\s+/).length >= 6) || b.size - a.size,
  )[0]
  if (bestInvitation?.other) {
    const who = nameOf(addresses, bestInvitation.other)
    const others = taken.length - 1
    const reply = replyOpening(input, bestInvitation)
    out.push({
      point: {
        text:
          (reply
            ? `At ${clock(bestInvitation.at)} you handed the floor on, and ${who} took it: “${reply}”`
            : `At ${clock(bestInvitation.at)} you handed the floor on, and ${who} took it.`) +
          // The invitations found are a floor, not a count: the detector misses some (blind round 20).
          (others > 0
            ? ` ${others === 1 ? 'At least once more' : `At least ${others} more times`} someone answered when you invited them.`
            : ''),
        quote: bestInvitation.quote,
        at: bestInvitation.at,
        metric: 'inviting_others',
      },
      claim: 'invitation-taken',
      weight: 4 + Math.min(2, taken.length * 0.3),
      gist:
        taken.length > 1
          ? 'brought people in by name, and they answered'
          : `brought ${who} in, and ${who} answered`,
    })
  }
  const answered = own.filter(
    (m) =>
      m.kind === 'question' &&
      m.outcome === 'answered' &&
      m.other !== null &&
      m.size >= 15 &&
      m.quote.split(/\s+/).length >= 5,
  )
  const bestQuestion = [...answered]
    // "You are a child of technology, aren't you?" is a remark: what follows is no answer to it.
    .filter(
      (m) =>
        !readOut(input, m.at) &&
        !TAGGED.test(m.quote) &&
        // "How much time do we have left?" runs the clock, not the discussion.
        !TIME_QUESTION.test(m.quote) &&
        !isMeetingLogistics(m.quote) &&
        // "What are what are what about like clients?" shows no question worth keeping.
        readsCleanly(m.quote) &&
        !duringSetup(input, m.at) &&
        // "Sorry, can you repeat the end of your point?" asks for a repeat, not for what they know.
        !REPAIR.test(m.quote),
    )
    .sort((a, b) => Number(b.open) - Number(a.open) || b.size - a.size)[0]
  if (bestQuestion?.other) {
    const who = nameOf(addresses, bestQuestion.other)
    const reply = answerTo(input, bestQuestion)
    out.push({
      point: {
        text: reply
          ? `Your question at ${clock(bestQuestion.at)} drew an answer from ${who}: “${reply}”`
          : `Your question at ${clock(bestQuestion.at)} drew an answer from ${who}.`,
        quote: bestQuestion.quote,
        at: bestQuestion.at,
        metric: bestQuestion.open ? 'open_question_share' : 'questions_asked',
      },
      claim: 'question-answered',
      weight: 3.5 + (bestQuestion.open ? 0.5 : 0) + Math.min(1.5, answered.length * 0.25),
      gist:
        answered.length > 1 ? 'asked questions that drew real answers' : `asked a question ${who} answered`,
    })
  }
  const agreed = own.find(
    (m) =>
      m.kind === 'proposal' &&
      m.outcome === 'agreed' &&
      // Moving the meeting along ("we need to wrap it up") is no proposal anyone takes up.
      !/\b(?:wrap (?:it |this )?up|move on|minutes? left|out of time|get going|get started)\b/i.test(
        m.quote,
      ) &&
      m.other !== null &&
      m.otherWords !== null &&
      /^(?:yes|yeah|yep|sure|agreed|exactly|of course|absolutely|definitely|indeed|i agree|sounds good|good idea|makes sense|perfect|great|fine|okay,? (?:let's|sure|yes))\b/i.test(
        m.otherWords,
      ) &&
      !/\b(?:dunno|don't know|not sure|but|although|however)\b/i.test(m.otherWords) &&
      // "Yeah I think" breaks off before saying what they think.
      !trailsOff(m.otherWords) &&
      !/\b(?:i think|i mean|i guess|so|and)$/i.test(m.otherWords.trim()),
  )
  if (agreed?.other && agreed.otherWords) {
    out.push({
      point: {
        text: `You put a proposal to the group at ${clock(agreed.at)}, and ${nameOf(addresses, agreed.other)} took it up: “${agreed.otherWords}”`,
        quote: agreed.quote,
        at: agreed.at,
        metric: 'directive_language',
      },
      claim: 'proposal-taken-up',
      weight: 4.5,
      part: !agreed.whole,
      gist: 'put proposals that others took up',
    })
  }
  // An idea of theirs that others took up: what their words led to, in the others' own words.
  const idea = input.terms.ideas.get(input.measurement.name)?.[0]
  if (idea) {
    const more = idea.uses - 1
    out.push({
      point: {
        text:
          `At ${clock(idea.at)} you brought “${idea.term}” into the discussion, and ${nameOf(addresses, idea.by)} took it up at ${clock(idea.byAt)}: “${idea.byQuote}”` +
          // Counted as the figure is: others' lines, up to ten minutes after their first mention.
          (more >= 2
            ? ` Others used ${idea.counted === idea.term ? 'it' : `“${idea.counted}”`} in at least ${more} more lines by ${clock(idea.at + UPTAKE_WINDOW_SECONDS)}.`
            : ''),
        quote: idea.quote,
        at: idea.at,
        metric: null,
      },
      claim: 'idea-taken-up',
      weight: 4.8 + Math.min(1, idea.people * 0.2),
      part: !/[.!?]["”’']?$/.test(idea.quote.trim()),
      gist: `brought “${idea.term}” into the discussion, and the group took it up`,
    })
  }
  // The chair said back what was settled before the end.
  const close = closeFor(input)
  const recap = close?.recap ? sentenceOf(close.recap.text, RECAP) : null
  if (close?.recap && recap) {
    out.push({
      point: {
        text: `At ${clock(close.recap.start)}, as the meeting closed, you said back what had been settled, so everyone left with the same list.`,
        quote: recap,
        at: close.recap.start,
        metric: 'signposting',
      },
      claim: 'recap',
      weight: 4.6,
      gist: 'closed the meeting by saying back what was settled',
    })
  }
  // A decision said as a guess ("I guess we'll have a shared folder") is not one.
  // Nor is an announcement ("We will have all core devs tomorrow") or a fragment of a sentence.
  const decision = own.find(
    (m) =>
      m.kind === 'decision' &&
      m.whole &&
      !HEDGED.test(m.quote) &&
      !isMeetingLogistics(m.quote) &&
      // "That's why we decided to move on with DevNet 6" reports a decision made elsewhere.
      !REPORTED_DECISION.test(m.quote),
  )
  if (decision) {
    out.push({
      point: {
        text: `At ${clock(decision.at)} you said the conclusion out loud, which gives everyone the same decision to note.`,
        quote: decision.quote,
        at: decision.at,
        metric: 'directive_language',
      },
      claim: 'decision-stated',
      weight: 4,
      part: !decision.whole,
      gist: 'turned discussion into a stated decision',
    })
  }
  // Something done there and then ("I'll just make it a little bigger now", redrawing a sketch) is no
  // action with a time to praise (blind round 17).
  const dated = own.find(
    (m) =>
      m.kind === 'commitment' &&
      m.outcome === 'dated' &&
      ACTION_VERB.test(m.quote) &&
      !IMMEDIATE.test(m.quote),
  )
  if (dated) {
    out.push({
      point: {
        text: `At ${clock(dated.at)} you took something on and said when: an owner and a time is what makes an action happen.`,
        quote: dated.quote,
        at: dated.at,
        metric: 'ownership_language',
      },
      claim: 'commitment-dated',
      weight: 3.5,
      part: !dated.whole,
      gist: 'took on work and said when',
    })
  }
  const askedDirectly = own.filter(
    (m) =>
      m.kind === 'asked_by_name' &&
      m.outcome === 'answered' &&
      m.size >= 12 &&
      m.size <= 160 &&
      m.other !== null &&
      straightAnswer(m.quote),
  )
  const firstAnswer = askedDirectly[0]
  if (firstAnswer?.other) {
    out.push({
      point: {
        text: askedWords(firstAnswer)
          ? `When ${nameOf(addresses, firstAnswer.other)} asked you “${askedWords(firstAnswer)}”, you answered straight away, at ${clock(firstAnswer.at)}.`
          : `When ${nameOf(addresses, firstAnswer.other)} asked you by name, you answered straight away, at ${clock(firstAnswer.at)}.`,
        quote: firstAnswer.quote,
        at: firstAnswer.at,
        metric: 'words_per_turn',
      },
      claim: 'answered-when-asked',
      weight: 3,
      gist: 'answered straight when asked',
    })
  }
  // "Sorry, what was it?" asks them to repeat themselves: answering it is no answer to the group.
  const answers = own.filter(
    (m) =>
      m.kind === 'answer' &&
      m.other !== null &&
      m.size >= 12 &&
      m.size <= 250 &&
      !REPAIR.test(m.otherWords ?? ''),
  )
  const answer = [...answers].sort((a, b) => Number(b.open) - Number(a.open) || b.size - a.size)[0]
  if (answer?.other && !firstAnswer) {
    out.push({
      point: {
        text: askedWords(answer)
          ? `When ${nameOf(addresses, answer.other)} put “${askedWords(answer)}” to the group, you were the one who answered, at ${clock(answer.at)}.`
          : `When ${nameOf(addresses, answer.other)} asked the group a question, you were the one who answered, at ${clock(answer.at)}.`,
        quote: answer.quote,
        at: answer.at,
        metric: null,
      },
      claim: 'answered-group',
      weight: 2.2 + Math.min(1, answers.length * 0.2),
      gist:
        answers.length > 1
          ? "answered the group's questions"
          : `answered ${nameOf(addresses, answer.other)}'s question for the group`,
    })
  }
  const credit =
    own.find((m) => m.kind === 'credit' && m.other !== null) ?? own.find((m) => m.kind === 'credit')
  if (credit) {
    out.push({
      point: {
        text: credit.other
          ? `At ${clock(credit.at)} you credited ${nameOf(addresses, credit.other)} by name, which tells people their input counted.`
          : `At ${clock(credit.at)} you acknowledged someone else's contribution out loud, which tells people their input counted.`,
        quote: credit.quote,
        at: credit.at,
        metric: 'appreciation',
      },
      claim: 'credit',
      weight: credit.other ? 3 : 2.5,
      gist: credit.other
        ? `gave ${nameOf(addresses, credit.other)} credit by name`
        : 'acknowledged others out loud',
    })
  }
  // Calling time protects what is left of the agenda; at the meeting's last minutes it only ends it.
  const timeCheck = own.find(
    (m) => m.kind === 'time_check' && m.at < input.meeting.endSeconds - END_OF_MEETING_SECONDS,
  )
  if (timeCheck) {
    out.push({
      point: {
        text: `At ${clock(timeCheck.at)} you called time, which protects the rest of the agenda.`,
        quote: timeCheck.quote,
        at: timeCheck.at,
        metric: null,
      },
      claim: 'time-check',
      weight: input.roleKind === 'facilitator' ? 3.5 : 2.5,
      gist: 'kept an eye on the clock',
    })
  }
  // A route shows in more than one step: a lone "second option" or "in short cut?" is no signpost
  // to praise (blind rounds 10 and 11). A summary ("to sum up") stands on its own.
  const signposts = own.filter(
    (m) => m.kind === 'signpost' && !m.quote.endsWith('?') && !/\bfor example\b/i.test(m.quote),
  )
  const signpost = signposts.find(
    (m) =>
      SUMMING_UP.test(m.quote) ||
      signposts.some((o) => o !== m && Math.abs(o.at - m.at) <= ROUTE_WITHIN_SECONDS),
  )
  if (signpost) {
    out.push({
      point: {
        text: SUMMING_UP.test(signpost.quote)
          ? `At ${clock(signpost.at)} you summed up where things stood, so everyone had the same picture.`
          : `At ${clock(signpost.at)} you told the group where you were going next, so they could follow.`,
        quote: signpost.quote,
        at: signpost.at,
        metric: 'signposting',
      },
      claim: 'signpost',
      weight: input.roleKind === 'presenter' || input.roleKind === 'facilitator' ? 3 : 2,
      gist: SUMMING_UP.test(signpost.quote)
        ? 'summed up where things stood'
        : 'gave the group a clear route through your points',
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// What to change

function changeCandidates(input: NarrativeInput, own: readonly Moment[]): Candidate<CoachingChange>[] {
  const { addresses, metrics, measurement: m } = input
  const out: Candidate<CoachingChange>[] = []

  // The chair's close: the group settled things along the way, and nobody said them back at the end.
  const close = closeFor(input)
  // The chair's last words in the close that read as a sentence ("bef uh goi h h getting into."
  // shows nothing): the moment to say things back instead.
  const closingCue = close
    ? (input.cuesBySpeaker.get(input.measurement.name) ?? []).findLast((c) => {
        const said =
          c.start <= close.last.start && c.start >= close.last.start - 120 ? sentenceOf(c.text) : null
        return said !== null && (readsCleanly(said) || fluentRewrite(said) !== null)
      })
    : undefined
  const closing = closingCue ? sentenceOf(closingCue.text) : null
  const settled = close?.decisions.slice(-3) ?? []
  const clauses = settled.map((d) => decisionClause(d.quote)).filter((c): c is string => c !== null)
  if (close && closing && !close.recapped && close.decisions.length >= 2 && clauses.length > 0) {
    out.push({
      point: {
        text: `You closed the meeting at ${clock(closingCue?.start ?? close.last.start)}. Along the way the group had settled things (at ${listOf(settled.map((d) => clock(d.at)))}); as the one running the meeting, end by saying them back in one breath, so everyone leaves with the same list.`,
        quote: closing,
        at: closingCue?.start ?? close.last.start,
        instead: `Before we close, here is what we settled: ${clauses.join('; ')}. Have I missed anything?`,
        metric: 'signposting',
      },
      claim: 'unrecapped-close',
      weight: 5.5,
      gist: 'close the meeting by saying back what was settled',
      practice: {
        metric: 'signposting',
        text: (target, current) =>
          `Next meeting: before the end, say back what was settled, starting “To recap…”. The next upload shows your signposting, ${current} today; aim for ${target}.`,
      },
    })
  }

  // An idea said once that nobody took up: the talk moved on, and no one else came back to its
  // words. Checked on the words that are not everyday speech, so "nobody came back to it" holds.
  const dropped = own.find(
    (x) =>
      x.kind === 'proposal' &&
      x.outcome !== 'agreed' &&
      x.outcome !== 'objected' &&
      !x.quote.includes('?') &&
      SUGGESTED.test(x.quote) &&
      !NOT_AN_IDEA.test(x.quote) &&
      !HYPOTHETICAL.test(x.quote) &&
      // "We should go with that concept" backs something already said: no idea of its own.
      !/\b(?:that|this|these|those)\b(?! (?:is|was|would|will|can|could|should)\b)/i.test(x.quote) &&
      !IMMEDIATE.test(x.quote) &&
      !isMeetingLogistics(x.quote) &&
      // Options laid out in one's own presentation, or "it … somewhere": not put to the room yet.
      !presenting(input, x.at) &&
      !VAGUE_OBJECT.test(x.quote) &&
      !TOPIC_NOT_PROPOSAL.test(x.quote) &&
      x.at < input.meeting.endSeconds - END_OF_MEETING_SECONDS - DROPPED_WITHIN_SECONDS &&
      x.whole &&
      // It adds something: a word nobody had said in the minutes before (not "take it into account");
      // "presumably" or "suggesting" adds a manner or an act, not a thing to take up.
      input.terms.fresh(x.quote, x.at, DROPPED_WITHIN_SECONDS).some((w) => !/(?:ly|ing|ed)$/.test(w)) &&
      input.terms.echo(x.quote, x.speaker, x.at, DROPPED_WITHIN_SECONDS) === null &&
      // Put to the room: it ended their turn. Going straight on (to the next agenda item, say)
      // leaves it by their own choice, not because nobody took it up.
      !wentOnAfter(input, x) &&
      !agreedAtOnce(input, x) &&
      readsCleanly(x.quote),
  )
  const droppedNext = dropped ? nextWithin(input, dropped, NEXT_WITHIN_SECONDS) : undefined
  const droppedTo = dropped ? someonePresent(input, dropped.at, droppedNext?.speaker ?? null) : null
  // The words that were new in it, as said: what nobody else said again is a fact anyone can check.
  const newWords = dropped
    ? input.terms
        .fresh(dropped.quote, dropped.at, DROPPED_WITHIN_SECONDS)
        .filter((w) => !/(?:ly|ing|ed)$/.test(w))
        .slice(0, 2)
        .map((w) => `“${surfaceOf(dropped.quote, w) ?? w}”`)
    : []
  if (dropped && droppedTo && newWords.length > 0) {
    const unsaid = `nobody else said ${newWords.join(' or ')} in the next five minutes`
    const next = droppedNext ? openingOf(droppedNext.text) : null
    const plain = hedgeless(dropped.quote) ?? dropped.quote
    // "Okay, cool." said to it is a nod, not taking it up: the idea was heard and then left there.
    const nod = firstReplyWithin(input, dropped, NOD_WITHIN_SECONDS)
    const nodded =
      nod?.speaker && NOD.test(nod.text.trim()) && nod.text.trim().split(/\s+/).length <= NOD_WORDS
        ? nod
        : null
    const to = nameOf(addresses, nodded?.speaker ?? droppedTo)
    out.push({
      point: {
        text: nodded
          ? `At ${clock(dropped.at)} you put an idea forward; ${nameOf(addresses, nodded.speaker as string)} answered “${openingOf(nodded.text) ?? nodded.text.trim()}”, but ${unsaid}, so it was left there. When an idea gets a nod, turn the nod into a decision before the talk moves on.`
          : `At ${clock(dropped.at)} you put an idea forward` +
            (droppedNext?.speaker && next
              ? `; ${nameOf(addresses, droppedNext.speaker)} went on with “${next}”, and ${unsaid}.`
              : `, and ${unsaid}.`) +
            ' An idea put to the room in passing is easy to pass over: put it to someone by name, so it gets an answer.',
        quote: dropped.quote,
        at: dropped.at,
        instead: nodded
          ? `${plain.replace(/[.!]?$/, '.')} ${to}, shall we note that as agreed?`
          : `${plain.replace(/[.!]?$/, '.')} ${to}, would that work for you?`,
        metric: 'inviting_others',
      },
      claim: 'idea-passed-over',
      weight: 5.3,
      part: !dropped.whole,
      gist: 'put your ideas to someone by name, so they get an answer',
      practice: {
        metric: 'inviting_others',
        text: (target, current) =>
          `Next meeting: when you put an idea forward, end it by asking someone by name what they think. The next upload counts your invitations to others, ${current} today; aim for ${target}.`,
      },
    })
  }

  // A proposal that ended without an ask.
  const SOFTENERS = /\b(?:i think|maybe|perhaps|probably|kind of|sort of|i guess|might|could)\b/gi
  const loose = own.find(
    (x) =>
      x.kind === 'proposal' &&
      x.outcome !== 'agreed' &&
      /\b(?:i think|maybe|perhaps|probably|kind of|sort of|i guess|might|could)\b/i.test(x.quote) &&
      // A proposal that waits on a check ("but I would need to double-check") is not ready to decide.
      !/\b(?:double[- ]check|check first|not sure|verify|confirm|find out|look into)\b/i.test(x.quote) &&
      // Waiting a minute before starting is no proposal for the group to decide.
      !IMMEDIATE.test(x.quote) &&
      // A proposal put as a question ("I mean do you think…") is asked already: no second question.
      !x.quote.includes('?') &&
      // One the group took up went somewhere: it is praised for that, not coached as left hanging.
      !takenUp(input, x) &&
      // "Yeah, you could look here": the next speaker agreed and went on with it.
      !agreedAtOnce(input, x) &&
      // Asked for already, in the same breath: "Would clients be able to review it by Thursday?"
      !askedAround(input, x) &&
      // "In principle, we could just stall the chain" weighs a risk; it proposes nothing.
      !HYPOTHETICAL.test(x.quote) &&
      // "Wanted to consider how we could use that…" names a topic; it proposes nothing.
      !TOPIC_NOT_PROPOSAL.test(x.quote) &&
      !/\bdo you think\b/i.test(x.quote) &&
      // Options laid out in one's own presentation are not yet put to the group to decide.
      !presenting(input, x.at) &&
      // "We might want to incorporate it somewhere": nothing named to decide on.
      !VAGUE_OBJECT.test(x.quote) &&
      readsCleanly(x.quote),
  )
  if (loose) {
    const plain = hedgeless(loose.quote)
    // The line to use drops the softening it is faulted for; one that keeps it ("…we could
    // actually add a test as well") would contradict the point (blind round 20, rpcstandards-029).
    if (plain && !STILL_SOFT.test(plain)) {
      const objected = loose.outcome === 'objected' && loose.other !== null
      // The softening words themselves, as said, so the person sees what to drop.
      const softeners = [
        ...new Set(
          (loose.quote.match(SOFTENERS) ?? []).map((w) => `“${w.toLowerCase().replace(/^i\b/, 'I')}”`),
        ),
      ]
      const next = nextWithin(input, loose, NEXT_WITHIN_SECONDS)
      const nextWords = next?.speaker ? openingOf(next.text) : null
      const asked = someonePresent(input, loose.at, next?.speaker ?? null)
      out.push({
        point: {
          text: objected
            ? `At ${clock(loose.at)} you proposed something in softened words (${listOf(softeners)}), and when ${nameOf(addresses, loose.other as string)} objected${loose.otherWords ? ` (“${loose.otherWords}”)` : ''}, it was not settled. Say it plainly, give your reason, and ask for a decision.`
            : `At ${clock(loose.at)} you proposed something in softened words (${listOf(softeners)}) and did not ask the group to decide.` +
              (next?.speaker && nextWords
                ? ` ${nameOf(addresses, next.speaker)} went on with “${nextWords}”${/[.!?…]$/.test(nextWords) ? '' : '.'}`
                : '') +
              ' Say it plainly and ask for the decision.',
          quote: loose.quote,
          at: loose.at,
          instead: asked
            ? `${plain} ${nameOf(addresses, asked)}, can we agree on that now?`
            : `${plain} Can we agree on that now?`,
          metric: 'hedging_rate',
        },
        claim: 'softened-proposal',
        weight: 5,
        part: !loose.whole,
        gist: 'say your proposals plainly and ask for a decision',
        practice: {
          metric: 'hedging_rate',
          text: (target, current) =>
            `Next meeting: state each proposal without “I think” or “maybe” and end it with a question that asks for a decision. The next upload shows your hedging, ${current} today; aim for ${target}.`,
        },
      })
    }
  }

  // A question that came only after a long run-up in the same turn: the others listen to the
  // background without knowing what it is for. The question said first is the line to use.
  const buried = buriedQuestion(input)
  if (buried) {
    out.push({
      point: {
        text: `From ${clock(buried.turnStart)} you gave ${plural(Math.round(buried.at - buried.turnStart), 'second')} of background before your question at ${clock(buried.at)}: “${buried.question}” Put the question first and the background after, so people know what they are listening for.`,
        quote: buried.opening.text,
        at: buried.opening.at,
        instead: `The question is: ${buried.question}`,
        metric: 'signposting',
      },
      claim: 'buried-question',
      weight: 3.4,
      gist: 'put your question first, then the background',
      practice: {
        metric: 'signposting',
        text: (target, current) =>
          `Next meeting: open with “The question is:” and the question itself, and give the background after it. The next upload shows your signposting, ${current} today; aim for ${target}.`,
      },
    })
  }

  // A question to the others that they talked past: they went on before anyone could answer.
  const named = (text: string) =>
    [...addresses.values()].some((n) => n.length > 1 && text.toLowerCase().includes(n.toLowerCase()))
  const talkedPast = own.find(
    (x) =>
      (x.kind === 'question' || x.kind === 'invitation') &&
      x.outcome === 'dropped' &&
      !named(x.quote) &&
      x.whole &&
      x.quote.split(/\s+/).length >= 5 &&
      // Put to the others, not rhetorical ("Why does this matter? Because…" is a presenter's device).
      // "people" as the question's subject ("Are the younger people going to buy it…?") asks
      // the data, not the room (blind round 16).
      /\b(?:anyone|anybody|everyone|everybody|folks|guys|you all|all of you|(?:do|does) (?:people|the team|you all) (?:think|feel|want|agree|see)|thoughts|opinions|objections|questions)\b/i.test(
        x.quote,
      ) &&
      readsCleanly(x.quote) &&
      !IMMEDIATE.test(x.quote) &&
      !isMeetingLogistics(x.quote) &&
      !readOut(input, x.at) &&
      // They went on within a breath: after a silence of seconds, nobody took the cue they gave.
      wentStraightOn(input, x.cueId),
  )
  if (talkedPast) {
    const to = someonePresent(input, talkedPast.at, null)
    // The question itself, without the thinking aloud before it ("…, so, has anyone looked into…?").
    const clause =
      /(?:^|[,;:]\s*(?:so,?\s*|and\s+|but\s+)?)((?:what|how|why|who|when|where|which|has|have|is|are|does|do|did|can|could|will|would|should)\b[^,;:]*\?)$/i.exec(
        talkedPast.quote,
      )?.[1]
    const asked = withoutLead(clause ?? talkedPast.quote)
    const instead = to ? handedTo(nameOf(addresses, to), asked) : null
    if (instead)
      out.push({
        point: {
          text: `At ${clock(talkedPast.at)} you asked the group a question and went on talking before anyone could answer. Ask, name who you want to hear from, and stop: the silence is their cue.`,
          quote: talkedPast.quote,
          at: talkedPast.at,
          instead,
          metric: 'inviting_others',
        },
        claim: 'question-went-on',
        weight: 3.6,
        gist: 'ask, then stop and let someone answer',
        practice: {
          metric: 'inviting_others',
          text: (target, current) =>
            `Next meeting: after each question, name one person and wait for their answer before you go on. The next upload counts your invitations to others, ${current} today; aim for ${target}.`,
        },
      })
  }

  // Something taken on without a day.
  const undated = own.find(
    (x) =>
      x.kind === 'commitment' &&
      x.outcome === 'undated' &&
      x.whole &&
      ACTION_VERB.test(x.quote) &&
      // Done there and then ("I'll share it here", "give it another minute") needs no date.
      !IMMEDIATE.test(x.quote) &&
      !isMeetingLogistics(x.quote) &&
      // Saying what one's part is ("I'm going to look at the design from the user's point of
      // view"), as people introduce themselves, takes on no task with a day.
      !ROLE_WORDS.test(x.quote) &&
      x.quote.split(/\s+/).length >= 5 &&
      !doneInTheMeeting(input, x),
  )
  if (undated) {
    const core = withoutLead(undated.quote).replace(/[.!]+$/, '')
    if (!core.endsWith('?'))
      out.push({
        point: {
          text: `At ${clock(undated.at)} you took something on without saying when, so the others cannot plan around it.`,
          quote: undated.quote,
          at: undated.at,
          instead: `${core} by the end of the week, and I'll post an update when it's done.`,
          metric: 'specificity',
        },
        claim: 'commitment-undated',
        weight: 4.5,
        part: !undated.whole,
        gist: 'put a day on what you take on',
        practice: {
          metric: 'specificity',
          text: (target, current) =>
            `Next meeting: give every action you take on a day or a date. The next upload counts your numbers, dates and quantities, ${current} today; aim for ${target}.`,
        },
      })
  }

  // A closed question that got a short answer.
  const closed = own.find(
    (x) =>
      x.kind === 'question' &&
      !x.open &&
      x.outcome === 'answered_briefly' &&
      x.other !== null &&
      openUp(x.quote) !== null,
  )
  const questions = metricOf(metrics, 'questions_asked')?.evidence.counts.questions ?? 0
  if (closed?.other && questions >= 3 && scored(metrics, 'open_question_share')) {
    const open = openUp(closed.quote) as string
    out.push({
      point: {
        text: `At ${clock(closed.at)} your yes/no question got ${closed.otherWords ? `“${closed.otherWords}”` : `a ${plural(closed.size, 'word')} answer`}${spokeEnough(input, closed.other) ? ` from ${nameOf(addresses, closed.other)}` : ''} in reply. A question that starts with “what” or “how” draws out the reasons too.`,
        quote: closed.quote,
        at: closed.at,
        instead: open,
        metric: 'open_question_share',
      },
      claim: 'question-closed',
      weight: 4,
      gist: 'ask open questions that draw out reasons',
      practice: {
        metric: 'open_question_share',
        text: (target, current) =>
          `Next meeting: start your questions with “what” or “how”. The next upload shows the share of your questions that were open, ${current} today; aim for ${target}.`,
      },
    })
  }

  // A long stretch of talk.
  const monologue = metricOf(metrics, 'longest_monologue')
  const counts = monologue?.evidence.counts
  const seconds = counts?.seconds ?? 0
  const startSeconds = counts?.startSeconds ?? 0
  const limit = input.roleKind === 'presenter' ? 300 : 120
  if (monologue && seconds >= limit && lowScore(metrics, 'longest_monologue', 7)) {
    const end = startSeconds + seconds
    const last = lastQuotableBefore(input, end, startSeconds)
    const to = someonePresent(input, end, null)
    // A stretch that ended by handing over ("Say something to that.") did what this would ask.
    const ending = (input.cuesBySpeaker.get(m.name) ?? [])
      .filter((c) => c.start >= end - 20 && c.start <= end)
      .map((c) => c.text)
      .join(' ')
    const handedOver = handsOver(ending)
    // The view they had stated by the stretch's second half: where they could have stopped.
    const point = pointIn(input, (x) => x.at >= startSeconds + 30 && x.at < end - 20)
    if (last && to && !handedOver && !askedForStretch(input, startSeconds)) {
      const ask = `${nameOf(addresses, to)}, what would you change before I go on?`
      out.push({
        point: {
          text: point
            ? `From ${clock(startSeconds)} you spoke for ${formatSeconds(seconds)} without a break; your view was out by ${clock(point.at)}, and you went on ${formatSeconds(Math.round(end - point.at))} more. Stop there and hand over.`
            : `From ${clock(startSeconds)} you spoke for ${formatSeconds(seconds)} without a break. Stop after your main point and hand over.`,
          quote: point?.text ?? last.quote,
          at: point?.at ?? last.at,
          instead: point ? `${closingWords(point.text)} ${ask}` : `Let me stop there. ${ask}`,
          metric: 'longest_monologue',
        },
        claim: 'long-stretch',
        weight: 4 + Math.min(1.5, (seconds - limit) / 120),
        gist: 'stop after your main point and hand over',
        practice: {
          metric: 'longest_monologue',
          text: (target, current) =>
            `Next meeting: after each main point, stop and ask someone by name. The next upload shows your longest stretch without a break, ${current} today; aim for ${target} or less.`,
        },
      })
    }
  }

  // A hedged statement said plainly.
  const hedged = plainView(hedgeRewrite(m))
  if (hedged && lowScore(metrics, 'hedging_rate', 8)) {
    const cue = input.cues.get(hedged.original.cueId)
    if (cue?.text.includes(hedged.original.text))
      out.push({
        point: {
          text: `At ${clock(hedged.original.start)} you softened a clear view with hedges. Said plainly, it carries the weight you meant.`,
          quote: hedged.original.text,
          at: cue.start,
          instead: hedged.rewritten,
          metric: 'hedging_rate',
        },
        claim: 'hedged-view',
        weight: lowScore(metrics, 'hedging_rate') ? 3.8 : 3,
        gist: 'drop the hedges when you are sure',
        practice: {
          metric: 'hedging_rate',
          text: (target, current) =>
            `Next meeting: say your main view once without “I think”, “maybe” or “kind of”. The next upload shows your hedging, ${current} today; aim for ${target}.`,
        },
      })
  }

  // "…, right?" endings.
  if (lowScore(metrics, 'tag_questions')) {
    const tag = ownSentences(input).find(
      (s) =>
        s.acts.includes('tag_question') &&
        // "Assuming that your validators are fine with it, right?" is an aside: no statement to make.
        !SUBORDINATE_START.test(withoutLead(s.text)) &&
        // "…, right?" after a name or a figure checks a fact; after a view it asks for approval.
        statesAView(s.text) &&
        // "Let's say we want to do a swap, right?" sets up an example, in a demo or a walkthrough.
        !HYPOTHETICAL.test(s.text) &&
        /,?\s*(?:right|yeah|okay|ok|no|correct|isn't it|don't you think)\?$/i.test(s.text),
    )
    // A sentence halting with filled pauses has no clean statement to offer back.
    if (tag && (tag.text.match(FILLERS) ?? []).length < 2) {
      const statement = tag.text.replace(
        /,?\s*(?:right|yeah|okay|ok|no|correct|isn't it|don't you think)\?$/i,
        '.',
      )
      if (statement.split(/\s+/).length >= 4)
        out.push({
          point: {
            text: `At ${clock(tag.at)} you ended a statement by asking for approval. Make the statement, then ask what people think if you want input.`,
            quote: tag.text,
            at: tag.at,
            instead: `${fluent(withoutLead(statement))} What would you change?`,
            metric: 'tag_questions',
          },
          claim: 'tag-question',
          weight: 3.2,
          gist: 'end on a full stop rather than “right?”',
          practice: {
            metric: 'tag_questions',
            text: (target, current) =>
              `Next meeting: end your recommendations with a full stop, not “right?”. The next upload counts these endings, ${current} today; aim for ${target}.`,
          },
        })
    }
  }

  // Filled pauses, where the captions keep them.
  if (scored(metrics, 'hesitation_rate') && lowScore(metrics, 'hesitation_rate', 6)) {
    const halting = ownSentences(input)
      .filter((s) => (s.text.match(FILLERS) ?? []).length >= 3 && fluentRewrite(s.text) !== null)
      .sort((a, b) => (b.text.match(FILLERS) ?? []).length - (a.text.match(FILLERS) ?? []).length)[0]
    const clean = halting ? fluentRewrite(halting.text) : null
    if (halting && clean)
      out.push({
        point: {
          text: `At ${clock(halting.at)} the point was buried in filled pauses: you said ${fillersSaid(halting.text)} in one sentence. Pause in silence instead; the sentence is stronger without them.`,
          quote: halting.text,
          at: halting.at,
          instead: clean,
          metric: 'hesitation_rate',
        },
        claim: 'filled-pauses',
        weight: 3,
        gist: 'let silence replace “uh” and “um”',
        practice: {
          metric: 'hesitation_rate',
          text: (target, current) =>
            `Next meeting: rehearse the first sentence of your main point aloud beforehand and pause silently where you would say “uh”. The next upload counts filled pauses, ${current} today; aim for ${target}.`,
        },
      })
  }

  // Verbal fillers (", like,", "you know"), which captions keep.
  if (lowScore(metrics, 'filler_words')) {
    const count = (t: string) => (t.match(VERBAL_FILLERS) ?? []).length
    const padded = ownSentences(input)
      .filter((s) => count(s.text) >= 2)
      .sort((a, b) => count(b.text) - count(a.text))[0]
    if (padded) {
      const clean = fluent(padded.text)
      if (clean.split(/\s+/).length >= 5 && normalized(clean) !== normalized(padded.text))
        out.push({
          point: {
            text: `At ${clock(padded.at)} “like” and “you know” padded the point. Said without them, the same words sound sure.`,
            quote: padded.text,
            at: padded.at,
            instead: clean,
            metric: 'filler_words',
          },
          claim: 'padded',
          weight: 3,
          gist: 'drop “like” and “you know” from your questions and points',
          practice: {
            metric: 'filler_words',
            text: (target, current) =>
              `Next meeting: before you speak, know your first sentence, and say it without “like” or “you know”. The next upload shows your filler words, ${current} today; aim for ${target}.`,
          },
        })
    }
  }

  // Cut off before finishing.
  const overlaps = interruptionCounts(input)
  const othersOf = (key: 'cut' | 'cutIn') =>
    [...overlaps].filter(([label]) => label !== m.name).map(([, c]) => c[key])
  // Cut off means the floor was lost: an echo ("You haven't made a PowerPoint, okay.") that the
  // person talks straight on from is not counted.
  const cut = (input.cutOffs.get(m.name) ?? []).filter(
    (c) => !keptTheFloor(c, input.nextOther.get(c.by.id), m.name),
  )
  // The cut-off words must show the point being made: a stub ("It's been a l") shows nothing.
  const firstCutOff = cut.find((c) => (input.cues.get(c.cueId)?.text.trim().split(/\s+/).length ?? 0) >= 6)
  const cutStandsOut = standsOut(cut.length, othersOf('cut'), 3)
  if (cutStandsOut && firstCutOff && lowScore(metrics, 'uninterrupted_turns', 7.5)) {
    const cue = input.cues.get(firstCutOff.cueId)
    const next = firstCutOff.by
    if (cue && next.speaker)
      out.push({
        point: {
          text: `At ${clock(cue.start)} ${nameOf(addresses, next.speaker)} came in before you had finished. It happened to you ${times(cut.length)}, more than to most people in this meeting. Keep the floor until your point is made.`,
          quote: cue.text.trim(),
          at: cue.start,
          instead: 'Let me finish this point, and then I want your view.',
          metric: 'uninterrupted_turns',
        },
        claim: 'was-cut-off',
        weight: 2.8 + Math.min(1, cut.length * 0.2),
        gist: 'hold the floor until your point is made',
        practice: {
          metric: 'uninterrupted_turns',
          text: (target, current) =>
            `Next meeting: when someone starts over you mid-point, say “Let me finish this point” and complete it. The next upload shows the share of your turns you finished, ${current} today; aim for ${target}.`,
        },
      })
  }

  // Cutting others off.
  const cutIn: { cueId: string; cut: string; at: number }[] = []
  for (const [person, list] of input.cutOffs) {
    if (person === m.name) continue
    for (const c of list)
      if (c.by.speaker === m.name) cutIn.push({ cueId: c.by.id, cut: person, at: c.by.start })
  }
  cutIn.sort((a, b) => a.at - b.at)
  const firstCut = cutIn.find((c) => {
    const text = input.cues.get(c.cueId)?.text.trim() ?? ''
    return text.split(/\s+/).length >= 6 && hadAPoint(input, c)
  })
  // One of the two at most: a person both cut off and cutting in is coached on the one that stands out.
  if (standsOut(cutIn.length, othersOf('cutIn'), 4) && firstCut && !cutStandsOut) {
    const cue = input.cues.get(firstCut.cueId) as Cue
    out.push({
      point: {
        text: `At ${clock(cue.start)} you came in before ${nameOf(addresses, firstCut.cut)} had finished. You did so ${times(cutIn.length)} in the meeting, more than most people here. Let the other person land their point first.`,
        quote: cue.text.trim(),
        at: cue.start,
        instead: `Sorry, go ahead, ${nameOf(addresses, firstCut.cut)}, finish your point.`,
        metric: null,
      },
      claim: 'cut-in',
      weight: 2.5 + Math.min(1, cutIn.length * 0.15),
      gist: 'let others finish before you come in',
    })
  }
  return out
}

/**
 * The line cut off was on its way to a point: five words or more that are not "no no no" or a
 * laugh (IS1002d: "okay. Um no no no tha that's alri" while someone answered a joke is no point).
 */
function hadAPoint(input: NarrativeInput, cut: { cut: string; at: number }): boolean {
  const own = input.cuesBySpeaker.get(cut.cut) ?? []
  let last: Cue | undefined
  for (const c of own) {
    if (c.start >= cut.at) break
    last = c
  }
  if (!last) return false
  const words = last.text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter((w) => w.length > 1 && !/^(?:no|yes|yeah|okay|ok|um|uh|hmm|mm|oh|ah|so|well|right)$/.test(w))
  return words.length >= 4
}

/** A hedged sentence worth rewriting: a view, not thanks or a pleasantry ("thanks, I think I get it"). */
function plainView<R extends { original: { text: string } }>(rewrite: R | null): R | null {
  if (!rewrite) return null
  const text = rewrite.original.text
  return /\bthank|\bsorry\b|\bi get it\b/i.test(text) ||
    isPleasantry(text) ||
    isMeetingLogistics(text) ||
    IMMEDIATE.test(text)
    ? null
    : rewrite
}

/** Hedges taken out of a sentence, or null when nothing was taken or the rest reads badly. */
export function hedgeless(text: string): string | null {
  const rewritten = withoutLead(
    text
      .replace(/\b(?:i think|i guess|i suppose|i feel like|i believe)(?: that(?!['’]s))?,?\s*/gi, '')
      .replace(/\b(?:maybe|perhaps|probably|possibly|kind of|sort of|a bit),?\s*/gi, '')
      // "We could shrink the margins" is put as a proposal, not turned into "we should" or "we will":
      // the plainer line keeps what they meant.
      .replace(
        /^((?:(?:so|and|but|okay|ok|well|yeah|yes|right|now|then|overall),?\s+)*)we (?:could|might)(?: want to)?\b/i,
        '$1I propose we',
      )
      .replace(/\s+([,.?!])/g, '$1')
      // "…for the next meeting, I think." keeps no comma before its full stop.
      .replace(/,([.?!])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  )
  if (normalized(rewritten) === normalized(text) || rewritten.split(/\s+/).length < 4) return null
  return /[.!?]$/.test(rewritten) ? rewritten : `${rewritten}.`
}

interface OwnSentence {
  text: string
  at: number
  cueId: string
  acts: readonly string[]
}

/** The person's whole sentences, each inside one cue. */
const sentencesOf = new WeakMap<NarrativeInput, OwnSentence[]>()

function ownSentences(input: NarrativeInput): OwnSentence[] {
  const cached = sentencesOf.get(input)
  if (cached) return cached
  const out: OwnSentence[] = []
  const self = input.measurement.name
  for (const seg of input.measurement.speech.segments) {
    // The text's own tests first: most segments fail one, and then their cue is never looked up.
    const text = seg.text.trim()
    if (!/^[\p{Lu}\d“"]/u.test(text) || !/[.?!]$/.test(text)) continue
    const n = splitCount(text)
    if (n < 4 || n > 45) continue
    const cue = input.cues.get(seg.cueId)
    if (!cue || cue.speaker !== self || !cue.text.includes(text)) continue
    const acts = input.actsOf(seg.cueId, text)
    out.push({ text, at: cue.start, cueId: cue.id, acts })
  }
  sentencesOf.set(input, out)
  return out
}

/** The person's last whole sentence in [from, to]. */
function lastQuotableBefore(
  input: NarrativeInput,
  to: number,
  from: number,
): { quote: string; at: number } | null {
  const own = ownSentences(input).filter((s) => s.at >= from && s.at <= to && readsCleanly(s.text))
  const last = own[own.length - 1]
  return last ? { quote: last.text, at: last.at } : null
}

// ---------------------------------------------------------------------------------------------
// Fallbacks: a scored person always gets one point of each kind, from their own measured speech.

/** What an evidence example of a well-scored metric shows, as "At m:ss you …". */
const SHOWN_BY: Readonly<Record<string, { text: string; gist: string }>> = {
  specificity: {
    text: 'gave the group a concrete figure to work with',
    gist: 'gave the group concrete figures',
  },
  directive_language: { text: 'said plainly what should happen', gist: 'said plainly what should happen' },
  signposting: { text: 'told the group where you were going', gist: 'gave your points a clear route' },
  ownership_language: { text: 'spoke for your own part of the work', gist: 'spoke for your own part' },
  personal_experience: {
    text: 'drew on your own experience to make the point',
    gist: 'drew on your own experience',
  },
  building_on_others: { text: "built openly on someone else's point", gist: "built on others' points" },
  questions_asked: { text: 'put a direct question to the group', gist: 'asked direct questions' },
}

/** Work reported done: "we merged it", "it's deployed", "we tested it with…". */
/** A sentence that stops on a word that needs another after it ("…, the answer is."). */
const ENDS_UNFINISHED = /\b(?:is|are|was|were|the|a|an|to|of|and|but|or|that|with|for)[.!?]?$/i
/** Hedges, each counted. */
const HEDGES = /\b(?:i think|i guess|i mean|maybe|perhaps|probably|kind of|sort of|if i understood)\b/gi

/**
 * An answer fit to hold up as answering straight: it finishes and hedges at most once ("Yes, I
 * think, if I understood correctly, I think, yes, the answer is." is neither).
 */
export function straightAnswer(quote: string): boolean {
  return !ENDS_UNFINISHED.test(quote) && (quote.match(HEDGES) ?? []).length < 2
}

/** How a sentence starts: a capital, a digit or an opening quote. */
const SENTENCE_START = /^[\p{Lu}\d“"‘']/u

/** Common finite verbs and auxiliaries, and the -ed past: enough to tell a clause from a label. */
const FINITE_VERB =
  /\b(?:is|are|was|were|am|be|been|have|has|had|do|does|did|will|would|can|could|should|shall|may|might|must|need|needs|think|thinks|want|wants|go|goes|get|gets|got|make|makes|made|see|sees|saw|know|knows|knew|say|says|said|take|takes|took|give|gives|gave|run|runs|ran|work|works|look|looks|seem|seems|mean|means|let's|\w+'(?:s|re|m|ve|ll|d)|(?<![-\w])\w{3,}ed)\b/i

/**
 * True when the sentence's main clause has a verb: "DevNet 4, which is based on top of DevNet 7."
 * is a label with a relative clause, not a point made in a whole sentence.
 */
export function mainClauseHasVerb(text: string): boolean {
  return FINITE_VERB.test(
    text.replace(
      /,\s*(?:which|who|whose|where|that|if|when|as|because|since|though|although|while|unless)\b[^,.;!?]*/gi,
      '',
    ),
  )
}

const DONE =
  /\b(?:merged|shipped|released|implemented|tested|fixed|finished|deployed|published|completed|achieved|landed|launched|opened|submitted|benchmarked|measured|wrote|written|built|added|removed|updated)\b/i
/**
 * Work reported done: the done-word after who did it or a perfect or passive ("we merged", "I've
 * fixed", "it's been deployed", "was tested"), not a story's past ("And it landed by a wall",
 * a butterfly in ES2015a's warm-up).
 */
const WORK_DONE =
  /\b(?:we|i|they|we've|i've|they've|has|have|had|been|is|are|was|were|it's|that's)\s+(?:\S+\s+){0,2}?(?:merged|shipped|released|implemented|tested|fixed|finished|deployed|published|completed|achieved|landed|launched|opened|submitted|benchmarked|measured|wrote|written|built|added|removed|updated)\b/i
const NOT_DONE =
  /\b(?:not yet|haven't|have not|hasn't|has not|didn't|did not|never|still need|yet to)\b|\b(?:to|get|gets|getting|will|should|need|needs|want|wants|can|could|would|might|gonna|going to|try|trying|let's)\s+(?:\S+\s+){0,4}(?:merged|shipped|released|implemented|tested|fixed|finished|deployed|published|completed|landed|launched|opened|submitted|benchmarked|measured|written|built|added|removed|updated)\b/i
const HEDGED =
  /\b(?:i think|i guess|i suppose|maybe|perhaps|probably|possibl[ey]|likely|kind of|sort of|i mean|you know|like,|as far as i (?:know|can tell|understand)|afaik|i believe|seems?|seemingly|looks like|looking (?:very |quite )?(?:possible|likely|like)|i'd say|more or less|somewhat|(?:in )?my opinion)|\blike[.,!]?$/i
/**
 * A figure the group can hold on to: a quantity with its unit, a share, an amount, a count of
 * things; not a label ("strategy 1", "option two", "EIP 7702").
 */
const FIGURE =
  /(?:[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:%|percent|x\b|k\b|m\b|bn?\b|ms\b|milliseconds?|seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|gb|mb|kb|tb|gwei|eth|gas|blocks?|slots?|epochs?|validators?|nodes?|clients?|people|users|customers|dollars|euros|pounds|times|percent|units|items|tests?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|million|billion)\s(?:percent|seconds?|minutes?|hours?|days?|weeks?|months?|years?|blocks?|slots?|epochs?|validators?|nodes?|clients?|people|users|dollars|euros|times)\b|\b(?:half|double|twice)\b)/i

/** Words that disclaim the point being made. */
const DISCLAIMS =
  /\b(?:don't really|do not really|not really|not (?:sure|involved|an expert|the right person)|no strong opinions?|(?:strong )?opinions? either way|i don't know|i'm not)\b/i

/**
 * "like" other than the verb ("I'd like to", "people like it"): a filler ("you have to like press",
 * "it's now like a two-part thing") or a comparison; praise for a plain sentence passes over both.
 */
function hasLike(text: string): boolean {
  return /\blike\b/i.test(
    text.replace(/\b(?:would|'d|i|we|they|you|people|users|don't|didn't|do|does) like\b|\blike to\b/gi, ''),
  )
}

function fallbackWorked(input: NarrativeInput): Candidate<CoachingPoint>[] {
  const out: Candidate<CoachingPoint>[] = []
  const usable = ownSentences(input).filter(
    (s) => !isMeetingLogistics(s.text) && !isPleasantry(s.text) && !s.text.endsWith('?'),
  )
  const clean = usable.filter((s) => readsCleanly(s.text))
  // Plain enough to hold up as an example: no filled pause and nothing trailing off.
  const plainEnough = usable.filter((s) => !/\b(?:uh|um|uhm|umm|er|erm)\b|…|\.\.\./i.test(s.text))
  const sentences = clean.length > 0 ? clean : plainEnough
  // "We have not yet merged" reports what is not done.
  const done = sentences.filter((s) => DONE.test(s.text) && WORK_DONE.test(s.text) && !NOT_DONE.test(s.text))
  const report = done.find((s) => FIGURE.test(s.text)) ?? done[0]
  if (report)
    out.push({
      point: {
        text: FIGURE.test(report.text)
          ? `At ${clock(report.at)} you reported what was done, with a figure the group can hold on to.`
          : `At ${clock(report.at)} you told the group plainly what was done.`,
        quote: report.text,
        at: report.at,
        metric: FIGURE.test(report.text) ? 'specificity' : null,
      },
      claim: 'progress-report',
      weight: 2.5,
      gist: 'reported concrete progress',
    })
  const plain = sentences
    .filter(
      (s) =>
        !HEDGED.test(s.text) &&
        !trailsOff(s.text) &&
        !/\b(?:uh|um|uhm|umm|er|erm)\b/i.test(s.text) &&
        readsCleanly(s.text) &&
        !hasLike(s.text) &&
        // "I don't really have strong opinions either way…" disclaims the point it makes.
        !DISCLAIMS.test(s.text) &&
        // A question without its question mark ("So do you think even though…") makes no point.
        !QUESTION_START.test(withoutLead(s.text).replace(/^or\s+/i, '')) &&
        s.text.split(/\s+/).length >= 8 &&
        SENTENCE_START.test(s.text) &&
        mainClauseHasVerb(s.text),
    )
    .sort((a, b) => b.text.split(/\s+/).length - a.text.split(/\s+/).length)[0]
  if (plain)
    out.push({
      point: {
        text: `At ${clock(plain.at)} you made your point in one whole sentence, without hedges or filler.`,
        quote: plain.text,
        at: plain.at,
        metric: null,
      },
      claim: 'plain-sentence',
      weight: 0.5,
      gist: 'made your points in plain, whole sentences',
    })
  // Little speech: the longest of their cues, said plainly.
  const self = input.measurement.name
  // Only for someone with few words or few turns: from a person with more, their longest cue
  // is no praise ("like y so you're either in that mode…", 38 words, ES2011b).
  const longest =
    input.measurement.words < 2 * MIN_WORDS_FOR_SCORING || input.measurement.speakingTurns <= 4
      ? (input.cuesBySpeaker.get(self) ?? [])
          .filter(
            (c) =>
              c.speaker === self &&
              readsCleanly(c.text.trim()) &&
              !hasLike(c.text) &&
              !DISCLAIMS.test(c.text) &&
              !QUESTION_START.test(withoutLead(c.text.trim()).replace(/^or\s+/i, '')),
          )
          .sort((a, b) => b.text.length - a.text.length)[0]
      : undefined
  if (longest && longest.text.trim().split(/\s+/).length >= 6 && !isPleasantry(longest.text))
    out.push({
      point: {
        text: `At ${clock(longest.start)} you made your point in ${plural(longest.text.trim().split(/\s+/).length, 'word')}.`,
        quote: longest.text.trim(),
        at: longest.start,
        metric: null,
      },
      claim: 'short-point',
      weight: 0.2,
      part: true,
      gist: 'made your point briefly',
    })
  for (const [id, shown] of Object.entries(SHOWN_BY)) {
    const metric = metricOf(input.metrics, id)
    if (!metric?.measured || metric.score === null || metric.score < 5.5) continue
    for (const e of metric.evidence.examples) {
      const cue = input.cues.get(e.cueId)
      const text = e.text.trim()
      if (!cue || cue.speaker !== input.measurement.name || !cue.text.includes(text)) continue
      // Enough words to show the behaviour: "'cause I found some interesting things" shows no experience.
      if (text.split(/\s+/).length < 7) continue
      // A figure asked about ("…should be twelve and a half?") is not given to the group.
      if (id === 'specificity' && (!FIGURE.test(text) || text.endsWith('?'))) continue
      // "Where you were going" needs a route word: "For example…" gives an example, not a route.
      if (id === 'signposting' && !ROUTE.test(text)) continue
      if (!/[.!?]["”’]?$/.test(text) || trailsOff(text)) continue
      // A sentence starts like one: "in the PR, for the spec change?" is the tail of another.
      if (!SENTENCE_START.test(text)) continue
      // A question is asked as one: "This app is based on a scaffold, Oath?" is a statement.
      if (id === 'questions_asked' && !QUESTION_START.test(withoutLead(text))) continue
      if (id === 'questions_asked' && TIME_QUESTION.test(text)) continue
      // "Said plainly" and a hedge in the same breath contradict each other ("Maybe we should…").
      if (id === 'directive_language' && HEDGED.test(text)) continue
      if (!readsCleanly(text) || isMeetingLogistics(text) || isPleasantry(text)) continue
      // "…I'm assuming the next DevNet after that, DevNet 5. / We'll have the remaining EIPs
      // included.": a caption cut makes the end of an assumption look like a plain statement.
      if (cue.text.trim().startsWith(text) && continuesOwnCue(input, cue)) continue
      // Building on someone else needs someone else to build on: the last words before it are
      // another person's ("It's not exactly wires we are using." clarified their own; round 17).
      if (id === 'building_on_others' && lastWordsBefore(input, cue)?.speaker === cue.speaker) continue
      // What it led to, where the next person took a question up at once.
      const reply = id === 'questions_asked' ? input.nextOther.get(cue.id) : undefined
      const opening =
        reply?.speaker && reply.start - cue.end <= 10 && spokeEnough(input, reply.speaker)
          ? openingOf(reply.text)
          : null
      // A question that carries on an exchange with one person is put to them, not the group.
      const toOne = reply?.speaker && id === 'questions_asked' && inExchangeWith(input, cue, reply.speaker)
      const did = toOne ? 'followed up with a direct question' : shown.text
      out.push({
        point: {
          text:
            opening && reply?.speaker
              ? `At ${clock(cue.start)} you ${did}, and ${nameOf(input.addresses, reply.speaker)} took it up: “${opening}”`
              : `At ${clock(cue.start)} you ${did}.`,
          quote: text,
          at: cue.start,
          metric: id,
        },
        claim: 'metric-shown',
        weight: 1 + metric.score / 10,
        gist: shown.gist,
      })
      break
    }
  }
  return out
}

/** Words of connecting a laptop to the screen (AMI's "F_ eight" switches the display). */
const SETUP = /\bF_ ?(?:eight|8)\b|\bF_N_|\bplug(?:ged)? (?:it|this|that|in)\b|\bcable\b/i

/** Seconds either side of a line in which talk of the equipment makes it part of the set-up. */
const SETUP_SECONDS = 30

/**
 * The meeting's cues as duringSetup walks them (the map's order), whether that order is by start
 * time, and per cue whether it talks of the equipment (0 not asked yet, 1 no, 2 yes): every
 * candidate of every person asks, and each walked the cues from the first with an iterator and
 * tested the same lines again (1 MB of iterator results per MRDA analysis).
 */
interface SetupIndex {
  cues: Cue[]
  byStart: boolean
  talk: Uint8Array
}

const SETUP_INDEX = new WeakMap<ReadonlyMap<string, Cue>, SetupIndex>()

function setupIndex(byId: ReadonlyMap<string, Cue>): SetupIndex {
  const known = SETUP_INDEX.get(byId)
  if (known && known.cues.length === byId.size) return known
  const cues = [...byId.values()]
  let byStart = true
  for (let i = 1; i < cues.length && byStart; i++)
    byStart = (cues[i] as Cue).start >= (cues[i - 1] as Cue).start
  const index = { cues, byStart, talk: new Uint8Array(cues.length) }
  SETUP_INDEX.set(byId, index)
  return index
}

/** The first of cues in start order that starts at `from` or later (their length when none does). */
function firstFrom(cues: readonly Cue[], from: number): number {
  let lo = 0
  let hi = cues.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((cues[mid] as Cue).start < from) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** True when the line at `at` falls while someone was connecting the equipment. */
function duringSetup(input: NarrativeInput, at: number): boolean {
  const { cues, byStart, talk } = setupIndex(input.cues)
  // In start order the cues before at - SETUP_SECONDS are all too early: the walk starts after them.
  for (let i = byStart ? firstFrom(cues, at - SETUP_SECONDS) : 0; i < cues.length; i++) {
    const c = cues[i] as Cue
    if (c.start > at + SETUP_SECONDS) break
    if (c.start < at - SETUP_SECONDS) continue
    if (talk[i] === 0) talk[i] = SETUP.test(c.text) || isMeetingLogistics(c.text) ? 2 : 1
    if (talk[i] === 2) return true
  }
  return false
}

/** A question that asks for anything left ("Anything else?", "Any other questions?"). */
const ANYTHING_ELSE =
  /^(?:is there |are there |do we have |have we got )?(?:anything else|any (?:other |more |further )?(?:questions|comments|thoughts|points|business))\b/i

function fallbackChange(input: NarrativeInput): Candidate<CoachingChange>[] {
  // "When nothing above applies" means nothing the product shows (narrative-claims.ts).
  const shown = (c: Candidate<CoachingChange>) => input.claims(c.claim)
  const out: Candidate<CoachingChange>[] = []
  const { measurement: m, addresses } = input
  const hedged = plainView(hedgeRewrite(m))
  const hedgedCue = hedged ? input.cues.get(hedged.original.cueId) : undefined
  if (hedged && hedgedCue?.text.includes(hedged.original.text))
    out.push({
      point: {
        text: `At ${clock(hedgedCue.start)} you softened a view with hedges. Said plainly, it carries the weight you meant.`,
        quote: hedged.original.text,
        at: hedgedCue.start,
        instead: hedged.rewritten,
        metric: 'hedging_rate',
      },
      claim: 'hedged-view',
      weight: 2,
      gist: 'say your view plainly once you are sure',
      practice: {
        metric: 'hedging_rate',
        text: (target, current) =>
          `Next meeting: say your main view once without “I think”, “maybe” or “kind of”. The next upload shows your hedging, ${current} today; aim for ${target}.`,
      },
    })
  // A closed question of theirs, asked openly.
  const closed = ownSentences(input).find(
    (s) =>
      s.text.endsWith('?') &&
      readsCleanly(s.text) &&
      // "Anything else we need to do?" closes a meeting: a yes or a no is all it asks for.
      !ANYTHING_ELSE.test(withoutLead(s.text)) &&
      // "Should I do it again?" while the laptop is being connected asks about the equipment.
      !duringSetup(input, s.at) &&
      openUp(s.text) !== null,
  )
  if (closed)
    out.push({
      point: {
        text: `At ${clock(closed.at)} you asked a question that can be answered yes or no. Starting with “what” or “how” draws out what people know.`,
        quote: closed.text,
        at: closed.at,
        instead: openUp(closed.text) as string,
        metric: 'open_question_share',
      },
      claim: 'question-closed',
      weight: 1.8,
      gist: 'start your questions with “what” or “how”',
      practice: {
        metric: 'open_question_share',
        text: (target, current) =>
          `Next meeting: start your questions with “what” or “how”. The next upload shows the share of your questions that were open, ${current} today; aim for ${target}.`,
      },
    })
  // A very long turn: the point first, in one line, then the reasons, then hand over. The line is
  // the first view they stated in it, said cleanly (their own words, moved to the front).
  const long = out.some(shown)
    ? undefined
    : [...m.speech.turns].sort((a, b) => b.turn.words - a.turn.words)[0]
  if (long && long.turn.words >= 250 && !askedForStretch(input, long.turn.start)) {
    const inTurn = new Set(long.turn.cueIds)
    const point = pointIn(input, (s) => inTurn.has(s.cueId))
    // Without a clean sentence of theirs to move up: the turn's opening words, and a line to fill.
    const opening = long.turn.cueIds
      .map((id) => input.cues.get(id))
      .find((c): c is Cue => c?.speaker === m.name && c.text.trim().split(/\s+/).length >= 6)
    const lastCue = input.cues.get(long.turn.cueIds[long.turn.cueIds.length - 1] ?? '')
    // After a long stretch nobody else spoke nearby: the one who came in next is the one to hand to.
    const next = lastCue ? input.nextOther.get(lastCue.id)?.speaker : undefined
    const to = lastCue
      ? (someonePresent(input, lastCue.start, next ?? null) ??
        (next && next !== m.name && spokeEnough(input, next) ? next : null))
      : null
    const shown = point ?? (opening ? { text: opening.text.trim(), at: opening.start } : null)
    // The turn may end at a pause of their own, with more of their talk after it.
    const cameIn =
      next !== undefined &&
      next !== m.name &&
      lastCue !== undefined &&
      !(input.cuesBySpeaker.get(m.name) ?? []).some(
        (c) =>
          c.start > (lastCue?.start ?? 0) && c.start < (input.nextOther.get(lastCue?.id ?? '')?.start ?? 0),
      )
    if (shown && to) {
      const line = point ? fluent(withoutLead(point.text)) : '…'
      out.push({
        point: {
          text: `From ${clock(long.turn.start)} you spoke ${plural(long.turn.words, 'word')} in one turn${cameIn ? ' before anyone else came in' : ''}. Put the point first, in one line, then the reasons, then hand over.`,
          quote: shown.text,
          at: shown.at,
          instead: point
            ? `${line} ${nameOf(addresses, to)}, what would you change?`
            : `My point in one line: … ${nameOf(addresses, to)}, what would you change?`,
          metric: 'longest_monologue',
        },
        claim: 'long-stretch',
        weight: 1.6,
        gist: 'put your point first in one line, then hand over',
        practice: {
          metric: 'longest_monologue',
          text: (target, current) =>
            `Next meeting: open each long contribution with your point in one line and hand over after the reasons. The next upload shows your longest stretch without a break, ${current} today; aim for ${target} or less.`,
        },
      })
    }
  }

  // A question put to the room, handed to the person who could answer it (the one who did).
  const names = [...addresses.values()].map((n) => n.toLowerCase())
  const toRoom = ownSentences(input).find((s) => {
    if (!s.text.endsWith('?') || s.text.split(/\s+/).length < 4 || !readsCleanly(s.text)) return false
    // A statement with a tag ("…, that's the base case, right?") is not a question to hand on.
    if (TAG_ENDING.test(s.text) || !QUESTION_START.test(withoutLead(s.text))) return false
    // "Should we get started?" runs the meeting; a question read out for someone else is theirs.
    if (IMMEDIATE.test(s.text) || isMeetingLogistics(s.text) || readOut(input, s.at)) return false
    // Named in the same cue or just before ("Mercy, do you want to start… Do you just want to…?").
    const cue = input.cues.get(s.cueId)
    const before = (input.cuesBySpeaker.get(m.name) ?? []).filter(
      (c) => cue !== undefined && c.start < cue.start && c.start >= cue.start - 15,
    )
    const around = [cue?.text ?? s.text, ...before.map((c) => c.text)].join(' ').toLowerCase()
    if (names.some((n) => n.length > 1 && around.includes(n)) || addressedIn(around, addresses, m.name))
      return false
    const reply = input.nextOther.get(s.cueId)
    // An answer, not a question back ("Anyone a mathematician?") while the asker answers themselves;
    // and an answer then, not the next words of that person minutes later; and a question put to
    // the room, not the next line of a two-person exchange.
    return (
      reply?.speaker != null &&
      cue !== undefined &&
      !inExchangeWith(input, cue, reply.speaker) &&
      reply.start - (input.cues.get(s.cueId)?.end ?? s.at) <= ANSWER_WITHIN_SECONDS &&
      spokeEnough(input, reply.speaker) &&
      !reply.text.trim().endsWith('?') &&
      reply.text.trim().split(/\s+/).length >= 3
    )
  })
  const answerer = toRoom ? input.nextOther.get(toRoom.cueId)?.speaker : undefined
  const handed = toRoom && answerer ? handedTo(nameOf(addresses, answerer), withoutLead(toRoom.text)) : null
  if (toRoom && answerer && handed && !out.some(shown)) {
    out.push({
      point: {
        text: `At ${clock(toRoom.at)} you put your question to the whole room; ${nameOf(addresses, answerer)} was the one who answered. Asking the person who knows by name tells the room who owns the answer.`,
        quote: toRoom.text,
        at: toRoom.at,
        instead: handed,
        metric: 'inviting_others',
      },
      claim: 'question-to-room',
      weight: 1.4,
      gist: 'put your questions to someone by name',
      practice: {
        metric: 'inviting_others',
        text: (target, current) =>
          `Next meeting: put each question to the person who can answer it, by name. The next upload counts your invitations to others, ${current} today; aim for ${target}.`,
      },
    })
  }
  // Filled pauses, where the captions keep them.
  if (scored(input.metrics, 'hesitation_rate')) {
    const halting = ownSentences(input).find(
      (s) => (s.text.match(FILLERS) ?? []).length >= 2 && fluentRewrite(s.text) !== null,
    )
    const clean = halting ? fluentRewrite(halting.text) : null
    if (halting && clean)
      out.push({
        point: {
          text: `At ${clock(halting.at)} you said ${fillersSaid(halting.text)} in one sentence. A silent pause does the same work and sounds surer.`,
          quote: halting.text,
          at: halting.at,
          instead: clean,
          metric: 'hesitation_rate',
        },
        claim: 'filled-pauses',
        weight: 1.6,
        gist: 'pause silently instead of “uh”',
        practice: {
          metric: 'hesitation_rate',
          text: (target, current) =>
            `Next meeting: pause silently where you would say “uh” or “um”. The next upload counts filled pauses, ${current} today; aim for ${target}.`,
        },
      })
  }
  // The longest turn that ended without handing over, when nothing above applies; one that ends
  // on a view first (handing over after a view draws the others' views), else one that ends on a
  // statement of substance (never a thank-you or a pleasantry).
  const turns = out.some(shown) ? [] : [...m.speech.turns].sort((a, b) => b.turn.words - a.turn.words)
  const endings: { start: number; end: number; lastCueId: string; cue: Cue; last: string }[] = []
  // An answer that reached its point only at the end: the point, said first, is the line to use.
  const buried: { cue: Cue; opening: OwnSentence; last: string }[] = []
  const closing = closeStart(input.meeting)
  for (const t of turns.slice(0, 8)) {
    // "Your longer turns" about a ten-word turn is no longer turn.
    if (t.turn.words < 30) break
    // Nor is an 18-second one (fact-check, pqinterop-030).
    if (t.turn.end - t.turn.start < LONGER_TURN_SECONDS) continue
    // A called turn of a round, or one that handed back ("Thank you, that's all.") or parked the
    // thread ("let's continue this after the call"), ended as it should (pqinterop-030).
    if (inRound(input.rounds, m.name, t.turn.start)) continue
    const lastCue = input.cues.get(t.turn.cueIds[t.turn.cueIds.length - 1] ?? '')
    if (lastCue && (HANDED_BACK.test(lastCue.text) || PARKED.test(lastCue.text))) continue
    // A turn that closes the meeting ("bring some new ideas to our next meeting") has nothing
    // left to hand over to.
    if (
      t.turn.end >= closing &&
      t.turn.cueIds.some((id) => {
        const c = input.cues.get(id)
        return c !== undefined && closesMeeting(c.text)
      })
    )
      continue
    // The turn's last cue with something to quote (a closing "Yeah." is not the statement).
    for (const id of [...t.turn.cueIds].reverse().slice(0, 3)) {
      const c = input.cues.get(id)
      if (!c || c.speaker !== m.name) continue
      const whole = ownSentences(input)
        .filter((s) => s.cueId === c.id)
        .pop()
      const cueText = c.text.trim()
      // A whole sentence with something in it: "Or prove that they work." is no statement to end on.
      const last =
        whole && whole.text.split(/\s+/).length >= 6
          ? whole.text
          : cueText.split(/\s+/).length >= 8
            ? cueText
            : null
      if (!last) continue
      const statement =
        !last.endsWith('?') && !INDIRECT_QUESTION.test(last) && !isPleasantry(last) && !/\bthank/i.test(last)
      if (statement && !answersAQuestion(input, t.turn.cueIds[0] ?? '')) {
        const kept = lastWholeStatement(input, t.turn.cueIds)
        if (kept)
          endings.push({
            start: t.turn.start,
            end: t.turn.end,
            lastCueId: t.turn.cueIds[t.turn.cueIds.length - 1] ?? c.id,
            ...kept,
          })
      } else if (statement && readsCleanly(last) && mainClauseHasVerb(last) && SENTENCE_START.test(last)) {
        const opening = ownSentences(input).find(
          (s) => s.cueId === t.turn.cueIds[0] && s.text !== last && s.text.split(/\s+/).length >= 6,
        )
        // Buried only when the opening held no view and the end came later in the turn: "The
        // buttons should stay simple, because…" and then the detail put the view first.
        if (
          opening &&
          readsCleanly(opening.text) &&
          !statesAView(opening.text) &&
          c.start - opening.at >= 10 &&
          // "Yep, this is for depth at 5, sorry." answers an aside; it is not where things stand.
          !/^(?:yep|yeah|yes|no|nope|okay|ok|right|sure)\b|\bsorry\b/i.test(last)
        )
          buried.push({ cue: c, opening, last })
      }
      break
    }
  }
  const answer = buried[0]
  if (answer && endings.length === 0) {
    const point = capitalised(fluent(withoutLead(answer.last)))
    out.push({
      point: {
        text: statesAView(answer.last)
          ? `When you were asked at ${clock(answer.opening.at)}, you opened with the detail and reached your view only at ${clock(answer.cue.start)}: “${answer.last}” Said first, the view is what people hear and remember; the detail then backs it.`
          : `When you were asked at ${clock(answer.opening.at)}, you opened with the detail and ended at ${clock(answer.cue.start)} with “${answer.last}” In an answer, say where things stand in the first line, then the detail: the first line is what people remember.`,
        quote: answer.opening.text,
        at: answer.opening.at,
        instead: `${/[.!]$/.test(point) ? point : `${point}.`} ${capitalised(withoutLead(answer.opening.text))}`,
        metric: null,
      },
      claim: 'buried-answer',
      weight: 1.5,
      gist: 'put your view first when you answer, then the detail',
    })
  }
  const ending = endings.find((e) => statesAView(e.last)) ?? endings[0]
  if (ending) {
    const { cue, last } = ending
    const to = someonePresent(input, cue.start, input.nextOther.get(cue.id)?.speaker ?? null)
    out.push({
      point: {
        text: `Your turn from ${clock(ending.start)} to ${clock(ending.end)} ended on a statement rather than a question${afterTurn(input, ending.lastCueId, ending.end)} Ending a longer turn by handing it to someone brings the next view in sooner.`,
        quote: last,
        at: cue.start,
        instead: `${fluentRewrite(last) ?? capitalised(last)} ${to ? `${nameOf(addresses, to)}, how does that look from your side?` : 'What questions do you have on that?'}`,
        metric: 'inviting_others',
      },
      claim: 'turn-ended-statement',
      weight: 1.5,
      gist: 'end your longer turns by handing over to someone by name',
      practice: {
        metric: 'inviting_others',
        text: (target, current) =>
          `Next meeting: end your longer turns with a question to someone by name. The next upload counts your invitations to others, ${current} today; aim for ${target}.`,
      },
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// The practice: one measure the next upload checks, moved from today's value the right way.

function roundFor(info: MetricInfo, value: number): number {
  switch (info.valueFormat) {
    case 'percent':
    case 'wpm':
      return Math.round(value)
    case 'seconds':
      return Math.round(value / 5) * 5
    default:
      return Math.round(value * 10) / 10
  }
}

/** The smallest change worth a goal, in the metric's unit. */
function minimumStep(info: MetricInfo): number {
  switch (info.valueFormat) {
    case 'percent':
    case 'percent_precise':
      return 5
    case 'seconds':
      return 10
    case 'per_1000_words':
      return 1
    default:
      return 0.3
  }
}

/** A target beyond `current` in the metric's direction, inside its typical range; null when none is. */
export function practiceTarget(
  info: MetricInfo,
  current: number,
  good: number,
): { target: number; direction: 'increase' | 'decrease' } | null {
  const direction =
    info.direction === 'decrease' ? 'decrease' : info.direction === 'increase' ? 'increase' : null
  if (!direction) return null
  const step = minimumStep(info)
  const { min, max } = info.typicalRange
  let target: number
  if (direction === 'increase') {
    target =
      current < good
        ? current + Math.max(step, (good - current) * 0.6)
        : current + Math.max(step, current * 0.1)
    target = roundFor(info, Math.min(max, target))
    if (target <= current) return null
  } else {
    target =
      current > good
        ? current - Math.max(step, (current - good) * 0.6)
        : current - Math.max(step, current * 0.1)
    target = roundFor(info, Math.max(min, target))
    if (target >= current || target < 0) return null
  }
  return { target, direction }
}

function practiceFrom(
  input: NarrativeInput,
  spec: NonNullable<Candidate<CoachingChange>['practice']>,
): CoachingPractice | null {
  const metric = metricOf(input.metrics, spec.metric)
  const info = getMetricInfo(spec.metric)
  if (!metric || !info || !metric.measured || metric.score === null) return null
  const good = metric.target?.good ?? info.benchmarks.good
  const goal = practiceTarget(info, metric.value, good)
  if (!goal) return null
  const format = (v: number) => formatMetricValue(info.valueFormat, v)
  return {
    text: spec.text(format(goal.target), format(metric.value)),
    metric: spec.metric,
    target: goal.target,
    current: metric.value,
    direction: goal.direction,
  }
}

/** What to do next meeting for a metric, when the practice comes from the weakest one. */
const FALLBACK_PRACTICE: Readonly<Record<string, string>> = {
  inviting_others: 'ask one person by name for their view on each main point',
  building_on_others: 'start one reply by naming whose point you are building on',
  directive_language: 'end each proposal with the next step and who takes it',
  questions_asked: 'bring two questions and ask one in the first fifteen minutes',
  words_per_turn: 'make your point in two or three sentences, then stop',
  signposting: 'before a longer point, say where you are going (“Two things: first…”)',
  hesitation_rate: 'pause in silence where you would say “uh” or “um”',
  emotional_expression: 'say once how you feel about an option (“I like this one because…”)',
  appreciation: 'thank one person by name for something specific they said',
  longest_monologue: 'stop after your main point and ask someone by name',
  open_question_share: 'start your questions with “what” or “how”',
  restarts_repetitions: 'decide the first five words of your point before you speak',
}

/** The practice on the weakest metric: what to do, and the figure the next upload shows. */
export function weakestPractice(id: string, name: string, current: string, target: string): string {
  const todo = FALLBACK_PRACTICE[id]
  return todo
    ? `Next meeting: ${todo}. The next upload shows your ${name.toLowerCase()}, ${current} today; aim for ${target}.`
    : `Next meeting: work on ${name.toLowerCase()}. The next upload measures it: ${current} today; aim for ${target}.`
}

/** When no change carries a practice: the weakest measured metric that has a direction. */
function fallbackPractice(input: NarrativeInput): CoachingPractice | null {
  return weakestMetricPractice(input.metrics)
}

/**
 * The practice on the weakest measured metric that has a direction: the narrative's when no change
 * carries one, and the LLM path's when the model's practice is refused and there is no narrative.
 */
export function weakestMetricPractice(metrics: readonly MetricScore[]): CoachingPractice | null {
  const ranked = metrics
    // How open someone's questions are needs three or more to stand on (premise advice-open-questions).
    .filter(
      (m) =>
        m.measured &&
        m.score !== null &&
        (m.id !== 'open_question_share' || (m.evidence.counts.questions ?? 0) >= 3),
    )
    .sort((a, b) => (a.score ?? 10) - (b.score ?? 10))
  for (const m of ranked) {
    const info = getMetricInfo(m.id)
    if (!info) continue
    const goal = practiceTarget(info, m.value, m.target?.good ?? info.benchmarks.good)
    if (!goal) continue
    const format = (v: number) => formatMetricValue(info.valueFormat, v)
    return {
      text: weakestPractice(m.id, info.name, format(m.value), format(goal.target)),
      metric: m.id,
      target: goal.target,
      current: m.value,
      direction: goal.direction,
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Assembly

function pick<P extends CoachingPoint>(
  candidates: readonly Candidate<P>[],
  input: NarrativeInput,
  taken: Set<string>,
): Candidate<P>[] {
  const out: Candidate<P>[] = []
  const rank = (c: Candidate<P>) => c.weight - (c.part ? 0.7 : 0)
  for (const c of [...candidates].sort((a, b) => rank(b) - rank(a))) {
    if (out.length >= MAX_POINTS) break
    if (!input.claims(c.claim)) continue
    const key = normalized(c.point.quote)
    if (taken.has(key)) continue
    // Praise needs the sentence it praises: a quote that trails off is no example of a thing done well.
    if (!('instead' in c.point) && trailsOff(c.point.quote)) continue
    const cue = findCueAt(input, c.point)
    if (!cue) continue
    if ('instead' in c.point && normalized(String(c.point.instead)) === key) continue
    taken.add(key)
    out.push(c)
  }
  return out
}

/** The person's cue that holds the quote and starts within 2 s of `at`. */
function findCueAt(input: NarrativeInput, point: CoachingPoint): Cue | null {
  const self = input.measurement.name
  for (const cue of input.cuesBySpeaker.get(self) ?? []) {
    if (Math.abs(cue.start - point.at) > 2) continue
    if (quoteHolds(input.cues, cue.id, self, point.quote)) return cue
  }
  return null
}

/**
 * The narrative for one scored person: what worked, what to change and the practice, each point
 * checked against the transcript; null when nothing checkable is left.
 */
/** The words that show the habit each change's metric is about, as quoted. */
const HABIT_OF: Readonly<Record<string, RegExp>> = {
  hedging_rate: HEDGES,
  hesitation_rate: FILLERS,
  filler_words: VERBAL_FILLERS,
  tag_questions: TAG_ENDING,
}

export function coachNarrative(input: NarrativeInput): PersonCoaching | null {
  const own = mine(input.meeting.moments, input.measurement.name)
  const taken = new Set<string>()
  // Changes first: they are scarcer, and a sentence is quoted once.
  let change = pick(changeCandidates(input, own), input, taken)
  if (change.length === 0) change = pick(fallbackChange(input), input, taken)
  // Praise never holds up the habit a change asks them to drop ("I think…" praised, then "drop
  // 'I think'"; blind round 16).
  const habits = change.map((c) => HABIT_OF[c.point.metric ?? '']).filter((h): h is RegExp => h !== undefined)
  const showsNoHabit = (c: Candidate<CoachingPoint>) =>
    !habits.some((h) => new RegExp(h.source, 'i').test(c.point.quote))
  let worked = pick(workedCandidates(input, own).filter(showsNoHabit), input, taken)
  if (worked.length === 0) worked = pick(fallbackWorked(input).filter(showsNoHabit), input, taken)
  // The lead change is one the next upload can measure, when there is one: it becomes the practice.
  const measurable = change.findIndex((c) => c.practice && practiceFrom(input, c.practice) !== null)
  if (measurable > 0)
    change = [change[measurable] as Candidate<CoachingChange>, ...change.filter((_, i) => i !== measurable)]
  // Either part may be empty: a point is made only of a kind that holds (narrative-claims.ts), and
  // the practice still gives them the next step. With neither, there is no narrative.
  const lead = change[0]
  const leadWorked = worked[0]
  const name = nameOf(input.addresses, input.measurement.name)
  let headline: string
  if (lead && leadWorked) headline = `${name}, you ${leadWorked.gist}; next time, ${lead.gist}.`
  else if (lead) headline = `${name}, next time, ${lead.gist}.`
  else if (leadWorked) headline = `${name}, you ${leadWorked.gist}.`
  else return null
  let practice: CoachingPractice | null = null
  for (const c of change) {
    if (c.practice) practice = practiceFrom(input, c.practice)
    if (practice) break
  }
  practice ??= fallbackPractice(input)
  if (!practice) return null
  return {
    headline,
    worked: worked.map((c) => c.point),
    change: change.map((c) => c.point),
    practice,
  }
}

/** The narrative as the coaching summary's paragraphs (blank-line separated). */
export function narrativeSummary(coaching: PersonCoaching): string {
  const worked = coaching.worked.map((p) => `${p.text} (“${p.quote}”)`).join(' ')
  const change = coaching.change.map((p) => `${p.text} Instead: “${p.instead}”`).join(' ')
  return [
    coaching.headline,
    ...(worked ? [`What worked: ${worked}`] : []),
    ...(change ? [`What to change: ${change}`] : []),
    coaching.practice.text,
  ].join('\n\n')
}

/**
 * The narrative's changes as the specification's recommendations, first in the list: the lead
 * change is priority 1 and high impact, the others priority 2; each says the line to use.
 */
export function narrativeRecommendations(coaching: PersonCoaching, person: string): RecommendationItem[] {
  return coaching.change.map((c, i) => {
    const info = c.metric ? getMetricInfo(c.metric) : undefined
    return {
      id: `narrative-${normalized(person).replace(/ /g, '-')}-${i + 1}`,
      recommendation_text: `${c.text} Next time: “${c.instead}”`,
      category: info?.name ?? 'Taking turns',
      priority: i === 0 ? 1 : 2,
      difficulty_level: 'medium',
      estimated_impact: i === 0 ? 'high' : 'medium',
      dimension_name: info?.dimension ?? 'Engagement',
      metric_id: c.metric ?? '',
    }
  })
}
