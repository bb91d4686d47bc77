import type { ParticipantMeasurement } from './measure.ts'
import { formatClock, formatSeconds } from './metrics/format.ts'
import { quotableSentence, type WholeSentence } from './quotes.ts'

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
  [/\b(?:i (?:think|guess|suppose|feel like|would say|'d say|believe)|i'm guessing)(?: that)?,?\s*/gi, ''],
  [/\b(?:kind of|sort of|a bit|more or less|to some extent|in a way)\s*/gi, ''],
  [/\b(?:maybe|perhaps|probably|possibly|hopefully|presumably|basically),?\s*/gi, ''],
  [/,?\s*or something(?: like that)?/gi, ''],
  [/\bmight\b/gi, 'will'],
  [/\bcould be\b/gi, 'is'],
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

/** One of the person's hedged sentences, and the same sentence said directly. */
export function hedgeRewrite(m: ParticipantMeasurement): Rewrite | null {
  const bySentence = new Map<number, number>()
  for (const h of m.stats.matches.hedge ?? []) {
    const tok = m.speech.tokens[h.start]
    if (tok) bySentence.set(tok.sentence, (bySentence.get(tok.sentence) ?? 0) + 1)
  }
  let best: Rewrite | null = null
  let bestRank = -1
  for (const [i, hedges] of bySentence) {
    const original = quotableSentence(m.speech, i)
    if (!original || original.text.endsWith('?')) continue
    let rewritten = original.text
    for (const [re, by] of HEDGE_REWRITES) rewritten = rewritten.replace(re, by)
    rewritten = tidy(rewritten)
    const n = rewritten.split(/\s+/).length
    if (rewritten === original.text || n < 5 || n > 30 || !/[.!]$/.test(rewritten)) continue
    const rank = hedges * 2 + (/\b(?:we|let's|should|need)\b/i.test(rewritten) ? 2 : 0) + (n <= 20 ? 1 : 0)
    if (rank > bestRank) {
      best = { original, rewritten }
      bestRank = rank
    }
  }
  return best
}

const LEAD = /^(?:(?:so|and|but|okay|ok|well|right|now),?\s+)*/i

/** A closed question turned open, when a rule fits it; null otherwise. */
export function openUp(question: string): string | null {
  const q = question.replace(LEAD, '').replace(/\?+$/, '').trim()
  let m = /^(?:do|does) (?:you|we) (?:think|believe|reckon|feel) (?:that )?(.{3,})$/i.exec(q)
  if (m?.[1]) return `How sure are you that ${m[1]}?`
  m = /^(?:do|does) (?:you|we) have (?:any |some |a |an |the )?(.{2,})$/i.exec(q)
  if (m?.[1] && m[1].split(' ').length <= 5) return `What ${m[1]} do you have?`
  m = /^(is|are) there (?:any |some |a |an )?(.{2,})$/i.exec(q)
  if (m?.[1] && m[2] && m[2].split(' ').length <= 6) return `What ${m[2]} ${m[1].toLowerCase()} there?`
  m = /^(?:can|could|will) (?:we|you|i) (.{3,})$/i.exec(q)
  if (m?.[1]) return `What would it take to ${m[1]}?`
  m = /^should (we|i) (.{3,})$/i.exec(q)
  if (m?.[1] && m[2]) return `Why should ${m[1].toLowerCase() === 'i' ? 'I' : 'we'} ${m[2]}, or why not?`
  m = /^would you (.{3,})$/i.exec(q)
  if (m?.[1]) return `What would make you ${m[1]}?`
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
  if (m) return 'What part of this is least clear, or would you do differently?'
  m = /^(?:any|anything|anyone|questions|thoughts|comments|objections)\b(.{0,60})$/i.exec(q)
  if (m) return 'What questions or concerns do you have about this?'
  // Any other yes/no question of an opinion (is, are, will, does, do), kept short: ask for the view.
  m = /^(?:is|are|was|were|will|does|do) .{6,}$/i.exec(q)
  if (m && q.split(/\s+/).length <= 15) return `What is your take: ${q.charAt(0).toLowerCase()}${q.slice(1)}?`
  return null
}

/** One of the person's closed questions, asked openly. */
export function closedQuestionRewrite(m: ParticipantMeasurement): Rewrite | null {
  const open = new Set(m.stats.openQuestions)
  for (const i of m.stats.questions) {
    if (open.has(i)) continue
    const original = quotableSentence(m.speech, i)
    if (!original) continue
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
