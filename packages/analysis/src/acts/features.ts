import { isSpace } from '../characters.ts'

/**
 * Features of one utterance (a sentence of a cue) for the act model: its own words, its length and
 * punctuation, and its place in the conversation (who held the floor before, whether it overlaps
 * the other speaker, whether that speaker carries on after it, whether it answers a question).
 */

/** What the model sees of one utterance and its surroundings. */
export interface UtteranceView {
  /** Lower-cased words (actWords). */
  words: readonly string[]
  /** Verbatim text of the utterance. */
  text: string
  /** Position of this sentence in its cue, and how many sentences the cue has. */
  sentence: number
  sentences: number
  /** The previous cue is the same speaker's (they are carrying on). */
  continuing: boolean
  /** The most recent cue by someone else, when there is one within reach. */
  previousOther: { words: readonly string[]; text: string; floorWords: number; adjacent: boolean } | null
  /** Started before the other speaker's cue ended. */
  overlaps: boolean
  /** The next cue is by the speaker who held the floor before (this one sat inside their turn). */
  sandwiched: boolean
  /** The next cue is the same speaker's. */
  nextSame: boolean
  /** Seconds from the end of the previous cue (anyone's) to the start of this one; null for the first. */
  gapBefore: number | null
  /** Cues the speaker has said in a row before this one (0: this cue opens their turn). */
  turnPosition: number
  /** The next cue when it is someone else's: what the listener does after this utterance. */
  nextOther: { words: readonly string[]; question: boolean } | null
}

function lengthBucket(n: number): string {
  if (n <= 3) return String(n)
  if (n <= 5) return '4-5'
  if (n <= 9) return '6-9'
  if (n <= 19) return '10-19'
  return '20+'
}

/** How long the other speaker held the floor: short, medium, long. */
function floorBucket(n: number): 's' | 'm' | 'l' {
  if (n < 5) return 's'
  if (n < 20) return 'm'
  return 'l'
}

const FLOOR_NAMES = { s: 'pfl:s', m: 'pfl:m', l: 'pfl:l' } as const
const FLOOR_BY_LENGTH = { s: 'pfl:s|n:', m: 'pfl:m|n:', l: 'pfl:l|n:' } as const

/**
 * One spelling per back-channel sound: the MRDA transcribers wrote "uhhuh" and "huh" where captions
 * write "mm-hmm", "uh-huh", "mhm", "hmm".
 */
const SPELLINGS = new Map<string, string>(
  Object.entries({
    'mm-hmm': 'uhhuh',
    'mm-hm': 'uhhuh',
    mmhmm: 'uhhuh',
    mmhm: 'uhhuh',
    mhm: 'uhhuh',
    'uh-huh': 'uhhuh',
    'um-hum': 'uhhuh',
    'uh-hum': 'uhhuh',
    'm-hm': 'uhhuh',
    hmm: 'huh',
    hm: 'huh',
    mm: 'huh',
    mmm: 'huh',
    hmmm: 'huh',
  }),
)

/** A word with a back-channel sound spelled one way, and no "_" inside (the same word when neither applies). */
export function canonicalWord(w: string): string {
  // Feature names join words with "_": a word holding one ("t_v_", spelled letters) is written with ".".
  if (w.includes('_')) return w.replaceAll('_', '.')
  // Every spelling is short and starts with m, h or u: most words are ruled out at once.
  if (w.length > 6) return w
  const c0 = w.charCodeAt(0)
  if (c0 !== 109 && c0 !== 104 && c0 !== 117) return w
  return SPELLINGS.get(w) ?? w
}

/** Words with back-channel sounds spelled one way, and no "_" inside a word. */
export function canonicalWords(words: readonly string[]): readonly string[] {
  let out: string[] | null = null
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? ''
    const c = canonicalWord(w)
    if (c !== w) {
      out ??= words.slice()
      out[i] = c
    }
  }
  return out ?? words
}

/** White space as JavaScript's trim() and \s see it (the engine's isSpace plus U+FEFF). */
function jsSpace(code: number): boolean {
  return isSpace(code) || code === 0xfeff
}

/** How an utterance's text ends, read from its last characters (no regular expression, no trim). */
export interface Ending {
  /** Ends with "?", maybe followed by one closing quote. */
  question: boolean
  /** Holds a "?" anywhere. */
  questionInside: boolean
  /** Ends with "!". */
  exclamation: boolean
  /** Ends with a dash, "=", "…" or "..." (cut off or trailing off). */
  cut: boolean
}

/** The index of the last character that is not white space, -1 when there is none. */
function lastNonSpace(text: string): number {
  let e = text.length - 1
  while (e >= 0 && jsSpace(text.charCodeAt(e))) e--
  return e
}

/** A question mark at `e`, or at `e - 1` before a closing ", ' or ”. */
function questionAt(text: string, e: number): boolean {
  const c = e >= 0 ? text.charCodeAt(e) : -1
  const quote = c === 34 || c === 39 || c === 0x201d
  return c === 63 || (quote && e >= 1 && text.charCodeAt(e - 1) === 63)
}

/** A dash, "=", "…" or "..." ends at `e`. */
function cutAt(text: string, e: number): boolean {
  const c = e >= 0 ? text.charCodeAt(e) : -1
  return (
    c === 45 ||
    c === 0x2013 ||
    c === 0x2014 ||
    c === 61 ||
    c === 0x2026 ||
    (c === 46 && e >= 2 && text.charCodeAt(e - 1) === 46 && text.charCodeAt(e - 2) === 46)
  )
}

/** Ending.question without the object: the act layer asks it of every sentence and its neighbours. */
export function endsAsQuestion(text: string): boolean {
  return questionAt(text, lastNonSpace(text))
}

export function endingOf(text: string): Ending {
  const e = lastNonSpace(text)
  const question = questionAt(text, e)
  return {
    question,
    questionInside: question || text.includes('?'),
    exclamation: e >= 0 && text.charCodeAt(e) === 33,
    cut: cutAt(text, e),
  }
}

/**
 * Receives an utterance's features. `feature` gets a feature by its full name; `words` gets one
 * named by a prefix and up to four words, `${prefix}${words.join('_')}`, so a scorer can find its
 * weights without building the name (the trainer builds it). Words reach `words` in the visitor's
 * own form `W`, made by `word` once per word of the utterance: the trainer keeps the string, the
 * scorer numbers it (so a word is looked up once, not once per feature it is in).
 */
export interface FeatureVisitor<W> {
  word(word: string): W
  feature(name: string): void
  /** `prefix` is the prefix's index in WORD_PREFIXES. */
  words(prefix: number, a?: W, b?: W, c?: W, d?: W): void
}

/**
 * Every prefix visitFeatures passes to FeatureVisitor.words, with its number there: the scorer
 * finds a prefix's trie by number (a Map lookup by name for each of some twenty word features of
 * every sentence cost more than the trie walk).
 */
const PREFIX = {
  'w:': 0,
  'b:': 1,
  'f:': 2,
  'f2:': 3,
  'f3:': 4,
  'l:': 5,
  'l2:': 6,
  'all:': 7,
  'qf:': 8,
  'ql:': 9,
  'ql2:': 10,
  'sw|all:': 11,
  'sw|f:': 12,
  'pf:': 13,
  'pl:': 14,
  'pq|f:': 15,
  'pq|all:': 16,
  'npq|f:': 17,
  'npq|all:': 18,
  'cont|f:': 19,
  'nf:': 20,
  'pf2:': 21,
  'pfl:s|all:': 22,
  'pfl:m|all:': 23,
  'pfl:l|all:': 24,
} as const

/** Every prefix of a `words` feature; FeatureVisitor.words gets its index here. */
export const WORD_PREFIXES: readonly string[] = Object.keys(PREFIX)

/** The full name of a `words` feature. */
export function wordsFeatureName(prefix: string, a?: string, b?: string, c?: string, d?: string): string {
  if (a === undefined) return prefix
  if (b === undefined) return `${prefix}${a}`
  if (c === undefined) return `${prefix}${a}_${b}`
  if (d === undefined) return `${prefix}${a}_${b}_${c}`
  return `${prefix}${a}_${b}_${c}_${d}`
}

/** The model's feature names for one utterance (duplicates removed); the trainer uses these. */
export function utteranceFeatures(u: UtteranceView): string[] {
  const out: string[] = []
  visitFeatures<string>(u, {
    word: (word) => word,
    feature: (name) => out.push(name),
    words: (prefix, a, b, c, d) => out.push(wordsFeatureName(WORD_PREFIXES[prefix] as string, a, b, c, d)),
  })
  return out
}

const LENGTHS = ['0', '1', '2', '3', '4-5', '4-5', '6-9', '6-9', '6-9', '6-9']

/** Feature names per length bucket, built once ("n:4-5", "ov|n:4-5", …). */
const BY_LENGTH = new Map<string, Record<string, string>>()
for (const len of [...new Set(LENGTHS), '10-19', '20+']) {
  const names: Record<string, string> = {}
  for (const prefix of ['n:', 'ov|n:', 'sw|n:', 'pq|n:', 'cont|n:', 'pfl:s|n:', 'pfl:m|n:', 'pfl:l|n:'])
    names[prefix] = `${prefix}${len}`
  BY_LENGTH.set(len, names)
}

function lengthNames(n: number): Record<string, string> {
  return BY_LENGTH.get(n < LENGTHS.length ? (LENGTHS[n] as string) : lengthBucket(n)) as Record<
    string,
    string
  >
}

/** "all:" features: the whole utterance when it has at most four words. */
function whole<W>(visitor: FeatureVisitor<W>, prefix: number, w: readonly W[]): void {
  visitor.words(prefix, w[0], w[1], w[2], w[3])
}

/**
 * Word pairs are features of utterances up to this many words only: in longer ones the words carry
 * the act, and pairs cost most of the scoring time.
 */
const MAX_PAIR_WORDS = 20

const FLOOR_ALL = { s: PREFIX['pfl:s|all:'], m: PREFIX['pfl:m|all:'], l: PREFIX['pfl:l|all:'] } as const
const LENGTH_BUCKETS = ['0', '1', '2', '3', '4-5', '6-9', '10-19', '20+']
const PREVIOUS_LENGTH = LENGTH_BUCKETS.map((b) => `pn:${b}`)

function lengthIndex(n: number): number {
  return LENGTH_BUCKETS.indexOf(lengthBucket(n))
}

function gapBucket(gap: number): string {
  if (gap < 0) return 'gap:ov'
  if (gap < 0.3) return 'gap:0'
  if (gap < 1) return 'gap:1'
  if (gap < 3) return 'gap:3'
  return 'gap:long'
}

/** Walks the features of one utterance in a fixed order, without building a name per feature. */
export function visitFeatures<W>(u: UtteranceView, visitor: FeatureVisitor<W>): void {
  const n = u.words.length
  const w: W[] = new Array<W>(n)
  for (let i = 0; i < n; i++) w[i] = visitor.word(canonicalWord(u.words[i] as string))
  // endingOf's facts, read without making its object.
  const e = lastNonSpace(u.text)
  const q = questionAt(u.text, e)
  const names = lengthNames(n)
  visitor.feature('bias')
  visitor.feature(names['n:'] as string)
  if (q) visitor.feature('q')
  else if (u.text.includes('?')) visitor.feature('q_in')
  if (e >= 0 && u.text.charCodeAt(e) === 33) visitor.feature('ex')
  if (cutAt(u.text, e)) visitor.feature('cut')
  const first = n > 0 ? (w[0] as W) : visitor.word('<none>')
  const second = n > 1 ? (w[1] as W) : visitor.word('$')
  const last = n > 0 ? (w[n - 1] as W) : first
  const penult = n >= 2 ? (w[n - 2] as W) : visitor.word('^')
  visitor.words(PREFIX['f:'], first)
  visitor.words(PREFIX['f2:'], first, second)
  if (n >= 3) visitor.words(PREFIX['f3:'], first, second, w[2])
  visitor.words(PREFIX['l:'], last)
  visitor.words(PREFIX['l2:'], penult, last)
  if (n <= 4) whole(visitor, PREFIX['all:'], w)
  // Words and word pairs count once however often they repeat.
  for (let i = 0; i < n; i++) {
    const a = w[i] as W
    let again = false
    for (let j = 0; j < i && !again; j++) again = w[j] === a
    if (!again) visitor.words(PREFIX['w:'], a)
    if (i + 1 < n && n <= MAX_PAIR_WORDS) {
      const b = w[i + 1] as W
      let twice = false
      for (let j = 0; j < i && !twice; j++) twice = w[j] === a && w[j + 1] === b
      if (!twice) visitor.words(PREFIX['b:'], a, b)
    }
  }
  if (q) {
    visitor.words(PREFIX['qf:'], first)
    visitor.words(PREFIX['ql:'], last)
    visitor.words(PREFIX['ql2:'], penult, last)
  }
  if (u.sentences > 1)
    visitor.feature(u.sentence === 0 ? 'pos:first' : u.sentence === u.sentences - 1 ? 'pos:last' : 'pos:mid')
  if (u.continuing) visitor.feature('cont')
  if (u.nextSame) visitor.feature('nsame')
  if (u.overlaps) {
    visitor.feature('ov')
    visitor.feature(names['ov|n:'] as string)
  }
  if (u.sandwiched) {
    visitor.feature('sw')
    visitor.feature(names['sw|n:'] as string)
    if (n <= 4) whole(visitor, PREFIX['sw|all:'], w)
    visitor.words(PREFIX['sw|f:'], first)
  }
  const prev = u.previousOther
  if (prev && !u.continuing) {
    const pq = endsAsQuestion(prev.text)
    const fl = floorBucket(prev.floorWords)
    visitor.feature(FLOOR_NAMES[fl])
    visitor.feature(names[FLOOR_BY_LENGTH[fl]] as string)
    const pw = prev.words
    visitor.words(PREFIX['pf:'], visitor.word(pw.length > 0 ? canonicalWord(pw[0] as string) : '<none>'))
    visitor.words(
      PREFIX['pl:'],
      visitor.word(pw.length > 0 ? canonicalWord(pw[pw.length - 1] as string) : '<none>'),
    )
    if (pq) {
      visitor.feature('pq')
      visitor.words(PREFIX['pq|f:'], first)
      visitor.feature(names['pq|n:'] as string)
      if (n <= 4) whole(visitor, PREFIX['pq|all:'], w)
    } else {
      visitor.words(PREFIX['npq|f:'], first)
      if (n <= 4) whole(visitor, PREFIX['npq|all:'], w)
    }
    if (!prev.adjacent) visitor.feature('pfar')
  } else if (u.continuing) {
    visitor.words(PREFIX['cont|f:'], first)
    visitor.feature(names['cont|n:'] as string)
  }
  // The conversation around it: the pause before, the place in the speaker's run of cues, how the
  // next speaker reacts, how long and how opened the utterance it follows was.
  if (u.gapBefore !== null) visitor.feature(gapBucket(u.gapBefore))
  visitor.feature(u.turnPosition === 0 ? 'tp:0' : u.turnPosition === 1 ? 'tp:1' : 'tp:2')
  const next = u.nextOther
  if (next) {
    const nf = next.words[0]
    visitor.words(PREFIX['nf:'], visitor.word(nf !== undefined ? canonicalWord(nf) : '<none>'))
    if (next.question) visitor.feature('nq')
  }
  if (prev && !u.continuing) {
    const pw = prev.words
    visitor.feature(PREVIOUS_LENGTH[lengthIndex(pw.length)] as string)
    if (pw.length >= 2)
      visitor.words(
        PREFIX['pf2:'],
        visitor.word(canonicalWord(pw[0] as string)),
        visitor.word(canonicalWord(pw[1] as string)),
      )
    if (n <= 4) visitor.words(FLOOR_ALL[floorBucket(prev.floorWords)], w[0], w[1], w[2], w[3])
  }
}
