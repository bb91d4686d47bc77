import { mayClaimAbsence } from './detector-recall.ts'
import type { MeetingType, MetricTarget } from './meeting-types.ts'
import { METRIC_GOAL_NAMES } from './metric-names.ts'
import { formatClock } from './metrics/format.ts'
import { expectedTalkShare, groupFactor, roleFactor } from './metrics/scale.ts'
import type { EvidenceExample, MetricDefinition, RoleKind } from './metrics/types.ts'

/**
 * What the built-in coach says about each metric: a strength and an opportunity description that
 * cite the person's own numbers against the benchmark in plain words, a concrete action, and a
 * recommendation. Texts are functions of the facts so every sentence is specific to the person.
 */

export interface CoachFacts {
  /** How to address the person ("Nanne", "Speaker B"). */
  name: string
  /** Role label in running text ("facilitator"). */
  role: string
  roleKind: RoleKind
  metric: MetricDefinition
  value: number
  formatted: string
  score: number
  counts: Readonly<Record<string, number>>
  phrases: readonly { text: string; count: number }[]
  examples: readonly EvidenceExample[]
  participantCount: number
  meetingMinutes: number
  /** Another scored participant who spoke least, for concrete invitations. */
  quietest: string | null
  /** Picks between phrasings, stable for a person and metric. */
  variant: number
  /** The target for this meeting type and role, when the metric has one. */
  target?: MetricTarget
  /** The meeting's type, when known: findings from sales calls are cited on sales calls only. */
  meetingType?: MeetingType
}

export type Difficulty = 'easy' | 'medium' | 'hard'

export interface MetricCoach {
  strengthTitle: (f: CoachFacts) => string
  strength: (f: CoachFacts) => string
  opportunityTitle: (f: CoachFacts) => string
  opportunity: (f: CoachFacts) => string
  actionTitle: (f: CoachFacts) => string
  action: (f: CoachFacts) => string
  recommendation: (f: CoachFacts) => string
  difficulty: Difficulty
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * A finding from sales calls (Gong's, Demodesk's demos), cited only when the meeting is one: it was
 * not measured on other meetings (issue 30).
 */
function onSalesCall(f: CoachFacts, finding: string, otherwise = ''): string {
  return f.meetingType === 'sales_call' ? finding : otherwise
}

function pick<T>(f: CoachFacts, options: readonly T[]): T {
  const item = options[f.variant % options.length]
  if (item === undefined) throw new Error('pick from empty options')
  return item
}

function q(text: string): string {
  return `“${text}”`
}

function count(f: CoachFacts, key: string): number {
  return f.counts[key] ?? 0
}

/** Lexicon phrases are stored lower-case; "i'm gonna" reads as "I'm gonna". */
function shown(phrase: string): string {
  return phrase.replace(/\bi(?=\b|')/g, 'I')
}

function top(f: CoachFacts, fallback: string): string {
  return shown(f.phrases[0]?.text ?? fallback)
}

function times(n: number): string {
  if (n === 1) return 'once'
  if (n === 2) return 'twice'
  return `${n.toLocaleString('en-US')} times`
}

function num(n: number, digits = 1): string {
  const f = 10 ** digits
  const r = Math.round(n * f) / f
  return r.toFixed(digits).replace(/\.0+$/, '')
}

/**
 * A count from a detector that misses part of what it counts (detector-recall.ts) is a floor: the
 * person did it at least that often. "at least 3 times", "at least once"; exact otherwise.
 */
function seen(f: CoachFacts, n: number): string {
  return mayClaimAbsence(f.metric.id) ? times(n) : `at least ${times(n)}`
}

/** "at least 3 numbers, dates or quantities" for a detector's count; `of` otherwise. */
function seenOf(f: CoachFacts, key: string, one: string, many = `${one}s`): string {
  return mayClaimAbsence(f.metric.id) ? of(f, key, one, many) : `at least ${of(f, key, one, many)}`
}

/** "no hedges", "1 hedge", "12 hedges" */
function of(f: CoachFacts, key: string, one: string, many = `${one}s`): string {
  const n = count(f, key)
  if (n === 0) return `no ${many}`
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}

function words(f: CoachFacts): string {
  const n = count(f, 'words')
  return n === 1 ? 'one word' : `${n.toLocaleString('en-US')} words`
}

/** How a value compares with a reference, in words, for a metric where lower is better. */
function overBy(value: number, reference: number): string {
  if (reference <= 0) return 'above'
  const r = value / reference
  if (r >= 2.5) return `about ${Math.round(r)} times`
  if (r >= 1.8) return 'about double'
  if (r >= 1.25) return 'well above'
  if (r > 1) return 'just above'
  return 'within'
}

/** How a value compares with a reference where higher is better. */
function underBy(value: number, reference: number): string {
  if (reference <= 0 || value >= reference) return 'at or above'
  const r = value / reference
  if (r === 0) return 'well short of'
  if (r <= 0.35) return 'a fraction of'
  if (r <= 0.65) return 'about half'
  return 'a little under'
}

function pct(value: number): string {
  return `${Math.round(value)}%`
}

/** What we expect of this role, for the metrics whose expectations depend on it. */
export function expectation(
  metricId: string,
  role: RoleKind,
  people: number,
): { good: number; min?: number; max?: number } {
  switch (metricId) {
    case 'talk_time_share': {
      const band = expectedTalkShare(role, people)
      return { good: (band.min + band.max) / 2, min: band.min, max: band.max }
    }
    case 'directive_language':
      return { good: 0.8 * roleFactor(role, 'directives') }
    case 'questions_asked':
      return { good: 1.5 * roleFactor(role, 'questions') * groupFactor(people) }
    case 'inviting_others':
      return { good: 1 * roleFactor(role, 'invitations') * groupFactor(people) }
    case 'words_per_turn':
      return { good: 40 * roleFactor(role, 'turn-length') }
    case 'longest_monologue':
      return { good: role === 'presenter' ? 120 : 76 }
    case 'speaking_pace':
      return { good: 150, min: 130, max: 170 }
    case 'sentence_length':
      return { good: 14, min: 8, max: 20 }
    default:
      return { good: 0 }
  }
}

function expected(f: CoachFacts): { good: number; min?: number; max?: number } {
  const t = f.target
  if (t) {
    const out: { good: number; min?: number; max?: number } = { good: t.good }
    if (t.min !== undefined) out.min = t.min
    if (t.max !== undefined) out.max = t.max
    return out
  }
  return expectation(f.metric.id, f.roleKind, f.participantCount)
}

function good(f: CoachFacts): number {
  const e = expected(f)
  return e.good > 0 ? e.good : f.metric.benchmarks.good
}

function fmtGood(f: CoachFacts): string {
  return f.metric.format(good(f))
}

/** The good rate per 10 minutes as a count for this meeting's length: "about 6 questions". */
function perMeeting(f: CoachFacts, one: string, many = `${one}s`): string {
  const n = Math.max(1, Math.round((good(f) * f.meetingMinutes) / 10))
  return `${n === 1 ? 'at least' : 'about'} ${n} ${n === 1 ? one : many}`
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

function groupOf(f: CoachFacts): string {
  return `a group of ${SMALL[f.participantCount] ?? f.participantCount}`
}

function aRole(f: CoachFacts): string {
  return /^[aeiou]/i.test(f.role) ? `an ${f.role}` : `a ${f.role}`
}

/** The example that reads best on its own: a whole sentence of 5–25 words, a question if possible. */
function example(f: CoachFacts): string | null {
  let best: string | null = null
  let bestRank = -1
  for (const x of f.examples) {
    const n = x.text.split(/\s+/).length
    if (n < 4 || n > 35) continue
    const rank = (n >= 5 && n <= 25 ? 2 : 0) + (/[?]$/.test(x.text) ? 1 : 0) + (/^[A-Z]/.test(x.text) ? 1 : 0)
    if (rank > bestRank) {
      best = x.text
      bestRank = rank
    }
  }
  return best
}

function someone(f: CoachFacts): string {
  return f.quietest ?? 'the person who has said least so far'
}

// ---------------------------------------------------------------------------------------------
// The 26 metrics

/** The talk share lies inside the band expected for the role and group. */
function inBand(f: CoachFacts): boolean {
  const e = expected(f)
  return f.value >= (e.min ?? 0) && f.value <= (e.max ?? 100)
}

const talkShare: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: (f) =>
    inBand(f)
      ? pick(f, ['Balanced share of the conversation', 'Talk time that fits your role'])
      : 'Balanced share of the conversation',
  strength: (f) => {
    const e = expected(f)
    const band = `${Math.round(e.min ?? 0)}–${pct(e.max ?? 100)}`
    // A share a little outside the band can still score as a strength: say by how much.
    const gap = f.value < (e.min ?? 0) ? (e.min ?? 0) - f.value : f.value - (e.max ?? 100)
    const where = inBand(f)
      ? `inside the ${band}`
      : `${Math.max(1, Math.round(gap)) === 1 ? '1 point' : `${Math.round(gap)} points`} ${f.value < (e.min ?? 0) ? 'under' : 'over'} the ${band}`
    return `You spoke for ${f.formatted} of the talk time, ${where} we would expect for ${aRole(f)} in ${groupOf(f)}. Your voice was clearly present while leaving others room to contribute.`
  },
  opportunityTitle: (f) =>
    f.value > (expected(f).max ?? 100)
      ? pick(f, ['Leave more room for others', 'You held most of the floor'])
      : pick(f, ['Make your voice heard more', 'Take a bigger share of the conversation']),
  opportunity: (f) => {
    const e = expected(f)
    const band = `${Math.round(e.min ?? 0)}–${pct(e.max ?? 100)}`
    if (f.value > (e.max ?? 100)) {
      return `You spoke for ${f.formatted} of the talk time; for ${aRole(f)} in ${groupOf(f)} we would expect ${band}. ${onSalesCall(f, "Gong's research on sales calls found results get worse once one side passes about 65%, and more", 'More')} even turn-taking predicts better group performance (Woolley 2010). The others had less room to add what they know.`
    }
    return `You spoke for ${f.formatted} of the talk time, below the ${band} we would expect for ${aRole(f)} in ${groupOf(f)}. What you know only helps the group if it is said out loud.`
  },
  actionTitle: (f) =>
    f.value > (expected(f).max ?? 100) ? 'Pause and hand over' : 'Come in early with one point',
  action: (f) =>
    f.value > (expected(f).max ?? 100)
      ? `After each point, stop and ask one person for their view before adding more, for example ${q(`${someone(f)}, how do you see it?`)}.`
      : 'Prepare one point before the meeting and make it in the first ten minutes; speaking early makes it easier to come in again later.',
  recommendation: (f) =>
    f.value > (expected(f).max ?? 100)
      ? `Aim for ${pct(expected(f).max ?? 50)} of the talk time or less next time: after each point you make, hand the floor to someone else with a direct question, and let silences run a few seconds before filling them.`
      : `Aim for at least ${pct(expected(f).min ?? 10)} of the talk time next time: prepare two points in advance and make the first within ten minutes.`,
}

const hedging: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: (f) => pick(f, ['Confident, direct statements', 'Little hedging']),
  strength: (f) =>
    `${count(f, 'hedges') === 0 ? `You did not hedge once in ${words(f)}` : `You hedged ${times(count(f, 'hedges'))} in ${words(f)} (${f.formatted})`}, under the ${f.metric.format(f.metric.benchmarks.good)} we treat as good. Your points came across as statements, not guesses.`,
  opportunityTitle: (f) => pick(f, [`Soften less: ${q(top(f, 'I think'))}`, METRIC_GOAL_NAMES.hedging_rate]),
  opportunity: (f) =>
    `You used ${of(f, 'hedges', 'hedge')} (${f.formatted}), most often ${q(top(f, 'I think'))} (${times(f.phrases[0]?.count ?? 0)}). That is ${overBy(f.value, f.metric.benchmarks.good)} the ${f.metric.format(f.metric.benchmarks.good)} we treat as good. In Hosman's experiments each hedge lowered how authoritative a speaker seemed; when you are sure, say it plainly, and when you are not, say why.`,
  actionTitle: (f) => `Drop ${q(top(f, 'I think'))} once per point`,
  action: (f) =>
    `When you hear yourself start with ${q(top(f, 'I think'))}, finish the sentence without it. If you are genuinely unsure, replace the hedge with the reason: ${q('I haven’t seen the numbers on this yet, so…')} is more useful than ${q('maybe')}.`,
  recommendation: (f) =>
    `Cut hedges to under ${f.metric.format(f.metric.benchmarks.good)}: state your main recommendation without ${q(top(f, 'I think'))}, then give the evidence. Keep hedges for real uncertainty and name it.`,
}

const hesitation: MetricCoach = {
  difficulty: 'hard',
  strengthTitle: (f) => pick(f, ['Fluent delivery', 'Few filled pauses']),
  strength: (f) =>
    `Only ${of(f, 'hesitations', 'filled pause')} (“um”, “uh”) in ${words(f)} (${f.formatted}); you sound prepared and in control.`,
  opportunityTitle: (f) => pick(f, ['Replace “um” with a silent pause', METRIC_GOAL_NAMES.hesitation_rate]),
  opportunity: (f) =>
    `You used ${of(f, 'hesitations', 'filled pause')} (${f.formatted}), mostly ${q(top(f, 'uh'))}, ${overBy(f.value, f.metric.benchmarks.good)} the ${f.metric.format(f.metric.benchmarks.good)} we treat as good. Some are natural (all disfluencies together run at 6–10 per 100 words in spontaneous speech), but frequent ones lowered perceived authority in experiments. A silent pause does the same job and sounds deliberate.`,
  actionTitle: () => 'Pause silently instead',
  action: (f) =>
    `When you feel an “${top(f, 'um')}” coming, close your mouth and pause for a beat, then carry on. Practise it on the first sentence of each point, where filled pauses cluster.`,
  recommendation: (f) =>
    `Bring filled pauses under ${f.metric.format(f.metric.benchmarks.good)}: rehearse the opening sentence of your main point out loud before the meeting and replace each “${top(f, 'uh')}” with a short silence.`,
}

const apologies: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'No needless apologies',
  strength: (f) => {
    const n = count(f, 'apologies') + count(f, 'disclaimers')
    return `${n === 0 ? `You did not apologise for or undercut your own points once in ${words(f)}` : `You rarely apologised or undercut your own points (${times(n)} in ${words(f)})`}. What you said was allowed to stand on its own.`
  },
  opportunityTitle: (f) => pick(f, [METRIC_GOAL_NAMES.apologies_disclaimers, `Fewer ${q(top(f, 'sorry'))}s`]),
  opportunity: (f) =>
    `You apologised or used a disclaimer ${times(count(f, 'apologies') + count(f, 'disclaimers'))} (${f.formatted}), for example ${q(top(f, 'sorry'))}. Prefaces like this tell listeners your point matters less before they have heard it; O'Barr counted them among the markers of powerless speech.`,
  actionTitle: () => 'Start with the point',
  action: () =>
    'Start with the point itself. Keep “sorry” for real mistakes; when you come in over someone, “go ahead” or “one thing to add” works better than an apology.',
  recommendation: (f) =>
    `Remove openers such as ${q(top(f, 'sorry'))} from your contributions: write your next question or point down without a preface and say it as written.`,
}

const tags: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'Statements that stand on their own',
  strength: (f) =>
    `You made statements as statements: ${of(f, 'tags', 'tag question or approval check', 'tag questions or approval checks')} in ${words(f)}.`,
  opportunityTitle: (f) =>
    pick(f, [`Fewer ${q(`…, ${top(f, 'right')}?`)} endings`, METRIC_GOAL_NAMES.tag_questions]),
  opportunity: (f) =>
    `You ended ${of(f, 'tags', 'statement')} with a check such as ${q(`${top(f, 'right')}?`)} (${f.formatted}; we treat up to ${f.metric.format(f.metric.benchmarks.good)} as good). An occasional check-in is good facilitation, but as a habit it turns statements into requests for approval.`,
  actionTitle: () => 'End on a full stop',
  action: (f) =>
    `End your next recommendation with a full stop instead of ${q(`${top(f, 'right')}?`)}. If you want input, ask for it separately and openly: ${q('What would you change?')}`,
  recommendation: (f) =>
    `Replace tag endings (${q(`${top(f, 'right')}?`)}) with a clear statement followed, when you want input, by one open question to the group.`,
}

const directives: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Clear proposals and next steps',
  strength: (f) =>
    `You said what should happen, with ${seenOf(f, 'directives', 'proposal, decision or next step', 'proposals, decisions or next steps')} such as ${q(top(f, "let's"))} (${f.formatted}, above the ${fmtGood(f)} we look for from ${aRole(f)}). People knew where you stood and what came next.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.directive_language,
  opportunity: (f) =>
    `${count(f, 'directives') === 0 ? 'No' : 'Only'} ${count(f, 'directives') === 0 ? 'proposals, decisions or next steps' : of(f, 'directives', 'proposal, decision or next step', 'proposals, decisions or next steps')} in ${words(f)} (${f.formatted}), ${underBy(f.value, good(f))} the ${fmtGood(f)} we would look for from ${aRole(f)}. Analysis lands better when it ends in a proposal the group can accept or reject.`,
  actionTitle: () => 'Close each point with a proposal',
  action: () =>
    'Finish each of your points with what you want to happen: “I recommend we…”, “Let’s…”, or “I’ll… by Friday”.',
  recommendation: () =>
    'Before the meeting, write down the one decision you want from it, and say it as a recommendation (“I recommend we…”) rather than as background.',
}

const uninterrupted: MetricCoach = {
  difficulty: 'hard',
  strengthTitle: () => 'You finish your points',
  strength: (f) =>
    `${count(f, 'cutOff') === 0 ? `All ${count(f, 'turns')} of your turns` : `${count(f, 'turns') - count(f, 'cutOff')} of your ${count(f, 'turns')} turns`} ran to their end without someone else taking over mid-thought (${f.formatted}).`,
  opportunityTitle: () => METRIC_GOAL_NAMES.uninterrupted_turns,
  opportunity: (f) =>
    `${count(f, 'cutOff')} of your ${count(f, 'turns')} turns trailed off as someone else took over (${f.formatted} finished; we look for ${f.metric.format(f.metric.benchmarks.good)}). Overlap is normal in conversation, but a point left half-said is easy for the group to lose.`,
  actionTitle: () => 'Lead with the conclusion',
  action: () =>
    'Put your conclusion first and the reasoning after, so that the key point is out even if someone comes in. If you are interrupted mid-point, “let me just finish this thought” is enough.',
  recommendation: () =>
    'Structure contributions as conclusion first, then reasons; when you are cut off, reclaim the floor briefly and finish the point.',
}

function paceBand(f: CoachFacts): { min: number; max: number; text: string } {
  const e = expected(f)
  const min = e.min ?? 120
  const max = e.max ?? 230
  return { min, max, text: `${min}–${max} wpm` }
}

const pace: MetricCoach = {
  difficulty: 'hard',
  strengthTitle: () => 'Comfortable speaking pace',
  strength: (f) =>
    `Your pace of ${f.formatted} sits in the ${paceBand(f).text} we use ${f.target?.text.includes('conversation') ? 'for conversation' : 'for this meeting'}, easy for others to follow.`,
  opportunityTitle: (f) => (f.value > paceBand(f).max ? 'Slow down a little' : 'Pick up the pace a little'),
  opportunity: (f) =>
    f.value > paceBand(f).max
      ? `You spoke at ${f.formatted} while talking, faster than the ${paceBand(f).text} we use here; comprehension drops when speech runs well above 190 wpm (Street & Brady 1982). Listeners need time to absorb numbers and decisions.`
      : `You spoke at ${f.formatted} while talking, slower than the ${paceBand(f).text} we use here. A slow delivery can sound unsure and lets attention drift.`,
  actionTitle: (f) => (f.value > paceBand(f).max ? 'Pause after key sentences' : 'Prepare your opening line'),
  action: (f) =>
    f.value > paceBand(f).max
      ? 'Pause for a full second after each key sentence, especially after a number or a decision.'
      : 'Prepare the first sentence of each point so you start crisply, and trim pauses inside sentences rather than between them.',
  recommendation: (f) =>
    f.value > paceBand(f).max
      ? `At ${f.formatted} you were above the ${paceBand(f).text} we use here: mark two or three places in your main point where you will pause deliberately.`
      : `At ${f.formatted} you were below the ${paceBand(f).text} we use here: prepare your key points so you speak them without searching for words.`,
}

const fillers: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Few filler words',
  strength: (f) => `Fillers were rare: ${f.formatted} of your words (Read.ai suggests staying under 4%).`,
  opportunityTitle: (f) => `A lighter touch on ${q(top(f, 'like'))}`,
  opportunity: (f) =>
    `Filler words made up ${f.formatted} of your words, most often ${q(top(f, 'like'))} (${times(f.phrases[0]?.count ?? 0)}); Read.ai suggests under 4%. This matters less than it seems${onSalesCall(f, ' (Gong found no effect of fillers on sales outcomes)')}, so treat it as polish rather than a priority.`,
  actionTitle: (f) => `Notice ${q(top(f, 'like'))}`,
  action: (f) =>
    `Record yourself explaining one topic for two minutes and count ${q(top(f, 'like'))}. Awareness alone usually cuts it substantially; no need to police every instance.`,
  recommendation: (f) =>
    `Polish, not priority: listen back to two minutes of a recording and note where ${q(top(f, 'like'))} appears; replace it with a short pause.`,
}

const sentenceLength: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Sentences that are easy to follow',
  strength: (f) => `Your sentences average ${f.formatted}, a length listeners can follow comfortably.`,
  opportunityTitle: (f) => (f.value > 20 ? 'Shorter sentences' : 'Connect your points'),
  opportunity: (f) =>
    f.value > 20
      ? `Your sentences average ${f.formatted}, and the longest ran to ${count(f, 'longest')} words. Spoken, 8–20 words is easiest to follow; long chains of “and… so… which…” make listeners hold too much at once.`
      : `Your sentences average ${f.formatted}, shorter than the 8–20 we treat as easy to follow. Very short, fragmented sentences can make it hard to see how your points connect.`,
  actionTitle: (f) => (f.value > 20 ? 'One idea per sentence' : 'Link your points'),
  action: (f) =>
    f.value > 20
      ? 'When you hear yourself chain “and… and… so…”, stop and start a new sentence. One idea per sentence.'
      : 'Connect short statements with “because” and “so” so listeners hear the reasoning, not just the conclusions.',
  recommendation: (f) =>
    f.value > 20
      ? 'Aim for sentences of under 20 words: plan your main point as three short sentences (claim, reason, ask).'
      : 'Join related short statements into one sentence with the reason in it (“X, because Y”).',
}

const readability: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Plain, accessible wording',
  strength: (f) =>
    `Your wording scores ${f.formatted} on the Flesch-Kincaid scale, plain enough for everyone in the room to follow.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.readability_grade,
  opportunity: (f) =>
    `Your wording scores ${f.formatted} on the Flesch-Kincaid scale, above the grade ${f.metric.benchmarks.good} we treat as plain speech (plain English is roughly grade 8–9). Long sentences and long words both push it up.`,
  actionTitle: () => 'Short words, short sentences',
  action: () =>
    'Swap one long word for a short one in each key point (“utilise” → “use”, “approximately” → “about”) and split any sentence that runs past 20 words.',
  recommendation: (f) =>
    `Bring your grade under ${f.metric.benchmarks.good}: before presenting, read your key sentences aloud and shorten any you would not say to a newcomer.`,
}

const complexWords: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Everyday vocabulary',
  strength: (f) =>
    `Only ${f.formatted} of your words have three or more syllables; your language stays concrete and plain.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.complex_words,
  opportunity: (f) => {
    const list = f.phrases
      .slice(0, 3)
      .map((p) => q(p.text))
      .join(', ')
    return `${f.formatted} of your words have three or more syllables${list ? ` (most often ${list})` : ''}, above the ${f.metric.format(f.metric.benchmarks.good)} we treat as good. Technical terms are sometimes needed, but each one costs the listener effort.`
  },
  actionTitle: () => 'Define your key terms once',
  action: () =>
    'Before the meeting, list the three technical terms you will use most and prepare a one-line plain-English definition for each; use plain words around them.',
  recommendation: () =>
    'Keep necessary jargon, drop the optional kind: define each technical term the first time and prefer short everyday words elsewhere.',
}

const signposting: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'Clear signposting',
  strength: (f) =>
    `You signposted your points (${seen(f, count(f, 'signposts'))}, for example ${q(top(f, 'first'))}; ${f.formatted}), which helps listeners follow your structure.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.signposting,
  opportunity: (f) =>
    `You used ${count(f, 'signposts') === 0 ? 'no signposting phrases' : count(f, 'signposts') === 1 ? 'only one signposting phrase' : `only ${count(f, 'signposts')} signposting phrases`} in ${words(f)} (${f.formatted}; we look for about ${f.metric.format(f.metric.benchmarks.good)}). Listeners cannot see your structure; “first”, “the key point is” and “to sum up” let them hear it.`,
  actionTitle: () => 'Announce, then deliver',
  action: () =>
    'Open your next longer contribution with “Two points: first… second…” and close with “So, in short…”.',
  recommendation: () =>
    'Frame each contribution longer than a minute: say how many points you have, number them as you go, and end with a one-sentence summary.',
}

const specificity: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'Concrete and specific',
  strength: (f) =>
    `You made things concrete with ${seenOf(f, 'specifics', 'number, date or quantity', 'numbers, dates and quantities')} (${f.formatted}), which makes your points easy to act on.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.specificity,
  opportunity: (f) =>
    `${count(f, 'specifics') === 0 ? 'No numbers, dates or quantities' : count(f, 'specifics') === 1 ? 'Only one number, date or quantity' : `Only ${count(f, 'specifics')} numbers, dates or quantities`} in ${words(f)} (${f.formatted}; we look for about ${f.metric.format(f.metric.benchmarks.good)}). “Soon” and “a lot” are harder to act on than “by Friday” or “20%”.`,
  actionTitle: () => 'One number per claim',
  action: () =>
    'For each claim or request you make, add one concrete detail: how much, how many, or by when.',
  recommendation: () =>
    'Before the meeting, note the two or three figures that matter for your topic (a date, a size, a cost) and use them when you speak.',
}

const restarts: MetricCoach = {
  difficulty: 'hard',
  strengthTitle: () => 'Clean sentence starts',
  strength: (f) => `Your sentences came out cleanly, with ${f.formatted} restarts or repeated words.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.restarts_repetitions,
  opportunity: (f) => {
    const total = count(f, 'repetitions') + count(f, 'fragments') + count(f, 'brokenOff')
    return `You broke off or repeated words ${times(total)} (${f.formatted}; we treat up to ${f.metric.format(f.metric.benchmarks.good)} as good): ${of(f, 'repetitions', 'repeated word')} and ${count(f, 'brokenOff') + count(f, 'fragments')} ${count(f, 'brokenOff') + count(f, 'fragments') === 1 ? 'phrase' : 'phrases'} started again. It usually means thinking while speaking, which listeners notice.`
  },
  actionTitle: () => 'Decide your first five words',
  action: () =>
    'Before you unmute, decide the first five words of your point. A clean start prevents most restarts; if you lose the thread, pause silently rather than restarting aloud.',
  recommendation: () =>
    'Prepare the opening sentence of each contribution; when you need to think mid-sentence, pause instead of repeating the last word.',
}

const questions: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: (f) => pick(f, ['Curious and inquiring', 'You asked good questions']),
  strength: (f) =>
    `You asked ${seenOf(f, 'questions', 'question')} (${f.formatted}), more than the ${fmtGood(f)} we would expect from ${aRole(f)} in ${groupOf(f)}. Questions draw out what others know.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.questions_asked,
  opportunity: (f) =>
    `You asked ${count(f, 'questions') === 0 ? 'no' : count(f, 'questions')} question${count(f, 'questions') === 1 ? '' : 's'} in ${f.meetingMinutes} minutes (${f.formatted}), ${underBy(f.value, good(f))} the ${fmtGood(f)} we would expect from ${aRole(f)} in ${groupOf(f)}. ${onSalesCall(f, 'Gong found the most successful discovery calls had 11–14 questions; questions', 'Questions')} are how you learn what others think.`,
  actionTitle: () => 'Bring two questions',
  action: () => 'Prepare two questions before the meeting and ask at least one in the first fifteen minutes.',
  recommendation: (f) =>
    `Aim for ${perMeeting(f, 'question')} in a ${f.meetingMinutes}-minute meeting like this one (${fmtGood(f)}): prepare two in advance and, when someone finishes a point, ask a follow-up before adding your own view.`,
}

const openQuestions: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'Open questions',
  strength: (f) => {
    const open = count(f, 'openQuestions')
    const total = count(f, 'questions')
    const lead =
      total === 1
        ? 'Your one question was open'
        : open === total
          ? `All ${total} of your questions were open`
          : `${open} of your ${total} questions were open`
    return `${lead} (a “what”, “how” or “why”, a choice, or a call for the others’ updates), inviting real answers rather than yes or no.`
  },
  opportunityTitle: () => METRIC_GOAL_NAMES.open_question_share,
  opportunity: (f) =>
    `${count(f, 'openQuestions') === 0 ? (count(f, 'questions') === 1 ? 'Your one question could be answered with yes or no' : `None of your ${count(f, 'questions')} questions was open: ${count(f, 'questions') === 2 ? 'both' : 'all'} could be answered with yes or no`) : `Only ${count(f, 'openQuestions')} of your ${of(f, 'questions', 'question')} ${count(f, 'openQuestions') === 1 ? 'was' : 'were'} open; the rest could be answered with yes or no`}. Open questions (“What would it take…?”, “How do you see…?”) get richer answers.`,
  actionTitle: () => 'Turn yes/no into what/how',
  action: () =>
    'Rephrase your next yes/no question as a “what” or “how” question: “Is it ready?” becomes “What is left before it is ready?”',
  recommendation: (f) =>
    `${count(f, 'openQuestions') === 0 ? (count(f, 'questions') === 1 ? 'Your one question was not open' : `None of your ${count(f, 'questions')} questions was open`) : `${count(f, 'openQuestions')} of your ${count(f, 'questions')} questions ${count(f, 'openQuestions') === 1 ? 'was' : 'were'} open`}: make the next ones start with “what” or “how”, especially when you want a view rather than a fact.`,
}

const inviting: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'You bring others in',
  strength: (f) => {
    const e = example(f)
    return `You invited others in ${seen(f, count(f, 'invitations'))} (${f.formatted})${e ? `, for example ${q(e)}` : ''}. Handing over the floor is what makes a discussion more than a series of statements.`
  },
  opportunityTitle: () => METRIC_GOAL_NAMES.inviting_others,
  opportunity: (f) =>
    `You invited someone else to speak ${count(f, 'invitations') === 0 ? 'not once' : times(count(f, 'invitations'))} in ${f.meetingMinutes} minutes (${f.formatted}), ${underBy(f.value, good(f))} the ${fmtGood(f)} we would look for from ${aRole(f)} in ${groupOf(f)}. More even turn-taking predicts better group performance (Woolley 2010).`,
  actionTitle: () => 'Ask someone by name',
  action: (f) =>
    `Name someone who has not spoken yet and ask for their view: ${q(`${someone(f)}, what's your take?`)}`,
  recommendation: (f) =>
    `In your next meeting, invite at least two people in by name, starting with ${someone(f)}, and wait for the answer before adding your own.`,
}

const building: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'You build on others’ ideas',
  strength: (f) =>
    `${count(f, 'buildingTurns')} of your ${count(f, 'turns')} turns picked up what someone else had said in so many words (for example ${q(top(f, 'good point'))}), which keeps the discussion cumulative.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.building_on_others,
  opportunity: (f) =>
    `In ${count(f, 'buildingTurns') === 1 ? 'one' : count(f, 'buildingTurns')} of your ${count(f, 'turns')} turns you named what you were building on (“good point”, “as you said”: ${f.formatted}; we look for about ${f.metric.format(f.metric.benchmarks.good)}). Taking up an idea in your own words does not show in a transcript count, so this is a floor, but saying the link out loud shows you listened and ties the ideas together.`,
  actionTitle: () => 'Name what you build on',
  action: () =>
    'Start your next reply by naming what you are building on: “Building on your point about X…” or “As you said, …”.',
  recommendation: () =>
    'Open replies with a one-line acknowledgement of the previous speaker’s point before giving yours.',
}

const ownership: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'You own your work and commitments',
  strength: (f) =>
    `You spoke in the first person about what you did and will do (${seen(f, count(f, 'ownership'))}, for example ${q(top(f, "i'll"))}), which makes accountability visible.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.ownership_language,
  opportunity: (f) => {
    const own = count(f, 'ownership')
    const team = count(f, 'teamCommitments')
    // "We … are going to… put out a release" says what the team will do: not nothing. The lexicon's
    // "we're gonna" is often plain future ("we're gonna be able to see that"), so no count is given.
    const teamNote =
      own === 0 && team > 0
        ? ' You did say what the team will do; saying which part is yours makes it yours.'
        : ''
    return `${own === 0 ? (team > 0 ? 'No commitments or ownership statements in the first person singular' : 'No first-person commitments or ownership statements') : own === 1 ? 'Only one first-person commitment or ownership statement' : `Only ${own} first-person commitments or ownership statements`} in ${words(f)} (${f.formatted}; we look for about ${f.metric.format(f.metric.benchmarks.good)}).${teamNote} “I’ll take that” or “I built this” makes clear who is accountable.`
  },
  actionTitle: (f) =>
    count(f, 'ownership') === 0 && count(f, 'teamCommitments') > 0 ? 'Name your part' : 'Name one commitment',
  action: (f) =>
    count(f, 'ownership') === 0 && count(f, 'teamCommitments') > 0
      ? 'When you say what the team will do, add what you will do yourself and by when: “I’ll send the draft by Thursday.”'
      : 'Before the meeting ends, name one thing you will do and by when: “I’ll send the draft by Thursday.”',
  recommendation: () =>
    'Close each meeting with one explicit personal commitment with a date, and refer to your own work in the first person (“I tested…”, “I’ll check…”).',
}

const emotion: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'You show how you feel',
  strength: (f) =>
    `You let people know how you felt about the work (${seenOf(f, 'emotion', 'feeling word')}, for example ${q(top(f, 'excited'))}), which helps others read you.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.emotional_expression,
  opportunity: (f) =>
    `You rarely said how you felt about things (${of(f, 'emotion', 'feeling word')} in ${words(f)}). A short “I’m excited about this” or “I’m worried about the timeline” tells people where you stand and invites them to say the same.`,
  actionTitle: () => 'One honest reaction',
  action: () =>
    'Share one honest reaction in your next meeting: what you are excited or concerned about, and why.',
  recommendation: () =>
    'When you give a view, add how you feel about it in one phrase (“I’m uneasy about…”, “I’m pleased that…”).',
}

const experience: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Grounded in experience',
  strength: (f) =>
    `You drew on first-hand experience (${seen(f, count(f, 'experience'))}, for example ${q(top(f, "i've seen"))}), which makes your points credible and relatable.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.personal_experience,
  opportunity: (f) =>
    `You rarely drew on your own experience (${count(f, 'experience') === 0 ? 'not once' : times(count(f, 'experience'))} in ${words(f)}). “Last time I tried this…” gives others a concrete reason to trust the point.`,
  actionTitle: () => 'Back a point with an example',
  action: () => 'Back one recommendation with a short first-hand example: what you saw, and what happened.',
  recommendation: () =>
    'Support your main argument with one brief story from your own work (situation, what you did, result) in under 30 seconds.',
}

const appreciation: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'Generous with credit',
  strength: (f) =>
    `You acknowledged others ${seen(f, count(f, 'appreciation'))} (for example ${q(top(f, 'thanks'))}; ${f.formatted}). Recognition makes people more willing to contribute.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.appreciation,
  opportunity: (f) =>
    `${count(f, 'appreciation') === 0 ? `You did not thank or credit anyone in ${words(f)}` : `You thanked or credited others ${times(count(f, 'appreciation'))} in ${words(f)} (${f.formatted})`}; we look for about ${f.metric.format(f.metric.benchmarks.good)}. Recognition costs little and makes people more willing to speak up.`,
  actionTitle: () => 'Credit one contribution by name',
  action: () =>
    'Credit one specific contribution by name, saying what it made possible: “Thanks, [name], your point about [what they said] settled it.”',
  recommendation: () =>
    'Make a habit of one specific thank-you per meeting: name the person and what their contribution made possible.',
}

const wordsPerTurn: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'To the point',
  strength: (f) =>
    `Your turns averaged ${f.formatted}, to the point and leaving room for others (we look for up to ${fmtGood(f)} from ${aRole(f)}).`,
  opportunityTitle: () => METRIC_GOAL_NAMES.words_per_turn,
  opportunity: (f) =>
    `Your turns averaged ${f.formatted}, and the longest had ${count(f, 'longestTurnWords').toLocaleString('en-US')}; from ${aRole(f)} we would look for about ${fmtGood(f)} or fewer. Long turns make it harder for others to come in.`,
  actionTitle: () => 'One point per turn',
  action: () => 'Make one point per turn, then hand back: “That’s my view. What do others think?”',
  recommendation: (f) =>
    `Keep turns to about ${fmtGood(f)}: make one point, give one reason, then stop and let others respond.`,
}

const monologue: MetricCoach = {
  difficulty: 'easy',
  strengthTitle: () => 'No long monologues',
  strength: (f) =>
    `Your longest stretch without anyone else speaking was ${f.formatted}, within the 60–90 seconds at which coaching tools start to flag a monologue.`,
  opportunityTitle: () => METRIC_GOAL_NAMES.longest_monologue,
  opportunity: (f) =>
    `Your longest stretch with nobody else coming in was ${f.formatted} (starting at ${formatClock(count(f, 'startSeconds'))}). Coaching tools flag monologues over 60 seconds${onSalesCall(f, ' and successful demos kept them to 76 seconds or less')}. Even as ${aRole(f)}, stopping to check in before ${fmtGood(f)} keeps people with you and surfaces questions early.`,
  actionTitle: (f) =>
    f.roleKind === 'presenter' ? 'Build check-ins into the talk' : 'A limit for each stretch',
  action: (f) =>
    f.roleKind === 'presenter'
      ? `Mark a stopping point every two to three minutes of material (every few slides) and ask the room something specific, such as ${q('Does this match what you have seen?')} or ${q(`${someone(f)}, any questions on this part?`)}`
      : `Give yourself a limit of ${fmtGood(f)}: once you have talked that long, stop and ask a question or invite a reaction before going on.`,
  recommendation: (f) =>
    f.roleKind === 'presenter'
      ? 'Plan your presentation in blocks of two to three minutes, each ending with a question to the room (“Does this match what you see?”, “Questions on this part?”).'
      : `Keep each stretch of talk under ${fmtGood(f)}: make the point, then pause for reactions.`,
}

const redundancy: MetricCoach = {
  difficulty: 'medium',
  strengthTitle: () => 'Said once, clearly',
  strength: (f) =>
    `You rarely repeated yourself (${f.formatted} of your phrases recurred within the same turn).`,
  opportunityTitle: () => METRIC_GOAL_NAMES.redundancy,
  opportunity: (f) =>
    `You repeated phrases within the same turn (${f.formatted} of phrases; we treat up to ${f.metric.format(f.metric.benchmarks.good)} as good), for example ${q(top(f, 'the same point'))}. Saying it once, clearly, is more persuasive than saying it twice.`,
  actionTitle: () => 'Summarise and stop',
  action: () => 'When you hear yourself restating a point, give a one-line summary instead and stop.',
  recommendation: () =>
    'Prepare a one-sentence version of your main point; when you have said it, stop rather than rephrasing it.',
}

export const METRIC_COACH: Readonly<Record<string, MetricCoach>> = {
  talk_time_share: talkShare,
  hedging_rate: hedging,
  hesitation_rate: hesitation,
  apologies_disclaimers: apologies,
  tag_questions: tags,
  directive_language: directives,
  uninterrupted_turns: uninterrupted,
  speaking_pace: pace,
  filler_words: fillers,
  sentence_length: sentenceLength,
  readability_grade: readability,
  complex_words: complexWords,
  signposting,
  specificity,
  restarts_repetitions: restarts,
  questions_asked: questions,
  open_question_share: openQuestions,
  inviting_others: inviting,
  building_on_others: building,
  ownership_language: ownership,
  emotional_expression: emotion,
  personal_experience: experience,
  appreciation,
  words_per_turn: wordsPerTurn,
  longest_monologue: monologue,
  redundancy,
}

export { num, pct, q }
