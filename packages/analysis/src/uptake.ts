import type { TranscriptActs } from './acts/dialogue-acts.ts'
import commonWords from './common-words.json' with { type: 'json' }
import { STOPWORDS } from './metrics/stopwords.ts'
import { isSmallTalk } from './quotes.ts'
import { tokenWordsAtLeast } from './token-words.ts'
import type { Cue } from './transcript.ts'

/**
 * Ideas the group took up: a term (a content word, or two in a row) that one person was the first
 * to say in the meeting and that others then used in their own sentences soon after. It is what a
 * coach means by "you brought up the flap, and the group ran with it": what the person's words led
 * to, read from the words everyone said next, so each claim can be checked in the transcript.
 */
export interface TakenUp {
  /** Who said it first. */
  speaker: string
  /** The term as they said it. */
  term: string
  /** Their sentence with the term in it: one sentence of one cue, verbatim. */
  cueId: string
  at: number
  quote: string
  /** The first other person to use it, and their sentence (verbatim, one cue). */
  by: string
  byCueId: string
  byAt: number
  byQuote: string
  /**
   * The words counted in `uses`, as said: `term` may show the longer phrase both sentences share
   * ("functional design phase" for "design phase").
   */
  counted: string
  /** Cues of other people that used it within the window, and how many people they were. */
  uses: number
  people: number
}

/** How long after the first mention others' uses count as taking it up. */
export const UPTAKE_WINDOW_SECONDS = 600
/** The first other person to use the term must do so this soon: later, it is the talk's, not a reply. */
export const PICKUP_SECONDS = 120
/** Others' cues that must use a term for it to count as taken up. */
const MIN_USES = 2
/** The opening minutes are greetings and the agenda: bringing up the meeting's subject is no idea. */
const OPENING_SECONDS = 120
/**
 * A term used in more than this share of the meeting's cues, and in more than SUBJECT_CUES of them,
 * is its subject, not one person's idea.
 */
const SUBJECT_SHARE = 0.06
const SUBJECT_CUES = 8
/**
 * At least this share of the cues that use a term in the whole meeting must fall in the window
 * after its first mention: an idea taken up is talked about then; a word of the meeting's own
 * vocabulary ("price", "design") turns up all through it, and whoever said it first brought up
 * nothing.
 */
const BURST_SHARE = 0.5
/** Someone saying what their role is: the brief's words, not an idea of theirs. */
const ROLE_STATEMENT =
  /\b(?:responsible for|in charge of|my (?:role|job|task) (?:is|will be)|i(?:'m| am| will be|'ll be) the (?:\w+ ){0,2}(?:designer|manager|expert|lead|marketing))\b/i

/** The sentence quoted for the person: long enough to say something, short enough to read. */
const QUOTE_WORDS = { min: 6, max: 40 } as const

/** Words that carry no idea of their own, beyond the stopwords. */
const GENERIC = new Set(
  `dunno gotta kinda wanna euro euros dollar dollars cent cents link links chat github discord slack zoom
email thread repo document doc docs notes recording comment comments channel agenda screen slide slides also anything approach around beginning case cases certain chance clear different easy else end ends example
fact first further going guess hand happy have issue issues kind last level line list little lots maybe means
meeting meetings mention mentioned number numbers okay order other pages place plan point points possible
problem problems question questions quick really reason right round same side sort sounds stage step steps
stuff sure talk thing things thinking though today topic topics update updates well whatever words work
working yeah`.split(/\s+/),
)

/** The most frequent words of spoken English (eval/common-words.ts): alone, they name no idea. */
const COMMON: ReadonlySet<string> = new Set(commonWords)

/** The last meeting's decisions read back: "last time we decided", "in the previous meeting". */
const RECAP =
  /\b(?:last (?:meeting|time|week)|previous meeting|(?:the|our) minutes|we (?:had )?(?:decided|agreed)|was decided)\b/i

/** Numbers said as words: a figure is shared by everyone who reads the same slide. */
const NUMBER_WORDS =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|percent|half|quarter|third)$/

/** A word as the uptake reads it (token-words.ts finds the same words without the expression). */
export const TOKEN = /[\p{L}][\p{L}\p{N}'’-]*|\d+(?:\.\d+)?/gu

/** A word as the uptake compares it: lower case, a plural's singular, no possessive. */
export function keyOf(word: string): string {
  const w = word.toLowerCase().replace(/[’]/g, "'")
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`
  if (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith("'s")) return w.slice(0, -1)
  return w.endsWith("'s") ? w.slice(0, -2) : w
}

/** A word's stem, for telling "aggregate" and "aggregation" apart from other words: endings cut, four letters kept. */
function stemOf(key: string): string {
  const stem = key.replace(/(?:ions?|ings?|ed|es|e|s)$/, '')
  return stem.length >= 4 ? stem : key
}

function isContent(key: string): boolean {
  return (
    key.length >= 4 && !STOPWORDS.has(key) && !GENERIC.has(key) && !NUMBER_WORDS.test(key) && !/\d/.test(key)
  )
}

interface Term {
  key: string
  surface: string
  bigram: boolean
}

/**
 * A word's `keyOf` form when it is a content word, else null, remembered by the word as said: every
 * sentence of the meeting is read for terms, and a meeting says a few thousand words tens of
 * thousands of times.
 */
const CONTENT_KEYS = new Map<string, string | null>()

function contentKey(surface: string): string | null {
  let key = CONTENT_KEYS.get(surface)
  if (key === undefined) {
    if (CONTENT_KEYS.size >= 50_000) CONTENT_KEYS.clear()
    const k = keyOf(surface)
    key = isContent(k) ? k : null
    CONTENT_KEYS.set(surface, key)
  }
  return key
}

/**
 * The content words of a sentence and each pair of content words said one after the other, one by
 * one, without making them: `surface` is the word as said, and a pair (`before` set) is said as
 * `${before} ${surface}`. The uptake reads every sentence of the meeting this way.
 */
function eachTerm(
  sentence: string,
  visit: (key: string, surface: string, before: string | null) => void,
): void {
  let prevKey: string | null = null
  let prevSurface = ''
  // A word of ASCII characters keeps its length as a key or loses some (keyOf), and a content
  // word's key has four characters at least: shorter ones are not even made strings.
  for (const surface of tokenWordsAtLeast(sentence, 4)) {
    const key = surface === null ? null : contentKey(surface)
    if (key === null || surface === null) {
      prevKey = null
      continue
    }
    visit(key, surface, null)
    if (prevKey !== null && prevKey !== key) visit(`${prevKey} ${key}`, surface, prevSurface)
    prevKey = key
    prevSurface = surface
  }
}

/** The content words of a sentence, and each pair of content words said one after the other. */
export function termsOf(sentence: string): Term[] {
  const out: Term[] = []
  eachTerm(sentence, (key, surface, before) =>
    out.push(
      before === null
        ? { key, surface, bigram: false }
        : { key, surface: `${before} ${surface}`, bigram: true },
    ),
  )
  return out
}

/**
 * The run of content words around a term in the sentence it was said in ("programmable options"
 * for "options"), as said: the idea as the person named it.
 */
function phraseAround(sentence: string, key: string): string {
  const runs: { keys: string[]; words: string[] }[] = [{ keys: [], words: [] }]
  for (const match of sentence.matchAll(TOKEN)) {
    const k = keyOf(match[0])
    const run = runs.at(-1) as { keys: string[]; words: string[] }
    if (isContent(k)) {
      run.keys.push(k)
      run.words.push(match[0])
    } else if (run.keys.length > 0) runs.push({ keys: [], words: [] })
  }
  const parts = key.split(' ')
  const run = runs.find((r) => r.keys.join(' ').includes(key) && parts.every((p) => r.keys.includes(p)))
  return run && run.words.length <= 3 ? run.words.join(' ') : key
}

/**
 * The idea as shown: the run of words around the term when the one who took it up said all of them
 * ("programmable options" both times), else the term as first said: "primary functions" takes up
 * "functions", not "advanced functions".
 */
function shownAs(sentence: string, reply: string, key: string, surface: string): string {
  const phrase = phraseAround(sentence, key)
  const said = new Set([...reply.matchAll(TOKEN)].map((m) => keyOf(m[0])))
  return [...phrase.matchAll(TOKEN)].every((m) => said.has(keyOf(m[0]))) ? phrase : surface
}

interface Use {
  speaker: string
  cueId: string
  at: number
  /** When the cue ends: a reply starts after it, not while the words are being said. */
  end: number
  sentence: string
}

interface FirstUse extends Use {
  surface: string
  bigram: boolean
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** Someone's mention of a word: who and when (the cue's start). */
export interface Mention {
  speaker: string
  at: number
}

/** What the meeting's words show: the ideas taken up, and who mentioned which rare word when. */
export interface MeetingTerms {
  /** Each person's ideas the group took up, best first (more uses, more people, two-word terms). */
  ideas: Map<string, TakenUp[]>
  /** The words of a sentence that are not everyday speech (their `keyOf` forms). */
  rareWords(sentence: string): string[]
  /**
   * The first mention by someone other than `speaker`, after `at` and within `seconds`, of a rare
   * word of `sentence`; null when nobody else said any of them then.
   */
  echo(sentence: string, speaker: string, at: number, seconds: number): Mention | null
  /** The rare words of `sentence` that nobody said in the `seconds` before `at`: what it adds. */
  fresh(sentence: string, at: number, seconds: number): string[]
}

/** The words of `sentence` as said whose `keyOf` form is `key` (the first of them). */
export function surfaceOf(sentence: string, key: string): string | null {
  for (const match of sentence.matchAll(TOKEN)) if (keyOf(match[0]) === key) return match[0]
  return null
}

function rareWords(sentence: string): string[] {
  return termsOf(sentence)
    .filter((t) => !t.bigram && !COMMON.has(t.key))
    .map((t) => t.key)
}

export function meetingTerms(cues: readonly Cue[], acts: TranscriptActs): MeetingTerms {
  const mentions = new Map<string, Mention[]>()
  const ideas = ideasTakenUp(cues, acts, mentions)
  return {
    ideas,
    rareWords,
    echo(sentence, speaker, at, seconds) {
      let best: Mention | null = null
      for (const key of rareWords(sentence)) {
        const found = (mentions.get(key) ?? []).find(
          (m) => m.speaker !== speaker && m.at > at && m.at - at <= seconds,
        )
        if (found && (!best || found.at < best.at)) best = found
      }
      return best
    },
    fresh(sentence, at, seconds) {
      return rareWords(sentence).filter(
        (key) => !(mentions.get(key) ?? []).some((m) => m.at < at && at - m.at <= seconds),
      )
    },
  }
}

/** What the first pass over the meeting keeps of a term: one record, looked up once per use. */
interface TermUses {
  first: FirstUse
  /** Its entry in `mentions` (single words only). */
  mentions: Mention[] | null
  /** Others' uses after the first mention, within the window: one entry per cue. */
  others: Use[] | null
  /** The spoken cues that use it, and those of them within the window after its first mention. */
  cues: number
  inWindow: number
  /** The last cue counted in `cues` (its index): a term said twice in a cue counts once. */
  lastCue: number
}

function ideasTakenUp(
  cues: readonly Cue[],
  acts: TranscriptActs,
  mentions: Map<string, Mention[]>,
): Map<string, TakenUp[]> {
  const terms = new Map<string, TermUses>()
  // The first speaker of each word's stem: "aggregate" said before "aggregation" (blind round 16).
  const firstOfStem = new Map<string, Mention>()
  let spoken = 0
  // The cue and sentence being read, for `count` (one function for the meeting, not one per sentence).
  let c = 0
  let cue: Cue | undefined
  let speaker = ''
  let sentence = ''
  // Who said it when, made once for every term of the cue (only read afterwards).
  let mention: Mention | null = null
  // Made when the sentence first takes up a term, and shared by the terms it takes up.
  let use: Use | null = null
  const count = (key: string, surface: string, before: string | null): void => {
    // Set before any sentence is read; the check only tells the types so.
    if (!cue) return
    const bigram = before !== null
    const seen = terms.get(key)
    if (!seen) {
      let said: Mention[] | null = null
      // A stem's first speaker is settled when the first of its words is first said.
      if (!bigram) {
        const stem = stemOf(key)
        mention ??= { speaker, at: cue.start }
        if (!firstOfStem.has(stem)) firstOfStem.set(stem, mention)
        said = [mention]
        mentions.set(key, said)
      }
      terms.set(key, {
        first: {
          speaker,
          cueId: cue.id,
          at: cue.start,
          end: cue.end,
          sentence,
          surface: bigram ? `${before} ${surface}` : surface,
          bigram,
        },
        mentions: said,
        others: null,
        cues: 1,
        inWindow: 1,
        lastCue: c,
      })
      return
    }
    const earliest = seen.first
    if (seen.lastCue !== c) {
      seen.lastCue = c
      if (seen.mentions) {
        mention ??= { speaker, at: cue.start }
        seen.mentions.push(mention)
      }
      seen.cues++
      if (cue.start - earliest.at <= UPTAKE_WINDOW_SECONDS) seen.inWindow++
    }
    if (earliest.speaker === speaker || cue.start - earliest.at > UPTAKE_WINDOW_SECONDS) return
    // Only what others said after the first mention is kept: one entry per cue.
    use ??= { speaker, cueId: cue.id, at: cue.start, end: cue.end, sentence }
    if (!seen.others) seen.others = [use]
    else if (seen.others[seen.others.length - 1]?.cueId !== cue.id) seen.others.push(use)
  }
  for (c = 0; c < cues.length; c++) {
    cue = cues[c] as Cue
    if (cue.speaker === null) continue
    const cueActs = acts.byCueId.get(cue.id)
    if (cueActs?.acts.includes('backchannel')) continue
    spoken++
    speaker = cue.speaker
    mention = null
    const sentences = cueActs?.sentences.length ?? 1
    for (let i = 0; i < sentences; i++) {
      sentence = cueActs ? (cueActs.sentences[i]?.text ?? '') : cue.text
      use = null
      eachTerm(sentence, count)
    }
  }
  const out = new Map<string, TakenUp[]>()
  for (const [key, { first: origin, others: uses, cues: all, inWindow }] of terms) {
    if (!uses || uses.length < MIN_USES) continue
    if (origin.at < OPENING_SECONDS || all > Math.max(SUBJECT_CUES, spoken * SUBJECT_SHARE)) continue
    if (inWindow < all * BURST_SHARE) continue
    const n = words(origin.sentence)
    // A question about a term asks after something already there (a slide, a handout): no idea of theirs.
    if (n < QUOTE_WORDS.min || n > QUOTE_WORDS.max || origin.sentence.trim().endsWith('?')) continue
    // A word of everyday speech said first is chance, not an idea; two such words in a row may be one.
    // A manner or an action said alone ("literally", "merged") is no idea either: another person
    // saying it later is talking about something else as often as not (blind round 13).
    if (!origin.bigram && (COMMON.has(key) || /(?:ly|ed|ing)$/.test(key))) continue
    // Reading out what an earlier meeting settled brings up nothing new; nor does reading out
    // one's role ("I will be responsible for the functional design phase", AMI ES2015a).
    if (RECAP.test(origin.sentence) || ROLE_STATEMENT.test(origin.sentence)) continue
    // Someone else had said another form of the word first: theirs, not this speaker's.
    // For a pair, its words that are not everyday speech ("universal" in "universal remote",
    // asked about minutes before: blind round 17).
    const own = origin.bigram ? key.split(' ').filter((w) => !COMMON.has(w)) : [key]
    if (own.some((w) => (firstOfStem.get(stemOf(w)) ?? origin).speaker !== origin.speaker)) continue
    if (isSmallTalk(origin.sentence)) continue
    // Taken up: someone else says it in a sentence of their own soon after, not as a one-word echo.
    // Someone else said it while their words were still being said: the same guess at once, no
    // one person's idea.
    if (uses.some((u) => u.at < origin.end)) continue
    const by = uses.find(
      (u) =>
        u.at - origin.at <= PICKUP_SECONDS &&
        words(u.sentence) >= 4 &&
        words(u.sentence) <= QUOTE_WORDS.max &&
        !isSmallTalk(u.sentence),
    )
    if (!by) continue
    // A single word is an idea the group took up only when more than one of them kept using it;
    // one echo of "epoch" or "production" is the shared vocabulary of the subject (blind round 14).
    const people = new Set(uses.map((u) => u.speaker)).size
    if (!origin.bigram && (people < 2 || uses.length < 3)) continue
    const list = out.get(origin.speaker) ?? []
    list.push({
      speaker: origin.speaker,
      term: shownAs(origin.sentence, by.sentence, key, origin.surface),
      cueId: origin.cueId,
      at: origin.at,
      quote: origin.sentence,
      by: by.speaker,
      byCueId: by.cueId,
      byAt: by.at,
      byQuote: by.sentence,
      counted: origin.surface,
      uses: uses.length,
      people,
    })
    out.set(origin.speaker, list)
  }
  const rank = (t: TakenUp, bigram: boolean) => t.uses + 2 * (t.people - 1) + (bigram ? 2 : 0)
  for (const [speaker, list] of out) {
    const bigrams = new Set(list.filter((t) => t.term.includes(' ')).map((t) => t.term))
    // A pair and its own words are one idea: the pair stands for them.
    const kept = list
      .filter((t) => t.term.includes(' ') || ![...bigrams].some((b) => b.split(' ').includes(t.term)))
      .sort((a, b) => rank(b, b.term.includes(' ')) - rank(a, a.term.includes(' ')) || a.at - b.at)
    // One idea per sentence said: its best-taken-up term stands for it.
    const sentences = new Set<string>()
    out.set(
      speaker,
      kept.filter((t) => {
        const key = `${t.cueId} ${t.quote}`
        if (sentences.has(key)) return false
        sentences.add(key)
        return true
      }),
    )
  }
  return out
}
