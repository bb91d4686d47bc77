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
}

function lengthBucket(n: number): string {
  if (n <= 3) return String(n)
  if (n <= 5) return '4-5'
  if (n <= 9) return '6-9'
  if (n <= 19) return '10-19'
  return '20+'
}

function floorBucket(n: number): string {
  if (n < 5) return 's'
  if (n < 20) return 'm'
  return 'l'
}

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

/** Words with back-channel sounds spelled one way. */
export function canonicalWords(words: readonly string[]): readonly string[] {
  let out: string[] | null = null
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? ''
    // Every spelling is short and starts with m, h or u: most words are ruled out at once.
    if (w.length > 6) continue
    const c0 = w.charCodeAt(0)
    if (c0 !== 109 && c0 !== 104 && c0 !== 117) continue
    const c = SPELLINGS.get(w)
    if (c) {
      out ??= words.slice()
      out[i] = c
    }
  }
  return out ?? words
}

const CUT = /(?:[-\u2013\u2014=\u2026]|\.\.\.)\s*$/

/**
 * Receives an utterance's features: `word` for each distinct word ("w:" features), `pair` for each
 * distinct pair of neighbouring words ("b:"), `feature` for every other feature by its full name.
 */
export interface FeatureVisitor {
  word(w: string): void
  pair(a: string, b: string): void
  feature(name: string): void
}

/** The model's feature names for one utterance (duplicates removed); the trainer uses these. */
export function utteranceFeatures(u: UtteranceView): string[] {
  const out: string[] = []
  visitFeatures(u, {
    word: (w) => out.push(`w:${w}`),
    pair: (a, b) => out.push(`b:${a}_${b}`),
    feature: (name) => out.push(name),
  })
  return out
}

/** Walks the features of one utterance without building a string per word (the fast path). */
export function visitFeatures(u: UtteranceView, visitor: FeatureVisitor): void {
  const w = canonicalWords(u.words)
  const n = w.length
  const text = u.text.trim()
  const q = /\?["'\u201d]?\s*$/.test(text)
  const len = lengthBucket(n)
  visitor.feature('bias')
  visitor.feature(`n:${len}`)
  if (q) visitor.feature('q')
  else if (text.includes('?')) visitor.feature('q_in')
  if (/!\s*$/.test(text)) visitor.feature('ex')
  if (CUT.test(text)) visitor.feature('cut')
  const first = w[0] ?? '<none>'
  const second = w[1] ?? '$'
  const last = w[n - 1] ?? '<none>'
  const penult = n >= 2 ? (w[n - 2] ?? '^') : '^'
  visitor.feature(`f:${first}`)
  visitor.feature(`f2:${first}_${second}`)
  if (n >= 3) visitor.feature(`f3:${first}_${second}_${w[2]}`)
  visitor.feature(`l:${last}`)
  visitor.feature(`l2:${penult}_${last}`)
  if (n <= 4) visitor.feature(`all:${w.join('_')}`)
  // Words and word pairs count once however often they repeat.
  for (let i = 0; i < n; i++) {
    const a = w[i] as string
    let again = false
    for (let j = 0; j < i && !again; j++) again = w[j] === a
    if (!again) visitor.word(a)
    if (i + 1 < n) {
      const b = w[i + 1] as string
      let twice = false
      for (let j = 0; j < i && !twice; j++) twice = w[j] === a && w[j + 1] === b
      if (!twice) visitor.pair(a, b)
    }
  }
  if (q) {
    visitor.feature(`qf:${first}`)
    visitor.feature(`ql:${last}`)
    visitor.feature(`ql2:${penult}_${last}`)
  }
  if (u.sentences > 1)
    visitor.feature(u.sentence === 0 ? 'pos:first' : u.sentence === u.sentences - 1 ? 'pos:last' : 'pos:mid')
  if (u.continuing) visitor.feature('cont')
  if (u.nextSame) visitor.feature('nsame')
  if (u.overlaps) {
    visitor.feature('ov')
    visitor.feature(`ov|n:${len}`)
  }
  if (u.sandwiched) {
    visitor.feature('sw')
    visitor.feature(`sw|n:${len}`)
    if (n <= 4) visitor.feature(`sw|all:${w.join('_')}`)
    visitor.feature(`sw|f:${first}`)
  }
  const prev = u.previousOther
  if (prev && !u.continuing) {
    const pq = /\?["'\u201d]?\s*$/.test(prev.text.trim())
    const fl = floorBucket(prev.floorWords)
    visitor.feature(`pfl:${fl}`)
    visitor.feature(`pfl:${fl}|n:${len}`)
    const pw = canonicalWords(prev.words)
    visitor.feature(`pf:${pw[0] ?? '<none>'}`)
    visitor.feature(`pl:${pw[pw.length - 1] ?? '<none>'}`)
    if (pq) {
      visitor.feature('pq')
      visitor.feature(`pq|f:${first}`)
      visitor.feature(`pq|n:${len}`)
      if (n <= 4) visitor.feature(`pq|all:${w.join('_')}`)
    } else {
      visitor.feature(`npq|f:${first}`)
      if (n <= 4) visitor.feature(`npq|all:${w.join('_')}`)
    }
    if (!prev.adjacent) visitor.feature('pfar')
  } else if (u.continuing) {
    visitor.feature(`cont|f:${first}`)
    visitor.feature(`cont|n:${len}`)
  }
}
