import type { ParticipantMeasurement } from './measure.ts'
import { formatClock, formatSeconds } from './metrics/format.ts'
import {
  endsUnfinished,
  isMeetingLogistics,
  quotableSentence,
  readsCleanly,
  type WholeSentence,
} from './quotes.ts'
import { statesAView } from './stance.ts'

/**
 * Advice built from the person's own material: one of their hedged sentences said directly, one
 * of their closed questions asked openly, the moment they could have brought someone in. People
 * remember their own words better than a template.
 */

export interface Rewrite {
  original: WholeSentence
  rewritten: string
}

/** Hedges removed, longest first, with what replaces them (empty: dropped). */
const HEDGE_REWRITES: readonly [RegExp, string][] = [
  // Only where it opens a clause: "For personal preferences I think that to make…" loses its verb
  // without it, and is left alone.
  [
    /(^|[,;:]\s*|\b(?:and|but|so|because|yeah|well|okay|now)\s+)(?:i (?:think|guess|suppose|feel like|would say|'d say|believe)|i'm guessing)(?: that)?,?\s*/gi,
    '$1',
  ],
  [/\b(?:kind of|sort of|a bit|more or less|to some extent|in a way)\s*/gi, ''],
  [/\b(?:maybe|perhaps|probably|possibly|hopefully|presumably|basically),?\s*/gi, ''],
  [/,?\s*or something(?: like that)?/gi, ''],
]

function tidy(text: string): string {
  const t = text
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/^[\s,]+/, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/,([.?!])$/, '$1')
    .trim()
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** hedgeRewrite's answer per measurement: the coaching and two narrative points all ask for it. */
const REWRITES = new WeakMap<ParticipantMeasurement, Rewrite | null>()

/** One of the person's hedged sentences, and the same sentence said directly. */
export function hedgeRewrite(m: ParticipantMeasurement): Rewrite | null {
  const known = REWRITES.get(m)
  if (known !== undefined) return known
  const found = findHedgeRewrite(m)
  REWRITES.set(m, found)
  return found
}

function findHedgeRewrite(m: ParticipantMeasurement): Rewrite | null {
  const bySentence = new Map<number, number>()
  for (const h of m.stats.matches.hedge ?? []) {
    const tok = m.speech.tokens[h.start]
    if (tok) bySentence.set(tok.sentence, (bySentence.get(tok.sentence) ?? 0) + 1)
  }
  let best: Rewrite | null = null
  let bestRank = -1
  for (const [i, hedges] of bySentence) {
    // The rank below is at most hedges * 2 + 3: a sentence that cannot beat the best is not rewritten.
    if (hedges * 2 + 3 <= bestRank) continue
    const original = quotableSentence(m.speech, i)
    // Doubt about a fact is information: only a view is said more plainly (stance.ts).
    if (
      !original ||
      original.text.endsWith('?') ||
      !readsCleanly(original.text) ||
      !statesAView(original.text)
    )
      continue
    let rewritten = original.text
    for (const [re, by] of HEDGE_REWRITES) rewritten = rewritten.replace(re, by)
    rewritten = tidy(rewritten)
    const n = rewritten.split(/\s+/).length
    if (
      rewritten === original.text ||
      n < 5 ||
      n > 30 ||
      !/[.!]$/.test(rewritten) ||
      !readsCleanly(rewritten) ||
      endsUnfinished(rewritten)
    )
      continue
    const rank = hedges * 2 + (/\b(?:we|let's|should|need)\b/i.test(rewritten) ? 2 : 0) + (n <= 20 ? 1 : 0)
    if (rank > bestRank) {
      best = { original, rewritten }
      bestRank = rank
    }
  }
  return best
}

const LEAD = /^(?:(?:so|and|but|okay|ok|well|right|now),?\s+)*/i

/**
 * Closed questions that are right to ask closed, so never coached: about the equipment, the room
 * or the recording ("Is your mike on?", "Should we close the door?"), asking leave ("Can I go
 * next?"), checking what someone meant ("Are you saying…?", "Do you mean…?"), a request ("Can you
 * send it?"), or offering a choice ("Is that voiced or unvoiced?": not a yes or a no).
 */
const ASKED_RIGHTLY_CLOSED =
  /^(?:can|could|may) i\b|^(?:can|could|will|would) you (?!think|see a way|imagine)|\b(?:mic|mike|microphones?|door|window|recording|consent|hear|muted?|volume|headset|screen|slides?)\b|\b(?:are you|you're) (?:saying|talking about|asking|suggesting)\b|\b(?:do|did) you mean\b|\bor\b/i

/** Adjectives of a state a thing reaches, for "Is X ready?" → "Where does X stand…?". */
const STATE =
  'ready|done|finished|final|frozen|merged|stable|complete|live|shipped|released|implemented|tested|deployed|agreed|approved|fixed|settled'

/** A closed question turned open, when a rule fits it; null otherwise. */
export function openUp(question: string): string | null {
  const q = question
    .replace(LEAD, '')
    .replace(/\?+$/, '')
    .trim()
    // "Is the spec for 872, is it already frozen" said once: "Is the spec for 872 already frozen".
    .replace(/^(is|are) (.{3,}?), (?:is|are) (?:it|they) /i, '$1 $2 ')
  // A question with a tag or a second clause ("Are there any fruits that look like broccoli, no?")
  // has no one rewrite that keeps its sense: none is offered.
  if (q.includes(',') || ASKED_RIGHTLY_CLOSED.test(q)) return null
  let m = /^(?:do|does) (?:you|we) (?:think|believe|reckon|feel) (?:that )?(.{3,})$/i.exec(q)
  // Only a whole clause follows "that": "Do you feel ready for the interop?" has no subject to keep.
  if (
    m?.[1] &&
    /^(?:we|it|they|this|that|these|those|the|you|he|she|i|there|our|your|their|\w+'s)\b/i.test(m[1])
  )
    return `How sure are you that ${m[1]}?`
  if (m?.[1]) return null
  m = /^(?:do|does) (?:you|we) have (?!to\b)(?:any |some |a |an |the )?(.{2,})$/i.exec(q)
  // "Do you have a rabbit at home?" asks about a thing in a place: "What rabbit at home…" is no question.
  if (m?.[1] && m[1].split(' ').length <= 5 && !/\b(?:at|in|on|with|for|from|here|there|home)\b/i.test(m[1]))
    return `What ${m[1]} do you have?`
  m = /^(is|are) there (?:any |some |a |an )?(.{2,})$/i.exec(q)
  const thing = m?.[2]?.replace(/\s+(?:then|now|actually|really|also|still|yet)$/i, '')
  // "Is there another battery there?" has no open form that keeps it ("What another battery…").
  if (
    m?.[1] &&
    thing &&
    thing.split(' ').length <= 6 &&
    !/^(?:another|other)\b|\b(?:there|here)$/i.test(thing)
  )
    return `What ${thing} ${m[1].toLowerCase()} there?`
  m =
    /^(?:are|is) (?:we|you|everyone|everybody) (?:all )?(?:good|ready|set) to (?:go|start|ship|launch)$/i.exec(
      q,
    )
  if (m) return 'What is still open before we go ahead?'
  m = new RegExp(
    `^(is|are) ((?:the|this|that|our|your|their) .{2,40}?) (?:already |still |now |fully )?(${STATE})$`,
    'i',
  ).exec(q)
  if (m?.[1] && m[2] && m[3]) {
    const does = m[1].toLowerCase() === 'are' ? 'do' : 'does'
    const it = m[1].toLowerCase() === 'are' ? 'they are' : 'it is'
    return `Where ${does} ${m[2]} stand, and what is left before ${it} ${m[3].toLowerCase()}?`
  }
  m = /^(?:can|could) we (.{3,})$/i.exec(q)
  if (m?.[1]) return `What would it take to ${m[1]}?`
  m = /^should (we|i) (?!be\b|have\b|get\b)(.{3,})$/i.exec(q)
  if (m?.[1] && m[2]) return `What would change if ${m[1].toLowerCase() === 'i' ? 'I' : 'we'} ${m[2]}?`
  m =
    /^(?:did|have|has) (?:you|we|they|anyone|everyone|everybody) (?:all )?(?:had a chance to |got a chance to )?(?:see|read|look at|check|try|test|review)(?:ed)? (.{2,})$/i.exec(
      q,
    )
  if (m?.[1] && m[1].split(' ').length <= 8) return `What did you make of ${m[1]}?`
  m =
    /^(?:is|are) (?:we|you) (?:all )?(?:ok|okay|fine|good|happy|aligned|agreed|on board) with (.{2,})$/i.exec(
      q,
    )
  if (m?.[1] && m[1].split(' ').length <= 8) return `What would you change about ${m[1]}?`
  m =
    /^(?:does|do) (?:that|this|it|everyone|everybody) (?:make sense|sound (?:good|right|ok|okay))(.*)$/i.exec(
      q,
    )
  if (m) return 'What part of this is least clear, or what would you do differently?'
  m = /^(?:any|anything|anyone|questions|thoughts|comments|objections)\b(.{0,60})$/i.exec(q)
  if (m) return 'What questions or concerns do you have about this?'
  return null
}

/**
 * One of the person's closed questions, asked openly: the first that reads cleanly and that a rule
 * fits. Most closed questions have no honest open form without knowing the topic; then there is no
 * rewrite, and the recommendation gives the general advice instead.
 */
export function closedQuestionRewrite(m: ParticipantMeasurement): Rewrite | null {
  const open = new Set(m.stats.openQuestions)
  for (const i of m.stats.questions) {
    if (open.has(i)) continue
    const original = quotableSentence(m.speech, i)
    if (!original || !readsCleanly(original.text) || isMeetingLogistics(original.text)) continue
    const rewritten = openUp(original.text)
    if (rewritten && rewritten.split(/\s+/).length <= 25) return { original, rewritten }
  }
  return null
}

export interface HandOverMoment {
  /** Seconds from the start: where the person's longest stretch ended. */
  at: number
  /** How long they had been speaking then. */
  seconds: number
}

/** The end of the person's longest stretch of talk, when it ran a minute or more. */
export function handOverMoment(m: ParticipantMeasurement): HandOverMoment | null {
  const counts = m.metrics.find((x) => x.id === 'longest_monologue')?.evidence.counts
  const seconds = counts?.seconds ?? 0
  if (seconds < 60) return null
  return { at: (counts?.startSeconds ?? 0) + seconds, seconds }
}

export function describeMoment(moment: HandOverMoment): string {
  return `At ${formatClock(moment.at)}, after ${formatSeconds(moment.seconds)} of talking without a break`
}
