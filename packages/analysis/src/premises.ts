import type { RoleKind } from './metrics/types.ts'
import { isWholeSentenceOf, readsCleanly, type SpeakerSentences } from './quotes.ts'

/**
 * One table of rules every sentence of coaching must pass before it is written: claims about the
 * person's role against their talk share and monologues, advice only where its premise holds,
 * strengths only from behaviour that was observed, numbers that match the person's own, the name
 * they are addressed by. The built-in coach drops any sentence that fails; the server runs the same
 * check over coaching an LLM wrote.
 */

/** The person's own figures, as the rules need them. */
export interface CoachingFigures {
  /** How the person is addressed ("Melissa", "Grad A", "Justin Traglia"). */
  address: string
  roleKind: RoleKind
  /** 0–100. */
  talkShare: number
  /** The talk-share band for their role and meeting, when known. */
  talkShareBand?: { min: number; max: number }
  longestMonologueSeconds: number
  questions: number
  openQuestions: number
  invitations: number
  turns: number
  words: number
  /** Metric ids that could not be measured from the file. */
  unmeasured: ReadonlySet<string>
  /**
   * Whether advice to bring others in fits: the meeting's talk was uneven (talk-share Gini above
   * BALANCED_GINI) and the person ran it or spoke more than an equal share. Absent when the
   * meeting's shares are not known (then the advice is not held back).
   */
  bringOthersIn?: boolean
}

/** Talk shares with a Gini coefficient at or under this are balanced (Woolley 2010; Riedl 2021). */
export const BALANCED_GINI = 0.3

/** Gini coefficient of the talk shares of everyone who spoke: 0 when all are equal. */
export function talkGini(shares: readonly number[]): number {
  const xs = shares.filter((x) => x > 0)
  const n = xs.length
  if (n < 2) return 0
  const mean = xs.reduce((a, b) => a + b, 0) / n
  let sum = 0
  for (const a of xs) for (const b of xs) sum += Math.abs(a - b)
  return sum / (2 * n * n * mean)
}

/**
 * Advice to invite or bring others in needs someone to bring in: an uneven meeting (balanced
 * shares need no such advice), and a person who ran it or took more than an equal share of it.
 */
export function fitsBringingOthersIn(
  roleKind: RoleKind,
  talkShare: number,
  shares: readonly number[],
): boolean {
  const speakers = shares.filter((x) => x > 0).length
  if (speakers < 2 || talkGini(shares) <= BALANCED_GINI) return false
  return roleKind === 'facilitator' || talkShare > 100 / speakers
}

/** Where a sentence sits: strengths are held to "observed, never absent". */
export type SentenceKind = 'summary' | 'strength' | 'opportunity' | 'action' | 'recommendation'

export interface CoachingRule {
  id: string
  /** What the rule protects, in words (for tests and logs). */
  description: string
  /** Which sentences it reads. */
  kinds: readonly SentenceKind[]
  /** The claim or advice the rule is about; the rule applies when this matches. */
  claim: RegExp
  /** Whether the sentence may stand for this person (and the match). */
  holds: (f: CoachingFigures, match: RegExpExecArray) => boolean
}

export interface Violation {
  rule: string
  sentence: string
}

/** Capitalised words that start a sentence before a comma without being a name. */
const SENTENCE_OPENERS = new Set(
  'at for first second third next then also in on when if after before so overall here again today yes no still otherwise instead finally however meanwhile later earlier now once there this that these those what where while with without during since because although though even just only by from until as like unlike besides beyond'.split(
    ' ',
  ),
)

const ALL: readonly SentenceKind[] = ['summary', 'strength', 'opportunity', 'action', 'recommendation']
const ADVICE: readonly SentenceKind[] = ['summary', 'opportunity', 'action', 'recommendation']

const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}

function numberOf(word: string | undefined): number | null {
  if (word === undefined) return null
  const w = word.toLowerCase().replace(/,/g, '')
  if (w in NUMBER_WORDS) return NUMBER_WORDS[w] ?? null
  const n = Number(w)
  return Number.isFinite(n) ? n : null
}

function above(f: CoachingFigures): boolean {
  const max = f.talkShareBand?.max
  return max !== undefined ? f.talkShare > max : f.talkShare >= 50
}

export const COACHING_RULES: readonly CoachingRule[] = [
  {
    id: 'role-presented-most',
    description: 'Saying someone presented for most of the meeting needs half the talk time or more.',
    kinds: ALL,
    claim:
      /\b(?:presented for most|largely your presentation|for most of (?:this|the) meeting|held most of the (?:floor|talk))\b/i,
    holds: (f) => f.talkShare >= 50,
  },
  {
    id: 'role-ran-meeting',
    description: 'Saying someone ran or facilitated the meeting needs the facilitator role.',
    kinds: ALL,
    claim: /\b(?:you ran this|as the facilitator|you chaired)\b/i,
    holds: (f) => f.roleKind === 'facilitator',
  },
  {
    id: 'advice-hand-over',
    description: 'Advice to talk less needs a talk share above the band for the role and meeting.',
    kinds: ADVICE,
    claim:
      /\b(?:leave more room for others|pause and hand over|of the talk time or less|hand the floor to someone|held most of the floor)\b/i,
    holds: (f) => above(f),
  },
  {
    id: 'advice-bring-others-in',
    description:
      'Advice to invite or bring others in needs an uneven meeting and a person who ran it or spoke more than an equal share.',
    kinds: ADVICE,
    claim:
      /\b(?:invite (?:someone|others|at least|the quieter|people)|invited someone else to speak|inviting others in of|could have brought|bring (?:\S+ ){0,2}in\b|who spoke least|who has not spoken|who ha[sd] said least|ask for their view)/i,
    holds: (f) => f.bringOthersIn !== false,
  },
  {
    id: 'advice-long-turns',
    description: 'Advice about long stretches of talk needs a longest monologue of a minute or more.',
    kinds: ADVICE,
    claim:
      /\b(?:longer than a minute|monologues?|two-minute rule|stretch(?:es)? of talk|break up|check-in every|blocks of two to three minutes|under about 90 seconds|after two minutes of talking|talked that long)\b/i,
    holds: (f) => f.longestMonologueSeconds >= 60,
  },
  {
    id: 'advice-open-questions',
    description: 'Advice on how open questions are needs several questions (three or more) to stand on.',
    kinds: ADVICE,
    claim:
      /\b(?:every (?:third|second) question|open questions?|yes\/no question|answered with yes or no|closed questions?)\b/i,
    holds: (f) => f.questions >= 3 && !f.unmeasured.has('open_question_share'),
  },
  {
    id: 'strength-from-absence',
    description: 'A strength is something the person did, never the absence of something.',
    kinds: ['strength'],
    claim:
      /\b(?:did not|didn't|not once|never|none of|zero|only no|no (?:hedges?|filled pauses?|apolog\w*|fillers?|filler words|tag questions?|restarts?))\b/i,
    holds: () => false,
  },
  {
    id: 'unmeasured-filled-pauses',
    description: 'Nothing is said about "um" and "uh" when the captions removed them.',
    kinds: ALL,
    claim: /(?:“|")(?:um|uh)(?:”|")|\bfilled pauses?\b|\bhesitations?\b/i,
    holds: (f) => !f.unmeasured.has('hesitation_rate'),
  },
  {
    id: 'unmeasured-pace',
    description: 'Nothing is said about pace when the file cannot show it.',
    kinds: ALL,
    claim: /\b(?:wpm|words per minute|your pace|speaking pace|slow down|pick up the pace)\b/i,
    holds: (f) => !f.unmeasured.has('speaking_pace'),
  },
  {
    id: 'figure-questions',
    description: 'A count of the person’s questions must be their count.',
    kinds: ALL,
    claim:
      /\byou asked (no|zero|one|two|three|four|five|six|seven|eight|nine|ten|\d[\d,]*) (?:\w+ )?questions?\b/i,
    holds: (f, m) => numberOf(m[1]) === f.questions,
  },
  {
    id: 'figure-turns',
    description:
      'A count of the person’s turns must be their count: one definition of a turn (back-channels aside) for every sentence.',
    kinds: ALL,
    claim: /\b(?:of your|over|across) (one|two|three|four|five|six|seven|eight|nine|ten|\d[\d,]*) turns?\b/i,
    holds: (f, m) => numberOf(m[1]) === f.turns,
  },
  {
    id: 'building-zero',
    description:
      'Nobody is told they never built on others: the detector hears only explicit links (“good point”, “as you said”), not an idea taken up in one’s own words.',
    kinds: ALL,
    claim:
      /\b(?:none of your [\w,]+ (?:replies|turns) (?:\w+ )?built on|(?:never|not once|did not|didn't) (?:\w+ )?(?:build|built) on|built on (?:what )?others?(?: said)? 0%)/i,
    holds: () => false,
  },
  {
    id: 'absence-from-phrase-list',
    description:
      'Nobody is told they made no, or only a few, proposals, commitments, thanks, links, signposts, questions, feelings, experiences or figures: those counts come from detectors that miss much of what they count (recall under 0.9 on human labels, detector-recall.ts), so a low count is not a fact about the person.',
    kinds: ALL,
    claim:
      /\b(?:(?:(?<![/-])no(?! (?:owner|one)\b)|zero|not a single|without any|(?:did not|didn't) (?:make|give|offer|say|use|ask) any) (?:\w+ ){0,2}(?:recommendations?|decisions?|commitments?|proposals?|next steps?|signpost\w*|thanks|thank-yous?|credit|feeling words?|first-hand|numbers?|dates?|questions?|explicit link)|(?:did not|didn't|never|rarely|not once) (?:\w+ ){0,2}(?:thank|credit|acknowledge|signpost|commit|propose|recommend|ask (?:a |any )?questions?|say how you felt|draw on)|(?:thanked|credited|acknowledged|signposted|committed|proposed|invited)(?: or \w+)? (?:\w+ ){0,3}(?:only )?(?<!at least )(?:once|rarely)\b|only (?:one|two|three|four|five|\d+) (?:\w+ ){0,2}(?:recommendations?|decisions?|commitments?|proposals?|signpost\w*|questions?|numbers?))/i,
    holds: () => false,
  },
  {
    id: 'figure-talk-share',
    description: 'The person’s share of the talk time must be their share.',
    kinds: ALL,
    claim:
      /\byou (?:spoke for|held|contributed|took|had) (?:only |about |just )?(\d{1,3})% of the (?:talk|talking|speaking) time\b/i,
    holds: (f, m) => Math.abs(Number(m[1]) - Math.round(f.talkShare)) <= 1,
  },
  {
    id: 'invented-contribution',
    description: 'A suggested thank-you never credits someone for a contribution they did not make.',
    kinds: ALL,
    claim: /\bthat (?:breakdown|analysis|summary|idea|point) made\b/i,
    holds: () => false,
  },
  {
    id: 'name-address',
    description: 'The person is addressed by the name a colleague would use.',
    kinds: ALL,
    claim: /^((?:\p{Lu}[\p{L}'’.-]*)(?: (?:\p{Lu}|\d)[\p{L}\d'’.-]*){0,3}), (?:you|as|this|your|thanks)\b/u,
    holds: (f, m) => {
      const used = (m[1] ?? '').trim()
      return (
        used.toLowerCase() === f.address.toLowerCase() ||
        SENTENCE_OPENERS.has(used.split(' ')[0]?.toLowerCase() ?? '')
      )
    },
  },
]

/** Splits prose into sentences (after . ? ! followed by a space and a capital or a quote). */
export function proseSentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((p) => p.split(/(?<=[.?!][”"’)]?)\s+(?=[\p{Lu}“"(])/u))
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** Each rule's claim with the "g" flag, compiled once (a RegExp built per sentence cost more than the match). */
const GLOBAL_CLAIMS: readonly RegExp[] = COACHING_RULES.map(
  (rule) =>
    new RegExp(rule.claim.source, rule.claim.flags.includes('g') ? rule.claim.flags : `${rule.claim.flags}g`),
)

/**
 * Every match of each rule's claim in a sentence, by rule, found once per sentence: the coaching
 * checks the same sentences again and again (a text is kept sentence by sentence, then checked
 * whole, for every person), and whether a match holds is the only part that depends on the person.
 */
const MATCHES = new Map<string, (readonly RegExpExecArray[] | undefined)[]>()
const NO_MATCHES: readonly RegExpExecArray[] = []

/** The sentence's matches found so far, by rule (looked up once per sentence, not once per rule). */
function matchesOf(sentence: string): (readonly RegExpExecArray[] | undefined)[] {
  let bySentence = MATCHES.get(sentence)
  if (!bySentence) {
    if (MATCHES.size >= 5_000) MATCHES.clear()
    bySentence = []
    MATCHES.set(sentence, bySentence)
  }
  return bySentence
}

function claimMatches(
  sentence: string,
  bySentence: (readonly RegExpExecArray[] | undefined)[],
  r: number,
): readonly RegExpExecArray[] {
  let found = bySentence[r]
  if (!found) {
    // Every match in turn, as matchAll gives them (no claim matches the empty string).
    const list: RegExpExecArray[] = []
    const re = GLOBAL_CLAIMS[r] as RegExp
    re.lastIndex = 0
    for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
      list.push(m)
      if (m[0] === '') re.lastIndex++
    }
    found = list.length > 0 ? list : NO_MATCHES
    bySentence[r] = found
  }
  return found
}

/** The rules a sentence breaks for this person (empty when it may be written). */
export function checkSentence(sentence: string, kind: SentenceKind, f: CoachingFigures): Violation[] {
  const out: Violation[] = []
  const bySentence = matchesOf(sentence)
  for (let r = 0; r < COACHING_RULES.length; r++) {
    const rule = COACHING_RULES[r] as CoachingRule
    if (!rule.kinds.includes(kind)) continue
    for (const m of claimMatches(sentence, bySentence, r)) {
      if (!rule.holds(f, m)) {
        out.push({ rule: rule.id, sentence })
        break
      }
    }
  }
  return out
}

/** Every sentence of a text checked. */
export function checkText(text: string, kind: SentenceKind, f: CoachingFigures): Violation[] {
  return proseSentences(text).flatMap((s) => checkSentence(s, kind, f))
}

/** Keeps the sentences of a text that pass; drops the others. */
export function keepTrueSentences(text: string, kind: SentenceKind, f: CoachingFigures): string {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      proseSentences(p)
        .filter((s) => checkSentence(s, kind, f).length === 0)
        .join(' '),
    )
    .filter((p) => p !== '')
    .join('\n\n')
}

/** The parts of a coaching result the rules read (built-in or written by an LLM). */
export interface CheckableCoaching {
  summary: string
  insights: {
    strengths: readonly { title: string; description: string }[]
    opportunities: readonly { title: string; description: string }[]
    actions: readonly { title: string; description: string }[]
  }
  quotes: readonly { quote_text: string; context_type?: string }[]
  recommendations: readonly { recommendation_text: string }[]
}

/**
 * Every rule over a whole coaching result, plus quotes: each must be a whole sentence (or
 * consecutive whole sentences of one turn) of this speaker when their sentences are given, and a
 * quote shown as a strength must read cleanly (no filler, cut-off word or restart).
 */
export function checkCoaching(
  coaching: CheckableCoaching,
  f: CoachingFigures,
  speech?: SpeakerSentences,
): Violation[] {
  const out: Violation[] = [...checkText(coaching.summary, 'summary', f)]
  const items = (list: readonly { title: string; description: string }[], kind: SentenceKind) => {
    for (const x of list) out.push(...checkText(`${x.title}. ${x.description}`, kind, f))
  }
  items(coaching.insights.strengths, 'strength')
  items(coaching.insights.opportunities, 'opportunity')
  items(coaching.insights.actions, 'action')
  for (const r of coaching.recommendations) out.push(...checkText(r.recommendation_text, 'recommendation', f))
  if (speech)
    for (const q of coaching.quotes)
      if (!isWholeSentenceOf(q.quote_text, speech))
        out.push({ rule: 'quote-whole-sentence', sentence: q.quote_text })
  for (const q of coaching.quotes)
    if (q.context_type === 'strength' && !readsCleanly(q.quote_text))
      out.push({ rule: 'quote-strength-reads-cleanly', sentence: q.quote_text })
  return out
}

/** The figures of an analysed participant (built-in scores), as the rules read them. */
export function coachingFigures(
  p: {
    roleKind: RoleKind
    talkTimePercentage: number
    speakingTurns: number
    words: number
    metrics: readonly {
      id: string
      measured?: boolean
      evidence: { counts: Readonly<Record<string, number>> }
      target?: { min?: number; max?: number }
    }[]
  },
  address: string,
  /** Everyone's talk share in the meeting (0–100), to judge advice about bringing others in. */
  meetingShares?: readonly number[],
): CoachingFigures {
  const counts = (id: string) => p.metrics.find((m) => m.id === id)?.evidence.counts ?? {}
  const share = p.metrics.find((m) => m.id === 'talk_time_share')?.target
  const f: CoachingFigures = {
    address,
    roleKind: p.roleKind,
    talkShare: p.talkTimePercentage,
    longestMonologueSeconds: counts('longest_monologue').seconds ?? 0,
    questions: counts('questions_asked').questions ?? 0,
    openQuestions: counts('open_question_share').openQuestions ?? 0,
    invitations: counts('inviting_others').invitations ?? 0,
    turns: p.speakingTurns,
    words: p.words,
    unmeasured: new Set(p.metrics.filter((m) => m.measured === false).map((m) => m.id)),
  }
  if (share?.min !== undefined && share.max !== undefined)
    f.talkShareBand = { min: share.min, max: share.max }
  if (meetingShares) f.bringOthersIn = fitsBringingOthersIn(p.roleKind, p.talkTimePercentage, meetingShares)
  return f
}
